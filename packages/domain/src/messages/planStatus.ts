// Texts of a finished plan's status (rules/planStatus.ts): what the history list, the results and the
// home page say of a plan beside its lifecycle status. Parameters are written {name}; numbers come
// formatted per language.
import type { MessageText } from './general.ts';

export const PLAN_STATUS_MESSAGES = {
  'planStatus.proven': { es: 'óptimo demostrado', en: 'proven optimal' },
  'planStatus.timeLimit': { es: 'detenida por el tiempo límite', en: 'stopped at the time limit' },
  'planStatus.notProven': { es: 'no demostrada óptima: hasta un {gap} % más cara que la óptima', en: 'not proven optimal: up to {gap} % dearer than the optimum' },
  'planStatus.notProvenNoBound': { es: 'no demostrada óptima: sin cota de cuánto dista de la óptima', en: 'not proven optimal: no bound on how far it is from the optimum' },
  'planStatus.unmet': { es: 'demanda no cubierta: {mwh} MWh', en: 'unmet demand: {mwh} MWh' },
  'planStatus.annual.ree': { es: 'límite anual incumplido: REE {by} puntos por debajo del mínimo ({limit} %)', en: 'annual limit missed: REE {by} points below the minimum ({limit} %)' },
  'planStatus.annual.hours': { es: 'límite anual incumplido: faltan {by} horas equivalentes para el mínimo ({limit} h)', en: 'annual limit missed: {by} equivalent hours short of the minimum ({limit} h)' },
  'planStatus.annual.co2': { es: 'límite anual incumplido: {by} t de CO2 por encima del presupuesto ({limit} t)', en: 'annual limit missed: {by} t of CO2 above the budget ({limit} t)' },
} as const satisfies Record<string, MessageText>;

export type PlanStatusMessageCode = keyof typeof PLAN_STATUS_MESSAGES;
