// A LinearModel restricted to some free columns, every other column fixed at a given value: the
// fixed columns become constants in the row bounds and the objective offset. Rows whose columns
// are all fixed disappear, and a changed fixed column can leave one violated: that row is
// reported, it is the constraint that makes the change impossible. The restricted objective
// equals the full model's objective at the completed vector.
import { LinearModel, type Term } from '../lp/linearModel.ts';

export interface ColumnRows {
  starts: Int32Array;
  rows: Int32Array;
}

/** Rows of each column (the transpose of the CSR matrix), built once per model. */
export function columnRows(m: LinearModel): ColumnRows {
  const n = m.numCols;
  const count = new Int32Array(n + 1);
  for (const j of m.rowIndex) count[j + 1]++;
  for (let j = 0; j < n; j++) count[j + 1] += count[j];
  const starts = Int32Array.from(count);
  const fill = Int32Array.from(count);
  const rows = new Int32Array(m.rowIndex.length);
  for (let i = 0; i < m.numRows; i++) {
    for (let k = m.rowStarts[i]; k < m.rowStarts[i + 1]; k++) rows[fill[m.rowIndex[k]]++] = i;
  }
  return { starts, rows };
}

export interface Restricted {
  model: LinearModel;
  /** Full-model column of each restricted column. */
  cols: number[];
  /** A row left with fixed columns only that the values violate (-1 when none). */
  violatedRow: number;
}

const TOL = 1e-7;

/**
 * `free` lists the free columns; `changed` the fixed columns whose value in `x` differs from a
 * feasible point (their rows are checked); `skipRow` drops rows (to find which family of rows
 * makes a restricted model infeasible).
 */
export function restrict(
  m: LinearModel, cr: ColumnRows, x: ArrayLike<number>, free: number[], changed: number[] = [], skipRow?: (i: number) => boolean,
): Restricted {
  const sub = new LinearModel();
  const local = new Map<number, number>();
  for (const j of free) local.set(j, sub.addVar(m.colKeys[j], m.colLower[j], m.colUpper[j], m.colCost[j], m.colInteger[j]));
  let offset = m.objectiveOffset;
  for (let j = 0; j < m.numCols; j++) if (!local.has(j)) offset += m.colCost[j] * x[j];
  sub.objectiveOffset = offset;
  const seen = new Set<number>();
  let violatedRow = -1;
  const visit = (i: number) => {
    if (seen.has(i) || skipRow?.(i)) return;
    seen.add(i);
    let constant = 0;
    const terms: Term[] = [];
    for (let k = m.rowStarts[i]; k < m.rowStarts[i + 1]; k++) {
      const j = m.rowIndex[k];
      const lj = local.get(j);
      if (lj === undefined) constant += m.rowValue[k] * x[j];
      else terms.push([lj, m.rowValue[k]]);
    }
    if (terms.length === 0) {
      const scale = Math.max(1, Math.abs(constant));
      if (violatedRow < 0 && (constant < m.rowLower[i] - TOL * scale || constant > m.rowUpper[i] + TOL * scale)) violatedRow = i;
      return;
    }
    sub.addRow(m.rowNames[i], terms, m.rowLower[i] - constant, m.rowUpper[i] - constant);
  };
  for (const j of [...free, ...changed]) {
    for (let k = cr.starts[j]; k < cr.starts[j + 1]; k++) visit(cr.rows[k]);
  }
  return { model: sub, cols: free, violatedRow };
}
