/**
 * Day-ahead offers of an executed run on both engines: asked for by a full user, three jobs of their
 * own (the anchor, then the down and up chains side by side, the chain that ends second assembling the
 * offers), queued, solving, then the offers stored and served (per period the curve's steps, the
 * expected position at the forecast, and the engines' blocks); a failure of any part is said and may be
 * asked again; a stopped server's successor solves only the parts missing; a run that is not executed,
 * or plans more than one day, is refused in words; operators may not ask.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBaseCase, type OffersAnswer, type SimulationOffers } from '@plantasim/domain';
import { assembleOffers, fromPayload, offerRun, type OfferAnchor, type OfferDirection, type OfferStepResult } from '@plantasim/optimizer';
import { authHeaders, buildTestApp, createTestDatabase, dbKinds, type DbKind } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { offersAnswerOf, optimizerOffers } from '../../src/jobs/optimizerSolve.ts';
import type { OffersFns } from '../../src/jobs/types.ts';
import { offerParts } from '../../src/repositories/offers.ts';
import { parseStoredPayload } from '../../src/repositories/simulations.ts';
import { payload, scriptedSolver, upload, waitForStatus } from '../simulaciones/support.ts';

const idOf = (res: { json: () => unknown }) => (res.json() as { id: number }).id;

const anchor: OfferAnchor = {
  forecastEurMWh: [50, 30], netMW: [10, -2], objective: 100,
  blocks: [{ engineId: 'Motor cogeneración 1', fromPeriod: 0, toPeriod: 0, quantityMW: 5, profileMW: [5], minPriceEurMWh: 40 }],
};
const chains: Record<OfferDirection, OfferStepResult[]> = {
  down: [{ delta: -20, netMW: [0, -2], objective: 120 }],
  up: [{ delta: 20, netMW: [10, 10], objective: 90 }],
};

/** The offers the parts above assemble into, as served. */
const offers: SimulationOffers = {
  deltas: [-20, 0, 20],
  periodos: [
    { periodo: 1, precio_previsto: 50, posicion_prevista_mw: 10, curva: [{ precio: 30, cantidad_mw: 0 }, { precio: 50, cantidad_mw: 10 }, { precio: 70, cantidad_mw: 10 }] },
    { periodo: 2, precio_previsto: 30, posicion_prevista_mw: -2, curva: [{ precio: 10, cantidad_mw: -2 }, { precio: 30, cantidad_mw: -2 }, { precio: 50, cantidad_mw: 10 }] },
  ],
  bloques: [{ motor: 'Motor cogeneración 1', desde: 1, hasta: 1, cantidad_mw: 5, perfil_mw: [5], precio_minimo: 40 }],
};

/** Offers' parts answering the fixtures above, with some replaced. */
const parts = (over: Partial<OffersFns> = {}): OffersFns => ({ anchor: async () => anchor, chain: async (_p, d) => chains[d], ...over });

/** Rejects after `ms` with `message` unless `p` settles first: a test's own bound on a wait, never a pause. */
function within<T>(p: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(message)), ms); });
  return Promise.race([p, bound]).finally(() => clearTimeout(timer));
}

const offersUrl = (id: number) => `/api/simulaciones/${id}/ofertas`;

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** An executed one-day run named `name` (status 4): its id. */
async function executedRun(app: TestApp, headers: Record<string, string>, name: string): Promise<number> {
  const id = idOf(await upload(app, '/api/lanzar-simulacion/', headers, payload(name)));
  expect((await waitForStatus(app, headers, id)).status).toBe(4);
  return id;
}

/** Asks for the run's offers and waits until the request ends, done or failed: the answer then. */
async function offersEnded(app: TestApp, headers: Record<string, string>, id: number, timeout = 60_000): Promise<OffersAnswer> {
  expect((await app.inject({ method: 'POST', url: offersUrl(id), headers })).statusCode).toBe(200);
  let answer!: OffersAnswer;
  await vi.waitFor(async () => {
    answer = (await app.inject({ method: 'GET', url: offersUrl(id), headers })).json() as OffersAnswer;
    expect(['done', 'failed']).toContain(answer.estado);
  }, { timeout, interval: timeout > 60_000 ? 200 : 50 });
  return answer;
}

afterEach(() => {
  setSolverForTests(undefined);
  vi.unstubAllEnvs();
});

describe.each(dbKinds)('day-ahead offers of a run (%s)', (kind: DbKind) => {
  it('queues them, shows them solving, then serves the stored offers; a failure may be asked again', async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => { release = r; });
    let anchors = 0;
    const asked: string[] = [];
    const chainsAsked: string[] = [];
    setSolverForTests(scriptedSolver, undefined, undefined, parts({
      anchor: async (p) => {
        anchors++;
        asked.push(p.metadata.simulation_name);
        if (anchors === 1) throw new Error('HiGHS sin memoria');
        await released;
        return anchor;
      },
      chain: async (_p, d, net) => {
        chainsAsked.push(`${d}:${net.join(',')}`);
        return chains[d];
      },
    }));
    const app = await buildTestApp(kind);
    try {
      const headers = await authHeaders(app, 'full');
      const operator = await authHeaders(app, 'operator');
      const id = await executedRun(app, headers, 'Con ofertas');
      const read = async () => (await app.inject({ method: 'GET', url: offersUrl(id), headers })).json() as OffersAnswer;
      const ask = (h = headers) => app.inject({ method: 'POST', url: offersUrl(id), headers: h });
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
      expect(chainsAsked).toEqual([]);
      expect((await ask()).json()).toMatchObject({ estado: 'queued' });
      await vi.waitFor(async () => expect((await read()).estado).toBe('solving'), { timeout: 20_000, interval: 50 });
      expect((await read()).segundos).toBeGreaterThanOrEqual(0);
      // Asked again while solving: the same jobs, not others.
      expect((await ask()).json()).toMatchObject({ estado: 'solving' });
      release();
      await vi.waitFor(async () => expect((await read()).estado).toBe('done'), { timeout: 20_000, interval: 50 });
      const done = await read();
      expect(done).toMatchObject({ estado: 'done', error: null, ofertas: offers });
      expect(done.ofertas).toEqual(offersAnswerOf(assembleOffers(anchor, chains.down, chains.up)));
      expect(done.segundos).toBeGreaterThanOrEqual(0);
      // Done: asked again, the stored offers, no new job.
      expect((await ask()).json()).toMatchObject({ estado: 'done', ofertas: offers });
      expect(anchors).toBe(2);
      expect(asked).toEqual(['Con ofertas', 'Con ofertas']);
      // Each chain solved once, from the stored anchor's net position.
      expect([...chainsAsked].sort()).toEqual(['down:10,-2', 'up:10,-2']);
    } finally {
      release();
      await app.close();
    }
  }, 120_000);

  it('solves the two chains side by side: each starts while the other solves', async () => {
    vi.stubEnv('SOLVE_WORKERS', '2');
    const started = {} as Record<OfferDirection, () => void>;
    const starts = Object.fromEntries((['down', 'up'] as const).map((d) => [d, new Promise<void>((r) => { started[d] = r; })])) as Record<OfferDirection, Promise<void>>;
    setSolverForTests(scriptedSolver, undefined, undefined, parts({
      chain: async (_p, d) => {
        started[d]();
        const other = d === 'up' ? 'down' : 'up';
        await within(starts[other], 30_000, `la cadena ${d} terminó sin que empezara la ${other}`);
        return chains[d];
      },
    }));
    const app = await buildTestApp(kind);
    try {
      const headers = await authHeaders(app, 'full');
      const id = await executedRun(app, headers, 'Cadenas a la vez');
      const answer = await offersEnded(app, headers, id);
      expect(answer).toMatchObject({ estado: 'done', error: null, ofertas: offers });
    } finally {
      await app.close();
    }
  }, 120_000);

  it('a chain that fails ends the offers failed with its reason', async () => {
    setSolverForTests(scriptedSolver, undefined, undefined, parts({
      chain: async (_p, d) => {
        if (d === 'up') throw new Error('la cadena de subida no tiene solución');
        return chains[d];
      },
    }));
    const app = await buildTestApp(kind);
    try {
      const headers = await authHeaders(app, 'full');
      const id = await executedRun(app, headers, 'Cadena fallida');
      const answer = await offersEnded(app, headers, id);
      expect(answer).toMatchObject({ estado: 'failed', error: 'la cadena de subida no tiene solución', ofertas: null });
    } finally {
      await app.close();
    }
  }, 120_000);

  it('asked again while a chain of the failed request still solves: the new request ends done all the same', async () => {
    vi.stubEnv('SOLVE_WORKERS', '2');
    let release!: () => void;
    const released = new Promise<void>((r) => { release = r; });
    let downStarted!: () => void;
    const firstDown = new Promise<void>((r) => { downStarted = r; });
    const calls: string[] = [];
    setSolverForTests(scriptedSolver, undefined, undefined, parts({
      chain: async (_p, d) => {
        const n = calls.filter((c) => c === d).length;
        calls.push(d);
        if (d === 'up' && n === 0) {
          // The first request's up chain fails once its down chain solves, so that one outlives its request.
          await firstDown;
          throw new Error('la cadena de subida no tiene solución');
        }
        if (d === 'down' && n === 0) {
          downStarted();
          await released;
        }
        return chains[d];
      },
    }));
    const app = await buildTestApp(kind);
    try {
      const headers = await authHeaders(app, 'full');
      const id = await executedRun(app, headers, 'Pedidas otra vez');
      const read = async () => (await app.inject({ method: 'GET', url: offersUrl(id), headers })).json() as OffersAnswer;
      expect((await app.inject({ method: 'POST', url: offersUrl(id), headers })).statusCode).toBe(200);
      await vi.waitFor(async () => expect(await read()).toMatchObject({ estado: 'failed', error: 'la cadena de subida no tiene solución' }), { timeout: 30_000, interval: 50 });
      // Asked again while the first request's down chain still solves; the new up chain is stored (on
      // pg-boss, where each part is a job of its own id, the new down chain may even end it first).
      expect((await app.inject({ method: 'POST', url: offersUrl(id), headers })).json()).toMatchObject({ estado: 'queued' });
      await vi.waitFor(async () => {
        const up = (await offerParts(app.db, id))?.up;
        expect(up ?? (await read()).estado).toEqual(up ? chains.up : 'done');
      }, { timeout: 30_000, interval: 50 });
      release();
      await vi.waitFor(async () => expect((await read()).estado).toBe('done'), { timeout: 30_000, interval: 50 });
      expect(await read()).toMatchObject({ estado: 'done', error: null, ofertas: offers });
    } finally {
      release();
      await app.close();
    }
  }, 120_000);

  it('refuses a run that did not execute, or that plans more than one day, in words', async () => {
    const anchorFn = vi.fn<OffersFns['anchor']>(async () => anchor);
    setSolverForTests(scriptedSolver, undefined, undefined, parts({ anchor: anchorFn }));
    const app = await buildTestApp(kind);
    try {
      const headers = await authHeaders(app, 'full');
      const failed = idOf(await upload(app, '/api/lanzar-simulacion/', headers, payload('infactible')));
      expect((await waitForStatus(app, headers, failed)).status).toBe(5);
      const refused = await app.inject({ method: 'POST', url: offersUrl(failed), headers });
      expect(refused.statusCode).toBe(409);
      expect((refused.json() as { message: string }).message).toBe('Solo se calculan ofertas de una simulación ejecutada correctamente.');
      const twoDays = idOf(await upload(app, '/api/lanzar-simulacion/', headers, { ...createBaseCase({ date: '15/01/2025', horizonDays: 2 }), metadata: { ...payload().metadata, simulation_name: 'Dos días' } }));
      expect((await waitForStatus(app, headers, twoDays)).status).toBe(4);
      const week = await app.inject({ method: 'POST', url: offersUrl(twoDays), headers: { ...headers, 'accept-language': 'en' } });
      expect(week.statusCode).toBe(409);
      expect((week.json() as { message: string }).message).toBe('Day-ahead offers are computed for one-day simulations.');
      for (const id of [failed, twoDays]) {
        expect((await app.inject({ method: 'GET', url: offersUrl(id), headers })).json()).toMatchObject({ estado: 'none' });
      }
      expect(anchorFn).not.toHaveBeenCalled();
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe.each(dbKinds)('offers left solving by a server that stopped (%s)', (kind: DbKind) => {
  it('the next server solves only the part missing: the up chain, its anchor and down chain stored', async () => {
    vi.stubEnv('SOLVE_QUEUE', '');
    const dataDir = await mkdtemp(join(tmpdir(), 'plantasim-offers-'));
    const database = kind === 'postgres' ? await createTestDatabase() : undefined;
    const config = kind === 'postgres' ? { dataDir, databaseUrl: database!.url } : { dataDir, pgliteDir: join(dataDir, 'pglite') };
    try {
      // The first server's up chain never ends: it stops while it solves, its anchor and down chain stored.
      let upStarted!: () => void;
      const upSolving = new Promise<void>((r) => { upStarted = r; });
      setSolverForTests(scriptedSolver, undefined, undefined, parts({
        chain: (_p, d, _net, { signal }) => (d === 'down' ? Promise.resolve(chains.down) : new Promise((_, reject) => {
          upStarted();
          signal.addEventListener('abort', () => reject(new Error('parada')), { once: true });
        })),
      }));
      const first = await buildTestApp(kind, config);
      const headers = await authHeaders(first, 'full');
      const id = await executedRun(first, headers, 'Ofertas tras parada');
      expect((await first.inject({ method: 'POST', url: offersUrl(id), headers })).json()).toMatchObject({ estado: 'queued' });
      await upSolving;
      await vi.waitFor(async () => expect((await offerParts(first.db, id))?.down).toEqual(chains.down), { timeout: 30_000, interval: 50 });
      await first.close();
      // The next server may not solve the anchor nor the down chain again: only the up chain is due.
      const solved: string[] = [];
      setSolverForTests(scriptedSolver, undefined, undefined, {
        anchor: async () => { solved.push('anchor'); throw new Error('el ancla ya estaba guardada'); },
        chain: async (_p, d) => {
          solved.push(d);
          if (d === 'down') throw new Error('la cadena de bajada ya estaba guardada');
          return chains.up;
        },
      });
      const second = await buildTestApp(kind, config);
      try {
        const h2 = await authHeaders(second, 'full');
        await vi.waitFor(async () => {
          const answer = (await second.inject({ method: 'GET', url: offersUrl(id), headers: h2 })).json() as OffersAnswer;
          expect(answer).toMatchObject({ estado: 'done', ofertas: offers });
        }, { timeout: 60_000, interval: 100 });
        expect(solved).toEqual(['up']);
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
  it('of the base-case day, as jobs: the same offers as the ladder solved in one thread from the stored inputs', async () => {
    setSolverForTests(scriptedSolver, undefined, undefined, optimizerOffers);
    const app = await buildTestApp(kind);
    try {
      const headers = await authHeaders(app, 'full');
      const id = await executedRun(app, headers, 'Ofertas reales');
      const answer = await offersEnded(app, headers, id, 240_000);
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
      // The same offers as every part solved here, one after the other, from the run's stored inputs.
      const stored = await parseStoredPayload(app.db, id);
      if (!stored.ok) throw new Error('the run\'s stored inputs do not parse');
      const input = fromPayload(stored.data);
      if (!input.ok) throw new Error('the run\'s stored inputs give no optimizer input');
      const inThread = offersAnswerOf(await offerRun(input.data));
      expect(o).toEqual(JSON.parse(JSON.stringify(inThread)) as SimulationOffers);
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
