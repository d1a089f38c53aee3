/**
 * Fair shares between users: one user cannot take every event stream nor every upload worker.
 * - Event streams: at most MAX_EVENT_CLIENTS_PER_USER per user (429 with the catalogue's message);
 *   other users still open theirs.
 * - Heavy uploads (zips checked in the upload workers, actuals CSV): at most HEAVY_UPLOADS_PER_USER
 *   of one user in flight (429), while another user's upload goes through.
 * - The upload checks run on a pool sized to the machine, spread over its workers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createBaseCase } from '@plantasim/domain';
import { strToU8, zipSync } from 'fflate';
import { authHeaders, buildTestApp, dbKinds } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { MAX_EVENT_CLIENTS_PER_USER } from '../../src/routes/api/simulaciones/events.ts';
import { HEAVY_UPLOADS_PER_USER, heavyUploads } from '../../src/uploads/heavyUploads.ts';
import { checkUploadOffThread, uploadCheckLoads, uploadCheckWorkers } from '../../src/uploads/uploadCheckPool.ts';
import { userSlots } from '../../src/http/userSlots.ts';
import { AppError } from '../../src/errors.ts';
import { multipart, payload, scriptedSolver, todayPayload, zipJson } from '../simulaciones/support.ts';

describe('userSlots', () => {
  it('lets a user hold at most max at once, frees a slot when one ends (also on failure), and keeps users apart', async () => {
    const slots = userSlots(2, () => new AppError(429, 'lleno', 'FULL'));
    const gates: (() => void)[] = [];
    const held = () => new Promise<void>((r) => gates.push(r));
    const a1 = slots.run('ana', held);
    const a2 = slots.run('ana', held);
    await expect(slots.run('ana', async () => 1)).rejects.toMatchObject({ status: 429 });
    expect(await slots.run('luis', async () => 'ok')).toBe('ok');
    gates.shift()!();
    await a1;
    await expect(slots.run('ana', async () => { throw new Error('x'); })).rejects.toThrow('x');
    expect(slots.inFlight('ana')).toBe(1);
    gates.shift()!();
    await a2;
    expect(slots.inFlight('ana')).toBe(0);
  });
});

describe('the upload check pool', () => {
  it('sizes itself to the machine: UPLOAD_CHECK_WORKERS, else cores less one, never fewer than one user\'s uploads plus one', () => {
    expect(uploadCheckWorkers({ UPLOAD_CHECK_WORKERS: '5' }, 2)).toBe(5);
    expect(uploadCheckWorkers({}, 2)).toBe(HEAVY_UPLOADS_PER_USER + 1);
    expect(uploadCheckWorkers({}, 12)).toBe(11);
    expect(uploadCheckWorkers({ UPLOAD_CHECK_WORKERS: 'x' }, 1)).toBe(HEAVY_UPLOADS_PER_USER + 1);
  });

  it('spreads checks in flight over its workers', async () => {
    const zip = () => zipSync({ 'data.json': strToU8(JSON.stringify(createBaseCase({ date: '15/01/2025' }))) });
    const req = () => ({ zip: zip(), want: 'payload' as const, checkLaunchRules: false, lang: 'es' as const, user: { username: 'gestor', role: 'full' as const }, now: new Date().toISOString() });
    const checks = [checkUploadOffThread(req()), checkUploadOffThread(req()), checkUploadOffThread(req())];
    const busy = uploadCheckLoads().filter((n) => n > 0).length;
    await Promise.all(checks);
    expect(busy).toBe(Math.min(3, uploadCheckWorkers()));
  });
});

describe.each(dbKinds)('fair shares between users (%s)', (kind) => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    setSolverForTests(scriptedSolver);
    app = await buildTestApp(kind);
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });

  it('one user cannot open every event stream: the next one is 429 with the message; others still connect', async () => {
    const operator = await authHeaders(app, 'operator');
    const full = await authHeaders(app, 'full');
    const open: AbortController[] = [];
    const stream = async (headers: Record<string, string>) => {
      const c = new AbortController();
      open.push(c);
      const res = await fetch(`${base}/api/simulacion/eventos`, { headers, signal: c.signal });
      return res;
    };
    try {
      for (let i = 0; i < MAX_EVENT_CLIENTS_PER_USER; i++) expect((await stream(operator)).status).toBe(200);
      const refused = await stream(operator);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        status: 429, code: 'TOO_MANY_USER_EVENT_CLIENTS',
        message: `Tiene demasiadas conexiones de eventos abiertas (máximo ${MAX_EVENT_CLIENTS_PER_USER}); cierre alguna pestaña e inténtelo de nuevo`,
      });
      expect((await stream(full)).status).toBe(200);
    } finally {
      for (const c of open) c.abort();
    }
  });

  it('one user\'s heavy uploads in flight are capped (429); another user\'s upload goes through meanwhile', async () => {
    const full = await authHeaders(app, 'full');
    const operator = await authHeaders(app, 'operator');
    const send = (headers: Record<string, string>, name: string) => {
      // The operator's own form starts today (operator rules); the full user's any day.
      const body = multipart(zipJson(headers === operator ? todayPayload(name) : payload(name)));
      return fetch(`${base}/api/descargar-in`, { method: 'POST', headers: { ...headers, ...body.headers }, body: body.payload });
    };
    // The full user's slots are held by uploads that end only when the test says so: a flood of
    // real uploads would race (on a fast machine each ends before the next arrives).
    const gates: (() => void)[] = [];
    const held = Array.from({ length: HEAVY_UPLOADS_PER_USER }, () =>
      heavyUploads.run('gestor', () => new Promise<void>((r) => gates.push(r))));
    try {
      expect(heavyUploads.inFlight('gestor')).toBe(HEAVY_UPLOADS_PER_USER);
      const refused = await send(full, 'una de más');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({
        status: 429, code: 'TOO_MANY_UPLOADS',
        message: `Ya tiene ${HEAVY_UPLOADS_PER_USER} cargas de archivos en curso; espere a que terminen e inténtelo de nuevo`,
      });
      expect((await send(operator, 'de otro usuario')).status).toBe(200);
    } finally {
      for (const open of gates) open();
      await Promise.all(held);
    }
    expect((await send(full, 'con sitio libre')).status).toBe(200);
    // Uploads that end free their slots.
    const [a, b] = [send(full, 'a'), send(full, 'b')];
    expect((await a).status).toBe(200);
    expect((await b).status).toBe(200);
    expect(heavyUploads.inFlight('gestor')).toBe(0);
  });
});
