// Runs one file export at a time: the button shows it is busy, a failure is reported once.
import { useCallback, useState } from 'react';

export function useFileAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Returns nothing: a button's click handler can take it as is, and a failure ends in `error`,
  // never in an unhandled rejection.
  const run = useCallback((id: string, action: () => Promise<void>): void => {
    const perform = async () => {
      setBusy(id);
      setError(null);
      try {
        await action();
      } catch (cause) {
        console.error(`Export ${id} failed`, cause);
        setError(cause instanceof Error ? cause.message : String(cause));
      } finally {
        setBusy(null);
      }
    };
    void perform();
  }, []);
  return { busy, error, clearError: () => setError(null), run };
}
