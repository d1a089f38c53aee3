// The measured hours of one day as grid rows (H00..H23) and the grid's columns grouped by kind of
// unit. Grid fields cannot hold dots (the grid reads them as paths), so unit keys become 'motor_1'.
import { ACTUAL_UNITS, formatHourKey, type ActualHour, type ActualUnitKind, type CalendarDate } from '@plantasim/domain';

export const fieldOf = (unitKey: string): string => unitKey.replace('.', '_');

export type ActualsRow = { hora: string } & Record<string, number | string | null>;

/** 24 rows of the day, each unit's value or null where nothing was measured. */
export function actualsRows(day: CalendarDate, hours: readonly ActualHour[]): ActualsRow[] {
  const byKey = new Map(hours.map((h) => [h.horizonte, h.valores]));
  return Array.from({ length: 24 }, (_, h) => {
    const key = formatHourKey(day, h);
    const hora = key.slice(-5);
    const valores = byKey.get(key) ?? {};
    const row: ActualsRow = { hora };
    for (const u of ACTUAL_UNITS) row[fieldOf(u.key)] = valores[u.key] ?? null;
    return row;
  });
}

export const ACTUAL_KINDS: readonly ActualUnitKind[] = ['motor', 'caldera_gas', 'caldera_electrica', 'compresor', 'red', 'demanda'];

/** The units of each kind, in file order. */
export function unitsByKind(): Map<ActualUnitKind, typeof ACTUAL_UNITS[number][]> {
  const out = new Map<ActualUnitKind, typeof ACTUAL_UNITS[number][]>(ACTUAL_KINDS.map((k) => [k, []]));
  for (const u of ACTUAL_UNITS) out.get(u.kind)?.push(u);
  return out;
}
