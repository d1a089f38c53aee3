// The three prices the Ro of a quarter «k» of year «n» is computed from (Orden TED/526/2024, arts.
// 6–8), from the futures sessions PlantaSim downloads. Electricity (OMIP SPEL Base) and gas
// (MIBGAS PVB) are each a blend of five legs, each leg the mean of its contract's settlement prices
// over its own window:
//   Y  (weight 0.25) the contract for year n,          sessions 1 June – 20 December of n−1
//   Q  (weight 0.30) the contract for quarter k,        sessions day 1 of the first month of k−1 – day 20 of its last month
//   M1, M2, M3 (0.15 each) the contracts for k's months, sessions days 1–20 of the last month of k−1
// CO2 is the mean of the EUA contract for the third month of k over the Q window.
// A window still open is completed with the last settlement before today (the futures price is the
// market's expectation), weighted by calendar days; a leg with no session at all takes its parent's
// price (M → Q → Y). The CO2 source is a continuous front-contract series (Investing), not the
// third-month contract: an approximation the answer says. docs/annual-rules.md §3.
import type { Co2Quote } from './co2.ts';
import type { MibgasFuture } from './mibgas.ts';
import type { OmipQuote } from './omip.ts';

export type RoLeg = 'Y' | 'Q' | 'M1' | 'M2' | 'M3';

export interface DayRange {
  start: string;
  end: string;
}

/** One settlement price of a contract, with what it delivers (null: a continuous series). */
export interface FuturesSession {
  date: string;
  price: number;
  delivery: DayRange | null;
}

export interface RoLegInput {
  leg: RoLeg;
  weight: number;
  delivery: DayRange;
  window: DayRange;
  /** The leg's price, EUR/MWh (EUR/t for CO2); null when neither it nor a parent has a session. */
  value: number | null;
  /** Sessions inside the window up to today. */
  sessions: number;
  /** The last session used (inside the window or, for a window not yet open, before it). */
  lastSession: string | null;
  /** Share of the window's days still to come, priced at the last session (0 closed, 1 not open). */
  open: number;
  /** The leg whose price it took, when it had no session of its own. */
  from?: RoLeg;
}

export interface RoCommodityInput {
  /** The weighted price; null when a leg has no price at all. */
  value: number | null;
  legs: RoLegInput[];
}

export interface RoQuarterInputs {
  quarter: string;
  electricity: RoCommodityInput;
  gas: RoCommodityInput;
  co2: RoCommodityInput;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const daysIncl = (a: string, b: string) => Math.round((dayMs(b) - dayMs(a)) / 86_400_000) + 1;

function parseQuarter(quarter: string): { year: number; q: number } | null {
  const m = /^(\d{4})-T([1-4])$/.exec(quarter);
  return m ? { year: Number(m[1]), q: Number(m[2]) } : null;
}

/** The legs of a quarter: what each contract delivers, the sessions it is averaged over, its weight. */
export function roLegWindows(quarter: string): { power: Omit<RoLegInput, 'value' | 'sessions' | 'lastSession' | 'open'>[]; co2: Omit<RoLegInput, 'value' | 'sessions' | 'lastSession' | 'open'>[] } | null {
  const p = parseQuarter(quarter);
  if (!p) return null;
  const { year, q } = p;
  const first = (q - 1) * 3 + 1;
  const prevYear = q === 1 ? year - 1 : year;
  const prevFirst = q === 1 ? 10 : first - 3;
  const qWindow = { start: iso(prevYear, prevFirst, 1), end: iso(prevYear, prevFirst + 2, 20) };
  const mWindow = { start: iso(prevYear, prevFirst + 2, 1), end: iso(prevYear, prevFirst + 2, 20) };
  const month = (i: number) => ({ start: iso(year, first + i, 1), end: iso(year, first + i, lastDay(year, first + i)) });
  const power = [
    { leg: 'Y' as const, weight: 0.25, delivery: { start: iso(year, 1, 1), end: iso(year, 12, 31) }, window: { start: iso(year - 1, 6, 1), end: iso(year - 1, 12, 20) } },
    { leg: 'Q' as const, weight: 0.3, delivery: { start: iso(year, first, 1), end: month(2).end }, window: qWindow },
    { leg: 'M1' as const, weight: 0.15, delivery: month(0), window: mWindow },
    { leg: 'M2' as const, weight: 0.15, delivery: month(1), window: mWindow },
    { leg: 'M3' as const, weight: 0.15, delivery: month(2), window: mWindow },
  ];
  return { power, co2: [{ leg: 'M3', weight: 1, delivery: month(2), window: qWindow }] };
}

/** The sessions a quarter's estimate reads: from the Y window's first day to the Q window's last. */
export function roSessionsRange(quarter: string): DayRange | null {
  const w = roLegWindows(quarter);
  return w ? { start: w.power[0]!.window.start, end: w.power[1]!.window.end } : null;
}

const MONTHS_EN = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** What an OMIP contract name delivers: 'FTB YR-26', 'FTB Q3-26', 'FTB M Jul-26'; null otherwise. */
export function omipDelivery(contract: string): DayRange | null {
  const yr = /\bYR-(\d{2})\b/i.exec(contract);
  if (yr) {
    const y = 2000 + Number(yr[1]);
    return { start: iso(y, 1, 1), end: iso(y, 12, 31) };
  }
  const qu = /\bQ([1-4])-(\d{2})\b/i.exec(contract);
  if (qu) {
    const y = 2000 + Number(qu[2]);
    const f = (Number(qu[1]) - 1) * 3 + 1;
    return { start: iso(y, f, 1), end: iso(y, f + 2, lastDay(y, f + 2)) };
  }
  const mo = /\bM\s*([A-Za-z]{3})-(\d{2})\b/.exec(contract);
  const mi = mo ? MONTHS_EN.indexOf(mo[1]!.toLowerCase()) : -1;
  if (mo && mi >= 0) {
    const y = 2000 + Number(mo[2]);
    return { start: iso(y, mi + 1, 1), end: iso(y, mi + 1, lastDay(y, mi + 1)) };
  }
  return null;
}

/** OMIP baseload (FTB) settlements ("Reference price D") with what each contract delivers. */
export function omipSessions(quotes: readonly OmipQuote[]): FuturesSession[] {
  const out: FuturesSession[] = [];
  for (const q of quotes) {
    const delivery = /^FTB\b/i.test(q.contrato) ? omipDelivery(q.contrato) : null;
    if (delivery && q.precio_referencia !== null) out.push({ date: q.fecha, price: q.precio_referencia, delivery });
  }
  return out;
}

/** MIBGAS PVB forward products' reference (settlement) prices; the workbook gives their delivery. */
export function mibgasSessions(futures: readonly MibgasFuture[]): FuturesSession[] {
  return futures.filter((f) => f.precio_referencia !== null)
    .map((f) => ({ date: f.fecha, price: f.precio_referencia as number, delivery: { start: f.inicio_entrega, end: f.fin_entrega } }));
}

/** The continuous EUA series: one price a day, matching any delivery. */
export function co2Sessions(quotes: readonly Co2Quote[]): FuturesSession[] {
  return quotes.map((q) => ({ date: q.fecha, price: q.precio, delivery: null }));
}

const sameDelivery = (a: DayRange | null, b: DayRange) => a === null || (a.start === b.start && a.end === b.end);

/** A leg's price on `asOf`: the mean of the window's sessions so far and, for the days still to come,
 *  the last session; null when the contract has no session on or before min(asOf, window end). */
function legPrice(sessions: readonly FuturesSession[], delivery: DayRange, window: DayRange, asOf: string) {
  const cut = asOf < window.end ? asOf : window.end;
  const mine = sessions.filter((s) => sameDelivery(s.delivery, delivery) && s.date <= cut).sort((a, b) => a.date.localeCompare(b.date));
  const last = mine.at(-1);
  if (!last) return null;
  const inside = mine.filter((s) => s.date >= window.start);
  const total = daysIncl(window.start, window.end);
  const elapsed = cut < window.start ? 0 : daysIncl(window.start, cut);
  const open = (total - elapsed) / total;
  const value = inside.length === 0
    ? last.price
    : (inside.reduce((s, x) => s + x.price, 0) / inside.length) * (1 - open) + last.price * open;
  return { value, sessions: inside.length, lastSession: last.date, open };
}

const PARENT: Partial<Record<RoLeg, RoLeg>> = { M1: 'Q', M2: 'Q', M3: 'Q', Q: 'Y' };

function commodity(legs: Omit<RoLegInput, 'value' | 'sessions' | 'lastSession' | 'open'>[], sessions: readonly FuturesSession[], asOf: string): RoCommodityInput {
  const out: RoLegInput[] = [];
  for (const l of legs) {
    const own = legPrice(sessions, l.delivery, l.window, asOf);
    if (own) {
      out.push({ ...l, ...own });
      continue;
    }
    // No session of its own: the price of its parent (already computed, legs run Y, Q, M).
    const parentLeg = PARENT[l.leg];
    const parent = parentLeg ? out.find((x) => x.leg === parentLeg) : undefined;
    out.push({ ...l, value: parent?.value ?? null, sessions: 0, lastSession: null, open: 1, ...(parent && parent.value !== null ? { from: parent.from ?? parent.leg } : {}) });
  }
  const value = out.some((l) => l.value === null) ? null : out.reduce((s, l) => s + l.weight * (l.value as number), 0);
  return { value, legs: out };
}

/** The three prices of a quarter's Ro as of a day, with every leg's provenance. Null for a bad quarter. */
export function roQuarterInputs(
  quarter: string,
  asOf: string,
  sources: { omip: readonly OmipQuote[]; mibgas: readonly MibgasFuture[]; co2: readonly Co2Quote[] },
): RoQuarterInputs | null {
  const w = roLegWindows(quarter);
  if (!w) return null;
  return {
    quarter,
    electricity: commodity(w.power, omipSessions(sources.omip), asOf),
    gas: commodity(w.power, mibgasSessions(sources.mibgas), asOf),
    co2: commodity(w.co2, co2Sessions(sources.co2), asOf),
  };
}

/** The same from a futures answer (its tables' rows are the parsed quotes). */
export function roInputsFromFutures(
  quarter: string,
  asOf: string,
  answer: { omip: { data: readonly unknown[] }; mibgas: { data: readonly unknown[] }; co2: { data: readonly unknown[] } },
): RoQuarterInputs | null {
  return roQuarterInputs(quarter, asOf, {
    omip: answer.omip.data as OmipQuote[], mibgas: answer.mibgas.data as MibgasFuture[], co2: answer.co2.data as Co2Quote[],
  });
}
