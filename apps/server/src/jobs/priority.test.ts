import { describe, expect, it } from 'vitest';
import { isUrgent, JOB_PRIORITY, solvePriority } from './priority.ts';

describe('which job goes first', () => {
  it('re-plans, then short launches, then sensitivity children, then long horizons, then explanations', () => {
    const replan = solvePriority({ replan: true, child: false, horizonDays: 1 });
    const short = solvePriority({ replan: false, child: false, horizonDays: 7 });
    const child = solvePriority({ replan: false, child: true, horizonDays: 1 });
    const year = solvePriority({ replan: false, child: false, horizonDays: 365 });
    expect([replan, short, child, year]).toEqual([JOB_PRIORITY.replan, JOB_PRIORITY.interactive, JOB_PRIORITY.batch, JOB_PRIORITY.long]);
    expect(replan > short && short > child && child > year && year > JOB_PRIORITY.explanation).toBe(true);
    // A run whose horizon is unknown is treated as a one-day launch.
    expect(solvePriority({ replan: false, child: false, horizonDays: null })).toBe(JOB_PRIORITY.interactive);
    // Only a re-plan takes the spare slot.
    expect([replan, short, child, year].map(isUrgent)).toEqual([true, false, false, false]);
  });
});
