/**
 * A short run's share of the year's limits, computed once at launch and stored with its inputs
 * (planta.reglas_anuales.cuota; domain annual/share.ts): the year so far before its first day
 * (commands/annualToDate.ts: each day from its measured actuals, or else its plan in force) against the plant's CO2 budget and
 * minimum of equivalent hours, spread over the days left in the year. The optimiser reports the
 * run's use of it and holds the run to it when the scenario asks (ajustar_cuota).
 */
import { annualShare, DEFAULT_REE_MINIMUM, DEFAULT_REF_H, daysBetween, daysInYear, mustParseDate, runKind } from '@plantasim/domain';
import { annualToDate, type AnnualRepos } from './annualToDate.ts';
import { payloadOf, preparedInputs, type PreparedInputs } from './preparedInputs.ts';

/** Operational runs whose plant sets a CO2 budget or a minimum of hours get their share; a planning
 *  year holds the limits over the year itself, and backtesting replays a past month. */
export async function withAnnualShare(repos: AnnualRepos, inputs: PreparedInputs): Promise<PreparedInputs> {
  // Cheap before parsing: only payloads that name a share or a limit of the year.
  if (inputs.plan.tipo !== 'operativa' || !inputs.plan.fechaActual || !inputs.plan.horizonte || !inputs.json.includes('"reglas_anuales"')) return inputs;
  const payload = payloadOf(inputs);
  const rules = payload.planta.reglas_anuales;
  if (!rules || runKind(payload.configuracion) !== 'operativa') return inputs;
  if (rules.co2_presupuesto_t === undefined && rules.horas_minimas === undefined) {
    // A share sent with the inputs (a copied run's) is never taken as computed.
    if (!rules.cuota) return inputs;
    const { cuota: _sent, ...kept } = rules;
    return preparedInputs({ ...payload, planta: { ...payload.planta, reglas_anuales: kept } });
  }
  const first = mustParseDate(inputs.plan.fechaActual);
  const toDate = await annualToDate(repos, inputs.plan.fechaActual);
  const a = toDate.acumulado;
  const installedPower = rules.potencia_instalada ?? payload.planta.motores.reduce((s, m) => s + m.potencia_maxima, 0);
  const cuota = annualShare({
    co2Budget: rules.co2_presupuesto_t, hoursMinimum: rules.horas_minimas, installedPower,
    reeMinimum: rules.ree_minimo ?? DEFAULT_REE_MINIMUM, refH: rules.ref_h ?? DEFAULT_REF_H,
    used: { electricity: a.electricidad_mwh, fuel: a.combustible_mwh, usefulHeat: a.calor_util_mwh, sold: a.energia_vendida_mwh, co2: a.co2_t, exemptHours: a.horas_exentas ?? 0 },
    measuredDays: toDate.dias_medidos, plannedDays: toDate.dias_planificados,
    daysBefore: daysBetween({ year: first.year, month: 1, day: 1 }, first), horizonDays: inputs.plan.horizonte, yearDays: daysInYear(first.year),
  });
  return preparedInputs({ ...payload, planta: { ...payload.planta, reglas_anuales: { ...rules, cuota } } });
}
