// The annual rules' lines of the economic results (economico.anual, docs/annual-rules.md): one line
// per limit with the year's figure, the plant's limit, whether it is met and the € value of one more
// unit. The figures come from the optimiser; this only picks and formats them.
import { annualAccount, parseDate, type AnnualResult, type AnnualToDateResponse } from '@plantasim/domain';
import { formatNumber, type UiLang } from '../../../i18n/format';

export type AnnualLineKey = 'ree' | 'hours' | 'co2' | 'hours3' | 'hours6' | 'hours9';

export interface AnnualLine {
  key: AnnualLineKey;
  value: string;
  /** The limit as the plant sets it; null when the plant sets none. */
  limit: string | null;
  /** null when there is no limit to meet. */
  meets: boolean | null;
  /** € of one more unit (point of REE, hour, t); null when not priced. */
  price: string | null;
}

export function annualLines(a: AnnualResult, lang: UiLang = 'es'): AnnualLine[] {
  const n = (x: number | null, d: number) => (x === null || !Number.isFinite(x) ? null : formatNumber(x, lang, d));
  return [
    // No fuel burnt: no REE to judge.
    { key: 'ree', value: n(a.ree === null ? null : a.ree * 100, 1) ?? '—', limit: n(a.ree_minimo * 100, 1), meets: a.ree === null ? null : a.cumple.ree, price: n(a.precio_punto_ree, 0) },
    { key: 'hours', value: n(a.horas, 0) ?? '—', limit: n(a.horas_minimas, 0), meets: a.horas_minimas === null ? null : a.cumple.horas, price: a.horas_minimas === null ? null : n(a.precio_hora, 0) },
    { key: 'co2', value: n(a.co2_t, 0) ?? '—', limit: n(a.co2_presupuesto_t, 0), meets: a.co2_presupuesto_t === null ? null : a.cumple.co2, price: a.co2_presupuesto_t === null ? null : n(a.precio_co2_t, 2) },
    // The checks of the first 3, 6 and 9 months (RD 917/2025) the plant sets a minimum for.
    ...(a.periodos ?? []).filter((p) => p.horas_minimas !== null).map((p): AnnualLine => ({
      key: `hours${p.meses}`, value: n(p.horas, 0) ?? '—', limit: n(p.horas_minimas, 0), meets: p.cumple, price: null,
    })),
  ];
}

type ToDateFlows = AnnualToDateResponse['acumulado'];
const flowsOf = (f: ToDateFlows) => ({
  electricity: f.electricidad_mwh, fuel: f.combustible_mwh, usefulHeat: f.calor_util_mwh, sold: f.energia_vendida_mwh, co2: f.co2_t, exemptHours: f.horas_exentas ?? 0,
});

/** The year so far (the valid simulations before this run's day) against the same limits, with the
 *  prices of the year's planning simulation, and the 3/6/9-month checks already past. */
export function toDateLines(a: AnnualResult, ytd: AnnualToDateResponse, lang: UiLang = 'es'): AnnualLine[] {
  const acc = annualAccount(
    flowsOf(ytd.acumulado),
    {
      ree_minimo: a.ree_minimo, ref_h: a.ref_h, horas_minimas: a.horas_minimas ?? undefined, horas_umbral: a.horas_umbral ?? undefined,
      co2_presupuesto_t: a.co2_presupuesto_t ?? undefined, potencia_instalada: a.potencia_instalada,
      porcentajes_3_6_9_meses: a.porcentajes_3_6_9_meses ?? undefined,
    },
    a.potencia_instalada,
    (ytd.periodos ?? []).map((p) => ({ months: p.meses, flows: flowsOf(p.acumulado) })),
  );
  const plan = ytd.planificacion;
  return annualLines({
    ...a, ree: Number.isFinite(acc.ree) ? acc.ree : null, horas: acc.hours, co2_t: acc.co2,
    cumple: { ree: acc.meets.ree, horas: acc.meets.hours, co2: acc.meets.co2 },
    precio_punto_ree: plan?.precio_punto_ree ?? null, precio_hora: plan?.precio_hora ?? null, precio_co2_t: plan?.precio_co2_t ?? null,
    periodos: acc.periods.map((p) => ({ meses: p.months, horas: p.hours, horas_minimas: p.minimum ?? null, horas_umbral: p.threshold ?? null, cumple: p.meets, factor_horas: p.factor })),
  }, lang);
}

/** The run's first day from its economic table's first hour ('dd/MM/yyyy HH:00'); null when absent. */
export function firstDayOf(rows: ReadonlyArray<Record<string, unknown>>): string | null {
  const label = rows[0]?.FECHA_HORA;
  if (typeof label !== 'string') return null;
  const day = label.slice(0, 10);
  return parseDate(day).ok ? day : null;
}
