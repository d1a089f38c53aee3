// Re-planning from hour H (a trip): which executed simulation may be re-planned, from which hour,
// with which units, and which measured hours the re-plan keeps. "Today" is the Madrid calendar day
// of the caller's clock, passed in so every answer can be reproduced.
import { addDays, compareDates, daysBetween, formatDate, madridDateTime, parseDate, type CalendarDate } from '../calendar/dates.ts';
import { HOURS_PER_DAY, parseHourKey } from '../calendar/keys.ts';
import { hasResultsStatus, SIMULATION_STATUS_TEXT, type SimulationStatus } from './lifecycle.ts';
import type { ReplanMessageCode } from '../messages/replan.ts';
import type { MessageLang } from '../messages/index.ts';

export interface ReplanRefusal {
  code: ReplanMessageCode;
  params: Record<string, string | number>;
}

export interface ReplanFacts {
  status: number;
  /** The origin's first day, 'dd/MM/yyyy', and its horizon in days (24 hour positions each). */
  fechaActual: string;
  horizonte: number;
  /** Names of every engine, boiler and compressor of the origin. */
  units: readonly string[];
  today: CalendarDate;
}

/** The first and last day of a horizon. */
export function horizonDays(fechaActual: string, horizonte: number): { first: CalendarDate; last: CalendarDate } | null {
  const first = parseDate(fechaActual);
  if (!first.ok || !(horizonte >= 1)) return null;
  return { first: first.data, last: addDays(first.data, horizonte - 1) };
}

/** Whether the horizon includes today or tomorrow: a plan still being carried out, or about to be. */
export function coversTodayOrTomorrow(fechaActual: string, horizonte: number, today: CalendarDate): boolean {
  const days = horizonDays(fechaActual, horizonte);
  if (!days) return false;
  return compareDates(days.first, addDays(today, 1)) <= 0 && compareDates(days.last, today) >= 0;
}

/** Why this simulation cannot be re-planned at all (not executed OK, or its horizon is past or later than tomorrow), or null. */
export function replanRunRefusal(facts: Omit<ReplanFacts, 'units'>, lang: MessageLang = 'es'): ReplanRefusal | null {
  if (!hasResultsStatus(facts.status)) {
    const text = SIMULATION_STATUS_TEXT[facts.status as SimulationStatus]?.[lang] ?? String(facts.status);
    return { code: 'replan.notExecuted', params: { status: text } };
  }
  const days = horizonDays(facts.fechaActual, facts.horizonte);
  if (!days || !coversTodayOrTomorrow(facts.fechaActual, facts.horizonte, facts.today)) {
    return { code: 'replan.notCurrent', params: { from: days ? formatDate(days.first) : facts.fechaActual, to: days ? formatDate(days.last) : '', today: formatDate(facts.today) } };
  }
  return null;
}

export type ReplanUnitKind = 'motor' | 'caldera_gas' | 'caldera_electrica' | 'compresor';

/** Every unit of a simulation's plant that may trip, in the order of its tables. */
export function replanUnits(planta: {
  motores: readonly { nombre: string }[]; calderas_gas: readonly { nombre: string }[];
  calderas_electricas: readonly { nombre: string }[]; compresores: readonly { nombre: string }[];
}): { nombre: string; tipo: ReplanUnitKind }[] {
  const of = (tipo: ReplanUnitKind, list: readonly { nombre: string }[]) => list.map((u) => ({ nombre: u.nombre, tipo }));
  return [...of('motor', planta.motores), ...of('caldera_gas', planta.calderas_gas), ...of('caldera_electrica', planta.calderas_electricas), ...of('compresor', planta.compresores)];
}

/**
 * Why this re-plan is refused, the first reason found, or null. Hour `hora` is a position label's
 * number, from earliestReplanHour to Hn.
 */
export function replanRefusal(facts: ReplanFacts, request: { hora: number; unidades: readonly string[] }, lang: MessageLang = 'es'): ReplanRefusal | null {
  const run = replanRunRefusal(facts, lang);
  if (run) return run;
  const last = facts.horizonte * HOURS_PER_DAY;
  if (!(request.hora >= earliestReplanHour(facts.fechaActual, facts.today) && request.hora <= last)) return { code: 'replan.hourOutside', params: { hour: request.hora, last } };
  const known = new Set(facts.units);
  const seen = new Set<string>();
  for (const unit of request.unidades) {
    if (!known.has(unit)) return { code: 'replan.unknownUnit', params: { unit } };
    if (seen.has(unit)) return { code: 'replan.repeatedUnit', params: { unit } };
    seen.add(unit);
  }
  return null;
}

/** A unit out of service from hour position `hora` (H14 → 14) to the end of the horizon. */
export interface ReplanTrip {
  unidad: string;
  hora: number;
}

/**
 * The trips in force for a re-plan, from its chain of requests: the requests of the re-plans it
 * descends from, and its own (any order). A trip is a fact of the day, so a re-plan of a re-plan
 * keeps every earlier tripped unit out from its own hour (its inputs are the first plan's, which
 * know of no trip); a unit named again stays out from the first hour it tripped at. Nothing in a
 * request brings a unit back, so each stays out to the end of the horizon. Ordered by hour, then
 * as first named.
 */
export function tripsInForce(requests: readonly { hora: number; unidades: readonly string[] }[]): ReplanTrip[] {
  const first = new Map<string, number>();
  for (const { hora, unidades } of requests) {
    for (const unidad of unidades) first.set(unidad, Math.min(hora, first.get(unidad) ?? hora));
  }
  return [...first].map(([unidad, hora]) => ({ unidad, hora })).sort((a, b) => a.hora - b.hora);
}

/**
 * Measured hours before `hora` by hour position (0-based), from actuals keyed 'dd/MM/yyyy HH:00'
 * (the day's 24 positions). Hours outside [H1, H(hora−1)] are left out.
 */
export function actualsBefore<T>(
  fechaActual: string, hora: number, hours: readonly { horizonte: string; valores: T }[],
): Map<number, T> {
  const out = new Map<number, T>();
  const first = parseDate(fechaActual);
  if (!first.ok) return out;
  for (const h of hours) {
    const k = parseHourKey(h.horizonte);
    if (!k) continue;
    const t = daysBetween(first.data, k) * HOURS_PER_DAY + k.hour;
    if (t >= 0 && t < hora - 1) out.set(t, h.valores);
  }
  return out;
}

/** A measured quarter before H: [day of the plan (0-based), the quarter's period number in its day
 *  (1-based, the market's numbering), values]. */
export type MeasuredQuarter<T> = readonly [number, number, T];

/**
 * Measured quarters before `hora` (actuals measured per quarter: 'dd/MM/yyyy HH:mm' with their period
 * number), kept when their hour position (the day's folded hour) is before H, as actualsBefore keeps hours.
 */
export function quartersBefore<T>(
  fechaActual: string, hora: number, quarters: readonly { horizonte: string; valores: T; periodo?: number }[],
): MeasuredQuarter<T>[] {
  const out: MeasuredQuarter<T>[] = [];
  const first = parseDate(fechaActual);
  if (!first.ok) return out;
  for (const q of quarters) {
    const k = parseHourKey(q.horizonte.replace(/:\d{2}$/, ':00'));
    if (!k || q.periodo === undefined) continue;
    const day = daysBetween(first.data, k);
    const t = day * HOURS_PER_DAY + k.hour;
    if (t >= 0 && t < hora - 1) out.push([day, q.periodo, q.valores]);
  }
  return out;
}

/**
 * The first hour a re-plan may start from. A plan whose first day is after today has not begun: it
 * may be re-planned whole, from H1 (a trip today that will last into it). A plan under way starts
 * at H2: from H1 it would keep nothing of hours already run, which is a new simulation.
 */
export function earliestReplanHour(fechaActual: string, today: CalendarDate): 1 | 2 {
  const first = parseDate(fechaActual);
  return first.ok && compareDates(first.data, today) > 0 ? 1 : 2;
}

/**
 * The hour the re-plan dialog proposes at instant `now` (the caller's clock, read on the Madrid
 * calendar): for a plan under way, the next whole hour (at 10:37 the hour 11–12, which of a plan
 * starting today is H12; of one started yesterday H36); for a later day's plan, H1. Kept within the
 * hours a re-plan may take (earliestReplanHour … the horizon's last).
 */
export function defaultReplanHour(fechaActual: string, horizonte: number, now: Date): number {
  const clock = madridDateTime(now);
  const today: CalendarDate = { year: clock.year, month: clock.month, day: clock.day };
  const first = parseDate(fechaActual);
  const earliest = earliestReplanHour(fechaActual, today);
  const last = Math.max(earliest, Math.floor(horizonte) * HOURS_PER_DAY);
  if (!first.ok || earliest === 1) return earliest;
  // Hour h (h:00–h+1:00) of day d is position d·24 + h + 1; the next whole hour is h + 1.
  const next = daysBetween(first.data, today) * HOURS_PER_DAY + clock.hour + 2;
  return Math.min(last, Math.max(earliest, next));
}
