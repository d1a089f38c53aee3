// The OMIE file version of each day (1 the first publication, 2, 3… a correction that replaced it)
// beside the hourly prices of the simulation form, as the price downloader shows it.
import { formatIsoDate, parseDate } from '../calendar/dates.ts';

/** The range (yyyy-MM-dd) of the days of hourly rows 'dd/MM/yyyy HH:00'; null without a readable row. */
export function omieRowsRange(rows: readonly { fecha_hora: string }[]): { start_date: string; end_date: string } | null {
  let first: string | null = null;
  let last: string | null = null;
  for (const r of rows) {
    const d = parseDate(r.fecha_hora.slice(0, 10));
    if (!d.ok) continue;
    const iso = formatIsoDate(d.data);
    if (first === null || iso < first) first = iso;
    if (last === null || iso > last) last = iso;
  }
  return first && last ? { start_date: first, end_date: last } : null;
}

/** '.2' for the version of the row's day ('' when the day has none known). */
export function omieVersionOfRow(row: { fecha_hora: string }, versions: Readonly<Record<string, number>>): string {
  const d = parseDate(row.fecha_hora.slice(0, 10));
  const v = d.ok ? versions[formatIsoDate(d.data)] : undefined;
  return v === undefined ? '' : `.${v}`;
}
