// The engines' state before H1 carried from the previous day's valid simulation: each engine's
// on/off at the end of that schedule and how long it had been so. A run that fills the whole
// previous schedule adds the hours that schedule had itself carried in, when its state was the same.
import type { EquipmentState } from '../plant/registry.ts';
import type { SimulationPayload } from '../schemas/payload.ts';
import { payloadHourKeys, seriesOnAt, type ColumnSeries } from '../compare/scheduleDiff.ts';

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

/** An engine's state before H1 as the form shows it. */
export interface EngineStateBefore {
  nombre: string;
  estado: EquipmentState;
  horas: number;
}

/**
 * The state each engine of `previous` carries into a run that starts the day after `previous`
 * starts: read from the hours of that first day only, so a plan of several days is cut where the
 * new run begins. `motores`: the previous run's schedule by column (state per hour). An engine in
 * one state the whole day, whose own hours before it were not entered, carries that day's hours:
 * at least that long, which is what its minimum up/down times need to know. Engines the schedule
 * does not have are null (left to the user).
 */
export function carriedFromPreviousRun(previous: SimulationPayload, motores: readonly ColumnSeries[]): Array<EngineStateBefore | null> {
  const day = previous.configuracion.fechaActual;
  const hours = payloadHourKeys(previous).filter((k) => k.startsWith(day)).length;
  const names = previous.planta.motores.map((m) => m.nombre);
  const items = motores.flatMap((m) => Array.from({ length: Math.min(hours, m.valor.length) }, (_, t) => ({
    concepto: m.concepto, hora: `H${t + 1}`, estado: seriesOnAt(m, t) ? 1 : 0,
  })));
  const before = previous.planta.motores.map((m, e) => ({ estado: m.estado, horas: previous.planta.horas_estado_motores?.[e] ?? 0 }));
  return carriedEngineState(names, items, before).map((c, e) => (c ? { nombre: names[e]!, ...c } : null));
}

/** The previous day's valid simulation a carried state comes from. */
export interface CarriedStateSource {
  id: number;
  fechaActual: string;
}

/**
 * `payload` with the carried state: each engine found by name takes its state and hours before H1,
 * the others keep theirs (hours absent before: long enough for any minimum time, as without them).
 * `source` names the simulation it was read from (recorded with the origin).
 */
export function withCarriedState(payload: SimulationPayload, carried: ReadonlyArray<EngineStateBefore | null>, source?: CarriedStateSource): SimulationPayload {
  const byName = new Map(carried.filter((c): c is EngineStateBefore => c !== null).map((c) => [c.nombre, c]));
  const motores = payload.planta.motores.map((m) => {
    const c = byName.get(m.nombre);
    return c ? { ...m, estado: c.estado } : m;
  });
  const horas = payload.planta.motores.map((m, e) => byName.get(m.nombre)?.horas ?? payload.planta.horas_estado_motores?.[e] ?? LONG_ENOUGH_HOURS);
  const { simulacion_estado_motores: _stale, ...planta } = payload.planta;
  const from = source ? { simulacion_estado_motores: { id: source.id, fechaActual: source.fechaActual } } : {};
  return { ...payload, planta: { ...planta, motores, horas_estado_motores: horas, origen_estado_motores: 'simulacion_anterior', ...from } };
}

/** Hours in state that satisfy any minimum up/down time (the schema's largest value). */
export const LONG_ENOUGH_HOURS = 1e6;
