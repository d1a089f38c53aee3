// Optional plant data on how the units move between loads (planta.*): each engine's part-load curve
// and ramp limit, and a start cost per boiler. Absent, the model is the spec's (a single efficiency,
// free ramps, boilers that switch at no cost), so older payloads and the base case are unchanged.
// They live beside the equipment tables because the spec fixes those tables' CSV columns.
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

/** Whether a curve is usable for an engine: at least two points, powers rising from potencia_minima
 *  to potencia_maxima, gas rising with power and above it (an electrical efficiency below 100 %).
 *  Each problem is an issue at ['curva_carga_motores', e, k, field] with a catalogue code. */
export function checkPartLoadCurves(
  plant: { motores: readonly EngineBounds[]; curva_carga_motores?: ReadonlyArray<readonly PartLoadPoint[]> | undefined },
  ctx: z.RefinementCtx,
): void {
  const curves = plant.curva_carga_motores;
  if (!curves) return;
  const at = (e: number, k?: number, field?: string) => ['curva_carga_motores', e, ...(k === undefined ? [] : [k]), ...(field ? [field] : [])];
  if (curves.length !== plant.motores.length) {
    ctx.addIssue({ code: 'custom', path: ['curva_carga_motores'], message: 'debe tener una curva por motor', params: { code: 'problem.partLoadCount', expected: plant.motores.length } });
    return;
  }
  curves.forEach((curve, e) => {
    const eng = plant.motores[e];
    if (!eng || curve.length === 0) return;
    if (curve.length < 2) {
      ctx.addIssue({ code: 'custom', path: at(e), message: 'la curva necesita al menos dos puntos', params: { code: 'problem.partLoadPoints', max: PART_LOAD_MAX_POINTS } });
      return;
    }
    const first = curve[0]!, last = curve[curve.length - 1]!;
    if (Math.abs(first.potencia - eng.potencia_minima) > TOL) {
      ctx.addIssue({ code: 'custom', path: at(e, 0, 'potencia'), message: `debe ser la potencia mínima (${eng.potencia_minima})`, params: { code: 'problem.partLoadStart', expected: eng.potencia_minima } });
    }
    if (Math.abs(last.potencia - eng.potencia_maxima) > TOL) {
      ctx.addIssue({ code: 'custom', path: at(e, curve.length - 1, 'potencia'), message: `debe ser la potencia máxima (${eng.potencia_maxima})`, params: { code: 'problem.partLoadEnd', expected: eng.potencia_maxima } });
    }
    curve.forEach((pt, k) => {
      if (k > 0 && pt.potencia <= curve[k - 1]!.potencia) {
        ctx.addIssue({ code: 'custom', path: at(e, k, 'potencia'), message: 'la potencia debe crecer de un punto al siguiente', params: { code: 'problem.partLoadPower' } });
      }
      if ((k > 0 && pt.gas <= curve[k - 1]!.gas) || pt.gas <= pt.potencia) {
        ctx.addIssue({ code: 'custom', path: at(e, k, 'gas'), message: 'el gas debe crecer con la potencia y superarla (rendimiento eléctrico por debajo del 100 %)', params: { code: 'problem.partLoadGas' } });
      }
    });
  });
}

/** Ramp limits: one per engine when given. */
export function checkRampLimits(plant: { motores: readonly unknown[]; rampa_motores?: ReadonlyArray<number | null> | undefined }, ctx: z.RefinementCtx): void {
  if (plant.rampa_motores && plant.rampa_motores.length !== plant.motores.length) {
    ctx.addIssue({ code: 'custom', path: ['rampa_motores'], message: 'debe tener un valor por motor', params: { code: 'problem.partLoadCount', expected: plant.motores.length } });
  }
}
