import { describe, expect, it } from 'vitest';
import { generateRoMonths } from '../series/generate.ts';
import { monthLabelsOfQuarter, quarterOfMonthLabel, resolveRoMonths } from './roMonths.ts';

describe('the Ro of a planning year: published where the master has it, estimated where only the quarter is estimated', () => {
  it('a year from 1 July 2026: the master covers Jul–Dec 2026, 2027-T1 and T2 estimated, nothing else touched', () => {
    const current = generateRoMonths({ year: 2026, month: 7, day: 1 }, 365);
    const published = { 'jul 2026': 55.377, 'ago 2026': 55.377, 'sep 2026': 55.377, 'oct 2026': 60.1, 'nov 2026': 60.1, 'dic 2026': 60.1 };
    const r = resolveRoMonths(current, published, { '2026-T4': 99, '2027-T1': 58.25, '2027-T2': 61.5 });
    expect(r.values).toEqual({
      ...published, 'ene 2027': 58.25, 'feb 2027': 58.25, 'mar 2027': 58.25, 'abr 2027': 61.5, 'may 2027': 61.5, 'jun 2027': 61.5,
    });
    // A published month is never replaced by its quarter's estimate (2026-T4's 99 is not used).
    expect(r.estimated).toEqual(['ene 2027', 'feb 2027', 'mar 2027', 'abr 2027', 'may 2027', 'jun 2027']);
  });

  it('a month with neither keeps the value it had (the default or the user\'s)', () => {
    const r = resolveRoMonths({ 'ene 2028': 80, 'feb 2028': 78.8 }, {}, {});
    expect(r).toEqual({ values: { 'ene 2028': 80, 'feb 2028': 78.8 }, estimated: [] });
  });

  it('quarters and month labels', () => {
    expect(quarterOfMonthLabel('sep 2026')).toBe('2026-T3');
    expect(quarterOfMonthLabel('dic 2026')).toBe('2026-T4');
    expect(quarterOfMonthLabel('x')).toBeNull();
    expect(monthLabelsOfQuarter('2027-T1')).toEqual(['ene 2027', 'feb 2027', 'mar 2027']);
  });
});

describe('the quarters of a range', () => {
  it('from a month in one quarter to a month in another, at most 40', async () => {
    const { quartersBetween } = await import('./roEstimate.ts');
    expect(quartersBetween('2026-11-01', '2027-07-01')).toEqual(['2026-T4', '2027-T1', '2027-T2', '2027-T3']);
    expect(quartersBetween('2000-01-01', '2030-12-01')).toHaveLength(40);
  });
});

describe('which months the form says are estimated', () => {
  it('a month without a master value whose value is the estimate; not one the user changed, nor a published one', async () => {
    const { estimatedRoMonths } = await import('./roMonths.ts');
    const current = { 'dic 2026': 60, 'ene 2027': 58.25, 'feb 2027': 70, 'mar 2027': 58.25 };
    expect(estimatedRoMonths(current, { 'dic 2026': 60 }, { '2026-T4': 60, '2027-T1': 58.25 })).toEqual(['ene 2027', 'mar 2027']);
  });
});
