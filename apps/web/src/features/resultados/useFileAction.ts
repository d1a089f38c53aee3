// Runs one file export at a time: the button shows it is busy, a failure is reported once.
import { useCallback, useState } from 'react';

export function useFileAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async (id: string, action: () => Promise<void>) => {
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
  }, []);
  return { busy, error, clearError: () => setError(null), run };
}
