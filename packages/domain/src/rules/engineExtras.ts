// The engine data kept beside the 15-column engine table of docs/rules/fields.md (whose CSV layout is fixed): hours
// in state before H1 and cost per start. Both arrays are optional in the payload; these setters
// create them with the values that mean "as before they existed" for the other engines.
import type { SimulationPayload } from '../schemas/payload.ts';
import { LONG_ENOUGH_HOURS } from './carriedState.ts';

const ENGINES = (p: SimulationPayload) => p.planta.motores.length;

/** Engine `e`'s hours in its state before H1 (null: not given, long enough for any minimum time),
 *  entered by the user. No hours left for any engine removes the array and its origin (and the
 *  simulation it was taken from, whose state it no longer is). */
export function withEngineHoursBefore(p: SimulationPayload, e: number, horas: number | null): SimulationPayload {
  const current = p.planta.horas_estado_motores ?? Array<number>(ENGINES(p)).fill(LONG_ENOUGH_HOURS);
  const next = current.map((h, k) => (k === e ? horas ?? LONG_ENOUGH_HOURS : h));
  const { horas_estado_motores: _h, origen_estado_motores: _o, simulacion_estado_motores: _s, ...rest } = p.planta;
  if (next.every((h) => h >= LONG_ENOUGH_HOURS)) return { ...p, planta: rest };
  return { ...p, planta: { ...rest, horas_estado_motores: next, origen_estado_motores: 'usuario' } };
}

/** Engine `e`'s cost per start (EUR); the others keep theirs (absent: 0, no start cost). */
export function withEngineStartCost(p: SimulationPayload, e: number, cost: number): SimulationPayload {
  const current = p.planta.coste_arranque_motores ?? Array<number>(ENGINES(p)).fill(0);
  return { ...p, planta: { ...p.planta, coste_arranque_motores: current.map((c, k) => (k === e ? cost : c)) } };
}
