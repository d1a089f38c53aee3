// Texts of states the form and the results must tell truly: a horizon a mode or source change moved,
// the prices a run used, where the CO2 price of a new scenario came from. Parameters are {name}.
import type { MessageText } from './general.ts';

export const RUN_STATE_MESSAGES = {
  'horizon.changed.planning': {
    es: 'El horizonte pasa de {from} a {to} días: la planificación cubre un año desde la fecha.',
    en: 'The horizon changes from {from} to {to} days: planning covers a year from the date.',
  },
  'horizon.changed.backtesting': {
    es: 'El horizonte pasa de {from} a {to} días: el backtesting cubre el mes de la fecha.',
    en: 'The horizon changes from {from} to {to} days: backtesting covers the month of the date.',
  },
  'horizon.changed.range': {
    es: 'El horizonte pasa de {from} a {to} días: este modo con esta fuente de precios admite de {first} a {last} días.',
    en: 'The horizon changes from {from} to {to} days: this mode with this price source allows {first} to {last} days.',
  },
  'horizon.changed.only': {
    es: 'El horizonte pasa de {from} a {to} días: este modo con esta fuente de precios solo admite {days} día.',
    en: 'The horizon changes from {from} to {to} days: this mode with this price source allows {days} day only.',
  },
  // The prices a run used, by its mode and source (rules/priceSeries.ts): a backtesting month used
  // the historical OMIE and MIBGAS series whatever the source selector says.
  'prices.used.backtesting': { es: 'OMIE histórico + MIBGAS histórico', en: 'Historical OMIE + historical MIBGAS' },
  'prices.used.planning': { es: 'Previsión de planificación', en: 'Planning forecast' },
  'prices.used.OMIE': { es: 'OMIE + MIBGAS', en: 'OMIE + MIBGAS' },
  'prices.used.Prevision': { es: '{prevision} + MIBGAS', en: '{prevision} + MIBGAS' },
  'prices.used.Manual': { es: 'Manual', en: 'Manual' },
  // Where the CO2 price of a new scenario comes from (rules/co2Price.ts).
  'co2.source.eua': {
    es: 'Precio EUA (futuros CO2) del {date}: {value} €/t.',
    en: 'EUA price (CO2 futures) of {date}: {value} €/t.',
  },
  'co2.source.edited': {
    es: 'El precio EUA (futuros CO2) del {date} es {eua} €/t; este escenario usa {value} €/t.',
    en: 'The EUA price (CO2 futures) of {date} is {eua} €/t; this scenario uses {value} €/t.',
  },
  'co2.source.none': {
    es: 'No hay precio EUA (futuros CO2) del {date}: este escenario usa {value} €/t.',
    en: 'There is no EUA price (CO2 futures) for {date}: this scenario uses {value} €/t.',
  },
  // Comparing two runs over different days or horizons (compare/warnings.ts).
  'compare.warn.dates': {
    es: 'Las dos simulaciones no empiezan el mismo día (A: {a}, B: {b}): sus cifras suman días distintos y el horario solo compara las horas comunes.',
    en: 'The two simulations do not start on the same day (A: {a}, B: {b}): their figures add up different days and the schedule compares only the hours they share.',
  },
  'compare.warn.horizon': {
    es: 'Las dos simulaciones tienen horizontes distintos (A: {a} días, B: {b} días): sus cifras y totales suman horizontes distintos y no se comparan de igual a igual.',
    en: 'The two simulations have different horizons (A: {a} days, B: {b} days): their figures and totals add up different horizons and are not like for like.',
  },
} as const satisfies Record<string, MessageText>;

export type RunStateMessageCode = keyof typeof RUN_STATE_MESSAGES;
