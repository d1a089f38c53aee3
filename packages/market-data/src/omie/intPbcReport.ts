// OMIE's labelled day-ahead report "INT_PBC_EV_H_1_DD_MM_YYYY_DD_MM_YYYY.TXT" (and the older OMEL
// "PMD_YYYYMMDD.txt" of the same layout):
//   OMIE - Mercado de electricidad;Fecha Emisión :06/01/2024 - 13:21;;07/01/2024;Precio del mercado diario (EUR/MWh);;;;
//   (blank)
//   ;1;2;...;24;                  or  ;H1Q1;H1Q2;...;H24Q4;   (quarter-hourly)
//   Precio marginal en el sistema español (EUR/MWh);    84,08;    79,82; ...
//   ...one labelled row per series...
// OMIE serves it as ISO-8859-1 with decimal commas; very old files give prices in cent/kWh.
import { decodeCsvBytes } from '@plantasim/domain';
import { fail, ok, type HourlyPrice, type Issue, type ParseResult } from '../types.ts';
import { dmyToIsoDate } from '../util/calendar.ts';
import { parseLocaleNumber } from '../util/numbers.ts';
import { periodsToHourly, type Resolution } from './periods.ts';

/** Decodes the report bytes: UTF-8 when the bytes are valid UTF-8 (some mirrors re-save it so),
 *  otherwise ISO-8859-1 as OMIE serves it. */
export function decodeOmieText(bytes: Uint8Array): string {
  return decodeCsvBytes(bytes); // 'latin1' is windows-1252 for TextDecoder, the same decoder
}

export interface IntPbcReport {
  date: string; // yyyy-MM-dd
  title: string; // e.g. 'Precio del mercado diario (EUR/MWh)'
  resolution: Resolution;
  /** Column labels as written: '1'..'24' or 'H1Q1'..'H24Q4'. */
  periods: string[];
  /** Every labelled row, values in period order (null where a cell is empty). */
  rows: { label: string; values: (number | null)[] }[];
}

export interface IntPbcPrices {
  date: string;
  resolution: Resolution;
  /** EUR/MWh per period (converted from cent/kWh in the old OMEL files). */
  spain: number[];
  portugal: number[] | null;
}

const QUARTER_LABEL = /^H(\d{1,2})Q([1-4])$/i;

export function parseIntPbcReport(text: string): ParseResult<IntPbcReport> {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const first = lines[0]?.split(';') ?? [];
  if (!/mercado de electricidad/i.test(first[0] ?? '')) {
    return fail({ code: 'wrong_header', message: "Line 1 must start with 'OMIE - Mercado de electricidad'.", row: 1 });
  }
  const date = dmyToIsoDate(first[3] ?? '');
  if (!date) return fail({ code: 'bad_date', message: `Line 1 field 4 '${first[3] ?? ''}' is not a dd/mm/yyyy date.`, row: 1 });
  const headerIndex = lines.findIndex((l) => /^;(1|H1Q1);/i.test(l.trim()));
  const headerLine = lines[headerIndex];
  if (headerLine === undefined) return fail({ code: 'missing_period_header', message: "No ';1;2;...' or ';H1Q1;...' period header line." });
  const periods = headerLine.trim().split(';').slice(1).filter((s) => s.trim() !== '').map((s) => s.trim());
  const quarter = periods[0] !== undefined && QUARTER_LABEL.test(periods[0]);
  const labelsOk = periods.every((p, i) => {
    if (!quarter) return p === String(i + 1);
    const m = QUARTER_LABEL.exec(p);
    return m !== null && Number(m[1]) === Math.floor(i / 4) + 1 && Number(m[2]) === (i % 4) + 1;
  });
  if (!labelsOk) return fail({ code: 'period_gap', message: 'Period header labels must run 1..N (or H1Q1..HnQ4) without gaps.', row: headerIndex + 1 });

  const rows: IntPbcReport['rows'] = [];
  const issues: Issue[] = [];
  for (const [k, line] of lines.slice(headerIndex + 1).entries()) {
    const i = headerIndex + 1 + k;
    const [head = '', ...fields] = line.split(';'); // split always yields a first field
    const label = head.trim();
    if (label === '') continue; // the ';;;;' closing line and blank lines
    const values = fields.slice(0, periods.length).map((c) => parseLocaleNumber(c));
    if (values.length !== periods.length) {
      issues.push({ code: 'bad_field_count', message: `Line ${i + 1} has ${values.length} values for ${periods.length} periods.`, row: i + 1 });
      continue;
    }
    rows.push({ label, values });
  }
  if (issues.length > 0) return fail(...issues);
  return ok({ date, title: (first[4] ?? '').trim(), resolution: quarter ? 'quarter-hourly' : 'hourly', periods, rows });
}

/** The marginal price rows of a report. Spain: 'Precio marginal en el sistema español' or, in
 *  Spain-only OMEL files, 'Precio marginal (...)'. Fails for reports without them (e.g. the
 *  adjustment-mechanism report). */
export function intPbcPrices(report: IntPbcReport): ParseResult<IntPbcPrices> {
  const find = (re: RegExp) => report.rows.find((r) => re.test(r.label));
  const es = find(/^precio marginal en el sistema espa/i) ?? find(/^precio marginal \(/i);
  const pt = find(/^precio marginal en el sistema portugu/i);
  if (!es) return fail({ code: 'no_price_row', message: 'The report has no Spanish marginal price row (not a day-ahead price report).' });
  const factor = /cent\/kwh/i.test(es.label) ? 10 : 1; // 1 cent/kWh = 10 EUR/MWh
  const convert = (row: { label: string; values: (number | null)[] }): number[] | null =>
    row.values.every((v) => v !== null) ? row.values.map((v) => Math.round((v as number) * factor * 1e6) / 1e6) : null;
  const spain = convert(es);
  if (!spain) return fail({ code: 'bad_number', message: 'The Spanish price row has empty or non-numeric cells.' });
  return ok({ date: report.date, resolution: report.resolution, spain, portugal: pt ? convert(pt) : null });
}

/** Bytes or text of a report -> the product's 24 hourly Spanish prices. */
export function parseIntPbcSpainHourly(input: Uint8Array | string): ParseResult<HourlyPrice[]> {
  const report = parseIntPbcReport(typeof input === 'string' ? input : decodeOmieText(input));
  if (!report.ok) return report;
  const prices = intPbcPrices(report.data);
  if (!prices.ok) return prices;
  const hourly = periodsToHourly(prices.data.date, prices.data.spain);
  return hourly ? ok(hourly) : fail({ code: 'impossible_period_count', message: `${prices.data.spain.length} periods is not a possible day.` });
}
