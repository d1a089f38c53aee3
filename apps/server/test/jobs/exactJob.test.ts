/**
 * "Recalcular exacto" on both engines: a block of a run's explanation asked for is a job of its own
 * (queued, solving, then the exact figure), computed from the run's stored operation and the block
 * as the explanation holds it; a block that cannot be forced is refused; a failure is said and may
 * be asked again. "Today" is fixed by the app's clock (config.now): 15/01/2025 in Madrid.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExactList } from '@plantasim/domain';
import { authHeaders, buildTestApp, dbKinds, type DbKind } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import type { ExactBlockJob, ExactFn, ExplainFn, SolveFn } from '../../src/jobs/types.ts';
import { fakeResults, payload, upload, waitForStatus } from '../simulaciones/support.ts';

const now = () => new Date('2025-01-15T10:00:00Z');
const idOf = (res: { json: () => unknown }) => (res.json() as { id: number }).id;
const solver: SolveFn = async () => ({ status: 'optimal', results: fakeResults, stats: {} });

const block = (over: Record<string, unknown>) => ({
  family: 'engine', unit: 0, name: 'Motor cogeneración 1', on: false, from: 5, to: 6, available: true,
  status: 'flipped', delta: 175, clauses: [], es: 'e', en: 'e', ...over,
});
const explanation = {
  hours: 6, hourLabels: ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'], dates: ['a', 'b', 'c', 'd', 'e', 'f'], windows: [{ from: 0, to: 6 }],
  marginal: { steam: [0, 0, 0, 0, 0, 0], cold: [0, 0, 0, 0, 0, 0], elec: [0, 0, 0, 0, 0, 0], exportLimit: [0, 0, 0, 0, 0, 0], importLimit: [0, 0, 0, 0, 0, 0] },
  price: [5, 5, 8, 100, 6, 5], pceq: { engines: ['Motor cogeneración 1'], values: [[40, 40, 40, 40, 40, 40]] },
  blocks: [block({ on: true, from: 2, to: 5, status: 'infeasible', delta: undefined, constraint: 'minUp' }), block({})],
  seconds: 0.1,
};

afterEach(() => {
  setSolverForTests(undefined);
});

describe.each(dbKinds)('recalcular exacto (%s)', (kind: DbKind) => {
  it('queues the block, shows it solving, then replaces the estimate with the exact figure', async () => {
    let release!: () => void;
    const released = new Promise<void>((r) => { release = r; });
    const asked: Array<{ block: ExactBlockJob; rows: number }> = [];
    const explainer: ExplainFn = async () => explanation as never;
    let calls = 0;
    const exact: ExactFn = async (_p, job, b) => {
      calls++;
      asked.push({ block: b, rows: job.operacion.rows.length });
      if (calls === 1) throw new Error('HiGHS sin memoria');
      await released;
      return { status: 'ok', delta: 15 };
    };
    setSolverForTests(solver, explainer, exact);
    const app = await buildTestApp(kind, { now });
    try {
      const headers = await authHeaders(app, 'full');
      const id = idOf(await upload(app, '/api/lanzar-simulacion/', headers, payload('Con exacto')));
      expect((await waitForStatus(app, headers, id)).status).toBe(4);
      const list = async () => ((await app.inject({ method: 'GET', url: `/api/simulaciones/${id}/explicacion/exactos`, headers })).json() as ExactList).exactos;
      const ask = (bloque: number) => app.inject({ method: 'POST', url: `/api/simulaciones/${id}/explicacion/exacto`, headers, payload: { bloque } });
      await vi.waitFor(async () => expect((await app.inject({ method: 'GET', url: `/api/explicacion/${id}`, headers })).json()).not.toBeNull(), { timeout: 20_000, interval: 50 });
      // A block that cannot be flipped, or is not there, is refused in words.
      const refused = await ask(0);
      expect(refused.statusCode).toBe(409);
      expect((refused.json() as { message: string }).message).toBe('La explicación no tiene ese bloque, o no se puede forzar.');
      expect((await ask(7)).statusCode).toBe(409);
      expect(await list()).toEqual([]);
      // The first try fails: said, and asked again it is queued again.
      const first = await ask(1);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ bloque: 1, estado: 'queued', delta: null });
      await vi.waitFor(async () => expect((await list())[0]?.estado).toBe('failed'), { timeout: 20_000, interval: 50 });
      expect((await list())[0]?.error).toBe('HiGHS sin memoria');
      expect((await ask(1)).json()).toMatchObject({ estado: 'queued' });
      await vi.waitFor(async () => expect((await list())[0]?.estado).toBe('solving'), { timeout: 20_000, interval: 50 });
      expect((await list())[0]?.segundos).toBeGreaterThanOrEqual(0);
      // Asked again while solving: the same job, not another.
      expect((await ask(1)).json()).toMatchObject({ estado: 'solving' });
      release();
      await vi.waitFor(async () => expect((await list())[0]).toMatchObject({ bloque: 1, estado: 'done', delta: 15, error: null }), { timeout: 20_000, interval: 50 });
      expect(calls).toBe(2);
      expect(asked[1]).toEqual({ block: { family: 'engine', unit: 0, on: false, from: 5, to: 6 }, rows: 1 });
    } finally {
      release();
      await app.close();
    }
  }, 120_000);
});
