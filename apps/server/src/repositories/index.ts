/**
 * The repositories as one object bound to a Db, the way the app is given them: plugins/db.ts decorates
 * `app.repos = repositoriesOf(app.db)`, and a route calls `app.repos.simulations.changesSince(since)`
 * where it would have imported `changesSince` and passed `app.db`. Each module keeps its plain
 * functions taking the Db first (commands and jobs compose them, on a transaction handle too);
 * `repositoriesOf(tx)` gives the same object inside `db.transaction`.
 *
 * Only the functions whose first parameter is the Db appear on the bound object. Helpers that take no
 * Db (iso, isUniqueViolation, hashPassword…) and the classes the price service is given (DbPriceCache,
 * DbFuturesCache, already behind `app.priceService`) are used from their modules as before.
 */
import type { Db } from '../db/index.ts';
import * as actualBridges from './actualBridges.ts';
import * as actuals from './actuals.ts';
import * as baseCase from './baseCase.ts';
import * as exactCounterfactuals from './exactCounterfactuals.ts';
import * as explanations from './explanations.ts';
import * as morning from './morning.ts';
import * as nominations from './nominations.ts';
import * as offers from './offers.ts';
import * as replans from './replans.ts';
import * as ro from './ro.ts';
import * as runners from './runners.ts';
import * as sensitivity from './sensitivity.ts';
import * as sessions from './sessions.ts';
import * as simulationResults from './simulationResults.ts';
import * as simulations from './simulations.ts';
import * as users from './users.ts';

/** True when the parameter type P is exactly the Db (a helper taking `unknown` is not a repository function). */
type IsDb<P> = [P] extends [Db] ? ([Db] extends [P] ? true : false) : false;

/** A repository module's functions that take the Db first, with the Db bound. */
export type BoundRepository<M> = {
  [K in keyof M as M[K] extends (db: infer P, ...args: any[]) => unknown ? (IsDb<P> extends true ? K : never) : never]:
    M[K] extends (db: Db, ...args: infer A) => infer R ? (...args: A) => R : never;
};

const classLike = (f: (...args: never[]) => unknown) => /^class[\s{]/.test(Function.prototype.toString.call(f));

function bind<M extends object>(module: M, db: Db): BoundRepository<M> {
  const bound: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(module)) {
    // Every plain function is wrapped; the type above shows only those that take the Db first.
    if (typeof value === 'function' && !classLike(value)) bound[name] = (...args: unknown[]) => value(db, ...args);
  }
  return bound as BoundRepository<M>;
}

/** readPartJson keeps its part-typed answer when bound (a mapped type would widen it to every part's). */
type SimulationResultsBound = Omit<BoundRepository<typeof simulationResults>, 'readPartJson'> & {
  readPartJson<P extends simulationResults.StoredPartName>(simulationId: number, part: P): Promise<simulationResults.StoredPartTypes[P] | null>;
};

export function repositoriesOf(db: Db) {
  return {
    actualBridges: bind(actualBridges, db),
    actuals: bind(actuals, db),
    baseCase: bind(baseCase, db),
    exactCounterfactuals: bind(exactCounterfactuals, db),
    explanations: bind(explanations, db),
    morning: bind(morning, db),
    nominations: bind(nominations, db),
    offers: bind(offers, db),
    replans: bind(replans, db),
    ro: bind(ro, db),
    runners: bind(runners, db),
    sensitivity: bind(sensitivity, db),
    sessions: bind(sessions, db),
    simulationResults: bind(simulationResults, db) as SimulationResultsBound,
    simulations: bind(simulations, db),
    users: bind(users, db),
  };
}

export type Repositories = ReturnType<typeof repositoriesOf>;

/** The repositories a command is given: only those it reads or writes (routes pass `app.repos`,
 *  decision tests in-memory fakes, test/support/fakeRepositories.ts). */
export type Repos<K extends keyof Repositories> = Pick<Repositories, K>;

export type ActualBridgesRepository = Repositories['actualBridges'];
export type ActualsRepository = Repositories['actuals'];
export type BaseCaseRepository = Repositories['baseCase'];
export type ReplansRepository = Repositories['replans'];
export type RoRepository = Repositories['ro'];
export type SensitivityRepository = Repositories['sensitivity'];
export type SimulationResultsRepository = Repositories['simulationResults'];
export type SimulationsRepository = Repositories['simulations'];
