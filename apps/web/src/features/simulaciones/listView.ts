// Pure helpers of the history list (SPEC §2, §4): what is shown, how it is searched, the result
// link and the live status updates.
import { format } from 'date-fns';
import { SIMULATION_STATUS_TEXT, type SimulationListItem, type SimulationStatus } from '@plantasim/domain';

/** created (a UTC timestamp string) in local time, 'YYYY-MM-DD HH:mm'. */
export function localCreated(created: string): string {
  if (!created) return '';
  const iso = /[zZ]|[+-]\d\d:?\d\d$/.test(created) ? created : `${created.replace(' ', 'T')}Z`;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? created : format(d, 'yyyy-MM-dd HH:mm');
}

export function statusText(status: number, lang: 'es' | 'en'): string {
  return SIMULATION_STATUS_TEXT[status as SimulationStatus]?.[lang] ?? String(status);
}

/** Deleted simulations (7) are hidden; operators see only their own (SPEC §2, §6). */
export function visibleSimulations(list: readonly SimulationListItem[], operator: string | null): SimulationListItem[] {
  return list.filter((s) => s.status !== 7 && (operator === null || s.username === operator));
}

/** The search box: every shown column plus last_update (raw and local), case- and accent-insensitive. */
export function matchesSearch(item: SimulationListItem, search: string, lang: 'es' | 'en'): boolean {
  const needle = fold(search.trim());
  if (!needle) return true;
  const haystack = [item.id, item.name, item.username, item.created, localCreated(item.created), statusText(item.status, lang), item.last_update ?? '', item.last_update ? localCreated(item.last_update) : '']
    .map((v) => fold(String(v)))
    .join('\u0000');
  return needle.split(/\s+/).every((word) => haystack.includes(word));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** /resultado-simulacion/{id}?id=&created=&valid= (SPEC §2: the form opened with an existing simulation). */
export function resultLink(item: Pick<SimulationListItem, 'id' | 'created' | 'VALID'>): string {
  const query = new URLSearchParams({ id: String(item.id), created: item.created, valid: String(item.VALID) });
  return `/resultado-simulacion/${encodeURIComponent(String(item.id))}?${query.toString()}`;
}

export interface StatusUpdate {
  id: SimulationListItem['id'];
  status: number;
  VALID?: number;
  last_update?: string | null;
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
      last_update: update.last_update === undefined ? s.last_update : update.last_update,
    } satisfies SimulationListItem;
  });
  return { list: next, known };
}
