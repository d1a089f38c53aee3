import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { runAround, runsAround } from './periods.ts';

describe('runs of an on/off series', () => {
  it('by hand: each on period knows its run, an off or unknown period is its own', () => {
    const { first, last } = runsAround([1, 1, 0, 1, undefined, 1, 1, 1]);
    expect([...first]).toEqual([0, 0, 2, 3, 4, 5, 5, 5]);
    expect([...last]).toEqual([1, 1, 2, 3, 4, 7, 7, 7]);
  });

  it('match runAround period by period on any series', () => {
    fc.assert(fc.property(fc.array(fc.constantFrom(0, 1, undefined), { maxLength: 60 }), (on) => {
      const runs = runsAround(on);
      on.forEach((x, t) => {
        if (x !== 1) return;
        expect({ first: runs.first[t], last: runs.last[t] }).toEqual(runAround(on, t));
      });
    }));
  });
});
