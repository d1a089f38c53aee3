// An in-memory MILP: columns with bounds, costs and integrality, rows in compressed-row form,
// and a name registry that maps every column back to (component, attribute, unit, hour).
// Solvers receive the arrays directly (HiGHS passModel) or the CPLEX-LP text of lpWriter.ts;
// results are read back through the registry, never by parsing names.
//
// The numbers live in typed arrays that grow by doubling: HiGHS takes them as they are (no copy
// into new arrays on each of a window's solves), rows merge without a Map each and keys need no
// string or object per column (with both, a 192-hour window built in about half the time:
// bench/docs/optimizer-diary.md, "JavaScript around HiGHS"), and a model is copied at memcpy speed (the steady pass extends a copy
// of the solved model). Row names are still one string per row.
import { at } from '../at.ts';
import { GrowableArray } from './growableArray.ts';

export interface ColumnKey {
  component: string; // e.g. 'Engine'
  attr: string; // e.g. 'P'
  unit: number; // index of the unit within its family (0 for market-wide variables)
  hour: number; // hour index within the model
}

export type Term = [column: number, coefficient: number];

export class LinearModel {
  private readonly lower = GrowableArray.float64();
  private readonly upper = GrowableArray.float64();
  private readonly cost = GrowableArray.float64();
  private readonly integer = GrowableArray.uint8();
  private readonly rLower = GrowableArray.float64();
  private readonly rUpper = GrowableArray.float64();
  private readonly starts = GrowableArray.int32([0]);
  private readonly index = GrowableArray.int32();
  private readonly value = GrowableArray.float64();
  // Column keys, compactly (objects per column outlived every build's young generation): the
  // (component, attr) pair as an index into `families`, unit and hour as numbers.
  private readonly keyFamily = GrowableArray.int32();
  private readonly keyUnit = GrowableArray.float64();
  private readonly keyHour = GrowableArray.float64();
  private readonly families: Array<{ component: string; attr: string }> = [];
  private readonly familyOf = new Map<string, Map<string, number>>();
  private keys: ColumnKey[] | undefined;
  readonly rowNames: string[] = [];
  /** Constant part of the objective (fixed tolls): keeps the objective equal to the total cost. */
  objectiveOffset = 0;
  /** Key -> column, built on the first find() (only tests look columns up by key). */
  private lookup: Map<string, number> | undefined;
  /** Per column, the addRow call that last saw it (`rowStamp`) and its entry's offset in that row. */
  private seenIn = new Int32Array(256);
  private slot = new Int32Array(256);
  private rowStamp = 0;

  // The arrays' filled parts, as views: writes through them change the model (fix, bounds).
  // A view is valid until the next addVar/addRow/truncateRows; read it again after those.
  get colLower(): Float64Array { return this.lower.view; }
  get colUpper(): Float64Array { return this.upper.view; }
  get colCost(): Float64Array { return this.cost.view; }
  /** 1 for an integer column, 0 for a continuous one. */
  get colInteger(): Uint8Array { return this.integer.view; }
  get rowLower(): Float64Array { return this.rLower.view; }
  get rowUpper(): Float64Array { return this.rUpper.view; }
  /** Row i's entries are rowIndex/rowValue[rowStarts[i] .. rowStarts[i + 1]). */
  get rowStarts(): Int32Array { return this.starts.view; }
  get rowIndex(): Int32Array { return this.index.view; }
  get rowValue(): Float64Array { return this.value.view; }

  get numCols(): number {
    return this.lower.length;
  }
  get numRows(): number {
    return this.rLower.length;
  }

  /** Adds a column and registers its key; returns the column index. */
  addVar(key: ColumnKey, lower: number, upper: number, cost = 0, integer = false): number {
    const j = this.lower.length;
    this.lower.push(lower);
    this.upper.push(upper);
    this.cost.push(cost);
    this.integer.push(integer ? 1 : 0);
    this.keyFamily.push(this.familyIndex(key.component, key.attr));
    this.keyUnit.push(key.unit);
    this.keyHour.push(key.hour);
    this.keys = undefined;
    this.lookup?.set(keyString(key.component, key.attr, key.unit, key.hour), j);
    return j;
  }

  /** The key of column j (a new object). */
  colKey(j: number): ColumnKey {
    const f = at(this.families, at(this.keyFamily.view, j));
    return { component: f.component, attr: f.attr, unit: this.keyUnit.get(j), hour: this.keyHour.get(j) };
  }

  /** The component of column j's key. */
  colComponent(j: number): string {
    return at(this.families, at(this.keyFamily.view, j)).component;
  }

  /** Every column's key (made on first use after the last addVar). */
  get colKeys(): readonly ColumnKey[] {
    return (this.keys ??= Array.from({ length: this.numCols }, (_, j) => this.colKey(j)));
  }

  addBinary(key: ColumnKey, cost = 0): number {
    return this.addVar(key, 0, 1, cost, true);
  }

  /** Column index of a registered key, or -1. */
  find(component: string, attr: string, unit: number, hour: number): number {
    if (!this.lookup) {
      this.lookup = new Map();
      for (let j = 0; j < this.numCols; j++) {
        const f = at(this.families, this.keyFamily.get(j));
        this.lookup.set(keyString(f.component, f.attr, this.keyUnit.get(j), this.keyHour.get(j)), j);
      }
    }
    return this.lookup.get(keyString(component, attr, unit, hour)) ?? -1;
  }

  /** Adds lower <= sum(coef * x) <= upper; duplicate columns are merged (in the order of their
   *  first term, summed in the terms' order), zeros dropped. */
  addRow(name: string, terms: readonly Term[], lower: number, upper: number): number {
    const n = this.numCols;
    if (this.seenIn.length < n) this.growMarks(n);
    const stamp = ++this.rowStamp;
    const start = this.index.length;
    let mayHoldZero = false;
    for (const [j, a] of terms) {
      if (!(j >= 0 && j < n)) throw new RangeError(`row ${name}: column ${j} outside 0..${n - 1}`);
      if (this.seenIn[j] === stamp) {
        this.value.add(start + at(this.slot, j), a);
        mayHoldZero = true;
      } else {
        this.seenIn[j] = stamp;
        this.slot[j] = this.index.length - start;
        this.index.push(j);
        this.value.push(a);
        if (a === 0) mayHoldZero = true;
      }
    }
    if (mayHoldZero) this.dropZeros(start);
    this.starts.push(this.index.length);
    this.rLower.push(lower);
    this.rUpper.push(upper);
    this.rowNames.push(name);
    return this.rLower.length - 1;
  }

  /** Drops the rows from `n` on (rows added for one solve only). */
  truncateRows(n: number): void {
    const nz = at(this.rowStarts, n);
    this.rLower.truncate(n);
    this.rUpper.truncate(n);
    this.rowNames.length = n;
    this.starts.truncate(n + 1);
    this.index.truncate(nz);
    this.value.truncate(nz);
  }

  /** An independent copy: the same columns, rows, names and offset. */
  copy(): LinearModel {
    const c = new LinearModel();
    c.lower.assign(this.lower);
    c.upper.assign(this.upper);
    c.cost.assign(this.cost);
    c.integer.assign(this.integer);
    c.rLower.assign(this.rLower);
    c.rUpper.assign(this.rUpper);
    c.starts.assign(this.starts);
    c.index.assign(this.index);
    c.value.assign(this.value);
    c.keyFamily.assign(this.keyFamily);
    c.keyUnit.assign(this.keyUnit);
    c.keyHour.assign(this.keyHour);
    for (const f of this.families) c.familyIndex(f.component, f.attr);
    // A loop, not push(...all): a month's rows are more arguments than a call takes.
    for (const name of this.rowNames) c.rowNames.push(name);
    c.objectiveOffset = this.objectiveOffset;
    return c;
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
    const f = at(this.families, at(this.keyFamily.view, j));
    return `${f.component}${f.attr}_${this.keyUnit.get(j)}_${this.keyHour.get(j)}`;
  }

  private familyIndex(component: string, attr: string): number {
    let attrs = this.familyOf.get(component);
    if (!attrs) this.familyOf.set(component, (attrs = new Map()));
    let f = attrs.get(attr);
    if (f === undefined) {
      f = this.families.length;
      this.families.push({ component, attr });
      attrs.set(attr, f);
    }
    return f;
  }

  /** Drops the entries from `start` on that are zero (summed to zero), keeping the others in order. */
  private dropZeros(start: number): void {
    let kept = start;
    for (let k = start; k < this.index.length; k++) {
      const a = this.value.get(k);
      if (a === 0) continue;
      this.index.set(kept, this.index.get(k));
      this.value.set(kept, a);
      kept++;
    }
    this.index.truncate(kept);
    this.value.truncate(kept);
  }

  private growMarks(n: number): void {
    const size = Math.max(n, this.seenIn.length * 2);
    const seenIn = new Int32Array(size);
    seenIn.set(this.seenIn);
    this.seenIn = seenIn;
    const slot = new Int32Array(size);
    slot.set(this.slot);
    this.slot = slot;
  }
}

function keyString(component: string, attr: string, unit: number, hour: number): string {
  return `${component}|${attr}|${unit}|${hour}`;
}
