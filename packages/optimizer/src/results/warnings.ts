// Warnings for the user: a result not proven optimal, unmet demand (the penalised slacks) and
// coupling-table conflicts.
import { formatMessage, usesCouplingTable, type MessageLang, type OptimizerMessageCode, type ResultWarning } from '@plantasim/domain';
import type { OptimizerInput } from '../input.ts';
import type { RunStatus } from '../highsRunner.ts';
import { prepare, type Prepared } from '../prepare.ts';
import { engineRatios } from '../unitCosts.ts';
import type { PlantSolution } from '../solution.ts';
import { at } from '../at.ts';

/** A warning for the user as the API serves it (@plantasim/domain contract/results.ts). */
export type Warning = ResultWarning;

const EPS = 1e-6;

/** 0.000129 -> "0,0129" (es) / "0.0129" (en): a relative gap as a percentage, 3 significant digits. */
function percent(x: number, lang: MessageLang): string {
  const s = Number((x * 100).toPrecision(3)).toString();
  return lang === 'es' ? s.replace('.', ',') : s;
}

function catalogued(code: Warning['code'], msg: OptimizerMessageCode, params: (lang: MessageLang) => Record<string, string>): Warning {
  return { code, es: formatMessage(msg, params('es'), 'es'), en: formatMessage(msg, params('en'), 'en') };
}

/** A warning followed by the sentence of what it takes. */
function withTakes(w: Warning, takes: Warning): Warning {
  return { ...w, es: `${w.es} ${takes.es}`, en: `${w.en} ${takes.en}` };
}

/** A result that is not proven optimal says so: stopped by the time limit with a solution
 *  (TIME_LIMIT, with the true gap when a bound is known), or a gap above the tolerance or unknown
 *  (GAP_ABOVE_TOLERANCE). The simulation keeps its results; the warning is what the user sees. */
export function statusWarnings(stats: { status: RunStatus; gap: number }, tolerance: number): Warning[] {
  // A plan below its bound (a negative gap) breaks a limit the bound holds (an annual rule): no
  // distance to the optimum can be given, and "0 %" would read as proven optimal.
  if ((stats.status === 'time_limit' || stats.status === 'feasible') && stats.gap < 0) {
    return [catalogued(stats.status === 'time_limit' ? 'TIME_LIMIT' : 'GAP_ABOVE_TOLERANCE', 'optimizer.belowBound', () => ({}))];
  }
  const gap = Math.max(0, stats.gap);
  if (stats.status === 'time_limit') {
    return [Number.isFinite(stats.gap)
      ? catalogued('TIME_LIMIT', 'optimizer.timeLimit', (l) => ({ gap: percent(gap, l) }))
      : catalogued('TIME_LIMIT', 'optimizer.timeLimitNoBound', () => ({}))];
  }
  if (stats.status === 'feasible') {
    return [Number.isFinite(stats.gap)
      ? catalogued('GAP_ABOVE_TOLERANCE', 'optimizer.gapAboveTolerance', (l) => ({ gap: percent(gap, l), tolerance: percent(tolerance, l) }))
      : catalogued('GAP_ABOVE_TOLERANCE', 'optimizer.noBound', () => ({}))];
  }
  return [];
}

const mwh = (x: number, lang: MessageLang) => (lang === 'es' ? x.toFixed(2).replace('.', ',') : x.toFixed(2));

/** MW of steam and of cold the available equipment could still add in hour t on top of what the
 *  schedule makes (engines up to Pmax unless the coupling table fixes them, boilers and
 *  compressors up to their maximum), whatever stops it from doing so. */
export function spareCapacity(input: OptimizerInput, prep: Prepared, s: PlantSolution, t: number): { steam: number; cold: number } {
  let steam = 0;
  let cold = 0;
  input.engines.forEach((e, k) => {
    if (at(prep.engineFixing, k).p[t] !== undefined) return;
    const room = Math.max(0, e.potencia_maxima * prep.avail(e.nombre, t) - at(at(s.engines, k).power, t));
    const r = engineRatios(e);
    steam += room * r.steamPerMWe;
    cold += room * r.coldPerMWe;
  });
  input.gasBoilers.forEach((b, k) => { steam += Math.max(0, b.potencia_gas_maxima * prep.avail(b.nombre, t) - at(at(s.gasBoilers, k).gas, t)) * b.rendimiento_vapor_gas; });
  input.electricBoilers.forEach((b, k) => { steam += Math.max(0, b.potencia_electrica_maxima * prep.avail(b.nombre, t) - at(at(s.electricBoilers, k).elec, t)) * b.rendimiento_vapor_electricidad; });
  input.compressors.forEach((c, k) => { cold += Math.max(0, (c.potencia_maxima / 1000) * prep.avail(c.nombre, t) - at(at(s.compressors, k).elec, t)) * c.rendimiento_frio_electricidad; });
  return { steam, cold };
}

/**
 * The plant's warnings, their hours being the hourly tables' rows (1-based). `hourOf[t]` is the row
 * of period t: on a quarter clock four periods share one hour, so a warning lists each hour once,
 * counts hours, and turns MW into MWh by each period's length (a quarter at 4 MW is 1 MWh).
 */
export function collectWarnings(input: OptimizerInput, s: PlantSolution, hourOf?: readonly number[]): Warning[] {
  const out: Warning[] = [];
  const prep = prepare(input);
  const rowOf = (t: number) => hourOf?.[t] ?? t + 1;
  // The hours (rows) of the periods where `hit` holds, each once and in order.
  const hoursWhere = (n: number, hit: (t: number) => boolean) => [...new Set(Array.from({ length: n }, (_, t) => t).filter(hit).map(rowOf))];
  const energy = (values: number[]) => values.reduce((a, v, t) => a + v * (prep.clock.hours[t] ?? 1), 0);
  // Unmet steam or cold (left only where no schedule covers it: solveWindow is lexicographic),
  // with whether the equipment had capacity left in those hours that the constraints kept idle.
  const unmetWarning = (code: 'UNMET_STEAM' | 'UNMET_COLD', values: number[], msg: 'optimizer.unmet.steam' | 'optimizer.unmet.cold') => {
    const hours = hoursWhere(values.length, (t) => (values[t] ?? 0) > EPS);
    if (!hours.length) return;
    const total = energy(values);
    const spareHours = hoursWhere(values.length, (t) => {
      if (!((values[t] ?? 0) > EPS)) return false;
      const spare = spareCapacity(input, prep, s, t);
      return (code === 'UNMET_STEAM' ? spare.steam : spare.cold) > EPS;
    });
    const text = (lang: MessageLang) => `${formatMessage(msg, { total: mwh(total, lang), hours: hours.length }, lang)} ${spareHours.length
      ? formatMessage('optimizer.unmet.spare', { spareHours: spareHours.length }, lang)
      : formatMessage('optimizer.unmet.noSpare', {}, lang)}`;
    out.push({ code, hours, total, spareHours, es: text('es'), en: text('en') });
  };
  unmetWarning('UNMET_STEAM', s.slack.steam, 'optimizer.unmet.steam');
  unmetWarning('UNMET_COLD', s.slack.cold, 'optimizer.unmet.cold');
  const slackWarning = (code: Warning['code'], values: number[], es: string, en: string) => {
    const hours = hoursWhere(values.length, (t) => (values[t] ?? 0) > EPS);
    if (!hours.length) return;
    const total = energy(values);
    out.push({ code, hours, total, es: `${es}: ${total.toFixed(2)} MWh en ${hours.length} horas.`, en: `${en}: ${total.toFixed(2)} MWh in ${hours.length} hours.` });
  };
  slackWarning('UNSERVED_ELEC', s.market.unserved, 'Consumo eléctrico por encima de la potencia contratada', 'Electricity demand above the contracted power');
  slackWarning('SPILLED_ELEC', s.market.spill, 'Excedente eléctrico sin salida (límite de exportación)', 'Surplus electricity above the export limit');
  if (usesCouplingTable(input.mode)) {
    input.engines.forEach((e, k) => {
      if (!input.couplingFixed?.[k]) return;
      const frac = input.coupling?.[e.nombre] ?? [];
      const av = input.availability?.[e.nombre];
      const hours = hoursWhere(frac.length, (t) => (frac[t] ?? 0) > 0 && !!av && !av[t]);
      if (hours.length) {
        out.push({ code: 'COUPLING_UNAVAILABLE', hours, es: `${e.nombre}: acoplamiento fijado en horas sin disponibilidad (se deja parado).`, en: `${e.nombre}: coupling set in unavailable hours (kept off).` });
      }
    });
  }
  return out;
}

const fixed = (x: number, digits: number, lang: MessageLang): string => {
  const s = Number.isFinite(x) ? x.toFixed(digits) : '—';
  return lang === 'es' ? s.replace('.', ',') : s;
};

/** A planning year that enforced its annual rules and still misses one says which and by how much
 *  (no schedule met it within the price passes, or the year so far was already too far behind). */
export function annualWarnings(a: {
  aplicadas: boolean; ree: number; ree_minimo: number; ref_h: number; horas: number; horas_minimas: number | null; potencia_instalada: number;
  co2_t: number; co2_presupuesto_t: number | null; electricidad_mwh: number; combustible_mwh: number; calor_util_mwh: number;
  cumple: { ree: boolean; horas: boolean; co2: boolean };
}): Warning[] {
  if (!a.aplicadas) return [];
  const out: Warning[] = [];
  // Each missed limit says by how much, then what meeting it takes: the REE row E − r·Q + (r/RefH)·V
  // short by d MWh needs d·RefH/r more useful heat or d/r less fuel; hours, the MWh sold missing.
  const short = a.ree_minimo * a.combustible_mwh - a.electricidad_mwh - (a.ree_minimo / a.ref_h) * a.calor_util_mwh;
  if (!a.cumple.ree) {
    out.push(withTakes(catalogued('ANNUAL_LIMIT_NOT_MET', 'optimizer.annual.ree', (l) => ({ ree: fixed(a.ree * 100, 1, l), minimum: fixed(a.ree_minimo * 100, 1, l) })),
      catalogued('ANNUAL_LIMIT_NOT_MET', 'optimizer.annual.reeTakes', (l) => ({ heat: fixed((short * a.ref_h) / a.ree_minimo, 0, l), fuel: fixed(short / a.ree_minimo, 0, l) }))));
  }
  if (!a.cumple.horas) {
    const hours = (a.horas_minimas ?? NaN) - a.horas;
    out.push(withTakes(catalogued('ANNUAL_LIMIT_NOT_MET', 'optimizer.annual.hours', (l) => ({ hours: fixed(a.horas, 0, l), minimum: fixed(a.horas_minimas ?? NaN, 0, l) })),
      catalogued('ANNUAL_LIMIT_NOT_MET', 'optimizer.annual.hoursTakes', (l) => ({ mwh: fixed(hours * a.potencia_instalada, 0, l), hours: fixed(hours, 1, l) }))));
  }
  if (!a.cumple.co2) {
    out.push(withTakes(catalogued('ANNUAL_LIMIT_NOT_MET', 'optimizer.annual.co2', (l) => ({ co2: fixed(a.co2_t, 0, l), budget: fixed(a.co2_presupuesto_t ?? NaN, 0, l) })),
      catalogued('ANNUAL_LIMIT_NOT_MET', 'optimizer.annual.co2Takes', (l) => ({ co2: fixed(a.co2_t - (a.co2_presupuesto_t ?? NaN), 1, l) }))));
  }
  return out;
}

/** A short run that takes more than its share of the year's limits says so (whether or not it was
 *  held to it: a share no schedule can keep is still exceeded). */
export function shareWarnings(a: { cuota?: { co2?: { plan: number; parte: number; queda: number; excede: boolean }; horas?: { plan: number; parte: number; excede: boolean }; ree?: { plan: number; parte: number; queda: number; excede: boolean } } }): Warning[] {
  const out: Warning[] = [];
  const c = a.cuota?.co2;
  if (c?.excede) {
    out.push(catalogued('ANNUAL_SHARE_EXCEEDED', 'optimizer.annual.shareCo2', (l) => ({ plan: fixed(c.plan, 1, l), share: fixed(c.parte, 1, l), left: fixed(c.queda, 0, l) })));
  }
  const h = a.cuota?.horas;
  if (h?.excede) {
    out.push(catalogued('ANNUAL_SHARE_EXCEEDED', 'optimizer.annual.shareHours', (l) => ({ plan: fixed(h.plan, 1, l), share: fixed(h.parte, 1, l) })));
  }
  const r = a.cuota?.ree;
  if (r?.excede) {
    out.push(catalogued('ANNUAL_SHARE_EXCEEDED', 'optimizer.annual.shareRee', (l) => ({ plan: fixed(r.plan, 1, l), share: fixed(r.parte, 1, l), left: fixed(r.queda, 0, l) })));
  }
  return out;
}
