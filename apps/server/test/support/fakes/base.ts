// The fakes' shared parts: the call log every fake writes to, per-call faults, and the store of runs.
import { type StoredPartName } from '../../../src/repositories/simulationResults.ts';
import type { SimulationRow } from '../../../src/repositories/simulations.ts';

export interface Call { repo: string; fn: string; args: unknown[] }

type Fault = (n: number, args: unknown[]) => unknown;

/** What every fake shares: the call log and the faults to throw. */
export abstract class FakeRepository<I> {
  private readonly faults = new Map<string, Fault>();
  private readonly counts = new Map<string, number>();
  constructor(readonly repo: string, readonly calls: Call[] = []) {}

  /** The calls of this repository only. */
  get own(): Call[] {
    return this.calls.filter((c) => c.repo === this.repo);
  }

  /** `fn` throws what `fault` returns for its n-th call (from 1) with those arguments; undefined answers normally. */
  fail(fn: keyof I & string, fault: Fault): this {
    this.faults.set(fn, fault);
    return this;
  }

  protected called(fn: keyof I & string, args: unknown[]): void {
    this.calls.push({ repo: this.repo, fn, args });
    const n = (this.counts.get(fn) ?? 0) + 1;
    this.counts.set(fn, n);
    const error = this.faults.get(fn)?.(n, args);
    if (error !== undefined) throw error;
  }
}

/** A database error with a PostgreSQL SQLSTATE code (23505 unique violation, 40P01 deadlock…). */
export function pgError(code: string): Error {
  return Object.assign(new Error(`sqlstate ${code}`), { code });
}

/** A stored simulation: its row, inputs, result parts (as their JSON values) and the columns beside them. */
export interface FakeRun {
  row: SimulationRow;
  inputs?: unknown;
  parts?: Partial<Record<StoredPartName, unknown>>;
  stats?: unknown;
  replanOf?: number | null;
  replan?: unknown;
  shift?: unknown;
  /** It was valid once and is no longer (valid_ended set). */
  validEnded?: boolean;
}

/** The simulations table and its result parts, shared by the fakes of one `fakeRepos()`. */
export class FakeStore {
  readonly runs = new Map<number, FakeRun>();
  /** The id the next inserted simulation gets at least (the table's sequence). */
  idsFrom = 1;
  /** The database clock (clock_timestamp()). */
  now = () => new Date();

  constructor(runs: readonly FakeRun[] = []) {
    for (const run of runs) this.put(run);
  }

  put(run: FakeRun): FakeRun {
    this.runs.set(run.row.id, run);
    return run;
  }

  get(id: number): FakeRun | undefined {
    return this.runs.get(id);
  }

  nextId(): number {
    return Math.max(this.idsFrom - 1, ...this.runs.keys()) + 1;
  }
}

/** 'dd/MM/yyyy' as a day number, for range comparisons. */
