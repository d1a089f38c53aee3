// A simulation's name as the UI shows it: the stored default 'Sin título' (docs/rules/fields.md) reads 'Untitled'
// in English; the stored value never changes.
import { formatMessage, type MessageLang } from '../messages/index.ts';
import { DEFAULT_SIMULATION_NAME } from '../schemas/metadata.ts';

export function displaySimulationName(name: string, lang: MessageLang = 'es'): string {
  return name === DEFAULT_SIMULATION_NAME ? formatMessage('simulation.untitled', {}, lang) : name;
}
