// Quarter-hour electricity prices in CSV (ours: the price files of docs/rules/fields.md are hourly). The manual
// electricity table imports either its hourly file, unchanged, or a quarter-hour file headed
// Horizonte;Periodo;Precio mercado (€/MWh) with one row per market period of each horizon day, in
// the market's order (dayQuarterKeys: 92, 96 or 100 a day; the autumn day's two 02:xx hours are told
// apart by their order and their period). The quarter rows come back with the hourly series derived
// from them (series/quarterToHourly.ts), so both tables of the tab stay one price path.
import { parseDate } from '../calendar/dates.ts';
import { dayQuarterKeys, quarterHourRow } from '../calendar/quarterKeys.ts';
import type { QuarterPriceRow } from '../schemas/series.ts';
import { quarterDayToHourly } from '../series/quarterToHourly.ts';
import { canonicalDateHour, canonicalQuarterKey } from './dateHour.ts';
import { cellAt, checkHeaders, fail, readCsv, safeParse, writeCsv } from './engine.ts';
import { joinLimited, limitIssues, LIMITS } from './issues.ts';
import { manualElectricitySpec } from './pricePaths.ts';
import type { HourValueRow } from './rows.ts';
import { applySeriesRows, readSeriesLines, seriesExport, seriesHeaders, seriesTemplate, type SeriesCtx, type SeriesExportCtx, type SeriesSpec } from './series.ts';
import type { CsvCodec, CsvExporter, CsvFailure, CsvParseResult } from './types.ts';

/** Second header of a quarter-hour file (the hourly file's is 'Hora'). */
export const QUARTER_PERIOD_HEADER = 'Periodo';

/** What the manual electricity import brings: the hourly series, and the quarter rows when the file
 *  was a quarter-hour one (null for an hourly file: its hours replace any quarter rows). */
export interface ManualElectricityImport {
  readonly rows: HourValueRow[];
  readonly quarters: QuarterPriceRow[] | null;
}

const VALUE_HEADER = manualElectricitySpec.headers[2];
const QUARTER_HEADERS = ['Horizonte', QUARTER_PERIOD_HEADER, VALUE_HEADER] as const;

/** The engine's cell reading for the quarter file: the same required cells, numbers and date rules. */
const quarterSpec: SeriesSpec<QuarterPriceRow> = {
  ...manualElectricitySpec,
  headers: QUARTER_HEADERS,
  horizonOf: (r) => r.fecha_hora,
  hourOf: (r) => String(r.periodo),
  valueOf: (r) => r.valor,
  withValue: (r, valor) => ({ ...r, valor }),
  key: (horizon) => canonicalQuarterKey(horizon),
};

/** The horizon's days (dd/MM/yyyy) in order, read from the stored hourly rows. */
function horizonDays(rows: readonly HourValueRow[], horizonHours: number): string[] {
  const days: string[] = [];
  for (const r of rows.slice(0, Math.max(0, horizonHours))) {
    const day = canonicalDateHour(r.horizonte)?.slice(0, 10);
    if (day && days[days.length - 1] !== day) days.push(day);
  }
  return days;
}

const mixed = (lines: number[]): CsvFailure => fail('csv.importError.title', [
  { code: 'prices.quarterMixed' },
  { code: 'prices.quarterMixedLines', params: { lines: joinLimited(lines, LIMITS.generalLines) } },
]);

/** A quarter minute (15, 30, 45) in an hourly file's horizon: the row is a quarter row. */
const hasQuarterMinute = (horizon: string): boolean => {
  const key = canonicalQuarterKey(horizon);
  return key !== null && !key.endsWith(':00');
};

function parseManualElectricity(text: string, ctx: SeriesCtx<HourValueRow>): CsvParseResult<ManualElectricityImport> {
  const read = readCsv(text, { separator: ';' });
  if (!read.ok) return read;
  const { table } = read;
  if (table.headers[1] !== QUARTER_PERIOD_HEADER) {
    const headerFailure = checkHeaders(table.headers, manualElectricitySpec.headers);
    if (headerFailure) return headerFailure;
    const quarterLines = table.rows.filter((r) => hasQuarterMinute(cellAt(r, 0))).map((r) => r.line);
    if (quarterLines.length > 0) return mixed(quarterLines);
    const hourly = applySeriesRows(manualElectricitySpec, table, ctx);
    return hourly.ok ? { ...hourly, data: { rows: hourly.data, quarters: null } } : hourly;
  }
  const headerFailure = checkHeaders(table.headers, QUARTER_HEADERS);
  if (headerFailure) return headerFailure;
  // An hour label in the period column ('H4'): an hourly row in a quarter file.
  const hourLines = table.rows.filter((r) => /^H\d+$/i.test(cellAt(r, 1))).map((r) => r.line);
  if (hourLines.length > 0) return mixed(hourLines);

  const days = horizonDays(ctx.rows, ctx.horizonHours);
  const expected = days.flatMap((day) => {
    const d = parseDate(day);
    return d.ok ? dayQuarterKeys(d.data).map((key, i) => ({ key, period: i + 1 })) : [];
  });
  if (table.rows.length !== expected.length) {
    return fail('csv.importError.title', [{ code: 'csv.rows.expected', params: { expected: expected.length, actual: table.rows.length } }]);
  }
  const cells = readSeriesLines(quarterSpec, table);
  if (!cells.ok) return cells;
  const misplaced = cells.lines.flatMap((l, i) => {
    const want = expected[i]!;
    return l.key === want.key && Number(l.hour) === want.period
      ? []
      : [{ code: 'prices.quarterOrder' as const, row: l.line, params: { line: l.line, expected: want.key, period: want.period, value: `${l.horizon}, ${l.hour}` } }];
  });
  if (misplaced.length > 0) return fail('csv.invalidRows.title', limitIssues(misplaced, LIMITS.generalLines));

  const quarters: QuarterPriceRow[] = cells.lines.map((l, i) => ({ fecha_hora: expected[i]!.key, periodo: expected[i]!.period, valor: l.value }));
  const hourlyByDay = new Map<string, number[]>();
  let at = 0;
  for (const day of days) {
    const d = parseDate(day);
    if (!d.ok) continue;
    const n = dayQuarterKeys(d.data).length;
    const hours = quarterDayToHourly(d.data, quarters.slice(at, at + n).map((q) => q.valor));
    if (hours) hourlyByDay.set(day, hours);
    at += n;
  }
  const rows = ctx.rows.map((r, i) => {
    const key = i < ctx.horizonHours ? canonicalDateHour(r.horizonte) : null;
    const value = key ? hourlyByDay.get(key.slice(0, 10))?.[Number(key.slice(11, 13))] : undefined;
    return value === undefined ? r : { ...r, valor: value };
  });
  return { ok: true, data: { rows, quarters }, count: quarters.length, success: 'csv.success.records' };
}

/**
 * The manual electricity table's import: its hourly file (exactly manualElectricityPricesCsv) or a
 * quarter-hour file. Template and export are the hourly file's; the quarter rows export through
 * manualElectricityQuarterPricesCsv.
 */
export const manualElectricityImportCsv: CsvCodec<ManualElectricityImport, SeriesCtx<HourValueRow>, SeriesExportCtx> = {
  fileName: manualElectricitySpec.fileName,
  headers: () => seriesHeaders(manualElectricitySpec),
  template: () => seriesTemplate(manualElectricitySpec),
  export: (data, ctx) => seriesExport(manualElectricitySpec, data.rows, ctx),
  parse: (text, ctx) => safeParse(() => parseManualElectricity(text, ctx)),
};

/** The export context is not needed (a quarter series holds its horizon's periods only); accepted so the
 *  exporters fit the series tables' export buttons. */
function quarterExporter(fileName: string, valueHeader: string): CsvExporter<readonly QuarterPriceRow[], SeriesExportCtx | void> {
  const headers = ['Horizonte', QUARTER_PERIOD_HEADER, valueHeader];
  return {
    fileName,
    headers: () => [...headers],
    export: (rows) => writeCsv(headers, rows.map((r) => [r.fecha_hora, String(r.periodo), r.valor]), 2),
  };
}

/** Manual quarter-hour prices: Horizonte;Periodo;Precio mercado (€/MWh), the file the import reads back. */
export const manualElectricityQuarterPricesCsv = quarterExporter('precios_Electricidad_Manual_cuartos.csv', VALUE_HEADER);
/** OMIE quarter-hour prices (read-only tab). */
export const omieQuarterPricesCsv = quarterExporter('precios_OMIE_cuartos.csv', 'Precio OMIE (€/MWh)');

/**
 * The quarter-hour file to fill in: every market period of each horizon day in the import's order
 * (92, 96 or 100 a day), each with its hour's manual price, so a user changes only the quarters that
 * differ and imports it back.
 */
export function manualQuarterTemplateRows(rows: readonly HourValueRow[], horizonHours: number): QuarterPriceRow[] {
  return horizonDays(rows, horizonHours).flatMap((day, d) => {
    const date = parseDate(day);
    if (!date.ok) return [];
    return dayQuarterKeys(date.data).map((fecha_hora, i) => ({
      fecha_hora, periodo: i + 1, valor: rows[d * 24 + quarterHourRow(date.data, i + 1)]?.valor ?? 0,
    }));
  });
}
