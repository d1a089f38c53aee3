// The estimated Ro of a quarter the BOE has not published yet: the published method (roFormula)
// with the plant's instalación tipo values (roReference) and the quarter's prices from futures.
import { gasAccessTerm, roFromPrices, type RoBreakdown } from './roFormula.ts';
import { roMethodFor, type RoMethodLookup, type RoMethodValues } from './roReference.ts';

/** Why a quarter has no estimate; the web words each one (ro.estimate.reason.*). */
export type RoEstimateGap = Extract<RoMethodLookup, { ok: false }>['reason'] | 'no_code' | 'no_prices';

export type RoEstimate =
  | { ok: true; ro: RoBreakdown; method: RoMethodValues & { gasAccess: number } }
  | { ok: false; reason: RoEstimateGap };

export function estimateQuarterRo(
  itCode: string | null | undefined,
  quarter: string,
  prices: { electricity: number | null; gas: number | null; co2: number | null },
): RoEstimate {
  if (!itCode) return { ok: false, reason: 'no_code' };
  const method = roMethodFor(itCode, quarter);
  if (!method.ok) return method;
  const { electricity, gas, co2 } = prices;
  if (electricity === null || gas === null || co2 === null) return { ok: false, reason: 'no_prices' };
  const gasAccess = gasAccessTerm(method.data.tolls);
  return { ok: true, ro: roFromPrices({ electricity, gas, co2 }, method.data.own, gasAccess, method.data.ivpeePct), method: { ...method.data, gasAccess } };
}

/** The calendar quarters 'yyyy-Tq' that meet the months from `startIso` to `endIso` (yyyy-MM-dd). */
export function quartersBetween(startIso: string, endIso: string): string[] {
  const y0 = Number(startIso.slice(0, 4));
  const q0 = Math.floor((Number(startIso.slice(5, 7)) - 1) / 3);
  const y1 = Number(endIso.slice(0, 4));
  const q1 = Math.floor((Number(endIso.slice(5, 7)) - 1) / 3);
  const out: string[] = [];
  for (let i = y0 * 4 + q0; i <= y1 * 4 + q1 && out.length < 40; i++) out.push(`${Math.floor(i / 4)}-T${(i % 4) + 1}`);
  return out;
}
