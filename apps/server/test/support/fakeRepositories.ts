/**
 * In-memory fakes of the repositories (src/repositories/), for the decision tests of commands/ and
 * jobs/: each fake implements its repository's bound interface (repositories/index.ts), so the compiler
 * checks it against the real one, and keeps the rows in plain maps instead of tables. The real SQL is
 * covered by the integration tests on PGlite and PostgreSQL (test/routes, test/simulaciones…).
 *
 * Every call is recorded in one log shared by the fakes of a `fakeRepos()` (a refusal that must come
 * before any read or write is checked on it), and any function can be made to throw, per call
 * (`fail`): the database errors a command turns into refusals (unique violation, deadlock…).
 */
import type { Repositories, SimulationsRepository } from '../../src/repositories/index.ts';
import { type Call, type FakeRun, FakeStore } from './fakes/base.ts';
import { FakeSimulations } from './fakes/simulations.ts';
import { FakeSimulationResults } from './fakes/simulationResults.ts';
import { FakeReplans, FakeSensitivity } from './fakes/runLinks.ts';
import { FakeActualBridges, FakeActuals } from './fakes/actuals.ts';
import { FakeBaseCase, FakeRo } from './fakes/masters.ts';

export * from './fakes/base.ts';
export * from './fakes/simulations.ts';
export * from './fakes/simulationResults.ts';
export * from './fakes/runLinks.ts';
export * from './fakes/actuals.ts';
export * from './fakes/masters.ts';

export function fakeRepos(runs: readonly FakeRun[] = []) {
  const store = new FakeStore(runs);
  const calls: Call[] = [];
  return {
    store,
    calls,
    simulations: new FakeSimulations(store, calls),
    simulationResults: new FakeSimulationResults(store, calls),
    sensitivity: new FakeSensitivity(store, calls),
    replans: new FakeReplans(store, calls),
    actuals: new FakeActuals(calls),
    baseCase: new FakeBaseCase(calls),
    ro: new FakeRo(calls),
    actualBridges: new FakeActualBridges(calls),
  } satisfies Partial<Repositories> & { store: FakeStore; calls: Call[] };
}

export type FakeRepos = ReturnType<typeof fakeRepos>;

/** What the calls asked insertSimulation to store, in order. */
export function inserted(calls: readonly Call[]): Parameters<SimulationsRepository['insertSimulation']>[0][] {
  return calls.filter((c) => c.repo === 'simulations' && c.fn === 'insertSimulation').map((c) => c.args[0] as Parameters<SimulationsRepository['insertSimulation']>[0]);
}

/** The result parts the calls read, as `id:part`. */
export function partsRead(calls: readonly Call[]): string[] {
  return calls.filter((c) => c.repo === 'simulationResults' && (c.fn === 'readPartJson' || c.fn === 'readResultPart'))
    .map((c) => `${String(c.args[0])}:${String(c.args[1])}`);
}
