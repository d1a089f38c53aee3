/**
 * The measured operation out: GET /api/datos-reales as JSON text (the contract's actualsResponseSchema)
 * written a day at a time. A year of every unit is ~245,000 values: read, checked and serialised in
 * one piece it held every other request for seconds; a day per statement and per piece keeps each
 * step short and lets the others go between two.
 */
import {
  actualsImportListSchema, actualsResponseSchema, addDays, compareDates, mustParseDate, type CalendarDate,
} from '@plantasim/domain';
import type { Repos } from '../repositories/index.ts';

/** At most a leap year per request. */
export const MAX_ACTUALS_DAYS = 366;

const hoursSchema = actualsResponseSchema.shape.horas;

/** The period asked (dd/MM/yyyy, inclusive), or 'badRange' when it is reversed or longer than a leap year. */
export function actualsPeriod(desde: string, hasta: string): { from: CalendarDate; to: CalendarDate } | 'badRange' {
  const from = mustParseDate(desde);
  const to = mustParseDate(hasta);
  if (compareDates(from, to) > 0 || compareDates(addDays(from, MAX_ACTUALS_DAYS - 1), to) < 0) return 'badRange';
  return { from, to };
}

/**
 * The answer's JSON in pieces: `{"horas":[` then each day's hours as soon as they are read, then the
 * imports that gave them. The complete imports are fixed before the first piece (a database that
 * cannot answer is refused before anything is sent), so the whole answer reads one state even if an
 * import completes meanwhile.
 */
export async function actualsJson(repos: Repos<'actuals'>, from: CalendarDate, to: CalendarDate): Promise<AsyncGenerator<string>> {
  return pieces(repos, from, to, await repos.actuals.completeImportIds());
}

async function* pieces(repos: Repos<'actuals'>, from: CalendarDate, to: CalendarDate, imports: readonly number[]): AsyncGenerator<string> {
  yield '{"horas":[';
  const importIds = new Set<number>();
  let first = true;
  for await (const day of repos.actuals.currentActualsByDay(from, to, imports)) {
    if (day.hours.length === 0) continue;
    const text = JSON.stringify(hoursSchema.parse(day.hours));
    yield `${first ? '' : ','}${text.slice(1, -1)}`;
    first = false;
    for (const id of day.importIds) importIds.add(id);
  }
  const used = actualsImportListSchema.parse(await repos.actuals.actualImports([...importIds]));
  yield `],"importaciones":${JSON.stringify(used)}}`;
}
