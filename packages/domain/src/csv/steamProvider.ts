// The forecast provider's steam-demand file: columns Date, Prediccion, Version in any order, plus
// temperature and componente, which are ignored. Several versions of the same horizon may appear;
// the highest Version wins. Every horizon of the series needs a value ('Horizontes sin datos').
import { matchKey } from './dateHour.ts';
import { cellAt, fail, parseNumber, type CsvTable } from './engine.ts';
import { limitIssues, linesByColumn, LIMITS } from './issues.ts';
import type { HourValueRow } from './rows.ts';
import type { SeriesCtx } from './series.ts';
import type { CsvIssue, CsvParseResult } from './types.ts';

export const STEAM_PROVIDER_COLUMNS = ['Date', 'Prediccion', 'Version'] as const;
const IGNORED = ['temperature', 'componente'];

const norm = (h: string): string => h.trim().toLowerCase();

/** True when the headers are Date, Prediccion, Version (any order, any case) plus only ignored ones. */
export function isSteamProviderHeader(headers: readonly string[]): boolean {
  const lower = headers.map(norm);
  const required = STEAM_PROVIDER_COLUMNS.map((c) => c.toLowerCase());
  return required.every((c) => lower.filter((h) => h === c).length === 1)
    && lower.every((h) => required.includes(h) || IGNORED.includes(h));
}

export function parseSteamProvider<R extends HourValueRow>(table: CsvTable, ctx: SeriesCtx<R>): CsvParseResult<R[]> {
  const lower = table.headers.map(norm);
  const column = (name: (typeof STEAM_PROVIDER_COLUMNS)[number]) => lower.indexOf(name.toLowerCase());
  const iDate = column('Date');
  const iPred = column('Prediccion');
  const iVer = column('Version');
  const missing: { column: string; line: number }[] = [];
  const invalid: CsvIssue[] = [];
  const best = new Map<string, { version: number; value: number; line: number; raw: string }>();
  const keyCache = new Map<string, string>();
  for (const row of table.rows) {
    const date = cellAt(row, iDate);
    const predRaw = cellAt(row, iPred);
    const verRaw = cellAt(row, iVer);
    if (date === '') missing.push({ column: 'Date', line: row.line });
    if (predRaw === '') missing.push({ column: 'Prediccion', line: row.line });
    if (verRaw === '') missing.push({ column: 'Version', line: row.line });
    if (date === '' || predRaw === '' || verRaw === '') continue;
    const value = parseNumber(predRaw);
    const version = parseNumber(verRaw);
    // Each date repeats once per version: parse it once.
    let key = keyCache.get(date);
    if (key === undefined) { key = matchKey(date, ''); keyCache.set(date, key); }
    if (value === null || version === null || key.includes('|')) {
      invalid.push({ code: 'csv.invalidRow', row: row.line, params: { line: row.line, value: [date, predRaw, verRaw].join(' ') } });
      continue;
    }
    const prev = best.get(key);
    if (!prev || version > prev.version) best.set(key, { version, value, line: row.line, raw: predRaw });
  }
  if (missing.length > 0) {
    return fail('csv.required.title', limitIssues(linesByColumn('csv.required.column', missing, STEAM_PROVIDER_COLUMNS, LIMITS.generalLines), LIMITS.generalLines));
  }
  if (invalid.length > 0) return fail('csv.invalidRows.title', limitIssues(invalid, LIMITS.generalLines));

  const horizon = ctx.rows.slice(0, Math.max(0, ctx.horizonHours));
  const chosen = horizon.map((r) => best.get(matchKey(r.horizonte, r.hora)));
  const negatives: CsvIssue[] = [];
  const noData: CsvIssue[] = [];
  horizon.forEach((r, i) => {
    const c = chosen[i];
    if (!c) noData.push({ code: 'demand.noDataHorizon', params: { value: r.horizonte } });
    else if (c.value < 0) negatives.push({ code: 'csv.negativeLine', row: c.line, params: { line: c.line, value: c.raw } });
  });
  if (negatives.length > 0) return fail('csv.negative.title', limitIssues(negatives, LIMITS.generalLines));
  if (noData.length > 0) return fail('demand.noData.title', limitIssues(noData, LIMITS.horizons));
  const data = ctx.rows.map((r, i) => (i < horizon.length ? { ...r, valor: (chosen[i] as { value: number }).value } : r));
  return { ok: true, data, count: horizon.length, success: 'csv.success.records' };
}
