// Which runs day-ahead offers are computed for (docs/offers.md): a run executed successfully whose
// horizon is one day, the delivery day of one market session. The server refuses the others with
// the reason's message; the screen shows the Ofertas sub-tab only when there is none.
import { SIMULATION_STATUS, type SimulationStatus } from './lifecycle.ts';

export type OffersRefusal = 'offers.notExecuted' | 'offers.oneDay';

/** Why offers cannot be computed for a run (its status and horizon in days), or null when they can. */
export function offersRefusal(run: { status: SimulationStatus | number; horizonDays: number | null | undefined }): OffersRefusal | null {
  if (run.status !== SIMULATION_STATUS.EjecutadaOK) return 'offers.notExecuted';
  if (run.horizonDays !== 1) return 'offers.oneDay';
  return null;
}
