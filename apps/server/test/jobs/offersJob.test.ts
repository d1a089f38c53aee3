/**
 * Day-ahead offers of an executed run on both engines: asked for by a full user, a job of its own
 * (queued, solving, then the offers stored and served: per period the curve's steps, the expected
 * position at the forecast, and the engines' blocks); a failure is said and may be asked again; a run
 * that is not executed, or plans more than one day, is refused in words; operators may not ask.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBaseCase, type OffersAnswer, type SimulationOffers } from '@plantasim/domain';
import { authHeaders, buildTestApp, createTestDatabase, dbKinds, type DbKind } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { offersAnswerOf, optimizerOffers } from '../../src/jobs/optimizerSolve.ts';
import type { OffersFn } from '../../src/jobs/types.ts';
import { payload, scriptedSolver, upload, waitForStatus } from '../simulaciones/support.ts';

const idOf = (res: { json: () => unknown }) => (res.json() as { id: number }).id;

const offers: SimulationOffers = {
  deltas: [-20, 0, 20],
  periodos: [
    { periodo: 1, precio_previsto: 50, posicion_prevista_mw: 10, curva: [{ precio: 30, cantidad_mw: 0 }, { precio: 50, cantidad_mw: 10 }, { precio: 70, cantidad_mw: 10 }] },
    { periodo: 2, precio_previsto: 30, posicion_prevista_mw: -2, curva: [{ precio: 10, cantidad_mw: -2 }, { precio: 30, cantidad_mw: -2 }, { precio: 50, cantidad_mw: 10 }] },
  ],
  bloques: [{ motor: 'Motor cogeneración 1', desde: 1, hasta: 1, cantidad_mw: 5, perfil_mw: [5], precio_minimo: 40 }],
};

afterEach(() => {
  setSolverForTests(undefined);
  vi.unstubAllEnvs();
});

describe.each(dbKinds)('day-ahead offers of a run (%s)', (kind: DbKind) => {
  it('queues them, shows them solving, then serves the stored offers; a failure may be asked again', async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => { release = r; });
    let calls = 0;
    const asked: string[] = [];
    const offersFn: OffersFn = async (p) => {
      calls++;
      asked.push(p.metadata.simulation_name);
      if (calls === 1) throw new Error('HiGHS sin memoria');
      await released;
      return offers;
    };
    setSolverForTests(scriptedSolver, undefined, undefined, offersFn);
    const app = await buildTestApp(kind);
    try {
      const headers = await authHeaders(app, 'full');
      const operator = await authHeaders(app, 'operator');
      const id = idOf(await upload(app, '/api/lanzar-simulacion/', headers, payload('Con ofertas')));
      expect((await waitForStatus(app, headers, id)).status).toBe(4);
      const read = async () => (await app.inject({ method: 'GET', url: `/api/simulaciones/${id}/ofertas`, headers })).json() as OffersAnswer;
      const ask = (h = headers) => app.inject({ method: 'POST', url: `/api/simulaciones/${id}/ofertas`, headers: h });
      expect(await read()).toEqual({ estado: 'none', segundos: null, error: null, ofertas: null });
      // Operators may not ask (a market decision), and nothing is queued.
      expect((await ask(operator)).statusCode).toBe(403);
      expect((await read()).estado).toBe('none');
      // The first try fails: said, and asked again it is queued again.
      const first = await ask();
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ estado: 'queued', segundos: null, error: null, ofertas: null });
      await vi.waitFor(async () => expect((await read()).estado).toBe('failed'), { timeout: 20_000, interval: 50 });
      expect((await read()).error).toBe('HiGHS sin memoria');
      expect((await ask()).json()).toMatchObject({ estado: 'queued' });
      await vi.waitFor(async () => expect((await read()).estado).toBe('solving'), { timeout: 20_000, interval: 50 });
      expect((await read()).segundos).toBeGreaterThanOrEqual(0);
      // Asked again while solving: the same job, not another.
      expect((await ask()).json()).toMatchObject({ estado: 'solving' });
      release();
      await vi.waitFor(async () => expect((await read()).estado).toBe('done'), { timeout: 20_000, interval: 50 });
      const done = await read();
      expect(done).toMatchObject({ estado: 'done', error: null, ofertas: offers });
      expect(done.segundos).toBeGreaterThanOrEqual(0);
      // Done: asked again, the stored offers, no new job.
      expect((await ask()).json()).toMatchObject({ estado: 'done', ofertas: offers });
      expect(calls).toBe(2);
      expect(asked).toEqual(['Con ofertas', 'Con ofertas']);
    } finally {
      release();
      await app.close();
    }
  }, 120_000);

  it('refuses a run that did not execute, or that plans more than one day, in words', async () => {
    const offersFn = vi.fn<OffersFn>(async () => offers);
    setSolverForTests(scriptedSolver, undefined, undefined, offersFn);
    const app = await buildTestApp(kind);
    try {
      const headers = await authHeaders(app, 'full');
      const failed = idOf(await upload(app, '/api/lanzar-simulacion/', headers, payload('infactible')));
      expect((await waitForStatus(app, headers, failed)).status).toBe(5);
      const refused = await app.inject({ method: 'POST', url: `/api/simulaciones/${failed}/ofertas`, headers });
      expect(refused.statusCode).toBe(409);
      expect((refused.json() as { message: string }).message).toBe('Solo se calculan ofertas de una simulación ejecutada correctamente.');
      const twoDays = idOf(await upload(app, '/api/lanzar-simulacion/', headers, { ...createBaseCase({ date: '15/01/2025', horizonDays: 2 }), metadata: { ...payload().metadata, simulation_name: 'Dos días' } }));
      expect((await waitForStatus(app, headers, twoDays)).status).toBe(4);
      const week = await app.inject({ method: 'POST', url: `/api/simulaciones/${twoDays}/ofertas`, headers: { ...headers, 'accept-language': 'en' } });
      expect(week.statusCode).toBe(409);
      expect((week.json() as { message: string }).message).toBe('Day-ahead offers are computed for one-day simulations.');
      for (const id of [failed, twoDays]) {
        expect((await app.inject({ method: 'GET', url: `/api/simulaciones/${id}/ofertas`, headers })).json()).toMatchObject({ estado: 'none' });
      }
      expect(offersFn).not.toHaveBeenCalled();
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe.each(dbKinds)('offers left solving by a server that stopped (%s)', (kind: DbKind) => {
  it('are computed by the next server', async () => {
    vi.stubEnv('SOLVE_QUEUE', '');
    const dataDir = await mkdtemp(join(tmpdir(), 'plantasim-offers-'));
    const database = kind === 'postgres' ? await createTestDatabase() : undefined;
    const config = kind === 'postgres' ? { dataDir, databaseUrl: database!.url } : { dataDir, pgliteDir: join(dataDir, 'pglite') };
    try {
      // The first server's offers never end: it stops while they solve.
      let started!: () => void;
      const solving = new Promise<void>((r) => { started = r; });
      setSolverForTests(scriptedSolver, undefined, undefined, (_p, { signal }) => new Promise((_, reject) => {
        started();
        signal.addEventListener('abort', () => reject(new Error('parada')), { once: true });
      }));
      const first = await buildTestApp(kind, config);
      const headers = await authHeaders(first, 'full');
      const id = idOf(await upload(first, '/api/lanzar-simulacion/', headers, payload('Ofertas tras parada')));
      expect((await waitForStatus(first, headers, id)).status).toBe(4);
      expect((await first.inject({ method: 'POST', url: `/api/simulaciones/${id}/ofertas`, headers })).json()).toMatchObject({ estado: 'queued' });
      await solving;
      await first.close();
      setSolverForTests(scriptedSolver, undefined, undefined, async () => offers);
      const second = await buildTestApp(kind, config);
      try {
        const h2 = await authHeaders(second, 'full');
        await vi.waitFor(async () => {
          const answer = (await second.inject({ method: 'GET', url: `/api/simulaciones/${id}/ofertas`, headers: h2 })).json() as OffersAnswer;
          expect(answer).toMatchObject({ estado: 'done', ofertas: offers });
        }, { timeout: 60_000, interval: 100 });
      } finally {
        await second.close();
      }
    } finally {
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe.each(dbKinds)('offers by the optimizer (%s)', (kind: DbKind) => {
  it('of the base-case day: 24 monotone curves on the ladder, the plan at the forecast at delta 0', async () => {
    setSolverForTests(scriptedSolver, undefined, undefined, optimizerOffers);
    const app = await buildTestApp(kind);
    try {
      const headers = await authHeaders(app, 'full');
      const id = idOf(await upload(app, '/api/lanzar-simulacion/', headers, payload('Ofertas reales')));
      expect((await waitForStatus(app, headers, id)).status).toBe(4);
      expect((await app.inject({ method: 'POST', url: `/api/simulaciones/${id}/ofertas`, headers })).statusCode).toBe(200);
      let answer!: OffersAnswer;
      await vi.waitFor(async () => {
        answer = (await app.inject({ method: 'GET', url: `/api/simulaciones/${id}/ofertas`, headers })).json() as OffersAnswer;
        expect(['done', 'failed']).toContain(answer.estado);
      }, { timeout: 240_000, interval: 200 });
      expect(answer.error).toBeNull();
      const o = answer.ofertas!;
      expect(o.deltas).toEqual([-50, -20, -5, 0, 5, 20, 50]);
      expect(o.periodos).toHaveLength(24);
      for (const p of o.periodos) {
        expect(p.curva.map((c) => c.precio)).toEqual(o.deltas.map((d) => p.precio_previsto + d));
        for (let k = 1; k < p.curva.length; k++) expect(p.curva[k]!.cantidad_mw).toBeGreaterThanOrEqual(p.curva[k - 1]!.cantidad_mw);
        expect(p.curva[3]!.cantidad_mw).toBe(p.posicion_prevista_mw);
      }
      for (const b of o.bloques) expect(b.perfil_mw).toHaveLength(b.hasta - b.desde + 1);
    } finally {
      await app.close();
    }
  }, 300_000);
});

describe('the optimizer\'s offers as served', () => {
  it('numbers periods and blocks from 1 and names each curve step by price and quantity', () => {
    const answer = offersAnswerOf({
      forecastEurMWh: [50, 30], expectedNetMW: [10, 0], objectives: [1, 2],
      offers: { deltas: [-20, 0], curves: [[{ priceEurMWh: 30, netMW: 0, step: 0 }, { priceEurMWh: 50, netMW: 10, step: 1 }], [{ priceEurMWh: 10, netMW: 0, step: 0 }, { priceEurMWh: 30, netMW: 0, step: 1 }]] },
      blocks: [{ engineId: 'M1', fromPeriod: 0, toPeriod: 0, quantityMW: 5, profileMW: [5], minPriceEurMWh: 40 }],
    });
    expect(answer).toEqual({
      deltas: [-20, 0],
      periodos: [
        { periodo: 1, precio_previsto: 50, posicion_prevista_mw: 10, curva: [{ precio: 30, cantidad_mw: 0 }, { precio: 50, cantidad_mw: 10 }] },
        { periodo: 2, precio_previsto: 30, posicion_prevista_mw: 0, curva: [{ precio: 10, cantidad_mw: 0 }, { precio: 30, cantidad_mw: 0 }] },
      ],
      bloques: [{ motor: 'M1', desde: 1, hasta: 1, cantidad_mw: 5, perfil_mw: [5], precio_minimo: 40 }],
    });
  });
});
