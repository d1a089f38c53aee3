// The second thread of a rolling solve, seen from the first: a worker (laneWorker.ts) given lane
// tasks (laneTasks.ts). Nothing it returns is trusted blindly: pieces are kept only when
// their starting state proves equivalent to the true one, and a lane that fails or ends early just
// leaves its work to the calling thread, so a solve never depends on the second thread succeeding.
import { Worker } from 'node:worker_threads';
import { loadedHighsModule } from '../highsRunner.ts';
import type { LaneMessage, LaneTask } from './laneTasks.ts';
import type { AnnualPrices, OptimizerInput } from '../input.ts';
import type { ChainOptions, Piece } from '../windowChain.ts';
import type { BoundOptions } from '../boundTasks.ts';
import type { Carry } from '../carry.ts';
import type { RowSeries, RowSums } from '../annualRepair.ts';

/** From the TypeScript sources the lane starts through bootstrap.mjs (which registers tsx); the compiled
 *  server (apps/server/scripts/build.mjs) has laneWorker.js beside the bundle that starts it. */
const fromSources = import.meta.url.endsWith('.ts');
const LANE_WORKER_URL = fromSources ? new URL('./bootstrap.mjs', import.meta.url) : new URL('./laneWorker.js', import.meta.url);

type Listener = (m: LaneMessage | { type: 'lane-gone' }) => void;

export class Lane {
  private readonly listeners = new Set<Listener>();
  private gone = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (m: LaneMessage) => this.listeners.forEach((l) => l(m)));
    const end = () => {
      this.gone = true;
      this.listeners.forEach((l) => l({ type: 'lane-gone' }));
    };
    worker.on('error', end);
    worker.on('exit', end);
  }

  /** A new lane (its worker starts loading while the caller works). Its JavaScript heap is
   *  bounded: left to V8's defaults a second isolate grew as the first one does, and the year's peak
   *  memory went from 547 MB on one thread to 805 MB on two; with these limits 652 MB. A window's
   *  models need far less; a lane that ran out would end, and its work fall back to the caller. */
  static open(): Lane {
    return new Lane(new Worker(LANE_WORKER_URL, {
      workerData: fromSources ? { entry: './laneWorker.ts' } : undefined,
      resourceLimits: { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 16 },
    }));
  }

  private request<T>(task: LaneTask, onMessage: (m: LaneMessage) => T | undefined, fallback: () => T): Promise<T> {
    if (this.gone) return Promise.resolve(fallback());
    return new Promise<T>((resolve) => {
      const listener: Listener = (m) => {
        const done = m.type === 'lane-gone' || m.type === 'lane-error' ? fallback() : onMessage(m);
        if (done === undefined) return;
        this.listeners.delete(listener);
        resolve(done);
      };
      this.listeners.add(listener);
      this.worker.postMessage({ type: 'lane', task, module: loadedHighsModule() });
    });
  }

  /** Windows [first, last) from a predicted state; the pieces it finished (in order), each as it comes. */
  chain(input: OptimizerInput, opts: ChainOptions, first: number, last: number, onPiece: (p: Piece) => void): Promise<Piece[]> {
    const pieces: Piece[] = [];
    return this.request({ kind: 'chain', input, opts, first, last }, (m) => {
      if (m.type === 'lane-piece') {
        pieces.push(m.piece);
        onPiece(m.piece);
      }
      return m.type === 'lane-chain-done' ? pieces : undefined;
    }, () => pieces);
  }

  /** The annual repair's windows [first, last) from `carry` (annualRepair.ts, repairChain; `prices`:
   *  the kept pass's, for the windows' leeway); the pieces it finished (in order), each as it comes. */
  repair(input: OptimizerInput, opts: ChainOptions, first: number, last: number, carry: Carry | undefined, before: RowSeries, keptBefore: RowSums, onPiece: (p: Piece) => void, prices?: AnnualPrices): Promise<Piece[]> {
    const pieces: Piece[] = [];
    return this.request({ kind: 'repair', input, opts, first, last, carry, before, keptBefore, prices }, (m) => {
      if (m.type === 'lane-piece') {
        pieces.push(m.piece);
        onPiece(m.piece);
      }
      return m.type === 'lane-chain-done' ? pieces : undefined;
    }, () => pieces);
  }

  /** The bound's blocks taken from `counter` alongside the calling thread; the values it computed, by
   *  index (`onValue` as each comes). */
  bound(input: OptimizerInput, opts: BoundOptions, covers: boolean, counter: SharedArrayBuffer, onValue?: () => void): Promise<Map<number, number>> {
    const values = new Map<number, number>();
    return this.request({ kind: 'bound', input, opts, covers, counter }, (m) => {
      if (m.type === 'lane-bound') {
        values.set(m.index, m.value);
        onValue?.();
      }
      return m.type === 'lane-bound-done' ? values : undefined;
    }, () => values);
  }

  close(): void {
    this.gone = true;
    void this.worker.terminate();
  }
}
