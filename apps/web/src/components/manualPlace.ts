// Where the user is inside a screen, for the manual button to open the chapter of what is shown:
// the simulation form says which of its tabs is open. A tiny store outside React's tree, because
// the header that reads it is not an ancestor of the form that writes it.
import { useSyncExternalStore } from 'react';

let tab: string | null = null;
const listeners = new Set<() => void>();

/** The form's open tab (null when no form is shown). */
export function setManualTab(next: string | null): void {
  if (next === tab) return;
  tab = next;
  for (const listener of listeners) listener();
}

export function useManualTab(): string | null {
  return useSyncExternalStore(
    (listener) => { listeners.add(listener); return () => { listeners.delete(listener); }; },
    () => tab,
  );
}
