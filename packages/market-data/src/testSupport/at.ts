// Indexed reads of test fixtures under noUncheckedIndexedAccess: a missing item fails the test
// at once (an optional chain would let two missing values compare equal).
export function at<T>(items: readonly T[], i: number): T {
  const item = items[i];
  if (item === undefined) throw new Error(`fixture has no item ${i} (length ${items.length})`);
  return item;
}
