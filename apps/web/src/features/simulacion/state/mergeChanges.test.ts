import { describe, expect, it } from 'vitest';
import { mergeChanges } from './mergeChanges';

describe('mergeChanges', () => {
  it('takes what next changed from base, keeps what only current changed, removes what next removed', () => {
    const base = { a: [1], b: { x: 1, y: 2 }, c: 'old', gone: true };
    const current = { a: [1], b: { x: 1, y: 5 }, c: 'old', gone: true, mine: 1 };
    const next = { a: [2, 3], b: { x: 9, y: 2 }, c: 'old', added: 'z' };
    expect(mergeChanges<Record<string, unknown>>(current, base, next)).toEqual({ a: [2, 3], b: { x: 9, y: 5 }, c: 'old', mine: 1, added: 'z' });
  });

  it('returns current itself when nothing changed', () => {
    const base = { a: 1 };
    const current = { a: 2 };
    expect(mergeChanges(current, base, base)).toBe(current);
  });
});
