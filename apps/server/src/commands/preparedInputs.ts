/** A simulation's inputs as they are stored: serialised once (off the request thread for uploads). */
import { DEFAULT_SIMULATION_NAME, type SimulationPayload } from '@plantasim/domain';

export interface PreparedInputs {
  json: string;
  name: string;
  mode: string | null;
}

export function preparedInputs(payload: SimulationPayload): PreparedInputs {
  return {
    json: JSON.stringify(payload),
    name: payload.metadata.simulation_name.trim() || DEFAULT_SIMULATION_NAME,
    mode: payload.configuracion.modoEjecucionTexto,
  };
}
