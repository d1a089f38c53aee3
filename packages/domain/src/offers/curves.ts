// Day-ahead offer curves of the plant's net position, built from a ladder of solved plans.
// Sign convention: netMW > 0 is a net sale to the market, < 0 a net purchase (boilers and
// compressors buying more than the engines sell). A sell curve must not sell less at a higher
// price, so per period the net position is non-decreasing in price.

/** One solved step of the ladder: price offset from the forecast and the plan's net position. */
export interface OfferLadderStep {
  /** €/MWh added to every period's forecast price for this solve. */
  delta: number;
  /** Net position per period (MW), the solved plan's own quantities. */
  netMW: readonly number[];
}

/** One point of a period's stepwise curve: at `priceEurMWh` or above, the plant offers `netMW`. */
export interface OfferCurvePoint {
  priceEurMWh: number;
  netMW: number;
  /** Index of the ladder step (in price order) the point comes from. */
  step: number;
}

export interface OfferCurves {
  /** Deltas in ascending order; `curves[p][k]` belongs to `deltas[k]`. */
  deltas: number[];
  curves: OfferCurvePoint[][];
}

/** Tolerance (MW) under which two net positions count as equal when checking monotonicity. */
export const OFFER_MONOTONE_TOLERANCE_MW = 1e-6;

/**
 * Per period curve from the anchor (delta 0) and the up/down chains. Rejects a ladder whose
 * steps are not monotone, because a non-monotone curve is not an order OMIE accepts and would
 * mean the chains were not solved with the monotonicity rows.
 */
export function buildOfferCurves(forecastEurMWh: readonly number[], steps: readonly OfferLadderStep[]): OfferCurves {
  if (steps.length === 0) throw new Error('offer ladder has no steps');
  const sorted = [...steps].sort((a, b) => a.delta - b.delta);
  for (let k = 1; k < sorted.length; k++) {
    if (sorted[k]!.delta === sorted[k - 1]!.delta) throw new Error(`offer ladder repeats delta ${sorted[k]!.delta}`);
  }
  const periods = forecastEurMWh.length;
  for (const s of sorted) {
    if (s.netMW.length !== periods) {
      throw new Error(`offer step ${s.delta} has ${s.netMW.length} periods, forecast has ${periods}`);
    }
  }
  const curves: OfferCurvePoint[][] = [];
  for (let p = 0; p < periods; p++) {
    const curve = sorted.map((s, k) => ({ priceEurMWh: forecastEurMWh[p]! + s.delta, netMW: s.netMW[p]!, step: k }));
    for (let k = 1; k < curve.length; k++) {
      if (curve[k]!.netMW < curve[k - 1]!.netMW - OFFER_MONOTONE_TOLERANCE_MW) {
        throw new Error(`offer curve of period ${p} is not monotone between deltas ${sorted[k - 1]!.delta} and ${sorted[k]!.delta}`);
      }
    }
    curves.push(curve);
  }
  return { deltas: sorted.map((s) => s.delta), curves };
}

/** True when every period's net position is non-decreasing in price. */
export function isMonotoneCurve(curve: readonly OfferCurvePoint[]): boolean {
  for (let k = 1; k < curve.length; k++) {
    if (curve[k]!.priceEurMWh < curve[k - 1]!.priceEurMWh) return false;
    if (curve[k]!.netMW < curve[k - 1]!.netMW - OFFER_MONOTONE_TOLERANCE_MW) return false;
  }
  return true;
}

/**
 * The step that clears at a price: the highest-priced point at or below the clearing price (a
 * stepwise sell curve is accepted up to the price). Below the cheapest point the cheapest step
 * still applies, because its quantity is offered at the market floor: the lowest step is the
 * plan the plant keeps whatever the price, and every step is itself a solved, feasible plan.
 */
export function clearingStep(curve: readonly OfferCurvePoint[], clearingEurMWh: number): OfferCurvePoint {
  if (curve.length === 0) throw new Error('empty offer curve');
  let chosen = curve[0]!;
  for (const point of curve) {
    if (point.priceEurMWh <= clearingEurMWh) chosen = point;
  }
  return chosen;
}

/** Cleared net position per period for a vector of clearing prices. */
export function clearOffers(offers: OfferCurves, clearingEurMWh: readonly number[]): OfferCurvePoint[] {
  if (clearingEurMWh.length !== offers.curves.length) {
    throw new Error(`clearing prices have ${clearingEurMWh.length} periods, offers ${offers.curves.length}`);
  }
  return offers.curves.map((curve, p) => clearingStep(curve, clearingEurMWh[p]!));
}
