// The economic figures of a plan, each defined once (docs/figures.md): what each line of money
// counts in, how an hour's costs, income, net cost, reference cost, savings and steam cost follow
// from them, and how the figures of a horizon follow from the sums of its hours. The optimizer's
// economic table, its totals row, the result cards, the exports, the comparison, the sensitivity
// tornado, plan vs real and the re-plan all call these, so one subtraction checks them all.
import type { ResultRow } from './resultTables.ts';

/** One hour's money (EUR), line by line, as the cost model prices the operation. */
export interface HourMoney {
  /** Gas burnt by the engines at the cogeneration gas cost (price, taxes, gas terms). */
  gasCog: number;
  /** Gas burnt by the gas boilers at the boilers' gas cost. */
  gasBoiler: number;
  /** CO2 of the gas burnt by engines and boilers × the CO2 price. */
  co2: number;
  /** Engines' variable maintenance fee (EUR/MWhe × MWhe). */
  fee: number;
  /** Start costs of engines and boilers. */
  starts: number;
  /** Electricity bought at the closed price. */
  elecClosed: number;
  /** Electricity bought at the open price (pool, energy toll and fees included). */
  elecOpen: number;
  /** Compressors: use cost and rental days. */
  compressors: number;
  /** The hour's gas toll (fixed per hour). */
  gasToll: number;
  /** The hour's share of the contracted powers' annual capacity toll (docs/tolls.md). */
  capacityToll: number;
  /** IVPEE: the generation tax on sales and Ro. */
  ivpee: number;
  /** Electricity sold to the pool. */
  elecSales: number;
  /** Ro: the regulated return on the generation or on the energy sold. */
  ro: number;
  /** Electricity swaps: quantity × (swap price − pool price); negative when the pool is above the swap. */
  swapElec: number;
  /** Gas swaps: quantity × (gas price − swap price). */
  swapGas: number;
}

/** COST_TOTAL: every cost line of the hour (penalties for unmet demand are not money and stay out). */
export function hourCosts(m: HourMoney): number {
  return m.gasCog + m.gasBoiler + m.co2 + m.fee + m.starts + m.elecClosed + m.elecOpen + m.compressors
    + m.gasToll + m.capacityToll + m.ivpee;
}

/** ING_TOTAL: every income line of the hour (sales, Ro and both swaps' settlements). */
export function hourIncome(m: HourMoney): number {
  return m.elecSales + m.ro + m.swapElec + m.swapGas;
}

/** Net cost: costs − income. */
export function netCost(costs: number, income: number): number {
  return costs - income;
}

/** Gross margin (BENEFICIO_BRUTO): income − costs, the net cost with its sign turned. */
export function grossMargin(costs: number, income: number): number {
  return income - costs;
}

/**
 * What the plant would pay for the same hour without cogeneration: the steam from the most
 * efficient gas boiler (gas and CO2), the cold from the most efficient compressor and the plant's
 * own electricity bought at the open price, plus the lines that do not depend on running the
 * engines: the gas toll, the capacity toll and the swaps' settlements (as income, so they lower it).
 */
export interface ReferenceLines {
  /** Steam demand / boiler efficiency × (boiler gas cost + its CO2 factor × CO2 price). */
  steam: number;
  /** (Cold demand / best compressor COP + other plant consumption) × open electricity price. */
  electricity: number;
  gasToll: number;
  capacityToll: number;
  swapElec: number;
  swapGas: number;
}

/** COST_REF. */
export function referenceCost(r: ReferenceLines): number {
  return r.steam + r.electricity + r.gasToll + r.capacityToll - r.swapElec - r.swapGas;
}

/** AHORRO: reference cost − net cost. */
export function savings(reference: number, net: number): number {
  return reference - net;
}

/** AHORRO_PCT: savings / reference cost (a fraction); null when the reference is 0. */
export function savingsShare(saved: number, reference: number): number | null {
  return reference !== 0 ? saved / reference : null;
}

/** CMED_VAPOR: net cost per MWh of steam demand served; null without steam. */
export function steamCost(net: number, steamMWh: number): number | null {
  return steamMWh > 0 ? net / steamMWh : null;
}

/** The sums of a horizon the figures are computed from (EUR, MWh). */
export interface HorizonSums {
  costs: number;
  income: number;
  reference: number | null;
  steamMWh: number | null;
}

/** The money figures of a horizon (or an hour). */
export interface EconomicFigures {
  costs: number;
  income: number;
  netCost: number;
  grossMargin: number;
  reference: number | null;
  savings: number | null;
  savingsShare: number | null;
  steamCost: number | null;
}

/** The figures from the horizon's sums: every ratio is a ratio of sums (a weighted figure, never a mean of hourly ratios). */
export function figuresOfSums(s: HorizonSums): EconomicFigures {
  const net = netCost(s.costs, s.income);
  const saved = s.reference === null ? null : savings(s.reference, net);
  return {
    costs: s.costs,
    income: s.income,
    netCost: net,
    grossMargin: grossMargin(s.costs, s.income),
    reference: s.reference,
    savings: saved,
    savingsShare: saved === null || s.reference === null ? null : savingsShare(saved, s.reference),
    steamCost: s.steamMWh === null ? null : steamCost(net, s.steamMWh),
  };
}

/** The figures of one hour from its money lines, its reference lines and the steam it serves. */
export function hourFigures(m: HourMoney, r: ReferenceLines, steamMWh: number): EconomicFigures {
  return figuresOfSums({ costs: hourCosts(m), income: hourIncome(m), reference: referenceCost(r), steamMWh });
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Sum of a column over the rows; null when no row has a number there. */
export function columnSum(rows: readonly ResultRow[], column: string): number | null {
  let total = 0;
  let seen = false;
  for (const row of rows) {
    const n = num(row[column]);
    if (n !== null) {
      total += n;
      seen = true;
    }
  }
  return seen ? total : null;
}

/**
 * The horizon's sums read from an economic table (hourly rows, or a totals row alone): COST_TOTAL,
 * ING_TOTAL, COST_REF and DEMV. A table stored before COST_TOTAL/ING_TOTAL gives its costs as
 * −ΣBENEFICIO_BRUTO. Null when the table holds no money at all.
 */
export function economicSums(rows: readonly ResultRow[]): HorizonSums | null {
  const costs = columnSum(rows, 'COST_TOTAL');
  const income = columnSum(rows, 'ING_TOTAL');
  const reference = columnSum(rows, 'COST_REF');
  const steamMWh = columnSum(rows, 'DEMV');
  if (costs !== null || income !== null) return { costs: costs ?? 0, income: income ?? 0, reference, steamMWh };
  const margin = columnSum(rows, 'BENEFICIO_BRUTO');
  return margin === null ? null : { costs: -margin, income: 0, reference, steamMWh };
}

/** The figures of a horizon from its economic table's rows; null when it holds no money. */
export function economicFigures(rows: readonly ResultRow[]): EconomicFigures | null {
  const sums = economicSums(rows);
  return sums ? figuresOfSums(sums) : null;
}

export type FigureColumn = 'AHORRO' | 'AHORRO_PCT' | 'CMED_VAPOR' | 'BENEFICIO_BRUTO';

/**
 * The economic table's columns whose total is a figure of the horizon rather than a sum or a mean
 * of its hours: BENEFICIO_BRUTO = ΣING_TOTAL − ΣCOST_TOTAL, AHORRO = ΣCOST_REF − net cost,
 * AHORRO_PCT = AHORRO / ΣCOST_REF, CMED_VAPOR = net cost / ΣDEMV (weighted by each hour's steam).
 * Only for a table that has COST_TOTAL and ING_TOTAL (and COST_REF, DEMV for the figures on them).
 */
export function figureTotals(rows: readonly ResultRow[]): Partial<Record<FigureColumn, number>> {
  const costs = columnSum(rows, 'COST_TOTAL');
  const income = columnSum(rows, 'ING_TOTAL');
  if (costs === null || income === null) return {};
  const f = figuresOfSums({ costs, income, reference: columnSum(rows, 'COST_REF'), steamMWh: columnSum(rows, 'DEMV') });
  const out: Partial<Record<FigureColumn, number>> = { BENEFICIO_BRUTO: f.grossMargin };
  if (f.savings !== null) out.AHORRO = f.savings;
  if (f.savingsShare !== null) out.AHORRO_PCT = f.savingsShare;
  if (f.steamCost !== null) out.CMED_VAPOR = f.steamCost;
  return out;
}
