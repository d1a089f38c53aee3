// Texts of the plan in force for an operating day (rules/planInForce.ts): the lines the validity
// dialogs add to say which operating days change plan, and the refusals of plan vs real against a
// run the user picks. Dates are dd/MM/yyyy. Parameters are written {name}.
import type { MessageText } from './general.ts';

export const PLAN_MESSAGES = {
  'plan.change.title': {
    es: 'Días de operación que cambian de plan en vigor:',
    en: 'Operating days whose plan in force changes:',
  },
  'plan.change.none': {
    es: 'Ningún día de operación cambia de plan en vigor.',
    en: 'No operating day changes its plan in force.',
  },
  'plan.change.replaced': {
    es: '{days}: la simulación {after} sustituye a la {before}.',
    en: '{days}: simulation {after} replaces {before}.',
  },
  'plan.change.added': {
    es: '{days}: pasa a regir la simulación {after} (no tenían plan en vigor).',
    en: '{days}: simulation {after} comes into force (they had no plan in force).',
  },
  'plan.change.removed': {
    es: '{days}: se quedan sin plan en vigor (lo era la simulación {before}).',
    en: '{days}: left without a plan in force (it was simulation {before}).',
  },
  // The list's day warnings (docs/rules/states.md) for the kinds of run it does not name: validity is one per
  // creation day within each kind, so a planning year never hides a missing daily plan.
  'validity.severalActive.backtesting': {
    es: 'Hay más de una simulación de backtesting activa para las fechas: {dates}',
    en: 'There is more than one active backtesting simulation for the dates: {dates}',
  },
  'validity.noneActive.backtesting': {
    es: 'No hay ninguna simulación de backtesting activa para las fechas: {dates}',
    en: 'There is no active backtesting simulation for the dates: {dates}',
  },
  'validity.severalActive.planificacion': {
    es: 'Hay más de una simulación de planificación activa para las fechas: {dates}',
    en: 'There is more than one active planning simulation for the dates: {dates}',
  },
  'validity.noneActive.planificacion': {
    es: 'No hay ninguna simulación de planificación activa para las fechas: {dates}',
    en: 'There is no active planning simulation for the dates: {dates}',
  },
  'plan.picked.notCovering': {
    es: 'La simulación {id} no planifica el día {date}: su horizonte va del {from} al {to}.',
    en: 'Simulation {id} does not plan {date}: its horizon runs from {from} to {to}.',
  },
  'plan.picked.notExecuted': {
    es: 'La simulación {id} no está ejecutada correctamente: no tiene un plan con el que comparar.',
    en: 'Simulation {id} did not run OK: it has no plan to compare with.',
  },
} as const satisfies Record<string, MessageText>;

export type PlanMessageCode = keyof typeof PLAN_MESSAGES;
