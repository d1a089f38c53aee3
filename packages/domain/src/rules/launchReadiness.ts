// Whether the form can launch at all, decided before the user confirms: a run on OMIE, forecast or
// MIBGAS prices whose series did not arrive (or arrived short) would only come back from the server
// as a validation error naming payload keys. The reasons are catalogue messages shown beside the
// disabled Launch button.
import type { SimulationPayload } from '../schemas/payload.ts';
import { BACKTESTING_MODE, PLANNING_MODE } from './executionModes.ts';

export type LaunchBlockCode = 'prices.notAvailable.omie' | 'prices.notAvailable.mibgas' | 'prices.notAvailable.prevision';

export interface LaunchBlockReason {
  code: LaunchBlockCode;
  params?: Readonly<Record<string, string | number>>;
}

/**
 * Reasons the payload cannot be launched as it stands (empty = it can). Only the downloaded market
 * series are judged here: Manual prices are typed by the user, planning uses estimates, and a
 * backtesting month with missing days gets its own dialog naming the days.
 * `provider` is the forecast's name as the runtime configuration gives it.
 */
export function launchReadiness(p: SimulationPayload, provider = 'Previsión'): LaunchBlockReason[] {
  const c = p.configuracion;
  if (c.modoEjecucion === BACKTESTING_MODE || c.modoEjecucion === PLANNING_MODE || c.mesBacktesting) return [];
  if (c.precios !== 'OMIE' && c.precios !== 'Prevision') return [];
  const hours = c.horizonte_horas;
  const short = (rows: readonly unknown[] | undefined) => (rows?.length ?? 0) < hours;
  const out: LaunchBlockReason[] = [];
  if (c.precios === 'OMIE' && short(p.elec_precios_OMIE)) out.push({ code: 'prices.notAvailable.omie' });
  if (c.precios === 'Prevision' && short(p.elec_precios_prevision)) out.push({ code: 'prices.notAvailable.prevision', params: { provider } });
  if (short(p.gas_precios_MIBGAS)) out.push({ code: 'prices.notAvailable.mibgas' });
  return out;
}
