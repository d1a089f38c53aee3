// A LinearModel restricted to some free columns, every other column fixed at a given value: the
// fixed columns become constants in the row bounds and the objective offset. Rows whose columns
// are all fixed disappear, and a changed fixed column can leave one violated: that row is
// reported, it is the constraint that makes the change impossible. The restricted objective
// equals the full model's objective at the completed vector.
import { LinearModel, type Term } from './linearModel.ts';
import { at } from '../at.ts';

export interface ColumnRows {
  starts: Int32Array;
  rows: Int32Array;
}

/** Rows of each column (the transpose of the CSR matrix), built once per model. */
export function columnRows(m: LinearModel): ColumnRows {
  const n = m.numCols;
  const count = new Int32Array(n + 1);
  for (const j of m.rowIndex) count[j + 1] = at(count, j + 1) + 1;
  for (let j = 0; j < n; j++) count[j + 1] = at(count, j + 1) + at(count, j);
  const starts = Int32Array.from(count);
  const fill = Int32Array.from(count);
  const rows = new Int32Array(m.rowIndex.length);
  for (let i = 0; i < m.numRows; i++) {
    for (let k = at(m.rowStarts, i); k < at(m.rowStarts, i + 1); k++) {
      const j = at(m.rowIndex, k);
      const slot = at(fill, j);
      rows[slot] = i;
      fill[j] = slot + 1;
    }
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
  for (const j of free) local.set(j, sub.addVar(m.colKey(j), at(m.colLower, j), at(m.colUpper, j), at(m.colCost, j), at(m.colInteger, j) === 1));
  let offset = m.objectiveOffset;
  for (let j = 0; j < m.numCols; j++) if (!local.has(j)) offset += at(m.colCost, j) * at(x, j);
  sub.objectiveOffset = offset;
  const seen = new Set<number>();
  let violatedRow = -1;
  const visit = (i: number) => {
    if (seen.has(i) || skipRow?.(i)) return;
    seen.add(i);
    let constant = 0;
    const terms: Term[] = [];
    for (let k = at(m.rowStarts, i); k < at(m.rowStarts, i + 1); k++) {
      const j = at(m.rowIndex, k);
      const a = at(m.rowValue, k);
      const lj = local.get(j);
      if (lj === undefined) constant += a * at(x, j);
      else terms.push([lj, a]);
    }
    const lower = at(m.rowLower, i);
    const upper = at(m.rowUpper, i);
    if (terms.length === 0) {
      const scale = Math.max(1, Math.abs(constant));
      if (violatedRow < 0 && (constant < lower - TOL * scale || constant > upper + TOL * scale)) violatedRow = i;
      return;
    }
    sub.addRow(at(m.rowNames, i), terms, lower - constant, upper - constant);
  };
  for (const j of [...free, ...changed]) {
    for (let k = at(cr.starts, j); k < at(cr.starts, j + 1); k++) visit(at(cr.rows, k));
  }
  return { model: sub, cols: free, violatedRow };
}
