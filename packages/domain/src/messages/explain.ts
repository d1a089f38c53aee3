// Sentences of the decision explanations (ours: docs/rules/messages.md has none). An explanation is a list of
// clauses, each a message code with parameters; numbers are formatted per language here, so the
// optimizer stores plain numbers and both languages read the same figures.
import type { MessageText } from './general.ts';

export const EXPLAIN_MESSAGES = {
  'explain.block.on': { es: '{unit} en marcha de {from} a {to}', en: '{unit} running from {from} to {to}' },
  'explain.block.off': { es: '{unit} parado de {from} a {to}', en: '{unit} stopped from {from} to {to}' },
  'explain.block.offF': { es: '{unit} parada de {from} a {to}', en: '{unit} stopped from {from} to {to}' },
  'explain.block.unavailable': { es: '{unit} no disponible de {from} a {to}', en: '{unit} unavailable from {from} to {to}' },
  'explain.flip.stopCost': { es: 'forzar su parada costaría {delta} € más', en: 'forcing it off would cost €{delta} more' },
  'explain.flip.startCost': { es: 'forzar su marcha costaría {delta} € más', en: 'forcing it on would cost €{delta} more' },
  'explain.flip.stopSaves': { es: 'forzar su parada ahorraría {delta} € (dentro de la tolerancia del óptimo)', en: 'forcing it off would save €{delta} (within the optimality tolerance)' },
  'explain.flip.startSaves': { es: 'forzar su marcha ahorraría {delta} € (dentro de la tolerancia del óptimo)', en: 'forcing it on would save €{delta} (within the optimality tolerance)' },
  'explain.flip.same': { es: 'cambiar su estado no cambiaría el coste', en: 'switching it would not change the cost' },
  // The flip is re-solved over the block ±1 h only: a full re-solve may also move the unit's neighbouring runs.
  'explain.flip.scope': {
    es: 'con el horizonte fijo fuera de este bloque ±1 h (las marchas vecinas no se reoptimizan)',
    en: 'with the horizon held outside this block ±1 h (neighbouring runs not re-optimised)',
  },
  'explain.drivers': { es: 'efecto en el coste: {lines}', en: 'effect on cost: {lines}' },
  'explain.engine.priceAbove': {
    es: 'de media en esas horas, la venta a {price} €/MWh supera el precio de equilibrio PCEQ de este motor ({pceq} €/MWh; gas y CO2 {fuel} €/MWhe, Ro {ro} €/MWh)',
    en: 'on average over those hours, selling at €{price}/MWh beats this engine\'s break-even price PCEQ (€{pceq}/MWh; gas and CO2 €{fuel}/MWhe, Ro €{ro}/MWh)',
  },
  'explain.engine.priceBelow': {
    es: 'de media en esas horas, la venta a {price} €/MWh no cubre gas y CO2 ({fuel} €/MWhe) aunque cobre Ro ({ro} €/MWh): PCEQ de este motor {pceq} €/MWh',
    en: 'on average over those hours, selling at €{price}/MWh does not cover gas and CO2 (€{fuel}/MWhe) even with Ro (€{ro}/MWh): this engine\'s PCEQ €{pceq}/MWh',
  },
  'explain.engine.priceAboveYet': {
    es: 'aunque de media en esas horas la venta a {price} €/MWh supera el PCEQ de este motor ({pceq} €/MWh)',
    en: 'although on average over those hours selling at €{price}/MWh beats this engine\'s PCEQ (€{pceq}/MWh)',
  },
  'explain.engine.priceBelowYet': {
    es: 'aunque de media en esas horas la venta a {price} €/MWh no llega al PCEQ de este motor ({pceq} €/MWh)',
    en: 'although on average over those hours selling at €{price}/MWh is below this engine\'s PCEQ (€{pceq}/MWh)',
  },
  'explain.cannot.stop': { es: 'no puede pararse: {constraint}', en: 'it cannot be stopped: {constraint}' },
  'explain.cannot.start': { es: 'no puede ponerse en marcha: {constraint}', en: 'it cannot be started: {constraint}' },
  'explain.constraint.availability': { es: 'no está disponible en esas horas', en: 'it is not available in those hours' },
  'explain.constraint.minUp': { es: 'tiempo mínimo de acoplamiento ({hours} h)', en: 'minimum up time ({hours} h)' },
  'explain.constraint.minDown': { es: 'tiempo mínimo de parada ({hours} h)', en: 'minimum down time ({hours} h)' },
  'explain.constraint.initialUp': { es: 'tiempo mínimo de acoplamiento ({hours} h) desde el estado inicial', en: 'minimum up time ({hours} h) from the initial state' },
  'explain.constraint.initialDown': { es: 'tiempo mínimo de parada ({hours} h) desde el estado inicial', en: 'minimum down time ({hours} h) from the initial state' },
  'explain.constraint.coupling': { es: 'acoplamiento fijado en la tabla de acoplamientos', en: 'coupling fixed in the coupling table' },
  'explain.constraint.mode1': {
    es: 'el modo Sin parar cogeneración lo mantiene en marcha siempre que está disponible',
    en: 'the No-stop cogeneration mode keeps it running whenever it is available',
  },
  'explain.constraint.startStop': {
    es: 'los tiempos de arranque y parada ({minutes} min) no dejan producir en tan pocas horas',
    en: 'its start and stop times ({minutes} min) leave no output in so few hours',
  },
  'explain.constraint.other': { es: 'otra restricción del modelo ({row})', en: 'another model constraint ({row})' },
  'explain.line.COST_GAS_COG': { es: 'gas de motores', en: 'engine gas' },
  'explain.line.COST_GAS_CALD': { es: 'gas de calderas', en: 'boiler gas' },
  'explain.line.COST_CO2': { es: 'CO2', en: 'CO2' },
  'explain.line.COST_FEE': { es: 'fee', en: 'fee' },
  'explain.line.COST_ELEC_CERRADO': { es: 'compra a precio cerrado', en: 'closed-price purchases' },
  'explain.line.COST_ELEC_ABIERTO': { es: 'compra a precio abierto', en: 'open-price purchases' },
  'explain.line.COST_COMPRESORES': { es: 'compresores', en: 'compressors' },
  'explain.line.COST_IVPEE': { es: 'IVPEE', en: 'IVPEE' },
  'explain.line.COST_PENALIZACION': { es: 'penalizaciones', en: 'penalties' },
  'explain.line.ING_ELEC': { es: 'venta de electricidad', en: 'electricity sold' },
  'explain.line.ING_RO': { es: 'Ro', en: 'Ro' },
  'explain.line.COST_ARRANQUE': { es: 'arranques', en: 'starts' },
  'explain.line.OTROS': { es: 'otros', en: 'others' },
} as const satisfies Record<string, MessageText>;

export type ExplainMessageCode = keyof typeof EXPLAIN_MESSAGES;

/** The economic table's cost lines a counterfactual is split into (income lines start with ING_). */
export const EXPLAIN_LINES = [
  'COST_GAS_COG', 'COST_GAS_CALD', 'COST_CO2', 'COST_FEE', 'COST_ELEC_CERRADO', 'COST_ELEC_ABIERTO',
  'COST_COMPRESORES', 'COST_ARRANQUE', 'COST_IVPEE', 'COST_PENALIZACION', 'ING_ELEC', 'ING_RO',
] as const;
export type ExplainLine = (typeof EXPLAIN_LINES)[number];

/** The lines a reason lists: the economic table's, and OTROS for every smaller effect together. */
export const EXPLAIN_DRIVER_LINES = [...EXPLAIN_LINES, 'OTROS'] as const;
export type ExplainDriverLine = (typeof EXPLAIN_DRIVER_LINES)[number];

/** Share of the headline above which a line's effect is listed by name (smaller ones go to OTROS). */
export const DRIVER_SHARE = 0.05;

/**
 * The effects a reason lists under its headline, in whole euros so that the amounts it shows add
 * up to the headline it shows: every line whose effect is at least DRIVER_SHARE of the headline
 * (and at least 0.5 €), largest first, then OTROS with the rest (left out when it is 0). The
 * headline is rounded the same way; the effects of `lines` add up to `headline` before rounding.
 */
export function driverLines(
  lines: Partial<Record<ExplainLine, number>>, headline: number,
): { headline: number; lines: Array<{ line: ExplainDriverLine; effect: number }> } {
  const total = Math.round(headline) || 0; // never −0
  const floor = Math.max(0.5, DRIVER_SHARE * Math.abs(headline));
  const listed = (Object.entries(lines) as Array<[ExplainLine, number]>)
    .filter(([, v]) => Number.isFinite(v) && Math.abs(v) >= floor)
    .sort((a, c) => Math.abs(c[1]) - Math.abs(a[1]))
    .map(([line, v]) => ({ line: line as ExplainDriverLine, effect: Math.round(v) }))
    .filter((l) => l.effect !== 0);
  const rest = total - listed.reduce((a, l) => a + l.effect, 0);
  if (rest !== 0) listed.push({ line: 'OTROS', effect: rest });
  return { headline: total, lines: listed };
}

/** One clause: a message code, its parameters (numbers are formatted per language), and for
 *  'explain.drivers' the lines with their effect on the total cost (EUR, + = costs more). */
export interface ExplainClause {
  code: ExplainMessageCode;
  params?: Readonly<Record<string, string | number>>;
  lines?: ReadonlyArray<{ line: ExplainDriverLine; effect: number }>;
}

/** 1240.5 -> es "1.241", en "1,241"; below 10 one decimal unless whole. Thousands are grouped
 *  from 4 digits, as plant reports do. */
export function formatAmount(x: number, lang: 'es' | 'en', decimals = Math.abs(x) < 10 && Math.round(x * 10) % 10 !== 0 ? 1 : 0): string {
  if (!Number.isFinite(x)) return '–';
  const fixed = Math.abs(x).toFixed(decimals);
  const [int = '', dec] = fixed.split('.'); // split always yields the integer part
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, lang === 'es' ? '.' : ',');
  const sign = x < 0 && Number(fixed) !== 0 ? '−' : '';
  return sign + grouped + (dec ? (lang === 'es' ? ',' : '.') + dec : '');
}

function signed(x: number, lang: 'es' | 'en'): string {
  const body = formatAmount(Math.abs(x), lang);
  const sign = x >= 0 ? '+' : '−';
  return lang === 'es' ? `${sign}${body} €` : `${sign}€${body}`;
}

function fill(template: string, params: Readonly<Record<string, string | number>>, lang: 'es' | 'en'): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = params[name];
    if (v === undefined) return whole;
    if (typeof v === 'number') return formatAmount(v, lang);
    // A parameter naming another explain message (the constraint of a refused flip) is that text.
    return Object.prototype.hasOwnProperty.call(EXPLAIN_MESSAGES, v) ? fill(EXPLAIN_MESSAGES[v as ExplainMessageCode][lang], params, lang) : v;
  });
}

/** The sentence of an explanation: the first clause (what the unit does, when), a colon, the
 *  others joined by "; ", capitalised, with a final stop. */
export function formatExplanation(clauses: ReadonlyArray<ExplainClause>, lang: 'es' | 'en'): string {
  const parts = clauses.map((c) => {
    const params: Record<string, string | number> = { ...c.params };
    if (c.lines) {
      params.lines = c.lines
        .map((l) => `${EXPLAIN_MESSAGES[`explain.line.${l.line}`][lang]} ${signed(l.effect, lang)}`)
        .join(', ');
    }
    return fill(EXPLAIN_MESSAGES[c.code][lang], params, lang);
  });
  const [first, ...rest] = parts;
  const text = rest.length ? `${first}: ${rest.join('; ')}` : (first ?? '');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) + '.' : '';
}
