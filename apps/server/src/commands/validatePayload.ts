/**
 * Server-side validation of an uploaded simulation (the server re-validates everything the browser
 * did): domain schemas (parsePayload), the horizon the price source allows and, for launches, the
 * coupling/stop minimum times and coupled engines below their minimum load. Reasons are the catalogue's, in the request's language, naming the
 * place as the form shows it.
 */
import {
  couplingLoadBlockers, couplingLoadBreachMessage, describePayloadIssues, describeProblem, formatMessage, horizonProblem,
  launchBlockers, minimumTimeBreachMessage,
  missingBacktestingPrices, missingPricesMessage, parsePayload, payloadForLaunch, placeOf, segmentsOfPath, type MessageLang,
  type SimulationPayload,
} from '@plantasim/domain';
import type { AuthUser } from '../types.ts';

/**
 * Largest magnitude accepted for any number of an upload: far above any plant figure, price or
 * epoch-millisecond timestamp, far below the 1e308 that would reach the solver as a coefficient
 * (the domain schemas bound signs and ranges of some fields, not the magnitude of all).
 */
export const MAX_ABS_NUMBER = 1e15;

/** Paths of numbers beyond ±MAX_ABS_NUMBER (at most `limit`). */
export function hugeNumberPaths(value: unknown, limit = 10, path = '', out: string[] = []): string[] {
  if (out.length >= limit) return out;
  if (typeof value === 'number') {
    if (!(Math.abs(value) <= MAX_ABS_NUMBER)) out.push(path || '(raíz)');
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => hugeNumberPaths(v, limit, path ? `${path}.${i}` : String(i), out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) hugeNumberPaths(v, limit, path ? `${path}.${k}` : k, out);
  }
  return out;
}

/** Reasons: the schema issues, the horizon rule, or the launch rules (minimum-time breaches,
 *  backtesting days without prices), all in catalogue wording. */
export function validatePayload(value: unknown, opts: { checkLaunchRules: boolean; lang?: MessageLang }):
  | { ok: true; payload: SimulationPayload }
  | { ok: false; reasons: string[] } {
  const lang = opts.lang ?? 'es';
  const huge = hugeNumberPaths(value);
  if (huge.length > 0) {
    return { ok: false, reasons: huge.map((p) => describeProblem({ segments: segmentsOfPath(p), code: 'problem.outOfRange' }, lang)) };
  }
  const parsed = parsePayload(value);
  if (!parsed.ok) return { ok: false, reasons: describePayloadIssues(parsed.issues, lang) };
  const horizon = horizonProblem(parsed.data.configuracion);
  if (horizon) return { ok: false, reasons: [describeProblem(horizon, lang)] };
  if (opts.checkLaunchRules) {
    const breaches = launchBlockers(parsed.data);
    if (breaches.length > 0) {
      return {
        ok: false,
        reasons: breaches.map((b) => {
          const m = minimumTimeBreachMessage(b);
          return formatMessage('problem.within', { place: placeOf(['disponibilidad', 'motores'], lang), problem: formatMessage(m.code, m.params, lang) }, lang);
        }),
      };
    }
    const belowMinimum = couplingLoadBlockers(parsed.data);
    if (belowMinimum.length > 0) {
      return {
        ok: false,
        reasons: belowMinimum.map((b) => {
          const m = couplingLoadBreachMessage(b);
          return formatMessage('problem.within', { place: placeOf(['acoplamiento_equipos'], lang), problem: formatMessage(m.code, m.params, lang) }, lang);
        }),
      };
    }
    const gaps = missingBacktestingPrices(parsed.data);
    if (gaps.length > 0) {
      return { ok: false, reasons: gaps.map((g) => { const m = missingPricesMessage(g); return formatMessage(m.code, m.params, lang); }) };
    }
  }
  return { ok: true, payload: parsed.data };
}

/**
 * The payload as it is stored and solved: modes 3/4 as 2 with the mode text (docs/rules/states.md); operators
 * always get the operator view and the automatic title (docs/rules/roles.md), whatever the upload says.
 */
export function normalizeForLaunch(payload: SimulationPayload, user: AuthUser, now: Date): SimulationPayload {
  const asOperator = user.role === 'operator'
    ? { ...payload, metadata: { ...payload.metadata, vista_operador: true } }
    : payload;
  return payloadForLaunch(asOperator, now);
}
