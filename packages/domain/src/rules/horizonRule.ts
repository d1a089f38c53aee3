// The horizon a price source allows (docs/rules/states.md "Prices source", docs/rules/constants.md "Horizon options"): 1 day for OMIE,
// 1 to 7 days for the forecast and Manual. The form only offers these; the server re-checks them
// because a hand-made upload is not bound by the form.
import { parseDate } from '../calendar/dates.ts';
import type { PayloadProblem } from '../messages/payloadIssues.ts';
import type { Configuracion, ExecutionMode } from '../schemas/configuracion.ts';
import { horizonOptionsFor } from './configRules.ts';
import { BACKTESTING_MODE, PLANNING_MODE } from './executionModes.ts';

/** The mode the run is solved in: a launch sends 3 and 4 as 2 with the mode text (docs/rules/states.md). */
export function effectiveExecutionMode(config: Pick<Configuracion, 'modoEjecucion' | 'modoEjecucionTexto' | 'mesBacktesting' | 'mesPlanificacion'>): ExecutionMode {
  if (config.modoEjecucion === PLANNING_MODE || config.modoEjecucionTexto === 'Planificación' || config.mesPlanificacion) return PLANNING_MODE;
  if (config.modoEjecucion === BACKTESTING_MODE || config.modoEjecucionTexto === 'Backtesting' || config.mesBacktesting) return BACKTESTING_MODE;
  return config.modoEjecucion;
}

const SOURCE_LABEL = { OMIE: 'OMIE', Prevision: 'Previsión', Manual: 'Manual' } as const;

/**
 * Null when the horizon is one the source allows; otherwise the reason. Backtesting and planning
 * impose their own horizon (the month, the year) and are not bound by the source's options.
 */
export function horizonProblem(config: Configuracion): PayloadProblem | null {
  const mode = effectiveExecutionMode(config);
  if (mode === PLANNING_MODE || mode === BACKTESTING_MODE) return null;
  const date = parseDate(config.fechaActual);
  if (!date.ok) return null; // the schema reports the date
  const options = horizonOptionsFor(config.precios, mode, date.data);
  if (options.includes(config.horizonte)) return null;
  const segments = ['configuracion', 'horizonte'];
  if (config.precios === 'OMIE') return { segments, code: 'problem.horizonOmie', params: { days: config.horizonte } };
  return {
    segments,
    code: 'problem.horizonOptions',
    params: { source: SOURCE_LABEL[config.precios], first: options[0]!, last: options[options.length - 1]!, days: config.horizonte },
  };
}
