// Steam cover rows separated from an LP solution: they make the relaxation pay for a boiler's
// minimum load. In mode 2 the hard spring weeks run the 33 MW gas boiler at full load and a 22 MW
// one at 2.9 MW of gas in the relaxation, below its 4.4 MW minimum, with its on/off at 0.13; a
// schedule must run that boiler at its minimum (or cover the steam otherwise). That left the whole
// gap of the hardest mode-2 week (73 EUR, 1.6e-4) and the months' bounds above the tolerance.
//
// Per hour t, with z_k the on/off of steam unit k (engine u, gas or electric boiler b), cap_k the most
// steam its column can give (coefficient × column upper bound, since output ≤ cap·z), fixed columns
// moved to the right-hand side, F any set of units and ε = κ·Dv[t] − fixed supply − Σ_{k∈F} cap_k > 0,
// every schedule meets
//     Σ_{k∉F} z_k + sV[t]/ε ≥ 1
// (with every unit outside F off, the units of F give at most their caps and the slack covers ε). The
// row is valid for any F; F is taken from the LP solution (the units it runs fully on), which is what
// makes it cut that solution off. An hour whose steam row holds a supply with no on/off (a part-load
// engine's gas column) gets no row.
import type { PlantModel } from './model.ts';
import type { Term } from './lp/linearModel.ts';
import { at, at2 } from './at.ts';
import { familyOf } from './rowFamilies.ts';

/** The rows violated by `x`, as terms with a lower bound of 1. */
export function steamCoverRows(pm: PlantModel, x: ArrayLike<number>): Term[][] {
  const m = pm.m;
  const onOf = new Map<number, number>();
  const link = (outputs: number[][], on: number[][]) => outputs.forEach((cols, k) => cols.forEach((j, t) => onOf.set(j, at2(on, k, t))));
  link(pm.engines.P, pm.engines.u);
  link(pm.gasBoilers.X, pm.gasBoilers.b);
  link(pm.electricBoilers.X, pm.electricBoilers.b);
  const slackHour = new Map(pm.balances.steamSlack.map((j, t) => [j, t]));
  const rows: Term[][] = [];
  for (let i = 0; i < m.numRows; i++) {
    if (familyOf(at(m.rowNames, i)) !== 'steamBalance') continue;
    let need = at(m.rowLower, i);
    let slack = -1;
    let valid = true;
    const units: Array<{ z: number; cap: number }> = [];
    for (let k = at(m.rowStarts, i); k < at(m.rowStarts, i + 1); k++) {
      const j = at(m.rowIndex, k);
      const a = at(m.rowValue, k);
      const lo = at(m.colLower, j), hi = at(m.colUpper, j);
      if (lo === hi) { need -= a * lo; continue; }
      const z = onOf.get(j);
      if (z !== undefined && a > 0) {
        if (at(m.colUpper, z) <= 0) continue; // cannot run
        if (at(m.colLower, z) >= 1) need -= a * hi; // always on: at most its cap
        else units.push({ z, cap: a * hi });
        continue;
      }
      if (slackHour.has(j)) { slack = j; continue; }
      // A negative supply (none today) only relaxes the row when its column is non-negative.
      if (a < 0 && lo >= 0) continue;
      valid = false;
      break;
    }
    if (!valid || slack < 0 || !(need > 0)) continue;
    const full = units.filter((u) => at(x, u.z) >= 1 - 1e-9);
    const rest = units.filter((u) => at(x, u.z) < 1 - 1e-9);
    const eps = need - full.reduce((s, u) => s + u.cap, 0);
    if (eps <= 1e-6) continue;
    const lhs = rest.reduce((s, u) => s + at(x, u.z), 0) + at(x, slack) / eps;
    if (lhs >= 1 - 1e-6) continue; // not violated
    rows.push([...rest.map((u): Term => [u.z, 1]), [slack, 1 / eps]]);
  }
  return rows;
}
