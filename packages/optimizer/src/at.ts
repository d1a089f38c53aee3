// Indexed reads under noUncheckedIndexedAccess. The optimizer's arrays are structural: one item
// per hour t < T, per unit of a family, per column j < numCols. An index outside them is a bug;
// at() throws at once, naming the index and the length, instead of letting `undefined` flow into
// a coefficient or a cost as NaN. It is small enough for V8 to inline in the model-building loops.

/** items[i], which the caller's structure guarantees to exist; throws RangeError otherwise. */
export function at<T>(items: ArrayLike<T>, i: number): T {
  const item = items[i];
  if (item === undefined) throw new RangeError(`index ${i} outside 0..${items.length - 1}`);
  return item;
}

/** grid[i][j] of a unit-by-hour table (handles, per-unit series); throws RangeError when absent. */
export function at2<T>(grid: ArrayLike<ArrayLike<T>>, i: number, j: number): T {
  return at(at(grid, i), j);
}
