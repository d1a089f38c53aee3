/**
 * Runs of dead processes are found by heartbeat, never those of live ones; a process judges only after
 * it has itself been healthy for the whole window (after an outage every heartbeat is old).
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, dbKinds, openTestPglite } from '../helper.ts';
import { openDb, type Db } from '../../src/db/index.ts';
import { recoverOrphans } from '../../src/jobs/recovery.ts';
import type { JobQueue } from '../../src/jobs/types.ts';
import { failureReasons } from '../../src/jobs/reasons.ts';
import { registerSolverProcess, runsOfDeadRunners, type SolverProcess } from '../../src/jobs/solverProcess.ts';
import { claimRun } from '../../src/repositories/runners.ts';

const timing = { heartbeatMs: 100, staleSeconds: 3, deadPidSeconds: 2 };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function openDbOf(kind: 'pglite' | 'postgres'): Promise<Db> {
  if (kind === 'pglite') {
    const db = await openTestPglite();
    cleanups.push(() => db.close());
    return db;
  }
  const t = await createTestDatabase();
  const db = await openDb({ databaseUrl: t.url, pgliteDir: '' });
  cleanups.push(async () => {
    await db.close();
    await t.drop();
  });
  return db;
}

async function running(db: Db, runner?: string, attempts = 1): Promise<number> {
  const r = await db.query<{ id: number }>(`INSERT INTO simulations (username, status, inputs, attempts) VALUES ('gestor', 3, '{}', $1) RETURNING id`, [attempts]);
  const id = r.rows[0]!.id;
  if (runner) await claimRun(db, id, runner);
  return id;
}

/** A process that died an hour ago on this machine, under a pid that no longer exists. */
async function deadProcess(db: Db, ageSeconds = 3600): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO solver_processes (id, hostname, pid, heartbeat_at) VALUES ($1, $2, $3, clock_timestamp() - make_interval(secs => $4))`,
    [id, hostname(), 2 ** 22 + 1, ageSeconds],
  );
  return id;
}

const healthy = (p: SolverProcess) => new Promise((r) => setTimeout(r, p.timing.staleSeconds * 1000 + 300));

describe.each(dbKinds)('solver processes on %s', (kind) => {
  it('finds the runs of a dead process, never those of a live one', async () => {
    const db = await openDbOf(kind);
    const judge = await registerSolverProcess(db, timing);
    const live = await registerSolverProcess(db, timing);
    cleanups.push(() => judge.close(), () => live.close());
    const dead = await deadProcess(db);
    const ownRun = await running(db, judge.id);
    const liveRun = await running(db, live.id);
    const deadRun = await running(db, dead);
    // A judge that just started does not judge yet (it may itself be back from an outage).
    const fresh = await registerSolverProcess(db, timing);
    cleanups.push(() => fresh.close());
    expect(await runsOfDeadRunners(db, fresh)).toEqual([]);
    await healthy(judge);
    expect((await runsOfDeadRunners(db, judge)).map((r) => r.id)).toEqual([deadRun]);
    // The live process still beats after more than its stale window.
    expect((await runsOfDeadRunners(db, live)).map((r) => r.id)).toEqual([deadRun]);
    // Without pg-boss: the dead run that had started its only allowed solve ends as 5 with the reason,
    // the one that never started goes back to the queue; a run this process holds, or a live one holds, stays.
    const neverStarted = await running(db, dead, 0);
    const queued: number[] = [];
    const queue: JobQueue = {
      kind: 'local', enqueue: async (id) => { queued.push(id); }, abortLocal: () => {}, holds: (id) => id === ownRun, close: async () => {},
    };
    expect(await recoverOrphans(db, { queue, self: judge, retryLimit: 0, graceSeconds: 0 })).toEqual({ requeued: [neverStarted], failed: [deadRun] });
    expect(queued).toEqual([neverStarted]);
    const rows = await db.query<{ id: number; status: number; error: string | null; runner: string | null }>('SELECT id, status, error, runner::text AS runner FROM simulations ORDER BY id');
    expect(rows.rows).toEqual([
      { id: ownRun, status: 3, error: null, runner: judge.id },
      { id: liveRun, status: 3, error: null, runner: live.id },
      { id: deadRun, status: 5, error: failureReasons.restart, runner: dead },
      { id: neverStarted, status: 3, error: null, runner: null },
    ]);
  }, 180_000);

  it('a process that stopped (its row removed) leaves its runs to the others', async () => {
    const db = await openDbOf(kind);
    const judge = await registerSolverProcess(db, timing);
    const stopped = await registerSolverProcess(db, timing);
    cleanups.push(() => judge.close());
    const run = await running(db, stopped.id);
    await stopped.close();
    await healthy(judge);
    expect((await runsOfDeadRunners(db, judge)).map((r) => r.id)).toEqual([run]);
  }, 180_000);
});
