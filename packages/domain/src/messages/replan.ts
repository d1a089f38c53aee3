// Texts of re-planning from hour H (a trip, or newer measured hours): the refusals of the request
// and the launch answer. Parameters are written {name}.
import type { MessageText } from './general.ts';

export const REPLAN_MESSAGES = {
  'replan.badRequest': {
    es: 'Petición de re-planificación no válida: indique la hora (número entero) y al menos una unidad.',
    en: 'Invalid re-plan request: give the hour (a whole number) and at least one unit.',
  },
  'replan.notExecuted': {
    es: 'Solo se puede re-planificar una simulación ejecutada correctamente (estado: {status}).',
    en: 'Only a simulation that ran OK can be re-planned (status: {status}).',
  },
  'replan.notCurrent': {
    es: 'Solo se re-planifican simulaciones cuyo horizonte ({from} a {to}) incluye hoy o mañana ({today}).',
    en: 'Only simulations whose horizon ({from} to {to}) includes today or tomorrow ({today}) can be re-planned.',
  },
  'replan.hourOutside': {
    es: 'La hora H{hour} no está en el horizonte: debe estar entre H2 y H{last}.',
    en: 'Hour H{hour} is outside the horizon: it must be between H2 and H{last}.',
  },
  'replan.unknownUnit': {
    es: 'La unidad «{unit}» no existe en la simulación.',
    en: 'Unit "{unit}" does not exist in the simulation.',
  },
  'replan.repeatedUnit': {
    es: 'La unidad «{unit}» aparece más de una vez.',
    en: 'Unit "{unit}" is listed more than once.',
  },
  'replan.launched': {
    es: 'Re-planificación desde H{hour} lanzada como simulación {id}.',
    en: 'Re-plan from H{hour} launched as simulation {id}.',
  },
  'replan.name': { es: '{name} · Re-plan. H{hour}', en: '{name} · Re-plan H{hour}' },
  'replan.noOperation': {
    es: 'La simulación de origen no tiene tabla de operación guardada: no se puede re-planificar.',
    en: 'The original simulation has no stored operation table: it cannot be re-planned.',
  },
} as const satisfies Record<string, MessageText>;

export type ReplanMessageCode = keyof typeof REPLAN_MESSAGES;
