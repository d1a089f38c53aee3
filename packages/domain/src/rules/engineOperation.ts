// Setters of the optional plant data on how units move between loads (schemas/engineOperation.ts):
// each engine's part-load curve and ramp limit, and each boiler's start cost. An array or map left
// with nothing but the values of docs/rules/fields.md ("How the equipment fields act in the plan") is removed, so an untouched payload stays as it was.
import type { PartLoadPoint } from '../schemas/engineOperation.ts';
import type { SimulationPayload } from '../schemas/payload.ts';

const ENGINES = (p: SimulationPayload) => p.planta.motores.length;

/** Engine `e`'s ramp limit in MW/h (null: no limit). */
export function withEngineRamp(p: SimulationPayload, e: number, ramp: number | null): SimulationPayload {
  const current = p.planta.rampa_motores ?? Array<number | null>(ENGINES(p)).fill(null);
  const next = current.map((r, k) => (k === e ? ramp : r));
  const { rampa_motores: _r, ...rest } = p.planta;
  return next.every((r) => r === null) ? { ...p, planta: rest } : { ...p, planta: { ...rest, rampa_motores: next } };
}

/** Engine `e`'s part-load curve ([]: the single efficiency of the engine table). */
export function withEnginePartLoadCurve(p: SimulationPayload, e: number, curve: PartLoadPoint[]): SimulationPayload {
  const current = p.planta.curva_carga_motores ?? Array.from({ length: ENGINES(p) }, (): PartLoadPoint[] => []);
  const next = current.map((c, k) => (k === e ? curve : c));
  const { curva_carga_motores: _c, ...rest } = p.planta;
  return next.every((c) => c.length === 0) ? { ...p, planta: rest } : { ...p, planta: { ...rest, curva_carga_motores: next } };
}

/** A first curve for engine `e`: its minimum and maximum load at the table's single efficiency
 *  (the same gas as without a curve), for the user to reshape. */
export function defaultPartLoadCurve(engine: { potencia_minima: number; potencia_maxima: number; rendimiento_electricidad_gas: number }): PartLoadPoint[] {
  const gas = (pw: number) => Math.round((pw / engine.rendimiento_electricidad_gas) * 1000) / 1000;
  return [
    { potencia: engine.potencia_minima, gas: gas(engine.potencia_minima) },
    { potencia: engine.potencia_maxima, gas: gas(engine.potencia_maxima) },
  ];
}

/** The start cost (EUR) of the boiler named `name` (0: free starts, as in docs/rules/fields.md). */
export function withBoilerStartCost(p: SimulationPayload, name: string, cost: number): SimulationPayload {
  const { [name]: _old, ...others } = p.planta.coste_arranque_calderas ?? {};
  const next = cost > 0 ? { ...others, [name]: cost } : others;
  const { coste_arranque_calderas: _m, ...rest } = p.planta;
  return Object.keys(next).length === 0 ? { ...p, planta: rest } : { ...p, planta: { ...rest, coste_arranque_calderas: next } };
}
