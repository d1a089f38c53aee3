/**
 * A three-way merge of plain data: what `next` changed from `base`, applied over `current`. The form's
 * refresh starts from the payload of its moment and ends later; edits the user made meanwhile (plant
 * data, other settings) stay, and only what the refresh itself changed is taken from it.
 * Arrays and other values are replaced whole; a key the refresh removed is removed.
 */
type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

export function mergeChanges<T>(current: T, base: T, next: T): T {
  if (next === base) return current;
  if (!isPlain(current) || !isPlain(base) || !isPlain(next)) return next;
  const out: Plain = { ...current };
  for (const key of new Set([...Object.keys(base), ...Object.keys(next)])) {
    if (!(key in next)) delete out[key];
    else if (!(key in base)) out[key] = next[key];
    else out[key] = mergeChanges(current[key], base[key], next[key]);
  }
  return out as T;
}
