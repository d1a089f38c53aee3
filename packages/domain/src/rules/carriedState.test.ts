import { describe, expect, it } from 'vitest';
import { carriedEngineState } from './carriedState.ts';

const items = (name: string, pattern: string) => [...pattern].map((c, i) => ({ concepto: name, hora: `H${i + 1}`, estado: c === '1' ? 1 : 0 }));

describe('engine state carried from the previous day', () => {
  it('takes the state at the end of the schedule and the hours of its last run', () => {
    // M1 started at H23 (on for 2 h at the end); M2 stopped after H20 (off 4 h).
    const schedule = [...items('M1', '000000000000000000000011'), ...items('M2', '111111111111111111110000')];
    expect(carriedEngineState(['M1', 'M2'], schedule)).toEqual([{ estado: 'Encendido', horas: 2 }, { estado: 'Parado', horas: 4 }]);
  });

  it('adds the hours carried into the previous day when the state never changed', () => {
    const schedule = items('M1', '1'.repeat(24));
    expect(carriedEngineState(['M1'], schedule, [{ estado: 'Encendido', horas: 5 }])).toEqual([{ estado: 'Encendido', horas: 29 }]);
    expect(carriedEngineState(['M1'], schedule, [{ estado: 'Parado', horas: 5 }])).toEqual([{ estado: 'Encendido', horas: 24 }]);
    expect(carriedEngineState(['M1'], schedule, [{ estado: 'Encendido', horas: Infinity }])).toEqual([{ estado: 'Encendido', horas: Infinity }]);
  });

  it('reads hours in numeric order and leaves engines without a schedule to the user', () => {
    const schedule = items('M1', '0000000001').reverse();
    expect(carriedEngineState(['M1', 'M9'], schedule)).toEqual([{ estado: 'Encendido', horas: 1 }, null]);
  });
});
