// Launch mapping of the whole payload (SPEC §4 Launch, §6 operator titles).
import type { SimulationPayload } from '../schemas/payload.ts';
import { configForLaunch } from './configRules.ts';
import { checkMinimumTimes, type MinimumTimeBreach } from './minimumTimes.ts';
import { operatorSimulationTitle } from './operatorTitle.ts';

/** Payload as sent to POST /api/lanzar-simulacion/: modes 3/4 as 2; operator runs get an automatic title. */
export function payloadForLaunch(p: SimulationPayload, now: Date = new Date()): SimulationPayload {
  const metadata = p.metadata.vista_operador ? { ...p.metadata, simulation_name: operatorSimulationTitle(now) } : p.metadata;
  return { ...p, configuracion: configForLaunch(p.configuracion), metadata };
}

/** Breaches that block the launch (empty = launch allowed). */
export function launchBlockers(p: SimulationPayload): MinimumTimeBreach[] {
  return checkMinimumTimes(p.planta.motores, p.estadoAcoplamiento, p.disponibilidad.motores);
}
