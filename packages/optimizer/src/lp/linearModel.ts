// An in-memory MILP: columns with bounds, costs and integrality, rows in compressed-row form,
// and a name registry that maps every column back to (component, attribute, unit, hour).
// Solvers receive the arrays directly (HiGHS passModel) or the CPLEX-LP text of lpWriter.ts;
// results are read back through the registry, never by parsing names.
import { at } from '../at.ts';

export interface ColumnKey {
  component: string; // e.g. 'Engine'
  attr: string; // e.g. 'P'
  unit: number; // index of the unit within its family (0 for market-wide variables)
  hour: number; // hour index within the model
}

export type Term = [column: number, coefficient: number];

export class LinearModel {
  readonly colLower: number[] = [];
  readonly colUpper: number[] = [];
  readonly colCost: number[] = [];
  readonly colInteger: boolean[] = [];
  readonly colKeys: ColumnKey[] = [];
  readonly rowLower: number[] = [];
  readonly rowUpper: number[] = [];
  readonly rowNames: string[] = [];
  readonly rowStarts: number[] = [0];
  readonly rowIndex: number[] = [];
  readonly rowValue: number[] = [];
  /** Constant part of the objective (fixed tolls): keeps the objective equal to the total cost. */
  objectiveOffset = 0;
  private readonly lookup = new Map<string, number>();

  get numCols(): number {
    return this.colLower.length;
  }
  get numRows(): number {
    return this.rowLower.length;
  }

  /** Adds a column and registers its key; returns the column index. */
  addVar(key: ColumnKey, lower: number, upper: number, cost = 0, integer = false): number {
    const j = this.colLower.length;
    this.colLower.push(lower);
    this.colUpper.push(upper);
    this.colCost.push(cost);
    this.colInteger.push(integer);
    this.colKeys.push(key);
    this.lookup.set(keyString(key), j);
    return j;
  }

  addBinary(key: ColumnKey, cost = 0): number {
    return this.addVar(key, 0, 1, cost, true);
  }

  /** Column index of a registered key, or -1. */
  find(component: string, attr: string, unit: number, hour: number): number {
    return this.lookup.get(`${component}|${attr}|${unit}|${hour}`) ?? -1;
  }

  /** Adds lower <= sum(coef * x) <= upper; duplicate columns are merged, zeros dropped. */
  addRow(name: string, terms: Term[], lower: number, upper: number): number {
    const merged = new Map<number, number>();
    for (const [j, a] of terms) merged.set(j, (merged.get(j) ?? 0) + a);
    for (const [j, a] of merged) {
      if (a === 0) continue;
      this.rowIndex.push(j);
      this.rowValue.push(a);
    }
    this.rowStarts.push(this.rowIndex.length);
    this.rowLower.push(lower);
    this.rowUpper.push(upper);
    this.rowNames.push(name);
    return this.rowLower.length - 1;
  }

  /** Drops the rows from `n` on (rows added for one solve only). */
  truncateRows(n: number): void {
    const nz = at(this.rowStarts, n);
    this.rowLower.length = n;
    this.rowUpper.length = n;
    this.rowNames.length = n;
    this.rowStarts.length = n + 1;
    this.rowIndex.length = nz;
    this.rowValue.length = nz;
  }

  addCost(j: number, cost: number): void {
    this.colCost[j] = at(this.colCost, j) + cost;
  }

  fix(j: number, value: number): void {
    this.colLower[j] = value;
    this.colUpper[j] = value;
  }

  /** Short LP-safe column name, unique by construction: <component><attr>_<unit>_<hour>. */
  colName(j: number): string {
    const k = at(this.colKeys, j);
    return `${k.component}${k.attr}_${k.unit}_${k.hour}`;
  }
}

function keyString(k: ColumnKey): string {
  return `${k.component}|${k.attr}|${k.unit}|${k.hour}`;
}
