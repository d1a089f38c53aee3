// Reasons of a refused simulation upload as a person reads them: the place as the form names it
// (tab › table › hour or row › column) and what is wrong there, from the catalogue, in the UI
// language. Never zod's English, never a payload key.
import { equipmentRegistries } from '../plant/equipmentRegistries.ts';
import { shortEquipmentHeader } from '../plant/displayNames.ts';
import type { PayloadIssue } from '../schemas/parse.ts';
import { formatMessage, isMessageCode, type MessageCode, type MessageLang, type MessageParams } from './index.ts';

export type PathSegment = string | number;

/** One reason: where (payload path) and what (catalogue code with its parameters). */
export interface PayloadProblem {
  segments: readonly PathSegment[];
  code: MessageCode;
  params?: MessageParams;
}

/** Numbers as the UI language writes them (decimal comma in Spanish). */
export function formatLimit(value: unknown, lang: MessageLang): string {
  if (typeof value === 'number' || typeof value === 'bigint') return lang === 'es' ? String(value).replace('.', ',') : String(value);
  return String(value);
}

const TYPE_PROBLEMS: Record<string, MessageCode> = {
  number: 'problem.notNumber', int: 'problem.notInteger', string: 'problem.notText', boolean: 'problem.notBoolean',
  array: 'problem.notList', object: 'problem.notObject', record: 'problem.notObject',
};

function sizeProblem(d: Record<string, unknown>, big: boolean): { code: MessageCode; limit: unknown } {
  const limit = big ? d.maximum : d.minimum;
  const origin = d.origin;
  if (origin === 'array' || origin === 'set') return { code: d.exact ? 'problem.rowsExact' : big ? 'problem.rowsMax' : 'problem.rowsMin', limit };
  if (origin === 'string' && !big && !d.exact && d.minimum === 1) return { code: 'problem.required', limit };
  if (origin === 'string') return { code: d.exact ? 'problem.textExact' : big ? 'problem.textMax' : 'problem.textMin', limit };
  if (origin === 'number' || origin === 'bigint' || origin === 'int' || origin === 'date') {
    const inclusive = d.inclusive !== false;
    return { code: big ? (inclusive ? 'problem.max' : 'problem.below') : (inclusive ? 'problem.min' : 'problem.above'), limit };
  }
  return { code: big ? 'problem.tooMany' : 'problem.invalid', limit };
}

/** The catalogue problem of a schema issue (parsePayload), by zod issue code. */
export function problemOfIssue(issue: PayloadIssue, lang: MessageLang = 'es'): PayloadProblem {
  const segments = issue.segments ?? [];
  const d = issue.details ?? {};
  switch (issue.code) {
    case 'invalid_type':
      if (issue.missing) return { segments, code: 'problem.required' };
      return { segments, code: TYPE_PROBLEMS[String(d.expected)] ?? 'problem.wrongType' };
    case 'too_big':
    case 'too_small': {
      const p = sizeProblem(d, issue.code === 'too_big');
      return { segments, code: p.code, params: { limit: formatLimit(p.limit, lang) } };
    }
    case 'invalid_format':
      return { segments, code: 'problem.format' };
    case 'not_multiple_of':
      return { segments, code: 'problem.multipleOf', params: { limit: formatLimit(d.divisor, lang) } };
    case 'unrecognized_keys':
      return { segments, code: 'problem.unknownFields', params: { keys: Array.isArray(d.keys) ? d.keys.slice(0, 5).join(', ') : '' } };
    case 'invalid_value':
      return { segments, code: 'problem.oneOf', params: { values: Array.isArray(d.values) ? d.values.map(String).join(', ') : '' } };
    case 'custom': {
      const params = (d.params ?? {}) as Record<string, unknown>;
      const code = typeof params.code === 'string' && isMessageCode(params.code) ? params.code : 'problem.invalid';
      const rest: Record<string, string | number> = {};
      // Numbers as the language writes them (a rule's expected 1.67 MW reads 1,67 in Spanish).
      for (const [k, v] of Object.entries(params)) if (k !== 'code' && (typeof v === 'string' || typeof v === 'number')) rest[k] = typeof v === 'number' ? formatLimit(v, lang) : v;
      return { segments, code, params: rest };
    }
    default: // invalid_union, invalid_key, invalid_element and any code zod may add
      return { segments, code: 'problem.invalid' };
  }
}

// ---- places ------------------------------------------------------------------------------------

type Part = MessageCode | { code: MessageCode; params: MessageParams } | { text: string };

const PRICE_TABLES: Record<string, [MessageCode, MessageCode]> = {
  elec_precios_manual: ['place.electricidad', 'place.manual'],
  elec_precios_OMIE: ['place.electricidad', 'place.omie'],
  elec_precios_prevision: ['place.electricidad', 'place.prevision'],
  elec_precios_historicos: ['place.electricidad', 'place.historicos'],
  elec_precios_estimados: ['place.electricidad', 'place.estimados'],
  gas_precios_MIBGAS: ['place.gas', 'place.mibgas'],
  gas_precios_manual: ['place.gas', 'place.manual'],
  gas_precios_historicos: ['place.gas', 'place.historicos'],
  gas_precios_estimados: ['place.gas', 'place.estimados'],
};

const CONFIG_FIELDS: Record<string, MessageCode> = {
  fechaActual: 'place.col.date', mes: 'place.col.date', horizonte: 'place.col.horizonDays', horizonte_horas: 'place.col.horizonDays',
  opciones_precios: 'place.col.horizonDays', precios: 'place.col.source', modoEjecucion: 'place.col.mode', modoEjecucionTexto: 'place.col.mode',
};
const OTHER_FIELDS: Record<string, MessageCode> = {
  precio_CO2: 'place.col.co2', precio_electricidad_cerrado: 'place.col.closedPrice',
  potencia_precio_electricidad_cerrado: 'place.col.closedPower', impuesto_generacion: 'place.col.tax',
  esquema_liquidacion: 'place.col.settlementScheme',
};

const hour = (i: PathSegment | undefined): Part[] => (typeof i === 'number' ? [{ code: 'place.hour', params: { label: `H${i + 1}` } }] : []);
const row = (i: PathSegment | undefined): Part[] => (typeof i === 'number' ? [{ code: 'place.row', params: { n: i + 1 } }] : []);
const codeIf = (code: string): Part[] => (isMessageCode(code) ? [code] : []);

/** A map's own entry: a payload key such as 'toString' or '__proto__' must not reach Object.prototype. */
function own<T>(map: Record<string, T>, key: PathSegment | undefined): T | undefined {
  return typeof key === 'string' && Object.hasOwn(map, key) ? map[key] : undefined;
}

/** Column of an hourly row: its key-hour cells, or the table's value column. */
function hourColumn(key: PathSegment | undefined, value: MessageCode): Part[] {
  if (key === 'horizonte' || key === 'fecha_hora') return ['place.col.horizon'];
  if (key === 'hora') return ['place.col.hourLabel'];
  if (key === 'valor' || key === 'precio_estimado') return [value];
  return [];
}

/** Cell of an availability or coupling row: the equipment column (header as the grid shows it). */
function equipmentCell(s: readonly PathSegment[], mapKey: string, at: number): Part[] {
  const name = s[at + 1];
  if (s[at] === mapKey && typeof name === 'string') return [{ text: shortEquipmentHeader(name.slice(0, 60)) }];
  if (s[at] === 'horizonte') return ['place.col.horizon'];
  if (s[at] === 'hora') return ['place.col.hourLabel'];
  return [];
}

function placeParts(s: readonly PathSegment[], lang: MessageLang): Part[] {
  const [top, a, b, c] = s;
  if (typeof top !== 'string') return ['place.simulation'];
  const table = own(PRICE_TABLES, top);
  if (table) return [...table, ...hour(a), ...hourColumn(b, 'place.col.price')];
  switch (top) {
    case 'elec_peajes':
      return ['place.electricidad', 'place.peajes', ...row(a), ...(typeof b === 'string' ? codeIf(`place.col.${b}`) : [])];
    case 'elec_swap':
    case 'gas_swap':
      return [top === 'elec_swap' ? 'place.electricidad' : 'place.gas', 'place.swap',
        ...(typeof a === 'number' ? [{ code: 'place.swapN' as const, params: { n: a + 1 } }] : []),
        ...(b === 'cantidad' || b === 'precio' ? [`place.col.${b}` as const] : [])];
    case 'demanda_vapor':
      return ['place.demanda', 'place.steam', ...hour(a), ...(b === 'demanda_coef' ? ['place.col.coefficient' as const] : hourColumn(b, 'place.col.steam'))];
    case 'demanda_frio':
      return ['place.demanda', 'place.cooling', ...hour(a), ...hourColumn(b, 'place.col.cooling')];
    case 'demanda_coef':
      return ['place.demanda', 'place.steam', 'place.col.coefficient'];
    case 'configuracion':
      if (a === 'otros') { const f = own(OTHER_FIELDS, b); return ['place.general', 'place.otros', ...(f ? [f] : [])]; }
      { const f = own(CONFIG_FIELDS, a); return ['place.general', 'place.configuracion', ...(f ? [f] : [])]; }
    case 'disponibilidad': {
      const reg = own<(typeof equipmentRegistries)[keyof typeof equipmentRegistries]>(equipmentRegistries, a);
      return ['place.disponibilidad', ...(reg ? [{ text: reg.label[lang] }] : []), ...hour(b), ...equipmentCell(s, 'disponibilidad', 3)];
    }
    case 'acoplamiento_equipos':
      return ['place.acoplamiento', 'place.couplingPercent', ...hour(a), ...(b === 'acoplado' ? ['place.col.coupled' as const] : equipmentCell(s, 'acoplamiento', 2))];
    case 'estadoAcoplamiento':
      return ['place.acoplamiento', 'place.couplingState', ...(typeof a === 'number' ? [{ code: 'place.engineN' as const, params: { n: a + 1 } }] : [])];
    case 'metadata':
      return a === 'simulation_name' ? ['place.name'] : ['place.simulation'];
    case 'planta': {
      if (a === 'curva_carga_motores' || a === 'rampa_motores') {
        const engine = typeof b === 'number' ? [{ code: 'place.engineN' as const, params: { n: b + 1 } }] : [];
        return ['place.planta', a === 'curva_carga_motores' ? 'place.partLoad' : 'place.rampLimit', ...engine, ...(typeof c === 'number' ? row(c) : [])];
      }
      if (a === 'coste_arranque_calderas') return ['place.planta', 'place.boilerStartCost'];
      const reg = own<(typeof equipmentRegistries)[keyof typeof equipmentRegistries]>(equipmentRegistries, a);
      if (!reg) return ['place.planta'];
      const field = typeof c === 'string' ? (reg.fields as ReadonlyArray<{ key: string; label: { es: string; en: string } }>).find((f) => f.key === c) : undefined;
      return ['place.planta', { text: reg.label[lang] }, ...row(b), ...(field ? [{ text: field.label[lang] }] : [])];
    }
    case 'gas_parametros':
      return ['place.gas', 'place.parametros', ...(typeof a === 'string' ? codeIf(`place.col.${a}`) : [])];
    case 'ro_cogeneracion':
      return ['place.ro', ...(typeof a === 'string' ? [{ text: a.slice(0, 20) }, 'place.col.roValue' as const] : [])];
    case 'resultado':
      return ['place.resultados'];
    default:
      return ['place.simulation'];
  }
}

/** 'Planta › Motores de cogeneración › fila 3 › Potencia mínima' for ['planta', 'motores', 2, 'potencia_minima']. */
export function placeOf(segments: readonly PathSegment[], lang: MessageLang = 'es'): string {
  return placeParts(segments, lang)
    .map((p) => (typeof p === 'string' ? formatMessage(p, {}, lang) : 'text' in p ? p.text : formatMessage(p.code, p.params, lang)))
    .join(' › ');
}

/** One reason as the 601 dialog shows it: 'place: problem'. */
export function describeProblem(p: PayloadProblem, lang: MessageLang = 'es'): string {
  return formatMessage('problem.at', { place: placeOf(p.segments, lang), problem: formatMessage(p.code, p.params ?? {}, lang) }, lang);
}

/** The schema issues of parsePayload as readable reasons. */
export function describePayloadIssues(issues: readonly PayloadIssue[], lang: MessageLang = 'es'): string[] {
  return issues.map((i) => describeProblem(problemOfIssue(i, lang), lang));
}

/** 'planta.motores[2].x' or 'planta.motores.2.x' as path segments. */
export function segmentsOfPath(path: string): PathSegment[] {
  if (!path) return [];
  return path.replace(/\[(\d+)\]/g, '.$1').split('.').filter((s) => s !== '').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}
