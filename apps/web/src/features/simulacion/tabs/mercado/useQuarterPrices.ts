// A scenario switched to quarter hours needs the OMIE quarter prices of its horizon: they are
// downloaded once per configuration when the series is missing (a date, horizon or source change
// downloads them with the other prices).
import { quarterPriceDownloadFor, regenerationKey } from '@plantasim/domain';
import { useSimulation } from '../../state/SimulationContext';
import { usePriceDownload } from './usePriceDownload';

/** Whether the quarter prices are being downloaded. */
export function useQuarterPrices(): boolean {
  const { state, access } = useSimulation();
  const payload = state.payload;
  const plan = payload && access.editable && !state.refreshing && !payload.elec_precios_OMIE_cuartos?.length ? quarterPriceDownloadFor(payload.configuracion) : undefined;
  // None found keeps the series empty (its days are planned hourly), and is not asked again for the
  // same configuration.
  const key = plan && payload ? `${regenerationKey(payload.configuracion)}|${plan.kind}` : null;
  return usePriceDownload(plan, key, true);
}
