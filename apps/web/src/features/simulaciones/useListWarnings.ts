// The list's day warnings (docs/rules/states.md): loading the list warns of days with several valid
// simulations and days with none. On the first load of the day in this session (not at every visit,
// reload or back, nor after live updates or a validity change), and whenever the user asks with Refresh.
import { useEffect, useRef, useState } from 'react';
import { listValidityWarnings, utcDay, type SimulationListItem } from '@plantasim/domain';
import type { useDomainMessage } from '../../components/DataTable';
import { LIST_WARNING_KEY, shouldShowListWarning, visibleSimulations } from './listView';

function readSeenWarning(): string | null {
  try {
    return sessionStorage.getItem(LIST_WARNING_KEY);
  } catch {
    return null; // storage refused (private mode): the warning shows as before
  }
}

function rememberSeenWarning(value: string): void {
  try {
    sessionStorage.setItem(LIST_WARNING_KEY, value);
  } catch {
    // storage refused: nothing to remember
  }
}

export interface ListQueryState {
  isSuccess: boolean;
  isFetching: boolean;
  data: SimulationListItem[] | undefined;
}

export interface ListWarnings {
  /** The warnings to show, or null when the dialog is closed. */
  warnings: string[] | null;
  close: () => void;
  /** The first list has been checked for its day warning (shown or not). */
  checked: boolean;
  /** Marks the next load as asked for by the user (Refresh): it warns even if already seen today. */
  warnOnNextLoad: () => void;
}

export function useListWarnings(query: ListQueryState, operator: boolean, message: ReturnType<typeof useDomainMessage>): ListWarnings {
  const [warnings, setWarnings] = useState<string[] | null>(null);
  // Browser tests wait for the first check before deciding whether the warning is there, as a
  // user's first glance would.
  const [checked, setChecked] = useState(false);
  const warnNext = useRef<'first' | 'refresh' | null>('first');
  useEffect(() => {
    if (!query.isSuccess || query.isFetching || !warnNext.current || !query.data) return;
    const asked = warnNext.current === 'refresh';
    warnNext.current = null;
    setChecked(true);
    if (operator) return;
    const found = listValidityWarnings(visibleSimulations(query.data, null)).map((w) => message(w.code, w.params));
    if (found.length === 0) return;
    const text = found.join('\n');
    const day = utcDay(new Date());
    if (!asked && !shouldShowListWarning(readSeenWarning(), day, text)) return;
    rememberSeenWarning(`${day}\n${text}`);
    setWarnings(found);
  }, [query.isSuccess, query.isFetching, query.data, operator, message]);

  return {
    warnings,
    close: () => setWarnings(null),
    checked,
    warnOnNextLoad: () => {
      warnNext.current = 'refresh';
    },
  };
}
