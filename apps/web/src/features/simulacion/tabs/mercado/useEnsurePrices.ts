// docs/rules/screens.md historical price tabs "ask the parent to download data when opened": an empty series of
// the plan is downloaded once when its tab mounts (new simulations only).
import { priceDownloadsFor, type PriceDownloadKind } from '@plantasim/domain';
import { useSimulation } from '../../state/SimulationContext';
import { usePriceDownload } from './usePriceDownload';

export function useEnsurePrices(kind: PriceDownloadKind, empty: boolean): boolean {
  const { state, access } = useSimulation();
  const config = state.payload?.configuracion;
  const plan = empty && access.editable && config && !state.refreshing ? priceDownloadsFor(config).find((d) => d.kind === kind) : undefined;
  // Once per opening: not again when the answer is empty.
  return usePriceDownload(plan, kind, false);
}
