import { describe, expect, it } from 'vitest';
import { createBaseCase, withEngineHoursBefore, type ExecutionMode, type SimulationPayload } from '@plantasim/domain';
import { preparedInputs } from './preparedInputs.ts';

const named = (simulation_name: string, modoEjecucion?: ExecutionMode): SimulationPayload => {
  const p = createBaseCase({ date: '15/01/2025', ...(modoEjecucion === undefined ? {} : { modoEjecucion }) });
  return { ...p, metadata: { ...p.metadata, simulation_name } };
};

describe('preparedInputs', () => {
  it('stores the inputs as their JSON, the name trimmed and the execution mode as text', () => {
    const p = named('  Plan de enero  ', 2);
    const r = preparedInputs(p);
    expect(JSON.parse(r.json)).toEqual(p);
    expect(r.name).toBe('Plan de enero');
    expect(r.mode).toBe('Acoplamientos de cogeneración fijados');
  });

  it('names the first day when the inputs carry no hours in state before H1 (a launch may carry them), none when they do', () => {
    const p = named('Plan');
    expect(preparedInputs(p).stateFrom).toBe('15/01/2025');
    expect(preparedInputs(withEngineHoursBefore(p, 3, 12)).stateFrom).toBeNull();
  });

  it("names a run without a name 'Sin título'", () => {
    expect(preparedInputs(named('   ')).name).toBe('Sin título');
    expect(preparedInputs(named('')).name).toBe('Sin título');
  });
});
