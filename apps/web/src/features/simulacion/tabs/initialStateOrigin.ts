// Where the engines' state before H1 of the form comes from, as Planta › Estado inicial says it:
// typed by the user, taken from the previous day's valid simulation (named when the payload records
// which), or not given, in which case a launch takes it from that simulation when the day has one.
import type { Plant } from '@plantasim/domain';
import type { TranslationKey } from '../../../i18n/keys';

export interface OriginText {
  key: TranslationKey;
  params?: { id: number; date: string };
}

export function initialStateOrigin(
  planta: Pick<Plant, 'origen_estado_motores' | 'simulacion_estado_motores'>, previousDayHasValidRun: boolean,
): OriginText {
  if (planta.origen_estado_motores === 'usuario') return { key: 'simulacion.estadoInicial.origin.user' };
  if (planta.origen_estado_motores === 'simulacion_anterior') {
    const run = planta.simulacion_estado_motores;
    return run
      ? { key: 'simulacion.estadoInicial.origin.previousRun', params: { id: run.id, date: run.fechaActual } }
      : { key: 'simulacion.estadoInicial.origin.previous' };
  }
  return { key: previousDayHasValidRun ? 'simulacion.estadoInicial.origin.atLaunch' : 'simulacion.estadoInicial.origin.none' };
}
