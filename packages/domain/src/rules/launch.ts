// Launch mapping of the whole payload (docs/rules/states.md Launch, docs/rules/roles.md operator titles).
import type { SimulationPayload } from '../schemas/payload.ts';
import { configForLaunch } from './configRules.ts';
import { usesCouplingTable } from './executionModes.ts';
import { checkMinimumTimes, type MinimumTimeBreach } from './minimumTimes.ts';
import { checkCouplingMinimumLoad, type CouplingLoadBreach } from './couplingLoad.ts';
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

/** Coupled engines set below their minimum load (empty = launch allowed). The coupling table only
 *  rules the engines in modes 2-4 (also a backtesting or planning month launched as 2). */
export function couplingLoadBlockers(p: SimulationPayload): CouplingLoadBreach[] {
  const c = p.configuracion;
  const coupled = usesCouplingTable(c.modoEjecucion) || c.mesBacktesting || c.mesPlanificacion || c.modoEjecucionTexto === 'Planificación';
  return coupled ? checkCouplingMinimumLoad(p.planta.motores, p.estadoAcoplamiento, p.acoplamiento_equipos) : [];
}
