// Validity per creation day (docs/rules/states.md Validity, docs/rules/messages.md Validity/day warnings). At most one simulation
// per creation day *of each kind* may be valid (an operational plan, a planning year and a backtesting
// month of the same day are valid independently: rules/planInForce.ts); days compare on the first 10
// characters of `created` (UTC).
import type { SimulationListItem } from '../contract/simulations.ts';
import { isListedStatus, validityRefusal } from './lifecycle.ts';
import { kindOf, OPERATIONAL_RUN, RUN_KINDS, type RunKind } from './planInForce.ts';

/** A message to show: catalogue code and parameters (messages/index.ts formats it). */
export interface RuleMessage {
  code: string;
  params: Record<string, string | number>;
}

type Item = Pick<SimulationListItem, 'id' | 'created' | 'VALID' | 'status'> & { tipo?: RunKind };

/** 'yyyy-mm-dd' of a UTC created timestamp. */
export function creationDay(created: string): string {
  return String(created ?? '').slice(0, 10);
}

const visible = (s: Item): boolean => isListedStatus(s.status);
/** Ids compare as text: a page may hold one from the address bar. */
const sameId = (a: number | string, b: number | string): boolean => String(a) === String(b);

/** Valid simulations created on a day (deleted ones ignored), of one kind when `kind` is given. */
export function validOnDay(list: readonly Item[], day: string, kind?: RunKind): Item[] {
  return list.filter((s) => visible(s) && s.VALID === 1 && creationDay(s.created) === day && (kind === undefined || kindOf(s) === kind));
}

export type ValidityChange<T> =
  | { ok: true; list: T[]; warning: RuleMessage | null }
  | { ok: false; list: T[]; error: RuleMessage };

/**
 * Marking (1) or unmarking (0) one simulation. Marking a simulation that did not run OK, or when
 * another of the same day is valid, is refused (the checkbox stays 0); unmarking the last valid of a
 * day warns that the day will have none. `list` is returned updated on success and unchanged on refusal.
 */
export function changeValidity<T extends Item>(list: readonly T[], id: number | string, valid: 0 | 1): ValidityChange<T> {
  const target = list.find((s) => sameId(s.id, id));
  if (!target) return { ok: false, list: [...list], error: { code: 'validity.notFound', params: { id: String(id) } } };
  const refusal = valid === 1 ? validityRefusal(target.status) : null;
  if (refusal) return { ok: false, list: [...list], error: refusal };
  const day = creationDay(target.created);
  const others = validOnDay(list, day, kindOf(target)).filter((s) => !sameId(s.id, id));
  if (valid === 1 && others.length > 0) {
    return { ok: false, list: [...list], error: { code: 'validity.alreadyActive', params: { date: day } } };
  }
  const next = list.map((s) => (sameId(s.id, id) ? { ...s, VALID: valid } : s));
  const warning = valid === 0 && target.VALID === 1 && others.length === 0
    ? { code: 'validity.lastUnmarked', params: { date: day } } : null;
  return { ok: true, list: next, warning };
}

/**
 * The list after activating `id` (the server's activation): it becomes valid and the others of its
 * creation day and kind stop being valid. Unchanged when it is not in the list.
 */
export function activationList<T extends Item>(list: readonly T[], id: number | string): T[] {
  const target = list.find((s) => sameId(s.id, id));
  if (!target) return [...list];
  const day = creationDay(target.created);
  const kind = kindOf(target);
  return list.map((s) => {
    if (sameId(s.id, id)) return { ...s, VALID: 1 };
    return s.VALID === 1 && visible(s) && creationDay(s.created) === day && kindOf(s) === kind ? { ...s, VALID: 0 } : s;
  });
}

/** Deleting a simulation warns exactly as unmarking it would (the day's last valid one). */
export function deletionWarning(list: readonly Item[], id: Item['id']): RuleMessage | null {
  const r = changeValidity(list, id, 0);
  return r.ok ? r.warning : null;
}

/**
 * Warnings of a loaded list (docs/rules/states.md), per kind of run: dates with more than one valid, and dates
 * with none, of operational runs under the messages of docs/rules/messages.md ("Validity/day warnings"), then of backtesting and planning runs
 * under messages that name their kind.
 */
export function listValidityWarnings(list: readonly Item[]): RuleMessage[] {
  const out: RuleMessage[] = [];
  for (const kind of RUN_KINDS) {
    const perDay = new Map<string, number>();
    for (const s of list) {
      if (!visible(s) || kindOf(s) !== kind) continue;
      const day = creationDay(s.created);
      perDay.set(day, (perDay.get(day) ?? 0) + (s.VALID === 1 ? 1 : 0));
    }
    const days = [...perDay.keys()].sort();
    const several = days.filter((d) => perDay.get(d)! > 1);
    const none = days.filter((d) => perDay.get(d) === 0);
    const suffix = kind === OPERATIONAL_RUN ? '' : `.${kind}`;
    if (several.length > 0) out.push({ code: `validity.severalActive${suffix}`, params: { dates: several.join(', ') } });
    if (none.length > 0) out.push({ code: `validity.noneActive${suffix}`, params: { dates: none.join(', ') } });
  }
  return out;
}

/**
 * Launch confirmation: another simulation of the same kind is already active for the day the new one
 * will be created on (`day` 'yyyy-mm-dd', UTC). The message date is shown as given.
 */
export function launchActiveWarning(list: readonly Item[], day: string, kind: RunKind = OPERATIONAL_RUN): RuleMessage | null {
  return validOnDay(list, day, kind).length > 0 ? { code: 'launch.confirm.activeExists', params: { date: day } } : null;
}

/** UTC creation day of an instant ('yyyy-mm-dd'), as the server stamps `created`. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}
