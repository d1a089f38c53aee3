// The work a rolling solve hands to its second thread (a "lane"): the later windows of the horizon
// from a predicted state (a pass, or the annual repair's), and blocks of the lower bound taken from a counter both threads share.
import type { AnnualPrices, OptimizerInput } from '../input.ts';
import { solveWindow } from '../solveWindow.ts';
import { sliceInput } from '../sliceInput.ts';
import { carryOf, type Carry } from '../carry.ts';
import { solveChain, windowSpan, type ChainOptions, type Piece } from '../windowChain.ts';
import { takeBlock, type BoundOptions } from '../boundTasks.ts';
import { repairChain, type RowSeries, type RowSums } from '../annualRepair.ts';

export type LaneTask =
  | { kind: 'chain'; input: OptimizerInput; opts: ChainOptions; first: number; last: number }
  | { kind: 'bound'; input: OptimizerInput; opts: BoundOptions; covers: boolean; counter: SharedArrayBuffer }
  | { kind: 'repair'; input: OptimizerInput; opts: ChainOptions; first: number; last: number; carry?: Carry; before: RowSeries; keptBefore: RowSums; prices?: AnnualPrices };

export type LaneMessage =
  | { type: 'lane-piece'; piece: Piece }
  | { type: 'lane-chain-done' }
  | { type: 'lane-bound'; index: number; value: number }
  | { type: 'lane-bound-done' }
  | { type: 'lane-error'; message: string };

/** Hours before a lane's first window that its predicted state is solved over. */
export const WARM_UP_HOURS = 48;

/**
 * The state at the start of window `first`, predicted without the windows before it: the hours
 * [start − 48, start + lookahead) solved from the plant's configured state with every minimum time
 * served, and its state at `start` read off. Two days wash out the made-up start; the same lookahead
 * as the window that really ends there sees the same prices. The prediction is only a guess: the
 * lane's windows are kept only where the true state turns out equivalent (carry.ts).
 */
export async function predictCarry(input: OptimizerInput, opts: ChainOptions, first: number): Promise<Carry | undefined> {
  const start = windowSpan(input, opts, first).from;
  const from = Math.max(0, start - WARM_UP_HOURS);
  const to = Math.min(input.hours, start + (opts.lookaheadHours ?? 24));
  const warm = { ...sliceInput(input, from, to), engineInitial: input.engines.map(() => ({ hoursInState: Infinity })) };
  // On/off is all the prediction reads: no tie-break among equal-cost setpoints.
  const r = await solveWindow(warm, { ...opts, noSteady: true });
  return r.solution ? carryOf(warm, start - from, r.solution) : undefined;
}

export async function runLaneTask(task: LaneTask, post: (m: LaneMessage) => void): Promise<void> {
  try {
    if (task.kind === 'chain') {
      const carry = await predictCarry(task.input, task.opts, task.first);
      if (carry) await solveChain(task.input, task.opts, task.first, task.last, carry, (piece) => post({ type: 'lane-piece', piece }));
      post({ type: 'lane-chain-done' });
    } else if (task.kind === 'repair') {
      // The annual repair's later windows (annualRepair.ts), from the kept pass's state there.
      await repairChain(task.input, task.opts, task.first, task.last, task.carry, task.before, task.keptBefore, (piece) => post({ type: 'lane-piece', piece }), task.prices);
      post({ type: 'lane-chain-done' });
    } else {
      const next = new Int32Array(task.counter);
      for (;;) {
        const b = await takeBlock(task.input, task.opts, next, task.covers);
        if (!b) break;
        post({ type: 'lane-bound', index: b.index, value: b.value });
      }
      post({ type: 'lane-bound-done' });
    }
  } catch (e) {
    post({ type: 'lane-error', message: e instanceof Error ? e.message : String(e) });
  }
}
