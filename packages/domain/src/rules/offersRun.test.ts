import { describe, expect, it } from 'vitest';
import { SIMULATION_STATUS } from './lifecycle.ts';
import { offersRefusal } from './offersRun.ts';

describe('offersRefusal', () => {
  it('allows an executed one-day run only, the status checked first', () => {
    expect(offersRefusal({ status: SIMULATION_STATUS.EjecutadaOK, horizonDays: 1 })).toBeNull();
    expect(offersRefusal({ status: SIMULATION_STATUS.EjecutadaOK, horizonDays: 2 })).toBe('offers.oneDay');
    expect(offersRefusal({ status: SIMULATION_STATUS.EjecutadaOK, horizonDays: null })).toBe('offers.oneDay');
    expect(offersRefusal({ status: SIMULATION_STATUS.EnEjecucion, horizonDays: 1 })).toBe('offers.notExecuted');
    expect(offersRefusal({ status: SIMULATION_STATUS.EjecutadaNOK, horizonDays: 2 })).toBe('offers.notExecuted');
  });
});
