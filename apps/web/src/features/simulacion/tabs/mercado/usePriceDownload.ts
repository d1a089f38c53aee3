// One market download of the form, run once per `once` key while the plan asks for it, its rows
// merged into the payload as a download (not the user's change: leaving the form does not ask for it).
import { useEffect, useState } from 'react';
import { withDownloadedPrices, type PriceDownload } from '@plantasim/domain';
import { downloadMarketPrices } from '../../../../api/simulacion';
import { useSimulation } from '../../state/SimulationContext';

/** Whether the download is running. `emptyWhenNone`: nothing found stores [] (else the series is left as it is). */
export function usePriceDownload(plan: PriceDownload | undefined, once: unknown, emptyWhenNone: boolean): boolean {
  const { dispatch } = useSimulation();
  // Loading from the first render when a download is due: an empty tab never reads as 'no disponibles'
  // for the moment before its effect starts the download.
  const [loading, setLoading] = useState(plan !== undefined);
  useEffect(() => {
    if (!plan) return;
    const controller = new AbortController();
    setLoading(true);
    downloadMarketPrices(plan, controller.signal)
      .then((rows) => {
        if (controller.signal.aborted || (!rows && !emptyWhenNone)) return;
        dispatch({ type: 'update', programmatic: true, update: (p) => withDownloadedPrices(p, plan.target, rows ?? []) });
      })
      .catch(() => undefined)
      .finally(() => { if (!controller.signal.aborted) setLoading(false); });
    return () => controller.abort();
    // Once per key: not again when the answer is empty.
  }, [once]); // eslint-disable-line react-hooks/exhaustive-deps
  return loading;
}
