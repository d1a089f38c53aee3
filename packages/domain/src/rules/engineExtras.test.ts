import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import { parsePayload } from '../schemas/parse.ts';
import { LONG_ENOUGH_HOURS } from './carriedState.ts';
import { withEngineHoursBefore, withEngineStartCost } from './engineExtras.ts';

describe('engine data beside the engine table', () => {
  it('records hours before H1 typed by the user, the others long enough, and says the user gave them', () => {
    const p = withEngineHoursBefore(createBaseCase(), 2, 3);
    expect(p.planta.horas_estado_motores).toEqual([LONG_ENOUGH_HOURS, LONG_ENOUGH_HOURS, 3, ...Array(5).fill(LONG_ENOUGH_HOURS)]);
    expect(p.planta.origen_estado_motores).toBe('usuario');
    expect(parsePayload(p).ok).toBe(true);
  });

  it('clearing the last given hours leaves the payload as it was without them', () => {
    const base = createBaseCase();
    const back = withEngineHoursBefore(withEngineHoursBefore(base, 2, 3), 2, null);
    expect(back).toEqual(base);
    expect('horas_estado_motores' in back.planta).toBe(false);
  });

  it('sets one engine\'s cost per start, the others without one', () => {
    const p = withEngineStartCost(withEngineStartCost(createBaseCase(), 0, 120), 7, 80.5);
    expect(p.planta.coste_arranque_motores).toEqual([120, 0, 0, 0, 0, 0, 0, 80.5]);
    expect(parsePayload(p).ok).toBe(true);
  });
});
