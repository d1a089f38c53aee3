// The euro bridge from the plan to the actual operation, and from the actual to the hindsight
// optimum (docs/plan-vs-actual.md). Every amount is in integer cents: each operation's cost is
// rounded once, and the parts are differences of consecutive steps, so they sum to the total
// exactly (to the cent) whatever the figures.
import type { BridgeAmounts, BridgeLines } from '../contract/bridge.ts';

/** Costs of the bridge's operations (EUR, as the cost model gives them; cost − income). */
export interface BridgeStepCosts {
  /** A: the plan's operation on forecast prices. */
  plan: number;
  /** B: the plan's operation on realised prices. */
  planAtRealised: number;
  /** C: the plan re-dispatched for the delivered demand, on realised prices. */
  demand: number;
  /** D: C re-dispatched around the outages, on realised prices. */
  outage: number;
  /** The measured operation on realised prices. */
  actual: number;
  /** The day solved again knowing realised prices and demand; absent when it found no solution. */
  hindsight?: number;
}

/** The bridge in cents. Positive parts cost money (the actual day cost more than the plan). */
export interface Bridge {
  plan: number;
  actual: number;
  hindsight: number | null;
  price: number;
  demand: number;
  unavailability: number;
  execution: number;
  /** actual − plan = price + demand + unavailability + execution. */
  total: number;
  /** actual − hindsight: what a perfect forecast would have saved. */
  foresight: number | null;
}

/** EUR to integer cents (half away from zero, as an invoice rounds). */
export function toCents(eur: number): number {
  if (!Number.isFinite(eur)) throw new RangeError(`not a money amount: ${eur}`);
  const cents = Math.round(Math.abs(eur) * 100);
  return eur < 0 && cents > 0 ? -cents : cents; // never −0
}

export function bridgeOf(c: BridgeStepCosts): Bridge {
  const a = toCents(c.plan);
  const b = toCents(c.planAtRealised);
  const cc = toCents(c.demand);
  const d = toCents(c.outage);
  const actual = toCents(c.actual);
  const hindsight = c.hindsight === undefined ? null : toCents(c.hindsight);
  return {
    plan: a, actual, hindsight,
    price: b - a, demand: cc - b, unavailability: d - cc, execution: actual - d,
    total: actual - a,
    foresight: hindsight === null ? null : actual - hindsight,
  };
}

/** The bridges of several days summed (a month). Hindsight and foresight are summed over the days that have one. */
export function sumBridges(days: readonly Bridge[]): Bridge {
  const out: Bridge = { plan: 0, actual: 0, hindsight: null, price: 0, demand: 0, unavailability: 0, execution: 0, total: 0, foresight: null };
  for (const d of days) {
    out.plan += d.plan;
    out.actual += d.actual;
    out.price += d.price;
    out.demand += d.demand;
    out.unavailability += d.unavailability;
    out.execution += d.execution;
    out.total += d.total;
    if (d.hindsight !== null) out.hindsight = (out.hindsight ?? 0) + d.hindsight;
    if (d.foresight !== null) out.foresight = (out.foresight ?? 0) + d.foresight;
  }
  return out;
}

export type DeviationBand = 'better' | 'close' | 'worse' | 'muchWorse';

/** Share of the plan's absolute cost within which a day reads as on plan (the calendar's grey). */
export const CLOSE_SHARE = 0.02;
/** Share above which a costlier day reads as far off the plan. */
export const FAR_SHARE = 0.1;
/** Plans near zero cost (margin and costs cancelling) are judged against this many cents instead. */
const MIN_SCALE_CENTS = 100_000;

/** How far a day's actual cost is from its plan, for the calendar's colour. */
export function deviationBand(b: Pick<Bridge, 'plan' | 'total'>): DeviationBand {
  const scale = Math.max(Math.abs(b.plan), MIN_SCALE_CENTS);
  const share = b.total / scale;
  if (Math.abs(share) <= CLOSE_SHARE) return 'close';
  if (share < 0) return 'better';
  return share > FAR_SHARE ? 'muchWorse' : 'worse';
}

/** The bridge as the API answers it (contract/bridge.ts). */
export function bridgeAmounts(b: Bridge): BridgeAmounts {
  return {
    plan: b.plan, real: b.actual, posteriori: b.hindsight,
    precio: b.price, demanda: b.demand, indisponibilidad: b.unavailability, ejecucion: b.execution,
    total: b.total, prevision: b.foresight,
  };
}

/** An operation's money by line (EUR over the day; sales and Ro are income, counted positive). */
export interface MoneyLines {
  gas: number;
  co2: number;
  electricityBought: number;
  electricitySold: number;
  ro: number;
  /** Cost − income of the whole day, the figure the bridge uses. */
  total: number;
}

/**
 * The lines in cents. Each is rounded on its own and `otros` (fees, tolls, starts, taxes, penalties)
 * is what is left of the rounded total, so gas + co2 + compra + otros − venta − ro = total exactly
 * and the column's total is the bridge's figure for it.
 */
export function linesInCents(l: MoneyLines): BridgeLines {
  const gas = toCents(l.gas);
  const co2 = toCents(l.co2);
  const compra = toCents(l.electricityBought);
  const venta = toCents(l.electricitySold);
  const ro = toCents(l.ro);
  const total = toCents(l.total);
  return { gas, co2, compra, venta, ro, otros: total - (gas + co2 + compra - venta - ro), total };
}
