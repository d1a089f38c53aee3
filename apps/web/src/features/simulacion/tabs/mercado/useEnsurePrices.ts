// docs/rules/screens.md historical price tabs "ask the parent to download data when opened": an empty series of
// the plan is downloaded once when its tab mounts (new simulations only).
import { useEffect, useState } from 'react';
import { priceDownloadsFor, type PriceDownloadKind, type SimulationPayload } from '@plantasim/domain';
import { downloadMarketPrices } from '../../../../api/simulacion';
import { useSimulation } from '../../state/SimulationContext';

export function useEnsurePrices(kind: PriceDownloadKind, empty: boolean): boolean {
  const { state, access, dispatch } = useSimulation();
  const config = state.payload?.configuracion;
  const refreshing = state.refreshing;
  const plan = empty && access.editable && config && !refreshing ? priceDownloadsFor(config).find((d) => d.kind === kind) : undefined;
  // Loading from the first render when a download is due: an empty tab never reads as 'no disponibles'
  // for the moment before its effect starts the download.
  const [loading, setLoading] = useState(plan !== undefined);
  useEffect(() => {
    if (!plan) return;
    const controller = new AbortController();
    setLoading(true);
    downloadMarketPrices(plan, controller.signal)
      .then((rows) => {
        // A download, not the user's change: leaving the form does not ask for it.
        if (rows && !controller.signal.aborted) dispatch({ type: 'update', programmatic: true, update: (p) => ({ ...p, [plan.target]: rows }) as SimulationPayload });
      })
      .catch(() => undefined)
      .finally(() => { if (!controller.signal.aborted) setLoading(false); });
    return () => controller.abort();
    // Once per opening: not again when the answer is empty.
  }, [kind]); // eslint-disable-line react-hooks/exhaustive-deps
  return loading;
}
