import { parsePayload, type SimulationPayload } from '@plantasim/domain';

/** A payload read back from where the server put it (stored inputs, an insert's JSON, a downloaded
 *  data.json), parsed as the server parses it: a test fails on inputs that are not a payload. */
export function payloadFrom(value: unknown): SimulationPayload {
  const parsed = parsePayload(value);
  if (!parsed.ok) throw new Error(`not a valid payload: ${parsed.issues.slice(0, 3).map((i) => i.message).join('; ')}`);
  return parsed.data;
}
