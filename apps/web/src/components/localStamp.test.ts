import { describe, expect, it } from 'vitest';
import { localStamp } from './localStamp';

describe('localStamp', () => {
  it('shows a server timestamp in local time (TZ=UTC in tests), UTC when it names no zone', () => {
    expect(localStamp('2026-03-01T10:05:00.000Z')).toBe('2026-03-01 10:05');
    expect(localStamp('2026-03-01 10:05:00')).toBe('2026-03-01 10:05');
    expect(localStamp('2026-03-01T00:30:00+02:00')).toBe('2026-02-28 22:30');
    expect(localStamp('2024-12-31T23:59:00Z')).toBe('2024-12-31 23:59');
  });

  it('keeps an unreadable text as it is and shows nothing for none', () => {
    expect(localStamp('ayer')).toBe('ayer');
    expect(localStamp('')).toBe('');
    expect(localStamp(null)).toBe('');
    expect(localStamp(undefined)).toBe('');
  });
});
