// Warnings for the user: a result not proven optimal, unmet demand (the penalised slacks) and
// coupling-table conflicts.
import { formatMessage, type MessageLang, type OptimizerMessageCode } from '@plantasim/domain';
import type { OptimizerInput } from '../input.ts';
import type { RunStatus } from '../highsRunner.ts';
import type { PlantSolution } from '../solution.ts';

export interface Warning {
  code: 'UNMET_STEAM' | 'UNMET_COLD' | 'UNSERVED_ELEC' | 'SPILLED_ELEC' | 'COUPLING_UNAVAILABLE' | 'NO_SOLUTION' | 'EXPLAIN_FAILED'
    | 'TIME_LIMIT' | 'GAP_ABOVE_TOLERANCE';
  es: string;
  en: string;
  hours?: number[];
  total?: number;
}

const EPS = 1e-6;

/** 0.000129 -> "0,0129" (es) / "0.0129" (en): a relative gap as a percentage, 3 significant digits. */
function percent(x: number, lang: MessageLang): string {
  const s = Number((x * 100).toPrecision(3)).toString();
  return lang === 'es' ? s.replace('.', ',') : s;
}

function catalogued(code: Warning['code'], msg: OptimizerMessageCode, params: (lang: MessageLang) => Record<string, string>): Warning {
  return { code, es: formatMessage(msg, params('es'), 'es'), en: formatMessage(msg, params('en'), 'en') };
}

/** A result that is not proven optimal says so: stopped by the time limit with a solution
 *  (TIME_LIMIT, with the true gap when a bound is known), or a gap above the tolerance or unknown
 *  (GAP_ABOVE_TOLERANCE). The simulation keeps its results; the warning is what the user sees. */
export function statusWarnings(stats: { status: RunStatus; gap: number }, tolerance: number): Warning[] {
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

export function collectWarnings(input: OptimizerInput, s: PlantSolution): Warning[] {
  const out: Warning[] = [];
  const slackWarning = (code: Warning['code'], values: number[], es: string, en: string) => {
    const hours = values.flatMap((v, t) => (v > EPS ? [t + 1] : []));
    if (!hours.length) return;
    const total = values.reduce((a, b) => a + b, 0);
    out.push({ code, hours, total, es: `${es}: ${total.toFixed(2)} MWh en ${hours.length} horas.`, en: `${en}: ${total.toFixed(2)} MWh in ${hours.length} hours.` });
  };
  slackWarning('UNMET_STEAM', s.slack.steam, 'Demanda de vapor no cubierta', 'Unmet steam demand');
  slackWarning('UNMET_COLD', s.slack.cold, 'Demanda de frío no cubierta', 'Unmet cooling demand');
  slackWarning('UNSERVED_ELEC', s.market.unserved, 'Consumo eléctrico por encima de la potencia contratada', 'Electricity demand above the contracted power');
  slackWarning('SPILLED_ELEC', s.market.spill, 'Excedente eléctrico sin salida (límite de exportación)', 'Surplus electricity above the export limit');
  if (input.mode >= 2) {
    input.engines.forEach((e, k) => {
      if (!input.couplingFixed?.[k]) return;
      const frac = input.coupling?.[e.nombre] ?? [];
      const av = input.availability?.[e.nombre];
      const hours = frac.flatMap((f, t) => (f > 0 && av && !av[t] ? [t + 1] : []));
      if (hours.length) {
        out.push({ code: 'COUPLING_UNAVAILABLE', hours, es: `${e.nombre}: acoplamiento fijado en horas sin disponibilidad (se deja parado).`, en: `${e.nombre}: coupling set in unavailable hours (kept off).` });
      }
    });
  }
  return out;
}
