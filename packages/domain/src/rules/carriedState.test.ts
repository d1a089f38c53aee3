import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import { parsePayload } from '../schemas/parse.ts';
import { carriedEngineState, carriedFromPreviousRun, LONG_ENOUGH_HOURS, withCarriedState } from './carriedState.ts';
import { withEngineHoursBefore } from './engineExtras.ts';

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

describe('the state a run carries from the previous day\'s valid simulation', () => {
  const series = (concepto: string, pattern: string) => ({ concepto, valor: [...pattern].map((c) => (c === '1' ? 5 : 0)), estado: [...pattern].map((c) => (c === '1' ? 1 : 0)) });
  const names = createBaseCase({ date: '14/03/2024' }).planta.motores.map((m) => m.nombre);

  it('reads each engine at the end of the previous run\'s first day, adding its own hours before when unchanged', () => {
    const base = createBaseCase({ date: '14/03/2024' });
    const previous = {
      ...base,
      planta: { ...base.planta, motores: base.planta.motores.map((m, e) => ({ ...m, estado: e === 1 ? 'Parado' as const : 'Encendido' as const })), horas_estado_motores: [1, 10, 0, 0, 0, 0, 0, 0] },
    };
    const motores = [
      series(names[0]!, '0'.repeat(19) + '1'.repeat(5)), // started at H20: on 5 h
      series(names[1]!, '0'.repeat(24)), // off all day after 10 h off: 34 h
      series(names[2]!, '1'.repeat(24)), // on all day, no hours entered before it: at least 24 h
    ];
    expect(carriedFromPreviousRun(previous, motores)).toEqual([
      { nombre: names[0], estado: 'Encendido', horas: 5 },
      { nombre: names[1], estado: 'Parado', horas: 34 },
      { nombre: names[2], estado: 'Encendido', horas: 24 },
      null, null, null, null, null,
    ]);
  });

  it('cuts a plan of several days where the next day begins', () => {
    const previous = createBaseCase({ date: '14/03/2024', horizonDays: 2 });
    const motores = [series(names[0]!, '1'.repeat(21) + '000' + '1'.repeat(24))];
    expect(carriedFromPreviousRun(previous, motores)[0]).toEqual({ nombre: names[0], estado: 'Parado', horas: 3 });
  });

  it('puts the carried state in the payload and says where it came from', () => {
    const p = createBaseCase({ date: '15/03/2024' });
    const out = withCarriedState(p, [{ nombre: names[0]!, estado: 'Encendido', horas: 5 }, null]);
    expect(out.planta.motores[0]!.estado).toBe('Encendido');
    expect(out.planta.motores.slice(1)).toEqual(p.planta.motores.slice(1));
    expect(out.planta.horas_estado_motores).toEqual([5, ...Array(7).fill(LONG_ENOUGH_HOURS)]);
    expect(out.planta.origen_estado_motores).toBe('simulacion_anterior');
    expect(out.planta.simulacion_estado_motores).toBeUndefined();
    expect(parsePayload(out).ok).toBe(true);
  });

  it('records the simulation the state was read from, and forgets an earlier one when none is named', () => {
    const p = createBaseCase({ date: '15/03/2024' });
    const carried = [{ nombre: names[0]!, estado: 'Parado' as const, horas: 7 }];
    const out = withCarriedState(p, carried, { id: 41, fechaActual: '14/03/2024' });
    expect(out.planta.simulacion_estado_motores).toEqual({ id: 41, fechaActual: '14/03/2024' });
    expect(parsePayload(out).ok).toBe(true);
    expect(withCarriedState(out, carried).planta.simulacion_estado_motores).toBeUndefined();
    // Typed by the user afterwards: the state is the user's, no longer that simulation's.
    const typed = withEngineHoursBefore(out, 1, 2);
    expect([typed.planta.origen_estado_motores, typed.planta.simulacion_estado_motores]).toEqual(['usuario', undefined]);
  });
});
