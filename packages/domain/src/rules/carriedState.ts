// The engines' state before H1 carried from the previous day's valid simulation: each engine's
// on/off at the end of that schedule and how long it had been so. A run that fills the whole
// previous schedule adds the hours that schedule had itself carried in, when its state was the same.
import type { EquipmentState } from '../plant/registry.ts';

export interface CarriedEngineState {
  estado: EquipmentState;
  /** Hours in `estado` at the end of the previous schedule. */
  horas: number;
}

/**
 * `schedule`: the previous simulation's programa.motores items ({ concepto: engine, hora: 'Hn',
 * estado: 1 on / 0 off }); `previous`: that simulation's own initial state per engine (estado and
 * horas_estado_motores, Infinity when it had none). Engines missing from the schedule get null.
 */
export function carriedEngineState(
  engines: readonly string[],
  schedule: ReadonlyArray<{ concepto: string; hora: string; estado?: number }>,
  previous: ReadonlyArray<{ estado: EquipmentState; horas: number }> = [],
): Array<CarriedEngineState | null> {
  return engines.map((name, e) => {
    const states = schedule
      .filter((i) => i.concepto === name)
      .map((i) => ({ h: Number(i.hora.slice(1)), on: i.estado === 1 }))
      .sort((a, b) => a.h - b.h)
      .map((i) => i.on);
    if (states.length === 0) return null;
    const last = states[states.length - 1]!;
    let run = 0;
    while (run < states.length && states[states.length - 1 - run] === last) run++;
    const estado: EquipmentState = last ? 'Encendido' : 'Parado';
    const before = previous[e];
    const carried = run === states.length && before && before.estado === estado ? before.horas : 0;
    return { estado, horas: run + carried };
  });
}
