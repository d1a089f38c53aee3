/**
 * End to end through HTTP with the real optimizer: log in, take the base case, launch a one-day
 * simulation, follow it over server-sent events to 4, read the four result parts and download the
 * results zip.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { basicHeader, buildTestApp, dbKinds, demoCredentials } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { openEvents, zipJson } from './support.ts';

describe.each(dbKinds)('end to end with the optimizer on %s', (kind) => {
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    setSolverForTests(undefined); // the real optimizer
    app = await buildTestApp(kind);
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('launches the base case and reads every result', async () => {
    const { username, password } = demoCredentials.full;
    const login = await fetch(`${base}/api/login`, { headers: { authorization: basicHeader(username, password), 'content-type': 'application/json' } });
    const { resultado, token } = (await login.json()) as { resultado: string; token: string };
    expect(resultado).toBe('ok');
    const auth = { authorization: `Bearer ${token}` };

    const ticket = ((await (await fetch(`${base}/api/simulacion/eventos/ticket`, { method: 'POST', headers: auth })).json()) as { ticket: string }).ticket;
    const events = await openEvents(`${base}/api/simulacion/eventos?ticket=${encodeURIComponent(ticket)}`);
    try {
      const caseZip = await fetch(`${base}/api/descargar-caso-base/`, { headers: auth });
      expect(caseZip.status).toBe(200);
      const data = JSON.parse(strFromU8(unzipSync(new Uint8Array(await caseZip.arrayBuffer()))['data.json']!)) as {
        metadata: Record<string, unknown>; configuracion: { horizonte: number };
      };
      expect(data.configuracion.horizonte).toBe(1);
      data.metadata = { ...data.metadata, simulation_name: 'Extremo a extremo' };

      const form = new FormData();
      form.append('data.zip', new Blob([new Uint8Array(zipJson(data))], { type: 'application/zip' }), 'data.zip');
      const launched = await fetch(`${base}/api/lanzar-simulacion/`, { method: 'POST', headers: auth, body: form });
      const launchBody = (await launched.json()) as { id: number; reasons?: string[] };
      expect(launched.status, JSON.stringify(launchBody.reasons)).toBe(200);
      const id = launchBody.id;

      await events.waitFor((e) => e.id === id && e.status !== 3, 150_000);
      const final = events.events.filter((e) => e.id === id).at(-1)!;
      const detail = (await (await fetch(`${base}/api/simulacion/${id}`, { headers: auth })).json()) as { status: number; error: string | null };
      expect({ status: final.status, error: detail.error }).toEqual({ status: 4, error: null });
      // The explanation is a job of its own after the results: wait until it is no longer due.
      const end = Date.now() + 150_000;
      while (((await (await fetch(`${base}/api/simulacion/${id}`, { headers: auth })).json()) as { explicacion_pendiente?: boolean }).explicacion_pendiente) {
        expect(Date.now(), 'explicación aún pendiente').toBeLessThan(end);
        await new Promise((r) => setTimeout(r, 200));
      }

      for (const path of ['programa', 'resultado-operacion', 'resultado-economico', 'resultados', 'explicacion']) {
        const r = await fetch(`${base}/api/${path}/${id}`, { headers: auth });
        expect(`${path} ${r.status}`).toBe(`${path} 200`);
        expect(await r.json()).not.toBeNull();
      }
      const programa = (await (await fetch(`${base}/api/programa/${id}`, { headers: auth })).json()) as { motores: unknown[]; total_consumo_gas: number };
      expect(Array.isArray(programa.motores)).toBe(true);
      expect(Number.isFinite(programa.total_consumo_gas)).toBe(true);
      // The job explained every decision: one block per run of every unit, each with its reason.
      const explanation = (await (await fetch(`${base}/api/explicacion/${id}`, { headers: auth })).json()) as {
        hours: number; blocks: Array<{ name: string; es: string; en: string }>; marginal: { steam: number[] };
      };
      expect(explanation.hours).toBe(24);
      expect(explanation.marginal.steam).toHaveLength(24);
      expect(new Set(explanation.blocks.map((b) => b.name)).size).toBeGreaterThanOrEqual(8);
      for (const b of explanation.blocks) {
        expect(b.es.startsWith(b.name)).toBe(true);
        expect(b.en.startsWith(b.name)).toBe(true);
      }

      const zip = await fetch(`${base}/api/descargar-resultado/${id}`, { headers: auth });
      expect(zip.headers.get('content-type')).toContain('application/zip');
      const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
      expect(Object.keys(files)).toContain('programa.json');
      expect(JSON.parse(strFromU8(files['explicacion.json']!))).toEqual(explanation);
      expect(JSON.parse(strFromU8(files['programa.json']!))).toEqual(programa);
    } finally {
      events.close();
    }
  }, 240_000);
});
