// Equipment tables (docs/rules/validation.md "Equipment CSV"): electric boilers, gas boilers, cogeneration engines
// and compressors. Headers, order, kinds and limits come from the table's registry (src/plant), so
// a field is named once. Every column is required. Errors appear under 'Errores en datos' in three
// sections — missing data (empty or non-numeric), negative values, inconsistencies (compressors:
// 'Valores inválidos') — each line naming a column with up to 12 line numbers.
import type { CsvMessageCode } from '../messages/csv.ts';
import { compressorRegistry } from '../plant/compressors.ts';
import { electricBoilerRegistry } from '../plant/electricBoilers.ts';
import { engineRegistry } from '../plant/engines.ts';
import { gasBoilerRegistry } from '../plant/gasBoilers.ts';
import { csvHeaders, EQUIPMENT_STATES, fieldOf, STEAM_POWER_TOLERANCE, withComputed, type FieldDef, type TableRegistry } from '../plant/registry.ts';
import { ENGINE_COUNT } from '../schemas/equipment.ts';
import { cellAt, checkHeaders, fail, formatNumberMin, parseNumber, readCsv, safeParse, writeCsv } from './engine.ts';
import { joinLimited, limitIssues, linesByColumn, LIMITS } from './issues.ts';
import type { CsvCodec, CsvIssue, CsvParseResult } from './types.ts';

interface EquipmentCsvOptions<Row> {
  /** Heading of the inconsistency section ('Valores inválidos' for compressors). */
  readonly inconsistentSection: CsvMessageCode;
  /** For a computed field: the two fields whose product it is (steam maximum = max power × efficiency). */
  readonly computedFrom?: { readonly power: keyof Row & string; readonly efficiency: keyof Row & string };
  /** Fixed number of rows (engines: 8, as the payload schema requires). */
  readonly rowCount?: number;
}

type Finding = { rule: CsvMessageCode; column: string; line: number; params?: Record<string, string> };

const STATE_BY_LOWER = new Map(EQUIPMENT_STATES.map((s) => [s.toLowerCase(), s]));

/** Cell text of a field for export: numbers with at least 2 decimals, integers without. */
function exportCell<Row>(f: FieldDef<Row>, value: unknown): string {
  if (typeof value === 'number') return f.kind === 'integer' && Number.isInteger(value) ? String(value) : formatNumberMin(value);
  return value === undefined || value === null ? '' : String(value);
}

function parseEquipment<Row extends object>(reg: TableRegistry<Row>, opts: EquipmentCsvOptions<Row>, text: string): CsvParseResult<Row[]> {
  const read = readCsv(text);
  if (!read.ok) return read;
  const { table } = read;
  const headers = csvHeaders(reg);
  const headerFailure = checkHeaders(table.headers, headers);
  if (headerFailure) return headerFailure;

  if (opts.rowCount !== undefined && table.rows.length !== opts.rowCount) {
    return fail('csv.rowCount.title', [{ code: 'csv.rows.expected', params: { expected: opts.rowCount, actual: table.rows.length } }]);
  }
  const columnCount: CsvIssue[] = table.rows
    .filter((r) => r.cells.length !== headers.length)
    .map((r) => ({ code: 'equipment.columnCount', row: r.line, params: { row: r.line, count: r.cells.length } }));
  if (columnCount.length > 0) return fail('csv.dataErrors.title', limitIssues(columnCount, LIMITS.generalLines));

  const missing: { column: string; line: number }[] = [];
  const negative: { column: string; line: number }[] = [];
  const inconsistent: Finding[] = [];
  const rows: Row[] = [];
  const names = new Set<string>();
  for (const row of table.rows) {
    const out: Record<string, unknown> = {};
    reg.fields.forEach((f, j) => {
      const raw = cellAt(row, j);
      if (raw === '') { missing.push({ column: f.header, line: row.line }); return; }
      if (f.kind === 'text') {
        // Names identify equipment across availability, coupling and results: unique per table.
        if (names.has(raw)) inconsistent.push({ rule: 'equipment.duplicateName', column: f.header, line: row.line });
        names.add(raw);
        out[f.key] = raw;
        return;
      }
      if (f.kind === 'state') {
        const state = STATE_BY_LOWER.get(raw.toLowerCase());
        if (state) out[f.key] = state;
        else inconsistent.push({ rule: 'equipment.state', column: f.header, line: row.line });
        return;
      }
      const value = parseNumber(raw);
      if (value === null) { missing.push({ column: f.header, line: row.line }); return; }
      out[f.key] = value;
      if (f.exclusiveMin && f.min !== undefined && value <= f.min) inconsistent.push({ rule: 'equipment.positive', column: f.header, line: row.line });
      else if (value < 0) negative.push({ column: f.header, line: row.line });
      else if (f.kind === 'integer' && !Number.isInteger(value)) inconsistent.push({ rule: 'equipment.integer', column: f.header, line: row.line });
      else if (f.max !== undefined && value > f.max) inconsistent.push({ rule: 'equipment.percentRange', column: f.header, line: row.line });
    });
    for (const pair of reg.minMaxPairs) {
      const min = out[pair.min];
      const max = out[pair.max];
      if (typeof min === 'number' && typeof max === 'number' && min > max) {
        const minHeader = fieldOf(reg, pair.min).header;
        inconsistent.push({ rule: 'equipment.minAboveMax', column: minHeader, line: row.line, params: { min: minHeader, max: fieldOf(reg, pair.max).header } });
      }
    }
    for (const f of reg.fields) {
      const stored = out[f.key];
      if (!f.computed || typeof stored !== 'number' || !opts.computedFrom) continue;
      const { power, efficiency } = opts.computedFrom;
      if (typeof out[power] !== 'number' || typeof out[efficiency] !== 'number') continue;
      if (Math.abs(stored - f.computed(out as Row)) > STEAM_POWER_TOLERANCE + 1e-9) {
        const formula = `'${fieldOf(reg, power).header}' × '${fieldOf(reg, efficiency).header}'`;
        inconsistent.push({ rule: 'equipment.steamMax', column: f.header, line: row.line, params: { formula } });
      }
    }
    rows.push(out as Row);
  }

  const issues: CsvIssue[] = [
    ...linesByColumn('equipment.columnLines', missing, headers, LIMITS.equipmentLinesPerColumn, 'equipment.section.missing'),
    ...linesByColumn('equipment.columnLines', negative, headers, LIMITS.equipmentLinesPerColumn, 'equipment.section.negative'),
    ...groupFindings(inconsistent, headers, opts.inconsistentSection),
  ];
  if (issues.length > 0) return fail('csv.dataErrors.title', issues);
  const data = rows.map((r) => withComputed(reg, r));
  return { ok: true, data, count: data.length, success: 'csv.success.rows' };
}

/** One line per (rule, column), in column order, with up to 12 line numbers. */
function groupFindings(findings: Finding[], headers: readonly string[], section: CsvMessageCode): CsvIssue[] {
  const groups = new Map<string, { f: Finding; lines: number[] }>();
  for (const f of findings) {
    const id = `${f.rule}|${f.column}`;
    const g = groups.get(id) ?? { f, lines: [] };
    g.lines.push(f.line);
    groups.set(id, g);
  }
  return [...groups.values()]
    .sort((a, b) => headers.indexOf(a.f.column) - headers.indexOf(b.f.column))
    .map(({ f, lines }) => ({
      code: f.rule,
      column: f.column,
      section,
      params: { column: f.column, ...f.params, lines: joinLimited(lines, LIMITS.equipmentLinesPerColumn) },
    }));
}

export function equipmentCodec<Row extends object>(reg: TableRegistry<Row>, opts: EquipmentCsvOptions<Row>): CsvCodec<Row[], void> {
  const headers = csvHeaders(reg);
  return {
    fileName: `${reg.fileName}.csv`,
    headers: () => [...headers],
    template: () => writeCsv(headers, []),
    export: (rows) => writeCsv(headers, rows.map((r) => reg.fields.map((f) => exportCell(f, (r as Record<string, unknown>)[f.key])))),
    parse: (text) => safeParse(() => parseEquipment(reg, opts, text)),
  };
}

/** calderas_electricas.csv */
export const electricBoilersCsv = equipmentCodec(electricBoilerRegistry, {
  inconsistentSection: 'equipment.section.inconsistent',
  computedFrom: { power: 'potencia_electrica_maxima', efficiency: 'rendimiento_vapor_electricidad' },
});

/** calderas_vapor.csv */
export const gasBoilersCsv = equipmentCodec(gasBoilerRegistry, {
  inconsistentSection: 'equipment.section.inconsistent',
  computedFrom: { power: 'potencia_gas_maxima', efficiency: 'rendimiento_vapor_gas' },
});

/** motores_cogeneracion.csv: exactly 8 engines (docs/rules/constants.md). */
export const enginesCsv = equipmentCodec(engineRegistry, { inconsistentSection: 'equipment.section.inconsistent', rowCount: ENGINE_COUNT });

/** compresores.csv */
export const compressorsCsv = equipmentCodec(compressorRegistry, { inconsistentSection: 'equipment.section.invalid' });
