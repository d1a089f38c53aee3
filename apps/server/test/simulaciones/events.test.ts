/** GET /api/simulacion/eventos over a real socket: status changes pushed, token by header or query. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, dbKinds, loginAs } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { openEvents, payload, scriptedSolver, upload } from './support.ts';

describe.each(dbKinds)('simulation events on %s', (kind) => {
  let app: FastifyInstance;
  let base: string;
  let fullToken: string;
  let operatorToken: string;

  beforeAll(async () => {
    setSolverForTests(scriptedSolver);
    app = await buildTestApp(kind);
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    fullToken = await loginAs(app, 'full');
    operatorToken = await loginAs(app, 'operator');
  });
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });

  it('pushes { id, status } changes; operators only see their own', async () => {
    const full = await openEvents(`${base}/api/simulacion/eventos?token=${fullToken}`);
    const operator = await openEvents(`${base}/api/simulacion/eventos`, { authorization: `Bearer ${operatorToken}` });
    try {
      expect([full.status, operator.status]).toEqual([200, 200]);
      expect(full.contentType).toContain('text/event-stream');
      expect(operator.status).toBe(200);
      const res = await upload(app, '/api/lanzar-simulacion/', { authorization: `Bearer ${fullToken}` }, payload('Eventos'));
      const id = (res.json() as { id: number }).id;
      await full.waitFor((e) => e.id === id && e.status === 4);
      const own = await upload(app, '/api/lanzar-simulacion/', { authorization: `Bearer ${operatorToken}` }, payload('Mía'));
      const ownId = (own.json() as { id: number }).id;
      await operator.waitFor((e) => e.id === ownId && e.status === 4);
      expect(operator.events.some((e) => e.id === id)).toBe(false);
      expect(full.events.some((e) => e.id === ownId)).toBe(true);
    } finally {
      full.close();
      operator.close();
    }
  });

  it('refuses a missing or tampered token with 401', async () => {
    expect((await fetch(`${base}/api/simulacion/eventos`)).status).toBe(401);
    expect((await fetch(`${base}/api/simulacion/eventos?token=${fullToken}x`)).status).toBe(401);
    expect((await fetch(`${base}/api/simulacion/eventos`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });
});
