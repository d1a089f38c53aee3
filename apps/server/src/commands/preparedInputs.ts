/** A simulation's inputs as they are stored: serialised once (off the request thread for uploads). */
import { DEFAULT_SIMULATION_NAME, parsePayload, runPlanOf, type RunPlanFields, type SimulationPayload } from '@plantasim/domain';

export interface PreparedInputs {
  json: string;
  name: string;
  mode: string | null;
  /** Its kind and the days it plans (validity per day and kind, the plan in force). */
  plan: RunPlanFields;
  /** The first day, when the inputs carry no hours in state before H1: a launch may take them from
   *  the day before's valid simulation (commands/initialState.ts). Null when they carry them. */
  stateFrom: string | null;
}

/** The payload prepared inputs hold (their JSON was written from a parsed payload). */
export function payloadOf(inputs: PreparedInputs): SimulationPayload {
  const parsed = parsePayload(inputs.json);
  if (!parsed.ok) throw new Error(`prepared inputs are not a valid payload: ${parsed.issues.slice(0, 3).map((i) => i.path).join(', ')}`);
  return parsed.data;
}

export function preparedInputs(payload: SimulationPayload): PreparedInputs {
  return {
    json: JSON.stringify(payload),
    name: payload.metadata.simulation_name.trim() || DEFAULT_SIMULATION_NAME,
    mode: payload.configuracion.modoEjecucionTexto,
    plan: runPlanOf(payload),
    stateFrom: payload.planta.horas_estado_motores === undefined ? payload.configuracion.fechaActual : null,
  };
}
