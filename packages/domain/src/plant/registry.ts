// The equipment catalogue's shape. One registry per equipment table names every field once
// (attribute, labels, unit, default, step, limits, CSV header, kind); zod schemas, CSV templates
// and codecs, and the web grid columns are all derived from it.

export type Lang = 'es' | 'en';
export interface Label { es: string; en: string }

/**
 * number  – real value (equipment step 0.01)
 * integer – whole number (the engine times)
 * text    – free text (nombre)
 * state   – 'Encendido' | 'Parado'
 */
export type FieldKind = 'number' | 'integer' | 'text' | 'state';

/** Values of a 'state' field (docs/rules/states.md Equipment state). */
export const EQUIPMENT_STATES = ['Encendido', 'Parado'] as const;
export type EquipmentState = (typeof EQUIPMENT_STATES)[number];

/** Equipment step (docs/rules/constants.md). */
export const EQUIPMENT_STEP = 0.01;
/** docs/rules/constants.md: steam maximum tolerance 0.01, rounded to 2 decimals. */
export const STEAM_POWER_TOLERANCE = 0.01;

export interface FieldDef<Row> {
  /** JSON attribute, exactly as docs/rules/fields.md names it. */
  key: keyof Row & string;
  label: Label;
  /** Display unit ('' for dimensionless). */
  unit: string;
  /** Spanish CSV header; stable, the CSV templates use it verbatim. */
  header: string;
  kind: FieldKind;
  /** Default of a new row. */
  default: number | string;
  /** Input step for numeric kinds. */
  step?: number;
  /** docs/rules/validation.md: "All columns are required" in equipment CSVs. */
  required: boolean;
  /** Inclusive bounds. */
  min?: number;
  max?: number;
  /** True when the value must be strictly greater than `min` (compressor efficiency > 0). */
  exclusiveMin?: boolean;
  /** Calculated from other fields of the row (steam maximum); read-only in the grid. */
  computed?: (row: Row) => number;
}

/** A pair whose minimum must not exceed its maximum (docs/rules/validation.md "min power must not exceed max"). */
export interface MinMaxPair<Row> {
  min: keyof Row & string;
  max: keyof Row & string;
}

export type EquipmentTableId = 'electricBoilers' | 'gasBoilers' | 'engines' | 'compressors';
/** Key of the table inside `planta` of the payload. */
export type PlantKey = 'calderas_electricas' | 'calderas_gas' | 'motores' | 'compresores';

export interface TableRegistry<Row> {
  id: EquipmentTableId;
  plantKey: PlantKey;
  label: Label;
  /** CSV export file name without extension (docs/rules/constants.md). */
  fileName: string;
  fields: readonly FieldDef<Row>[];
  minMaxPairs: readonly MinMaxPair<Row>[];
}

/** Rounds to 2 decimals the way docs/rules/constants.md states ("rounded to 2 decimals"), avoiding 1.005-style float drift. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** Ordered CSV headers of a table (the template). */
export function csvHeaders<Row>(reg: TableRegistry<Row>): string[] {
  return reg.fields.map((f) => f.header);
}

/** The field of a key (throws only on programmer error: unknown key). */
export function fieldOf<Row>(reg: TableRegistry<Row>, key: keyof Row & string): FieldDef<Row> {
  const f = reg.fields.find((x) => x.key === key);
  if (!f) throw new Error(`Unknown field ${key} in ${reg.id}`);
  return f;
}

/** Row with every computed field recalculated (docs/rules/states.md: steam maximum recalculated on edit). */
export function withComputed<Row extends object>(reg: TableRegistry<Row>, row: Row): Row {
  let out = row;
  for (const f of reg.fields) {
    if (f.computed) out = { ...out, [f.key]: f.computed(out) };
  }
  return out;
}

/** A new row with every default, named `nombre` when given. */
export function defaultRow<Row extends object>(reg: TableRegistry<Row>, nombre?: string): Row {
  const row: Record<string, unknown> = {};
  for (const f of reg.fields) row[f.key] = f.default;
  if (nombre !== undefined) row.nombre = nombre;
  return withComputed(reg, row as Row);
}

/** Numeric helper used by the computed steam maxima: max power × efficiency, 2 decimals. */
export function steamMaximum(maxPower: number, efficiency: number): number {
  return round2(maxPower * efficiency);
}

/** True when a stored steam maximum agrees with max × efficiency within the 0.01 tolerance of docs/rules/constants.md. */
export function steamMaximumMatches(stored: number, maxPower: number, efficiency: number): boolean {
  return Math.abs(stored - steamMaximum(maxPower, efficiency)) <= STEAM_POWER_TOLERANCE + 1e-9;
}
