// The contract of a benchmark file: bench/run.ts imports every bench/src/*.bench.ts and runs the
// `cases` it exports, printing one JSON line per case.

export interface BenchCase<S = unknown> {
  /** Unique within its file, e.g. 'manualElectricityPrices'. */
  name: string;
  /** Builds the input once (not timed). */
  setup?: () => S | Promise<S>;
  /** The timed work. Throw to mark the case failed (e.g. an import that did not succeed). */
  run: (state: S) => unknown | Promise<unknown>;
  /** Timed runs (default 9) after `warmup` untimed runs (default 2); the median is reported. */
  runs?: number;
  warmup?: number;
  /** Figure to compare the median with (ms); reported as within_target. */
  targetMs?: number;
  /** Extra fields printed with the result (rows, columns, …). */
  meta?: Record<string, unknown>;
}

/** Keeps the state type of each case checked while allowing a heterogeneous list. */
export function benchCase<S>(c: BenchCase<S>): BenchCase<unknown> {
  return c as BenchCase<unknown>;
}
