// Runs a LinearModel on HiGHS (npm `highs`, WebAssembly) through its persistent API: the model's
// arrays are copied into HiGHS' memory and passed by the C API (no LP text parsing, none of the
// package's per-element checks), and the MIP dual bound and gap are read back.
// The WebAssembly module is loaded once per thread; its memory never shrinks, which is why long
// runs go through a recyclable worker (worker/).
import highsLoader from 'highs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import v8 from 'node:v8';
import type { LinearModel } from './lp/linearModel.ts';
import { at } from './at.ts';

type Highs = Awaited<ReturnType<typeof highsLoader>>;
/** WebAssembly.Module (the project's TS lib has no DOM/WebAssembly typings). */
export type WasmModule = NonNullable<NonNullable<Parameters<typeof highsLoader>[0]>['wasmModule']>;
const wasm = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }).WebAssembly;
let loading: Promise<Highs> | undefined;
let compiling: Promise<WasmModule> | undefined;

/** Compiles highs.wasm eagerly with the optimising compiler. V8's default (lazy, baseline
 *  Liftoff first, tier-up when hot) made the first solve of a process 5-10x slower than the
 *  next ones; eager TurboFan costs ~1.5 s once. The flags are process-wide, so they are set
 *  only around this compilation and restored. The Module can be sent to worker threads. */
export function compileHighsModule(): Promise<WasmModule> {
  compiling ??= (async () => {
    const path = createRequire(import.meta.url).resolve('highs/runtime');
    const bytes = await readFile(path);
    v8.setFlagsFromString('--no-liftoff');
    v8.setFlagsFromString('--no-wasm-lazy-compilation');
    try {
      return await wasm.compile(bytes);
    } finally {
      v8.setFlagsFromString('--liftoff');
      v8.setFlagsFromString('--wasm-lazy-compilation');
    }
  })();
  return compiling;
}

/** Loads HiGHS once per thread: from a precompiled Module when one is given (the worker pool
 *  compiles it eagerly once per process), else with V8's default lazy compilation, which suits
 *  short test runs of tiny models. The instance is made here, through the loader's
 *  `instantiateWasm` hook: the package's loader (1.15.3) ignores its documented `wasmModule` option
 *  and compiled highs.wasm again, lazily, in every thread; and the hook hands over the instance's
 *  memory, which the model is copied into (passModel below). */
export function loadHighs(module?: WasmModule): Promise<Highs> {
  if (module && !loading) loaded = module;
  const from = module ?? loaded;
  // A load that failed is not kept: the next call tries again.
  loading ??= instantiate(from).catch((e: unknown) => { loading = undefined; throw e; });
  return loading;
}

interface WasmInstance { exports: Record<string, unknown> }
interface WasmMemory { buffer: ArrayBuffer }
const webAssembly = (globalThis as unknown as { WebAssembly: {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  instantiate(module: WasmModule, imports: unknown): Promise<WasmInstance>;
  Memory: abstract new (...args: never[]) => WasmMemory;
} }).WebAssembly;

/** The memory of each loaded instance, for the model's hand-over. */
const memories = new WeakMap<Highs, WasmMemory>();

async function instantiate(module: WasmModule | undefined): Promise<Highs> {
  const compiled = module ?? await webAssembly.compile(await readFile(createRequire(import.meta.url).resolve('highs/runtime')));
  let memory: WasmMemory | undefined;
  // The loader waits for `receive` alone: an instantiation that fails must end the load here.
  let failed: (reason: unknown) => void = () => {};
  const failure = new Promise<never>((_, reject) => { failed = reject; });
  const highs = await Promise.race([highsLoader({
    instantiateWasm: (imports: unknown, receive: (instance: WasmInstance) => void) => {
      webAssembly.instantiate(compiled, imports).then((instance) => {
        memory = Object.values(instance.exports).find((e): e is WasmMemory => e instanceof webAssembly.Memory);
        receive(instance);
      }, failed);
      return {};
    },
  } as unknown as Parameters<typeof highsLoader>[0]), failure]);
  if (!memory) throw new Error('highs.wasm exports no memory');
  memories.set(highs, memory);
  return highs;
}

/** HiGHS' C entry points this runner calls directly (exported by the package's build, untyped). */
interface HighsC {
  _malloc(bytes: number): number;
  _free(pointer: number): void;
  _Highs_passModel(...args: number[]): number;
}

interface PassedArrays {
  numCols: number;
  numRows: number;
  offset: number;
  colCost: Float64Array;
  colLower: Float64Array;
  colUpper: Float64Array;
  rowLower: Float64Array;
  rowUpper: Float64Array;
  rowStarts: Int32Array;
  rowIndex: Int32Array;
  rowValue: Float64Array;
  integrality: Int32Array;
}

/**
 * Copies the model into HiGHS' memory and passes it by the C API (Highs_passModel, row-wise).
 * The package's `passModel` checks every element first, building a label string for each
 * (`colCost[123]`): on the 2024 year that cost about a tenth of the solve's wall time in the checks
 * and the garbage they leave (bench/docs/optimizer-diary.md). HiGHS checks the matrix itself
 * (indices in range, no duplicates) and refuses a bad one with an error status; the one thing it
 * would take silently, a NaN, is refused here.
 */
function passModel(highs: Highs, pointer: number, a: PassedArrays): number {
  const memory = memories.get(highs);
  if (!memory) throw new Error('HiGHS was not loaded by loadHighs');
  const c = highs as unknown as HighsC;
  const n = a.numCols, m = a.numRows, nnz = at(a.rowStarts, m);
  const doubles: Array<[Float64Array, number]> = [[a.colCost, n], [a.colLower, n], [a.colUpper, n], [a.rowLower, m], [a.rowUpper, m], [a.rowValue, nnz]];
  const ints: Array<[Int32Array, number]> = [[a.rowStarts, m], [a.rowIndex, nnz], [a.integrality, n]];
  for (const [values, length] of doubles) {
    for (let i = 0; i < length; i++) if (Number.isNaN(values[i])) throw new RangeError(`model value is NaN (column or row ${i})`);
  }
  const bytes = doubles.reduce((sum, [, length]) => sum + 8 * length, 0) + ints.reduce((sum, [, length]) => sum + 4 * length, 0);
  const block = c._malloc(Math.max(8, bytes));
  if (!block) throw new Error(`HiGHS could not allocate ${bytes} bytes for the model`);
  try {
    // Views after the allocation: it may have grown the memory (and detached older views).
    const heap = memory.buffer;
    const at8: number[] = [];
    let offset = block;
    for (const [values, length] of doubles) {
      new Float64Array(heap, offset, length).set(values.subarray(0, length));
      at8.push(offset);
      offset += 8 * length;
    }
    const at4: number[] = [];
    for (const [values, length] of ints) {
      new Int32Array(heap, offset, length).set(values.subarray(0, length));
      at4.push(offset);
      offset += 4 * length;
    }
    const [cost, lower, upper, rowLower, rowUpper, value] = at8 as [number, number, number, number, number, number];
    const [starts, index, integrality] = at4 as [number, number, number];
    // (highs, num_col, num_row, num_nz, q_num_nz, a_format = row-wise, q_format, sense = minimise,
    //  offset, col_cost, col_lower, col_upper, row_lower, row_upper, a_start, a_index, a_value,
    //  q_start, q_index, q_value, integrality)
    return c._Highs_passModel(pointer, n, m, nnz, 0, 2, 1, 1, a.offset, cost, lower, upper, rowLower, rowUpper, starts, index, value, 0, 0, 0, integrality);
  } finally {
    c._free(block);
  }
}

let loaded: WasmModule | undefined;

/** The instance the last solve of this thread ran in. */
let lastUsed: Highs | undefined;

/**
 * WebAssembly memory never shrinks: one large model (a 60-day relaxation took 376 MB, a window
 * 60 MB) would hold its high-water mark for the rest of the thread's life. Past
 * PLANTASIM_HIGHS_RECYCLE_MB (default 160) the instance is dropped and the next solve instantiates a
 * fresh one from the compiled Module (milliseconds), so the old memory goes back to the system when it
 * is collected. Only with a compiled Module: a lazily compiled instance would be compiled again.
 * Called when a pooled solve worker's request is over, not after each LP: within a solve the dropped
 * instance lives on until it is collected while the fresh one grows again to the same size (a month
 * in mode 2 peaked at 693 MB recycling after each LP, 576 MB with one instance). A lane needs none: it
 * ends with its solve.
 */
export function releaseGrownHighs(): void {
  const limitMb = Number(process.env.PLANTASIM_HIGHS_RECYCLE_MB ?? 160);
  if (loaded && lastUsed && lastUsed.memoryBytes > limitMb * 1024 * 1024) {
    loading = undefined;
    lastUsed = undefined;
  }
}

/** The precompiled Module this thread loaded HiGHS from (to hand to a worker it starts), if any. */
export function loadedHighsModule(): WasmModule | undefined {
  return loaded;
}

/** 'feasible': a solution whose gap to a valid bound is above the tolerance (or unknown), never
 *  returned by HiGHS itself but by a rolling horizon whose windows were each optimal. */
export type RunStatus = 'optimal' | 'feasible' | 'time_limit' | 'infeasible' | 'unbounded' | 'interrupted' | 'error';

export interface RunResult {
  status: RunStatus;
  /** True when colValue holds a feasible solution. */
  feasible: boolean;
  objective: number;
  /** Best proven lower bound (minimisation); equals objective for LPs solved to optimality. */
  bound: number;
  /** Relative gap |objective - bound| / max(1, |objective|). */
  gap: number;
  colValue: Float64Array;
  /** Row duals (d objective / d row bound) of an LP solved with `duals: true`; empty otherwise. */
  rowDual: Float64Array;
  /** Column reduced costs, with `duals: true`. */
  colDual: Float64Array;
  seconds: number;
  /** The final simplex basis of an LP solved to optimality, with `keepBasis`. */
  basis?: SimplexBasis;
  /** Simplex iterations of an LP (what a warm start saves). */
  iterations?: number;
}

/** Basis status per column and per row (HiGHS' codes: 0 lower, 1 basic, 2 upper, 3 zero, 4 nonbasic). */
export interface SimplexBasis { colStatus: Int32Array; rowStatus: Int32Array }

export interface RunOptions {
  mipRelGap?: number;
  timeLimit?: number;
  /** Solve the LP relaxation (integrality dropped). */
  relax?: boolean;
  /** Fix integer columns at this vector's value (LP-and-fix); with `fixOnly`, only the integer
   *  columns it accepts are fixed and the others stay integer. */
  fixIntegers?: ArrayLike<number>;
  fixOnly?: (j: number) => boolean;
  /** Optional primal start (full column vector) for the MIP. */
  start?: ArrayLike<number>;
  /** Read the row duals back (meaningful for LPs only). */
  duals?: boolean;
  /** Start the simplex from this basis (a related LP's, read with `keepBasis`). */
  basis?: SimplexBasis;
  keepBasis?: boolean;
  /** Extra HiGHS options (experiments, benchmarks). */
  highsOptions?: Record<string, string | number | boolean>;
}

/** Options of an LP relaxation whose duals are not read: HiGHS' presolve cost more than it saved
 *  on this model's relaxations (a day's relaxation 0.15 s with it,
 *  0.01-0.04 s without; a week's 0.6-0.9 s against 0.2-0.3 s; the month's 3.6 s against 1.3 s;
 *  2026-11-24, loaded machine). The LPs with every integer fixed and those read for their duals keep
 *  HiGHS' default: these LPs are degenerate, and the dual HiGHS returns after presolve is the one the steady pass's optimal face
 *  and the annual limits' prices were built and tested on (without presolve the steady pass found a
 *  smaller face and kept an 8.4 -> 4.2 -> 8.4 MW jump it removes). */
export const LP_OPTIONS = { presolve: 'off' } as const;

/** Gap of `objective` above `bound`, relative to the objective (at least 1 EUR): the measure every
 *  tolerance of the solver path is stated in. Negative when the bound is above the objective. */
export function relativeGap(objective: number, bound: number): number {
  return (objective - bound) / Math.max(1, Math.abs(objective));
}

/** The wrapper's error for a run that ended with HiGHS' native status -1 (its HighsError). */
function isNativeRunError(err: unknown): boolean {
  const e = err as { name?: unknown; status?: unknown; operation?: unknown } | null;
  return e !== null && typeof e === 'object' && e.name === 'HighsError' && e.status === -1 && e.operation === 'run';
}

/** What a HiGHS run was, for the time accounting: a relaxation, an LP with every integer fixed
 *  (LP-and-fix, the plan's LP), a model whose integers are all fixed but passed as a MIP (the
 *  steady pass's tie-break), or a MIP with integers left free (sub-MIP, repair parts, branch and bound). */
export type RunKind = 'relaxation' | 'fixed' | 'fixed-mip' | 'mip';

const secondsByKind: Record<RunKind, number> = { relaxation: 0, fixed: 0, 'fixed-mip': 0, mip: 0 };

/** Seconds this thread has spent inside HiGHS (model hand-over and run) by kind of run since the
 *  last reset. The benchmark reads it to tell the solver's own time from the JavaScript around it. */
export function highsSeconds(): Readonly<Record<RunKind, number>> {
  return { ...secondsByKind };
}

export function resetHighsSeconds(): void {
  for (const k of Object.keys(secondsByKind) as RunKind[]) secondsByKind[k] = 0;
}

export async function runHighs(model: LinearModel, opts: RunOptions = {}): Promise<RunResult> {
  const highs = await loadHighs();
  // The model's own typed arrays go to HiGHS as they are (passModel copies them into its memory):
  // only the column bounds are copied, when integers are fixed. HiGHS reads any bound at or
  // beyond its infinity (IEEE Infinity in this build) as none, so the model's Infinity is passed as it is.
  const n = model.numCols;
  const integrality = new Int32Array(n);
  const fix = opts.fixIntegers;
  let colLower = model.colLower;
  let colUpper = model.colUpper;
  if (fix) {
    colLower = colLower.slice();
    colUpper = colUpper.slice();
  }
  let isMip = false;
  let freeIntegers = 0;
  const isInteger = model.colInteger;
  for (let j = 0; j < n; j++) {
    if (!isInteger[j]) continue;
    if (fix && (!opts.fixOnly || opts.fixOnly(j))) colLower[j] = colUpper[j] = at(fix, j);
    else if (!opts.relax) {
      integrality[j] = 1;
      isMip = true;
      if (at(colLower, j) !== at(colUpper, j)) freeIntegers++;
    }
  }
  const kind: RunKind = opts.relax ? 'relaxation' : !isMip ? 'fixed' : freeIntegers === 0 ? 'fixed-mip' : 'mip';
  const started = performance.now();
  const hm = highs.createModel();
  try {
    const pointer = (hm.raw as unknown as { _require(callbackSafe: boolean): number })._require(false);
    const passed = passModel(highs, pointer, {
      numCols: n, numRows: model.numRows, offset: model.objectiveOffset, colCost: model.colCost, colLower, colUpper,
      rowLower: model.rowLower, rowUpper: model.rowUpper, rowStarts: model.rowStarts, rowIndex: model.rowIndex, rowValue: model.rowValue, integrality,
    });
    if (passed === highs.constants.status.error) throw new Error('HiGHS refused the model (Highs_passModel)');
    const pureLp = opts.relax && !opts.duals;
    hm.options.set({ output_flag: process.env.PLANTASIM_HIGHS_LOG === '1', mip_rel_gap: opts.mipRelGap ?? 1e-4, time_limit: opts.timeLimit ?? 600, ...(pureLp ? LP_OPTIONS : {}), ...opts.highsOptions });
    if (opts.start && !opts.relax) hm.setSolution({ colValue: Float64Array.from(opts.start) });
    if (opts.basis) hm.setBasis(opts.basis);
    let run: ReturnType<typeof hm.run>;
    try {
      run = process.env.PLANTASIM_HIGHS_LOG === '1'
        ? hm.run({ [highs.constants.callbackType.logging]: (ev: { message?: string }) => { process.stderr.write(ev.message ?? ''); } } as never)
        : hm.run();
    } catch (err) {
      // A run that ends with HiGHS' native status -1 (a solve or postsolve error it could not recover
      // from) is this run's failure, not the solve's: the solve path's next step may still find a plan.
      if (!isNativeRunError(err)) throw err;
      const seconds = (performance.now() - started) / 1000;
      return { status: 'error', feasible: false, objective: NaN, bound: NaN, gap: NaN, colValue: new Float64Array(n), rowDual: new Float64Array(0), colDual: new Float64Array(0), seconds };
    }
    const codes = highs.constants.modelStatus;
    const seconds = (performance.now() - started) / 1000;
    const primalStatus = Number(hm.info.get('primal_solution_status'));
    const feasible = primalStatus === 2;
    const status: RunStatus = run.modelStatus === codes.optimal ? 'optimal'
      : run.modelStatus === codes.timeLimit ? 'time_limit'
      : run.modelStatus === codes.infeasible ? 'infeasible'
      : run.modelStatus === codes.unbounded || run.modelStatus === codes.unboundedOrInfeasible ? 'unbounded'
      : run.modelStatus === codes.interrupted ? 'interrupted' : 'error';
    const objective = feasible ? hm.getObjectiveValue() : NaN;
    const bound = isMip ? Number(hm.info.get('mip_dual_bound')) : objective;
    const gap = feasible ? Math.abs(relativeGap(objective, bound)) : NaN;
    const sol = feasible ? hm.getSolution() : undefined;
    // getSolution's arrays are fresh copies out of HiGHS' memory: kept as they are.
    const colValue = sol ? sol.colValue : new Float64Array(n);
    const rowDual = sol && opts.duals ? sol.rowDual : new Float64Array(0);
    const colDual = sol && opts.duals ? sol.colDual : new Float64Array(0);
    const validBasis = opts.keepBasis && status === 'optimal' && !isMip && Number(hm.info.get('basis_validity')) === highs.constants.basisValidity.valid;
    const basis = validBasis ? hm.getBasis() : undefined;
    const iterations = isMip ? undefined : Number(hm.info.get('simplex_iteration_count'));
    return { status, feasible, objective, bound, gap, colValue, rowDual, colDual, seconds, basis, iterations };
  } finally {
    hm.dispose();
    lastUsed = highs;
    secondsByKind[kind] += (performance.now() - started) / 1000;
  }
}
