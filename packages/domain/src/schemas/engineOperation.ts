// Optional plant data on how the units move between loads (planta.*): each engine's part-load curve
// and ramp limit, and a start cost per boiler. Absent, the model is that of docs/rules/fields.md (a single efficiency,
// free ramps, boilers that switch at no cost), so older payloads and the base case are unchanged.
// They live beside the equipment tables because docs/rules/validation.md ("Equipment CSV") fixes those tables' CSV columns.
import { z } from 'zod';

/** A point of an engine's part-load curve: electrical output and the gas it burns at that steady load. */
export const partLoadPointSchema = z.strictObject({
  potencia: z.number().min(0).max(1e4), // MWe
  gas: z.number().min(0).max(1e5), // MW of gas (PCI)
});
export type PartLoadPoint = z.infer<typeof partLoadPointSchema>;

export const PART_LOAD_MAX_POINTS = 12;

export const engineOperationFields = {
  /** Per engine (order of motores): points (potencia MWe, gas MW) from potencia_minima to
   *  potencia_maxima, gas linear between them; [] = the single efficiency rendimiento_electricidad_gas. */
  curva_carga_motores: z.array(z.array(partLoadPointSchema).max(PART_LOAD_MAX_POINTS)).optional(),
  /** Per engine: the most its output may change from one hour to the next (MW/h); null = no limit. */
  rampa_motores: z.array(z.number().positive().max(1e4).nullable()).optional(),
  /** EUR per start of a gas or electric boiler, by the boiler's name; absent = 0. */
  coste_arranque_calderas: z.record(z.string().max(200), z.number().min(0).max(1e7)).optional(),
};

/** The engine fields a curve is checked against. */
interface EngineBounds { potencia_minima: number; potencia_maxima: number }

const TOL = 1e-6;

/** One problem of a curve: the point (and field) it is at, its catalogue code and a Spanish text. */
export interface PartLoadProblem {
  point?: number;
  field?: 'potencia' | 'gas';
  code: 'problem.partLoadPoints' | 'problem.partLoadStart' | 'problem.partLoadEnd' | 'problem.partLoadPower' | 'problem.partLoadGas';
  params?: Record<string, number>;
  message: string;
}

/** Whether a curve is usable for an engine: at least two points, powers rising from potencia_minima
 *  to potencia_maxima, gas rising with power and above it (an electrical efficiency below 100 %).
 *  An empty curve (the single efficiency) has no problem. The form shows these as the user types. */
export function partLoadCurveProblems(eng: EngineBounds, curve: readonly PartLoadPoint[]): PartLoadProblem[] {
  if (curve.length === 0) return [];
  if (curve.length < 2) return [{ code: 'problem.partLoadPoints', params: { max: PART_LOAD_MAX_POINTS }, message: 'la curva necesita al menos dos puntos' }];
  const out: PartLoadProblem[] = [];
  const first = curve[0]!, last = curve[curve.length - 1]!;
  if (Math.abs(first.potencia - eng.potencia_minima) > TOL) {
    out.push({ point: 0, field: 'potencia', code: 'problem.partLoadStart', params: { expected: eng.potencia_minima }, message: `debe ser la potencia mínima (${eng.potencia_minima})` });
  }
  if (Math.abs(last.potencia - eng.potencia_maxima) > TOL) {
    out.push({ point: curve.length - 1, field: 'potencia', code: 'problem.partLoadEnd', params: { expected: eng.potencia_maxima }, message: `debe ser la potencia máxima (${eng.potencia_maxima})` });
  }
  curve.forEach((pt, k) => {
    if (k > 0 && pt.potencia <= curve[k - 1]!.potencia) {
      out.push({ point: k, field: 'potencia', code: 'problem.partLoadPower', message: 'la potencia debe crecer de un punto al siguiente' });
    }
    if ((k > 0 && pt.gas <= curve[k - 1]!.gas) || pt.gas <= pt.potencia) {
      out.push({ point: k, field: 'gas', code: 'problem.partLoadGas', message: 'el gas debe crecer con la potencia y superarla (rendimiento eléctrico por debajo del 100 %)' });
    }
  });
  return out;
}

/** The curves of a plant as schema issues at ['curva_carga_motores', e, point, field]. */
export function checkPartLoadCurves(
  plant: { motores: readonly EngineBounds[]; curva_carga_motores?: ReadonlyArray<readonly PartLoadPoint[]> | undefined },
  ctx: z.RefinementCtx,
): void {
  const curves = plant.curva_carga_motores;
  if (!curves) return;
  if (curves.length !== plant.motores.length) {
    ctx.addIssue({ code: 'custom', path: ['curva_carga_motores'], message: 'debe tener una curva por motor', params: { code: 'problem.partLoadCount', expected: plant.motores.length } });
    return;
  }
  curves.forEach((curve, e) => {
    const eng = plant.motores[e];
    if (!eng) return;
    for (const p of partLoadCurveProblems(eng, curve)) {
      const path = ['curva_carga_motores', e, ...(p.point === undefined ? [] : [p.point]), ...(p.field ? [p.field] : [])];
      ctx.addIssue({ code: 'custom', path, message: p.message, params: { code: p.code, ...p.params } });
    }
  });
}

/** Ramp limits: one per engine when given. */
export function checkRampLimits(plant: { motores: readonly unknown[]; rampa_motores?: ReadonlyArray<number | null> | undefined }, ctx: z.RefinementCtx): void {
  if (plant.rampa_motores && plant.rampa_motores.length !== plant.motores.length) {
    ctx.addIssue({ code: 'custom', path: ['rampa_motores'], message: 'debe tener un valor por motor', params: { code: 'problem.partLoadCount', expected: plant.motores.length } });
  }
}
