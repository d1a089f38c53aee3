// Texts of the plan-vs-actual bridge (Datos reales › Plan vs real): the server's refusals, in the
// request's language. Parameters are written {name}.
import type { MessageText } from './general.ts';

export const BRIDGE_MESSAGES = {
  'bridge.badQuery': {
    es: 'Indique un día (dia=dd/mm/aaaa) o un periodo (desde y hasta, dd/mm/aaaa) de 31 días como máximo.',
    en: 'Give a day (dia=dd/mm/yyyy) or a period (desde and hasta, dd/mm/yyyy) of 31 days at most.',
  },
  'bridge.noPlan': {
    es: 'El {date} no tiene una simulación válida ejecutada que pueda consultar.',
    en: 'On {date} there is no valid executed simulation you can see.',
  },
  'bridge.noOperation': {
    es: 'La simulación válida del {date} no guarda su resultado de operación.',
    en: "The valid simulation of {date} has no operation result stored.",
  },
  'bridge.incompleteActuals': {
    es: 'El {date} tiene datos reales de {count} de sus 24 horas: impórtelos todos para comparar el día.',
    en: 'On {date} there are actuals for {count} of its 24 hours: import them all to compare the day.',
  },
  'bridge.noPrices': {
    es: 'No hay precios reales de OMIE y MIBGAS del {date}.',
    en: 'There are no realised OMIE and MIBGAS prices for {date}.',
  },
  'bridge.noDays': {
    es: 'Ningún día entre el {from} y el {to} tiene simulación válida y datos reales completos.',
    en: 'No day between {from} and {to} has a valid simulation and complete actuals.',
  },
  'bridge.solveFailed': {
    es: 'No se pudo recalcular el día {date}: {reason}',
    en: 'The day {date} could not be solved again: {reason}',
  },
} as const satisfies Record<string, MessageText>;

export type BridgeMessageCode = keyof typeof BRIDGE_MESSAGES;
