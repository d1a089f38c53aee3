// Pure helpers of the history list (docs/rules/screens.md, docs/rules/states.md): what is shown, how it is searched, the result
// link and the live status updates.
import {
  dayIndexIn, EXECUTION_MODE_TEXTS, formatDate, plannedDays, type CalendarDate,
  hasResultsStatus, isDeletableStatus, isRunningStatus, isListedStatus, SIMULATION_STATUS_TEXT, validityRefusal, type RuleMessage,
  type SimulationListItem, type SimulationStatus,
} from '@plantasim/domain';
import { localStamp } from '../../components/localStamp';

export function statusText(status: number, lang: 'es' | 'en'): string {
  return SIMULATION_STATUS_TEXT[status as SimulationStatus]?.[lang] ?? String(status);
}

/** Deleted simulations are hidden; operators see only their own (docs/rules/screens.md, docs/rules/roles.md). */
export function visibleSimulations(list: readonly SimulationListItem[], operator: string | null): SimulationListItem[] {
  return list.filter((s) => isListedStatus(s.status) && (operator === null || s.username === operator));
}

/**
 * The valid checkbox of a row: disabled for those who may not change validity, while its request
 * runs, and when the row's status may not be valid (then `reason` says why; it is shown as the
 * tooltip). A valid row of such a status can still be unmarked.
 */
export function validityControl(
  item: Pick<SimulationListItem, 'status' | 'VALID'> & { parent_id?: SimulationListItem['parent_id'] }, opts: { canChange: boolean; pending: boolean },
): { disabled: boolean; reason: RuleMessage | null } {
  const reason = item.VALID === 1 ? null : validityRefusal(item.status, item.parent_id != null);
  return { disabled: !opts.canChange || opts.pending || reason !== null, reason: opts.canChange ? reason : null };
}

/**
 * The action buttons of a row: view result when it has results, and while it runs (its page shows the
 * progress); cancel while it runs (the owner or a full user: operators only see their own); delete
 * for full users when deletable.
 */
export function rowActions(item: Pick<SimulationListItem, 'status'>, canDelete: boolean): { view: boolean; cancel: boolean; delete: boolean } {
  const running = isRunningStatus(item.status);
  return { view: hasResultsStatus(item.status) || running, cancel: running, delete: canDelete && isDeletableStatus(item.status) };
}

/** The search box: every shown column plus last_update (raw and local), case- and accent-insensitive. */
export function matchesSearch(item: SimulationListItem, search: string, lang: 'es' | 'en'): boolean {
  const needle = fold(search.trim());
  if (!needle) return true;
  const haystack = [item.id, item.name, item.username, item.created, localStamp(item.created), statusText(item.status, lang), item.last_update ?? '', item.last_update ? localStamp(item.last_update) : '']
    .map((v) => fold(String(v)))
    .join('\u0000');
  return needle.split(/\s+/).every((word) => haystack.includes(word));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * /resultado-simulacion/{id}?id=&created=&valid= (docs/rules/screens.md: the form opened with an existing simulation),
 * plus tab=resultados: "Ver resultado" opens the result, not the first input tab.
 */
export function resultLink(item: Pick<SimulationListItem, 'id' | 'created' | 'VALID'>): string {
  const query = new URLSearchParams({ id: String(item.id), created: item.created, valid: String(item.VALID), tab: 'resultados' });
  return `/resultado-simulacion/${encodeURIComponent(String(item.id))}?${query.toString()}`;
}

/** A status event of the stream (the id as the pages hold it: the list's number or the address bar's text). */
export interface StatusUpdate {
  id: number | string;
  status: number;
  VALID?: number;
  last_update?: string;
}

/** The list with one live update applied; `known` false when the id is not in the list (reload it). */
export function applyStatusUpdate(list: readonly SimulationListItem[], update: StatusUpdate): { list: SimulationListItem[]; known: boolean } {
  let known = false;
  const next = list.map((s) => {
    if (String(s.id) !== String(update.id)) return s;
    known = true;
    return {
      ...s,
      status: update.status as SimulationListItem['status'],
      VALID: update.VALID === undefined ? s.VALID : update.VALID === 1 ? 1 : 0,
      last_update: update.last_update ?? s.last_update,
    } satisfies SimulationListItem;
  });
  return { list: next, known };
}

/**
 * Sensitivity children right under their parent (in the list's order among themselves); a child whose
 * parent is not shown keeps its own place.
 */
export function childrenUnderParents<T extends Pick<SimulationListItem, 'id' | 'parent_id'>>(items: readonly T[]): T[] {
  const shown = new Set(items.map((i) => i.id));
  const kids = new Map<T['id'], T[]>();
  for (const i of items) {
    if (i.parent_id != null && shown.has(i.parent_id)) {
      const list = kids.get(i.parent_id) ?? [];
      list.push(i);
      kids.set(i.parent_id, list);
    }
  }
  const out: T[] = [];
  for (const i of items) {
    if (i.parent_id != null && shown.has(i.parent_id)) continue;
    out.push(i, ...(kids.get(i.id) ?? []));
  }
  return out;
}

/** The two runs picked for "Comparar": checking a third drops the first picked. */
export function toggleCompareSelection<Id>(selected: readonly Id[], id: Id, checked: boolean): Id[] {
  const rest = selected.filter((x) => x !== id);
  return checked ? [...rest, id].slice(-2) : rest;
}

/** "Sensibilidad" is offered on runs that ended OK and are not themselves sensitivity children. */
export function canLaunchSensitivity(item: Pick<SimulationListItem, 'status' | 'parent_id'>): boolean {
  return hasResultsStatus(item.status) && item.parent_id == null;
}

/** Where the session remembers the day-validity warning it has shown (sessionStorage). */
export const LIST_WARNING_KEY = 'plantasim.historyWarning';

/**
 * Whether the load-time day-validity warning is shown: once per day and session, and again that day
 * only if it now says something else. `seen` is what the session stored ('<day>\n<text>'), or null.
 */
export function shouldShowListWarning(seen: string | null, day: string, text: string): boolean {
  return seen !== `${day}\n${text}`;
}

/** The days a run plans, 'dd/MM/yyyy – dd/MM/yyyy' (one date for a one-day run); '' when unknown. */
export function plannedDaysText(item: Pick<SimulationListItem, 'fechaActual' | 'horizonte'>): string {
  const span = plannedDays(item);
  if (!span) return '';
  const from = formatDate(span.from);
  const to = formatDate(span.to);
  return from === to ? from : `${from} – ${to}`;
}

/** The filter by planned day: the runs whose horizon covers `day` (every run when no day is chosen). */
export function plansDay(item: Pick<SimulationListItem, 'fechaActual' | 'horizonte'>, day: CalendarDate | null): boolean {
  return day === null || dayIndexIn(item, day) !== null;
}

/** The catalogue code of a run's execution mode text ('mode.0'…'mode.4'), null when unknown. */
export function modeCode(modo: string | null | undefined): string | null {
  const index = EXECUTION_MODE_TEXTS.indexOf(modo as (typeof EXECUTION_MODE_TEXTS)[number]);
  return index < 0 ? null : `mode.${index}`;
}
