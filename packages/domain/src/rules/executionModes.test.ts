import { describe, expect, it } from 'vitest';
import { EXECUTION_MODE_TEXTS, type ExecutionMode } from '../schemas/configuracion.ts';
import {
  BACKTESTING_MODE, couplingSelectorsEditable, FIXED_COUPLING_MODE, isBacktestingMode, isLockedMode, isPlanningMode,
  mustRunWhenAvailable, PLANNING_MODE, usesCouplingTable,
} from './executionModes.ts';
import * as domain from '../index.ts';

const MODES: readonly ExecutionMode[] = [0, 1, 2, 3, 4];

// Each predicate's answer for modes 0..4, written out by hand so that a shifted mapping fails.
const EXPECTED: Record<string, { predicate: (mode: ExecutionMode) => boolean; answers: readonly boolean[] }> = {
  isPlanningMode: { predicate: isPlanningMode, answers: [false, false, false, false, true] },
  isBacktestingMode: { predicate: isBacktestingMode, answers: [false, false, false, true, false] },
  isLockedMode: { predicate: isLockedMode, answers: [false, false, false, true, true] },
  mustRunWhenAvailable: { predicate: mustRunWhenAvailable, answers: [false, true, false, false, false] },
  usesCouplingTable: { predicate: usesCouplingTable, answers: [false, false, true, true, true] },
  couplingSelectorsEditable: { predicate: couplingSelectorsEditable, answers: [false, false, true, true, false] },
};

describe('execution modes', () => {
  for (const [name, { predicate, answers }] of Object.entries(EXPECTED)) {
    it(`${name} answers for each mode 0..4`, () => {
      expect(MODES.map((m) => predicate(m))).toEqual(answers);
    });
  }

  it('names the modes by their texts', () => {
    expect(EXECUTION_MODE_TEXTS[FIXED_COUPLING_MODE]).toBe('Acoplamientos de cogeneración fijados');
    expect(EXECUTION_MODE_TEXTS[BACKTESTING_MODE]).toBe('Backtesting');
    expect(EXECUTION_MODE_TEXTS[PLANNING_MODE]).toBe('Planificación');
    expect(MODES.filter(mustRunWhenAvailable).map((m) => EXECUTION_MODE_TEXTS[m])).toEqual(['Sin parar cogeneración']);
  });

  it('is exported from the domain index', () => {
    expect(domain.isPlanningMode).toBe(isPlanningMode);
    expect(domain.PLANNING_MODE).toBe(4);
    expect(domain.BACKTESTING_MODE).toBe(3);
    expect(domain.usesCouplingTable).toBe(usesCouplingTable);
  });
});
