// A scenario switched to quarter hours needs the OMIE quarter prices of its horizon: they are
// downloaded once per configuration when the series is missing (a date, horizon or source change
// downloads them with the other prices).
import { useEffect, useState } from 'react';
import { quarterPriceDownloadFor, regenerationKey, type SimulationPayload } from '@plantasim/domain';
import { downloadMarketPrices } from '../../../../api/simulacion';
import { useSimulation } from '../../state/SimulationContext';

/** Whether the quarter prices are being downloaded. */
export function useQuarterPrices(): boolean {
  const { state, access, dispatch } = useSimulation();
  const payload = state.payload;
  const plan = payload && access.editable && !state.refreshing && !payload.elec_precios_OMIE_cuartos?.length ? quarterPriceDownloadFor(payload.configuracion) : undefined;
  const key = plan && payload ? `${regenerationKey(payload.configuracion)}|${plan.kind}` : null;
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!plan) return;
    const controller = new AbortController();
    setLoading(true);
    downloadMarketPrices(plan, controller.signal)
      .then((rows) => {
        if (controller.signal.aborted) return;
        // A download, not the user's change: leaving the form does not ask for it. None found keeps
        // the series empty (its days are planned hourly).
        dispatch({ type: 'update', programmatic: true, update: (p) => ({ ...p, [plan.target]: rows ?? [] }) as SimulationPayload });
      })
      .catch(() => undefined)
      .finally(() => { if (!controller.signal.aborted) setLoading(false); });
    return () => controller.abort();
    // Once per configuration that needs it.
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return loading;
}
