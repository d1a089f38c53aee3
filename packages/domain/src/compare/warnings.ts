// What the comparison must say before its figures: two runs over different days or horizons sum
// different hours, so their totals are not like for like; and an input changed over a run of
// consecutive hours (a unit out all day) is one change over a range, not one line per hour.
import { parseDate } from '../calendar/dates.ts';
import type { InputChange, InputDiffGroup } from './inputDiff.ts';

export interface CompareWarning {
  code: 'compare.warn.dates' | 'compare.warn.horizon';
  params: Record<string, string | number>;
}

/** Warnings for two compared runs ('dd/MM/yyyy' first day, days of horizon). */
export function comparisonWarnings(
  a: { fechaActual: string; horizonte: number }, b: { fechaActual: string; horizonte: number },
): CompareWarning[] {
  const out: CompareWarning[] = [];
  if (a.fechaActual !== b.fechaActual) out.push({ code: 'compare.warn.dates', params: { a: a.fechaActual, b: b.fechaActual } });
  if (a.horizonte !== b.horizonte) out.push({ code: 'compare.warn.horizon', params: { a: a.horizonte, b: b.horizonte } });
  return out;
}

/** A change over consecutive rows: its first and last row, and how it reads ('15/01/2025 H1–H24'). */
export interface InputChangeRange extends InputChange {
  first: string;
  last: string;
  /** Rows merged (1 for a single row). */
  rows: number;
}

const HOUR_KEY = /^(\d{2}\/\d{2}\/\d{4}) (\d{2}):00$/;

/** Hours since the epoch of an hour key 'dd/MM/yyyy HH:00', or null for another row key. */
function hourIndex(key: string): { day: string; hour: number; at: number } | null {
  const m = HOUR_KEY.exec(key);
  if (!m) return null;
  const d = parseDate(m[1]!);
  if (!d.ok) return null;
  const hour = Number(m[2]);
  return { day: m[1]!, hour, at: Date.UTC(d.data.year, d.data.month - 1, d.data.day) / 3_600_000 + hour };
}

function label(first: string, last: string): string {
  if (first === last) return first;
  const f = hourIndex(first)!;
  const l = hourIndex(last)!;
  return f.day === l.day ? `${f.day} H${f.hour + 1}–H${l.hour + 1}` : `${f.day} H${f.hour + 1} – ${l.day} H${l.hour + 1}`;
}

/**
 * A table's changes with the same field and the same two values over consecutive hours merged into
 * one range (a unit out all day reads '15/01/2025 H1–H24', not 24 lines); other rows as they are.
 * The order is the first row of each range, as the table lists them.
 */
export function changeRanges(group: Pick<InputDiffGroup, 'changes'>): InputChangeRange[] {
  const out: InputChangeRange[] = [];
  const open = new Map<string, { range: InputChangeRange; at: number }>();
  for (const c of group.changes) {
    const h = hourIndex(c.row);
    const key = `${c.field}\u0000${JSON.stringify(c.a)}\u0000${JSON.stringify(c.b)}`;
    const current = h ? open.get(key) : undefined;
    if (h && current && current.at + 1 === h.at) {
      current.range.last = c.row;
      current.range.rows += 1;
      current.range.row = label(current.range.first, c.row);
      current.at = h.at;
      continue;
    }
    const range: InputChangeRange = { ...c, first: c.row, last: c.row, rows: 1 };
    out.push(range);
    if (h) open.set(key, { range, at: h.at });
  }
  return out;
}
