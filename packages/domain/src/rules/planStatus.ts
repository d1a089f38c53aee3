// What a finished plan is, in words a manager can read. The lifecycle status says only that the run
// ended with results (Ejecutada OK); the stored solve result says whether the plan is proven optimal
// within the tolerance, stopped short of that proof, leaves demand unmet or misses an annual limit.
// planOutcomeOf reads those facts once from the solve result (the server stores them with the run);
// planStatus turns them into qualifiers and planStatusText into the sentence the history list, the
// results and the home page show.
import { formatMessage, type MessageLang } from '../messages/index.ts';
import type { PlanOutcome, AnnualMiss } from '../contract/simulations.ts';

/** Below this much unmet energy over the horizon (MWh) a plan is not said to leave demand unmet:
 *  it would read "0,00 MWh". */
const UNMET_MWH = 0.005;

/** One thing a manager must know of a plan. */
export type PlanQualifier =
  | { kind: 'proven' }
  | { kind: 'notProven'; gap: number | null; timeLimit: boolean }
  | { kind: 'unmetDemand'; mwh: number }
  | { kind: 'annualMissed'; miss: AnnualMiss };

export interface PlanStatus {
  /** Proven optimal within the tolerance, no unmet demand, every annual limit met. */
  ok: boolean;
  qualifiers: PlanQualifier[];
}

/** The solve result as stored (resultados: the solver's stats and warnings; the economic part's annual report). */
export interface SolveResultFacts {
  stats: { status?: unknown; gap?: unknown } | null | undefined;
  warnings: ReadonlyArray<{ code: string; total?: number }>;
  anual?: {
    aplicadas: boolean; ree: number | null; ree_minimo: number; horas: number; horas_minimas: number | null;
    co2_t: number; co2_presupuesto_t: number | null; cumple: { ree: boolean; horas: boolean; co2: boolean };
  } | null;
}

const UNMET_CODES = new Set(['UNMET_STEAM', 'UNMET_COLD', 'UNSERVED_ELEC']);

/** The facts of a plan from its solve result: the solver's verdict and gap, the demand left unmet
 *  (steam, cold and electricity, MWh) and every enforced annual limit the plan misses; null when
 *  the result holds no solver verdict (nothing can be said beyond the lifecycle status). */
export function planOutcomeOf(r: SolveResultFacts): PlanOutcome | null {
  if (typeof r.stats?.status !== 'string') return null;
  const solver = r.stats.status;
  const gap = typeof r.stats?.gap === 'number' && Number.isFinite(r.stats.gap) ? r.stats.gap : null;
  const unmetMWh = r.warnings.reduce((s, w) => s + (UNMET_CODES.has(w.code) && typeof w.total === 'number' ? w.total : 0), 0);
  const annualMissed: AnnualMiss[] = [];
  const a = r.anual;
  if (a?.aplicadas) {
    if (!a.cumple.ree) annualMissed.push({ rule: 'ree', value: a.ree ?? 0, limit: a.ree_minimo });
    if (!a.cumple.horas && a.horas_minimas !== null) annualMissed.push({ rule: 'horas', value: a.horas, limit: a.horas_minimas });
    if (!a.cumple.co2 && a.co2_presupuesto_t !== null) annualMissed.push({ rule: 'co2', value: a.co2_t, limit: a.co2_presupuesto_t });
  }
  return { solver, gap, unmetMWh, annualMissed };
}

/**
 * The qualifiers of a plan, worst first: annual limits missed, unmet demand, not proven optimal.
 * A plan that misses an annual limit reports no gap: its bound is the bound of a year that meets
 * the limits, so the plan may sit below it (a negative gap) and "0 %" would read as optimal.
 */
export function planStatus(o: PlanOutcome): PlanStatus {
  const qualifiers: PlanQualifier[] = o.annualMissed.map((miss) => ({ kind: 'annualMissed', miss }));
  if (o.unmetMWh >= UNMET_MWH) qualifiers.push({ kind: 'unmetDemand', mwh: o.unmetMWh });
  if (o.solver !== 'optimal' && o.annualMissed.length === 0) {
    qualifiers.push({ kind: 'notProven', gap: o.gap !== null && o.gap >= 0 ? o.gap : null, timeLimit: o.solver === 'time_limit' });
  }
  return qualifiers.length ? { ok: false, qualifiers } : { ok: true, qualifiers: [{ kind: 'proven' }] };
}

function number(x: number, digits: number, lang: MessageLang): string {
  return new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(x);
}

/** A relative gap as a percentage with 3 significant digits (0.0129 -> "1,29" / "1.29"). */
function percent(gap: number, lang: MessageLang): string {
  const s = Number((gap * 100).toPrecision(3)).toString();
  return lang === 'es' ? s.replace('.', ',') : s;
}

/** One qualifier in words. */
export function planQualifierText(q: PlanQualifier, lang: MessageLang): string {
  switch (q.kind) {
    case 'proven':
      return formatMessage('planStatus.proven', {}, lang);
    case 'notProven': {
      const head = q.timeLimit ? `${formatMessage('planStatus.timeLimit', {}, lang)}, ` : '';
      return head + (q.gap === null
        ? formatMessage('planStatus.notProvenNoBound', {}, lang)
        : formatMessage('planStatus.notProven', { gap: percent(q.gap, lang) }, lang));
    }
    case 'unmetDemand':
      return formatMessage('planStatus.unmet', { mwh: number(q.mwh, 2, lang) }, lang);
    case 'annualMissed': {
      const { rule, value, limit } = q.miss;
      if (rule === 'ree') return formatMessage('planStatus.annual.ree', { by: number((limit - value) * 100, 2, lang), limit: number(limit * 100, 1, lang) }, lang);
      if (rule === 'horas') return formatMessage('planStatus.annual.hours', { by: number(limit - value, 0, lang), limit: number(limit, 0, lang) }, lang);
      return formatMessage('planStatus.annual.co2', { by: number(value - limit, 0, lang), limit: number(limit, 0, lang) }, lang);
    }
  }
}

/** The plan's status in one sentence ("óptimo demostrado", or its qualifiers joined by "; "). */
export function planStatusText(o: PlanOutcome, lang: MessageLang): string {
  return planStatus(o).qualifiers.map((q) => planQualifierText(q, lang)).join('; ');
}
