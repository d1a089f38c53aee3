// The form's edits of planta.reglas_anuales (Planta › Reglas anuales): pure payload transitions.
import type { SimulationPayload } from '../schemas/payload.ts';
import { DEFAULT_REE_MINIMUM, DEFAULT_REF_H, type AnnualRules, type AnnualToDate } from './rules.ts';

export type AnnualRuleField = 'ree_minimo' | 'ref_h' | 'horas_minimas' | 'horas_umbral' | 'potencia_instalada' | 'co2_presupuesto_t';
export type AnnualToDateField = keyof AnnualToDate;

const DEFAULT_RULES: AnnualRules = { ree_minimo: DEFAULT_REE_MINIMUM, ref_h: DEFAULT_REF_H };
const EMPTY_TO_DATE: AnnualToDate = { electricidad_mwh: 0, combustible_mwh: 0, calor_util_mwh: 0, energia_vendida_mwh: 0, co2_t: 0, horas_exentas: 0 };

function withRules(p: SimulationPayload, rules: AnnualRules | undefined): SimulationPayload {
  const { reglas_anuales: _old, ...planta } = p.planta;
  return { ...p, planta: rules ? { ...planta, reglas_anuales: rules } : planta };
}

/** Turns the annual rules on (with the documented defaults) or off (absent: nothing enforced). */
export function withAnnualRulesOn(p: SimulationPayload, on: boolean): SimulationPayload {
  if (!on) return withRules(p, undefined);
  return p.planta.reglas_anuales ? p : withRules(p, { ...DEFAULT_RULES });
}

/** One limit; an empty value (null) is no limit, or the default for REE minimum and Ref H. */
export function withAnnualRule(p: SimulationPayload, field: AnnualRuleField, value: number | null): SimulationPayload {
  const { [field]: _old, ...rest } = p.planta.reglas_anuales ?? DEFAULT_RULES;
  const next = { ...DEFAULT_RULES, ...rest } as AnnualRules;
  if (value !== null) (next as Record<string, unknown>)[field] = value;
  return withRules(p, next);
}

/** The percentage of the minimum and threshold hours for the first 3, 6 or 9 months (index 0, 1,
 *  2); all three are needed, so a missing one is taken as 0 until entered, and all empty = none. */
export function withAnnualPeriodPercent(p: SimulationPayload, index: 0 | 1 | 2, value: number | null): SimulationPayload {
  const rules = p.planta.reglas_anuales ?? DEFAULT_RULES;
  const pcts: [number, number, number] = [...(rules.porcentajes_3_6_9_meses ?? [0, 0, 0])];
  pcts[index] = value ?? 0;
  const { porcentajes_3_6_9_meses: _old, ...rest } = rules;
  return withRules(p, pcts.every((x) => x === 0) ? rest : { ...rest, porcentajes_3_6_9_meses: pcts });
}

/** One figure of the year so far (acumulado); all empty = none. */
export function withAnnualToDate(p: SimulationPayload, field: AnnualToDateField, value: number | null): SimulationPayload {
  const rules = p.planta.reglas_anuales ?? DEFAULT_RULES;
  const acumulado = { ...(rules.acumulado ?? EMPTY_TO_DATE), [field]: value ?? 0 };
  const empty = Object.values(acumulado).every((x) => x === 0);
  const { acumulado: _old, ...rest } = rules;
  return withRules(p, empty ? rest : { ...rest, acumulado });
}

/** Whether a short run is held to its share of the year's limits (share.ts) or only compared with it. */
export function withAnnualShareHeld(p: SimulationPayload, on: boolean): SimulationPayload {
  const { ajustar_cuota: _old, ...rest } = p.planta.reglas_anuales ?? DEFAULT_RULES;
  return withRules(p, on ? { ...rest, ajustar_cuota: true } : rest);
}
