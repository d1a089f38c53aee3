// Cover cuts on the cold balance: valid inequalities that make the LP relaxation pay for whole
// compressors. Every compressor on costs coste_uso for the hour, but the relaxation runs it at
// c = E/Emax and pays that fraction, so whenever the cold left to the compressors is not a whole
// number of them the relaxation is cheaper than any schedule. On the base plant that was almost
// all of the gap between the LP bound and the optimum of a hard week (87 of 93 EUR in the week of
// 8 April 2024 with two engines out), which the LP-and-fix proof could then not close and branch
// and bound had to.
//
// With q_k = COP_k · Emax_k · a_k[t] the most cold compressor k can give in hour t (E ≤ q/COP · c),
// the cold balance implies the covering row
//     Σ_k q_k · c[k,t] + Σ_j α_j · x_j + sF[t] ≥ Df[t]
// where x_j ≥ 0 are the other cold supplies (engine absorption cold) with α_j > 0; supplies with a
// negative coefficient are dropped, which only relaxes the row. For a divisor δ (each distinct q_k
// of the hour), with b = Df/δ and f = b − ⌊b⌋ > 0, its mixed-integer rounding (MIR, Marchand and
// Wolsey) is
//     Σ_k G(q_k/δ) · c[k,t] + (Σ_j α_j · x_j + sF[t]) / (δ · f) ≥ ⌈b⌉,
//     G(α) = ⌈α⌉ − max(0, ⌈α⌉ − α − (1 − f)) / f,
// valid for every schedule (c binary, the rest continuous and non-negative), so it never cuts a
// feasible plan off and every bound computed with it stays a bound. Example: 2.5 MW of cold, own
// compressors of 0.675 MW, engines off → the row says c₁ + … ≥ 4, where the relaxation ran 3.7.
import type { Term } from '../lp/linearModel.ts';
import type { Ctx } from './context.ts';
import type { CompressorHandles } from './compressors.ts';
import type { BalanceHandles } from './balances.ts';
import { at, at2 } from '../at.ts';
import { rowName } from '../rowFamilies.ts';

/** A fractional part closer than this to 0 or 1 gives a cut with huge coefficients and no strength. */
const MIN_FRACTION = 1e-6;

/** The MIR coefficient of an integer column whose covering coefficient is `alpha` (in divisor units). */
export function mirCoverCoefficient(alpha: number, f: number): number {
  const up = Math.ceil(alpha - 1e-12);
  return up - Math.max(0, up - alpha - (1 - f)) / f;
}

export function defineColdCoverCuts(ctx: Ctx, compressors: CompressorHandles, balances: BalanceHandles): void {
  const { m, prep, input } = ctx;
  // E column of compressor k in hour t -> its on/off column.
  const onOf = new Map<number, number>();
  compressors.E.forEach((E, k) => E.forEach((je, t) => onOf.set(je, at2(compressors.c, k, t))));
  for (let t = 0; t < prep.T; t++) {
    const demand = at(input.coldDemand, t);
    if (!(demand > 0)) continue;
    const units: Term[] = [];
    const others: Term[] = [[at(balances.coldSlack, t), 1]];
    let valid = true;
    for (const [j, a] of at(ctx.bal.cold, t)) {
      const jc = onOf.get(j);
      if (jc !== undefined) {
        const q = a * at(m.colUpper, j);
        if (q > 0 && at(m.colUpper, jc) > 0) units.push([jc, q]);
        continue;
      }
      if (a <= 0) continue;
      if (at(m.colLower, j) < 0) { valid = false; break; }
      others.push([j, a]);
    }
    if (!valid || units.length === 0) continue;
    const divisors = [...new Set(units.map(([, q]) => q))];
    for (const delta of divisors) {
      const b = demand / delta;
      const f = b - Math.floor(b);
      if (f < MIN_FRACTION || f > 1 - MIN_FRACTION) continue;
      m.addRow(rowName('coldCoverCut', t, divisors.indexOf(delta)), [
        ...units.map(([jc, q]): Term => [jc, mirCoverCoefficient(q / delta, f)]),
        ...others.map(([j, a]): Term => [j, a / (delta * f)]),
      ], Math.ceil(b), Infinity);
    }
  }
}
