// Joining the windows a second thread solved from a predicted state to those solved from the true
// one. A lane window is kept when the state it started from matches the true state up to naming
// interchangeable engines (carry.ts), relabelled to the true names; otherwise it is solved again
// from the true state, and the comparison goes on with the next one (a re-solved window usually
// ends where the lane's did, so the rest of the lane's windows are kept).
import type { OptimizerInput } from './input.ts';
import type { RunStatus } from './highsRunner.ts';
import { interchangeableEngines, matchCarry, type Carry } from './carry.ts';
import { carryAfter, relabelEngines, type Chain, type ChainOptions, type Piece } from './windowChain.ts';

export interface LaneWindows {
  /** The lane's windows kept. */
  kept: number;
  /** Windows solved again from the true state. */
  resolved: number;
}

export interface Joined {
  pieces: Piece[];
  failed?: RunStatus;
  lanes: LaneWindows;
}

/**
 * Windows [first, last) after `carry` (the true state at the start of `first`): the lane's `theirs`
 * where they match, `solveOne(w, carry)` where they do not or are missing.
 */
export async function joinLane(
  input: OptimizerInput, opts: ChainOptions, first: number, last: number, carry: Carry | undefined, theirs: readonly Piece[],
  solveOne: (w: number, carry: Carry | undefined, missing: boolean) => Promise<Chain & { carryOut?: Carry }>,
): Promise<Joined> {
  const byWindow = new Map(theirs.map((p) => [p.w, p]));
  const kinds = interchangeableEngines(input);
  const pieces: Piece[] = [];
  const lanes: LaneWindows = { kept: 0, resolved: 0 };
  let state = carry;
  for (let w = first; w < last; w++) {
    const p = byWindow.get(w);
    const perm = p?.carryIn && state ? matchCarry(input, state, p.carryIn, kinds) : undefined;
    if (p && perm) {
      // The lane named interchangeable engines the other way round: so do its later windows.
      if (perm.some((j, k) => j !== k)) {
        for (let v = w + 1; v < last; v++) {
          const q = byWindow.get(v);
          if (q) byWindow.set(v, relabelEngines(q, perm));
        }
      }
      const kept = { ...relabelEngines(p, perm), carryIn: state };
      pieces.push(kept);
      state = carryAfter(input, opts, kept, state);
      lanes.kept++;
      continue;
    }
    const one = await solveOne(w, state, !p);
    lanes.resolved++;
    if (one.failed) return { pieces, failed: one.failed, lanes };
    pieces.push(...one.pieces);
    state = one.carryOut;
  }
  return { pieces, lanes };
}
