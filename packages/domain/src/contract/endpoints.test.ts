import { describe, expect, it } from 'vitest';
import { endpoints, isApiPath } from './endpoints.ts';

describe('isApiPath', () => {
  it('is the prefix and what is under it, not a path that only starts with its letters', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/simulacion/3')).toBe(true);
    expect(isApiPath('/apis')).toBe(false);
    expect(isApiPath('/docs/manual')).toBe(false);
    expect(isApiPath(undefined)).toBe(false);
    // Every route of the table but the runtime configuration is under it.
    expect(Object.values(endpoints).filter((e) => !isApiPath(e.path)).map((e) => e.path)).toEqual(['/config.json']);
  });
});
