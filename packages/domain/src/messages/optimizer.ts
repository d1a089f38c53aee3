// Texts of the optimiser's result warnings that are not plain unmet-demand reports (ours: the
// spec has none). Parameters are written {name}; numbers come formatted per language.
import type { MessageText } from './general.ts';

export const OPTIMIZER_MESSAGES = {
  'optimizer.timeLimit': {
    es: 'El optimizador se detuvo por su tiempo límite con una solución válida no demostrada óptima: puede costar hasta un {gap} % más que la óptima.',
    en: 'The optimiser stopped at its time limit with a feasible solution not proven optimal: it may cost up to {gap} % more than the optimum.',
  },
  'optimizer.timeLimitNoBound': {
    es: 'El optimizador se detuvo por su tiempo límite con una solución válida; no se sabe cuánto dista de la óptima.',
    en: 'The optimiser stopped at its time limit with a feasible solution; how far it is from the optimum is unknown.',
  },
  'optimizer.gapAboveTolerance': {
    es: 'Solución no demostrada óptima: está a un {gap} % de la cota inferior del horizonte (tolerancia {tolerance} %).',
    en: 'Solution not proven optimal: it is {gap} % from the lower bound of the horizon (tolerance {tolerance} %).',
  },
  'optimizer.noBound': {
    es: 'Solución no demostrada óptima: no se calculó una cota inferior del horizonte.',
    en: 'Solution not proven optimal: no lower bound of the horizon was computed.',
  },
  'optimizer.unmet.steam': { es: 'Demanda de vapor no cubierta: {total} MWh en {hours} horas.', en: 'Unmet steam demand: {total} MWh in {hours} hours.' },
  'optimizer.unmet.cold': { es: 'Demanda de frío no cubierta: {total} MWh en {hours} horas.', en: 'Unmet cooling demand: {total} MWh in {hours} hours.' },
  'optimizer.unmet.noSpare': {
    es: 'Ningún equipo disponible podía cubrirla.',
    en: 'No available equipment could cover it.',
  },
  'optimizer.unmet.spare': {
    es: 'Había capacidad libre en {spareHours} de esas horas, pero las restricciones de operación (tiempos mínimos, cargas mínimas, acoplamientos fijados) no permitían usarla.',
    en: 'There was spare capacity in {spareHours} of those hours, but the operating constraints (minimum times, minimum loads, fixed couplings) did not allow using it.',
  },
  // Annual rules of the planning year (docs/annual-rules.md)
  'optimizer.annual.ree': {
    es: 'El año no alcanza el rendimiento eléctrico equivalente mínimo: REE {ree} % frente a {minimum} %.',
    en: 'The year does not reach the minimum equivalent electrical efficiency: REE {ree} % against {minimum} %.',
  },
  'optimizer.annual.hours': {
    es: 'El año no alcanza las horas equivalentes mínimas: {hours} h frente a {minimum} h.',
    en: 'The year does not reach the minimum equivalent operating hours: {hours} h against {minimum} h.',
  },
  'optimizer.annual.co2': {
    es: 'El año supera el presupuesto de CO2: {co2} t frente a {budget} t.',
    en: 'The year exceeds the CO2 budget: {co2} t against {budget} t.',
  },
  // What meeting a missed limit would take, said after the limit (same warning).
  'optimizer.annual.reeTakes': {
    es: 'Cumplirlo exige {heat} MWh más de calor útil, o la misma electricidad con {fuel} MWh menos de combustible.',
    en: 'Meeting it takes {heat} MWh more useful heat, or the same electricity from {fuel} MWh less fuel.',
  },
  'optimizer.annual.hoursTakes': {
    es: 'Cumplirlo exige vender {mwh} MWh más ({hours} h equivalentes).',
    en: 'Meeting it takes {mwh} MWh more sold ({hours} equivalent hours).',
  },
  'optimizer.annual.co2Takes': {
    es: 'Cumplirlo exige emitir {co2} t menos.',
    en: 'Meeting it takes {co2} t less emitted.',
  },
  // A short run against its share of the year's limits (annual/share.ts).
  'optimizer.annual.shareCo2': {
    es: 'Este plan emite {plan} t de CO2, más que su parte del presupuesto anual que queda ({share} t para sus días); al año le quedarían {left} t.',
    en: 'This plan emits {plan} t of CO2, more than its share of the annual budget left ({share} t for its days); the year would have {left} t left.',
  },
  'optimizer.annual.shareHours': {
    es: 'Este plan suma {plan} h equivalentes, menos que su parte del mínimo anual que falta ({share} h para sus días).',
    en: 'This plan adds {plan} equivalent hours, fewer than its share of the annual minimum still missing ({share} h for its days).',
  },
  'optimizer.annual.shareRee': {
    es: 'Este plan aporta un margen de REE de {plan} MWh, menos que su parte ({share} MWh para sus días); al resto del año le faltarían {left} MWh de margen para llegar al REE mínimo.',
    en: 'This plan brings an REE margin of {plan} MWh, less than its share ({share} MWh for its days); the rest of the year would be {left} MWh of margin short of the minimum REE.',
  },
  'optimizer.belowBound': {
    es: 'Solución no demostrada óptima: cuesta menos que la cota inferior del horizonte, que exige límites que el plan no cumple; no hay distancia a la óptima que dar.',
    en: 'Solution not proven optimal: it costs less than the lower bound of the horizon, which holds limits the plan does not meet; there is no distance to the optimum to report.',
  },
  // A quarter-hourly scenario planned hourly, wholly or on some days: the results say why, so
  // nobody reads an hourly plan as a quarter one.
  'optimizer.plannedHourly.annualRules': {
    es: 'El escenario pide resolución cuartohoraria, pero se planificó por horas: las reglas anuales de la planta se cuentan por horas.',
    en: 'The scenario asks for quarter-hour resolution, but it was planned hourly: the plant\'s annual rules are counted in hours.',
  },
  'optimizer.plannedHourly.noQuarterPrices': {
    es: 'El escenario pide resolución cuartohoraria, pero se planificó por horas: ningún día del horizonte tiene sus precios cuartohorarios completos en la serie de precios usada.',
    en: 'The scenario asks for quarter-hour resolution, but it was planned hourly: no day of the horizon has its complete quarter-hour prices in the price series used.',
  },
  'optimizer.plannedHourly.someDays': {
    es: 'Resolución cuartohoraria: los días sin precios cuartohorarios completos ({days}) se planificaron por horas; el resto del horizonte, por cuartos de hora.',
    en: 'Quarter-hour resolution: the days without complete quarter-hour prices ({days}) were planned hourly; the rest of the horizon in quarter hours.',
  },
  // The explanation of a solved plan is its own step: when it cannot be made the plan stands, and
  // the results say so in words (not only the server's log).
  'optimizer.explainFailed': {
    es: 'No se pudo calcular la explicación de las decisiones: {why}. El plan y sus resultados no cambian.',
    en: 'The explanation of the decisions could not be computed: {why}. The plan and its results stand.',
  },
  'optimizer.explainFailed.unreadable': {
    es: 'no se pudieron leer los datos guardados de la simulación',
    en: 'the simulation\'s stored data could not be read',
  },
} as const satisfies Record<string, MessageText>;

export type OptimizerMessageCode = keyof typeof OPTIMIZER_MESSAGES;
