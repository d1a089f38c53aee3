/**
 * The parts of a run's day-ahead offers as stored between their jobs (repositories/offers.ts), on every
 * engine: the chain stored second, in either order, gets every part to assemble, exactly once, also
 * when both are stored at the same moment; a chain of a request that failed or was asked again is not
 * stored; what a stopped process leaves due is the part each request lacks.
 */
import { describe, expect, it } from 'vitest';
import { SIMULATION_STATUS } from '@plantasim/domain';
import type { OfferAnchor, OfferDirection, OfferStepResult } from '@plantasim/optimizer';
import type { Db } from '../../src/db/index.ts';
import { insertSimulation } from '../../src/repositories/simulations.ts';
import {
  dueOffers, finishOffers, offerParts, readOffers, requestOffers, startOffers, storeOfferAnchor, storeOfferChain,
} from '../../src/repositories/offers.ts';
import { dbKinds, suiteDb } from '../helper.ts';

const plan = { tipo: 'operativa' as const, fechaActual: '15/01/2025', horizonte: 1 };
const anchor: OfferAnchor = { forecastEurMWh: [50, 30], netMW: [10, -2], objective: 100, blocks: [] };
const chains: Record<OfferDirection, OfferStepResult[]> = {
  down: [{ delta: -20, netMW: [0, -2], objective: 120 }],
  up: [{ delta: 20, netMW: [10, 10], objective: 90 }],
};

describe.each(dbKinds)('offer parts on %s', (kind) => {
  let db: Db;
  suiteDb(kind, (opened) => { db = opened; });

  /** A run whose offers are solving with their anchor stored: the run and the request's number. */
  const solvingRun = async (): Promise<[number, number]> => {
    const { id } = await insertSimulation(db, { name: 'Ofertas', username: 'tecnico', status: SIMULATION_STATUS.EjecutadaOK, mode: null, inputs: {}, plan });
    expect((await requestOffers(db, id)).queued).toBe(true);
    const request = (await startOffers(db, id))!;
    expect(await storeOfferAnchor(db, id, request, anchor)).toBe(true);
    return [id, request];
  };

  it.each([['down', 'up'], ['up', 'down']] as const)('the chain stored second (%s first) gets every part; the first waits', async (first, second) => {
    const [id, request] = await solvingRun();
    expect(await storeOfferChain(db, id, request, first, chains[first])).toBe('waiting');
    expect(await storeOfferChain(db, id, request, second, chains[second])).toEqual({ request, anchor, down: chains.down, up: chains.up });
    // Stored again (a job run twice): not stored, nothing more to assemble.
    expect(await storeOfferChain(db, id, request, first, chains[first])).toBe('stale');
    expect(await storeOfferChain(db, id, request, second, chains[second])).toBe('stale');
  });

  it('of two chains stored at the same moment, exactly one assembles', async () => {
    for (let round = 0; round < 12; round++) {
      const [id, request] = await solvingRun();
      const ends = await Promise.all((['down', 'up'] as const).map((d) => storeOfferChain(db, id, request, d, chains[d])));
      expect(ends.filter((e) => e === 'waiting')).toHaveLength(1);
      expect(ends.filter((e) => typeof e === 'object')).toEqual([{ request, anchor, down: chains.down, up: chains.up }]);
    }
  });

  it('stores no part of a request that failed, nor of an earlier one once asked again', async () => {
    const [id, request] = await solvingRun();
    expect(await finishOffers(db, id, request, { state: 'failed', error: 'cadena sin solución' })).toBe(true);
    expect(await storeOfferChain(db, id, request, 'down', chains.down)).toBe('stale');
    expect(await readOffers(db, id)).toMatchObject({ estado: 'failed', error: 'cadena sin solución' });
    // Asked again: a new request, its parts cleared; the old request's parts and ends are refused.
    expect((await requestOffers(db, id)).queued).toBe(true);
    const again = (await startOffers(db, id))!;
    expect(again).toBe(request + 1);
    expect(await offerParts(db, id)).toEqual({ request: again, anchor: null, down: null, up: null });
    expect(await storeOfferAnchor(db, id, request, anchor)).toBe(false);
    expect(await finishOffers(db, id, request, { state: 'failed', error: 'tarde' })).toBe(false);
    expect((await readOffers(db, id)).estado).toBe('solving');
  });

  it('leaves due the part each request lacks: its anchor, else its missing chains', async () => {
    const before = new Set((await dueOffers(db)).map(([id]) => id));
    const due = async (ids: number[]) => (await dueOffers(db)).filter(([id]) => ids.includes(id) && !before.has(id));
    const { id: noAnchor } = await insertSimulation(db, { name: 'Sin ancla', username: 'tecnico', status: SIMULATION_STATUS.EjecutadaOK, mode: null, inputs: {}, plan });
    await requestOffers(db, noAnchor);
    const [withAnchor] = await solvingRun();
    const [oneChain, r1] = await solvingRun();
    await storeOfferChain(db, oneChain, r1, 'down', chains.down);
    const [bothChains, r2] = await solvingRun();
    await storeOfferChain(db, bothChains, r2, 'up', chains.up);
    await storeOfferChain(db, bothChains, r2, 'down', chains.down);
    expect(await due([noAnchor, withAnchor, oneChain, bothChains])).toEqual([
      [noAnchor, 'anchor'], [withAnchor, 'down'], [withAnchor, 'up'], [oneChain, 'up'], [bothChains, 'up'],
    ]);
    await finishOffers(db, bothChains, r2, { state: 'done', offers: { deltas: [0], periodos: [], bloques: [] } });
    expect(await due([bothChains])).toEqual([]);
  });
});
