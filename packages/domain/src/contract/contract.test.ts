import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dateRangeQuerySchema, dateRangeRefusal, downloaderQuerySchema, MAX_RANGE_DAYS } from './prices.ts';
import { roCreateBodySchema, roParamsSchema, roQuerySchema, roRefusal } from './ro.ts';
import { simulationParamsSchema, validityQuerySchema } from './simulations.ts';

const refusalOf = (r: z.ZodSafeParseResult<unknown>) => (r.success ? null : dateRangeRefusal(r.error.issues as ReadonlyArray<{ params?: unknown }>));

describe('contract request schemas', () => {
  it('checks a price date range with the domain calendar, each refusal named', () => {
    expect(dateRangeQuerySchema.parse({ start_date: ' 2024-02-28 ', end_date: '2024-03-01', other: 'x' })).toEqual({ start: '2024-02-28', end: '2024-03-01' });
    expect(refusalOf(dateRangeQuerySchema.safeParse({ start_date: '2024-02-28' }))).toBe('MISSING_DATES');
    expect(refusalOf(dateRangeQuerySchema.safeParse({ start_date: '2023-02-29', end_date: '2023-03-01' }))).toBe('INVALID_DATE');
    expect(refusalOf(dateRangeQuerySchema.safeParse({ start_date: ['2024-01-01'], end_date: '2024-01-02' }))).toBe('INVALID_DATE');
    expect(refusalOf(dateRangeQuerySchema.safeParse({ start_date: '2024-03-02', end_date: '2024-03-01' }))).toBe('DATE_RANGE_REVERSED');
    expect(MAX_RANGE_DAYS).toBe(400);
    expect(refusalOf(dateRangeQuerySchema.safeParse({ start_date: '2024-01-01', end_date: '2025-02-04' }))).toBe('DATE_RANGE_TOO_LONG');
    expect(dateRangeQuerySchema.safeParse({ start_date: '2024-01-01', end_date: '2025-02-03' }).success).toBe(true);
    expect(downloaderQuerySchema.parse({ start_date: '2024-01-01', end_date: '2024-01-02' }).resolution).toBe('dia');
    expect(refusalOf(downloaderQuerySchema.safeParse({ start_date: '2024-01-01', end_date: '2024-01-02', resolucion: 'mes' }))).toBe('INVALID_RESOLUTION');
  });

  it('checks Ro dates and values, naming the field', () => {
    expect(roQuerySchema.parse({ start_date: '', end_date: '2025-01-31' })).toEqual({ start_date: undefined, end_date: '2025-01-31' });
    const badDay = roQuerySchema.safeParse({ start_date: '2025-02-30' });
    expect(roRefusal(badDay.error?.issues[0])).toEqual({ refusal: 'BAD_DATE', field: 'start_date' });
    expect(roRefusal(roParamsSchema.safeParse({ DATE_RO: '2025-02-15' }).error?.issues[0])).toEqual({ refusal: 'NOT_FIRST_OF_MONTH', field: 'DATE_RO' });
    expect(roCreateBodySchema.parse({ DATE_RO: '2025-02-01', VALUE: '78,8' })).toMatchObject({ DATE_RO: '2025-02-01', VALUE: 78.8 });
    // A month without a value is refused, never stored as 0; a value out of 0–1000 €/MWh too.
    for (const VALUE of [null, undefined, '', ' ']) {
      expect(roRefusal(roCreateBodySchema.safeParse({ DATE_RO: '2025-02-01', VALUE }).error?.issues[0]).refusal, String(VALUE)).toBe('VALUE_REQUIRED');
    }
    for (const VALUE of [-999999, -1, 1000.5, '-7']) {
      expect(roRefusal(roCreateBodySchema.safeParse({ DATE_RO: '2025-02-01', VALUE }).error?.issues[0]).refusal, String(VALUE)).toBe('VALUE_OUT_OF_RANGE');
    }
    expect(roCreateBodySchema.parse({ DATE_RO: '2025-02-01', VALUE: 0 }).VALUE).toBe(0);
    expect(roRefusal(roCreateBodySchema.safeParse({ DATE_RO: '2025-02-01', VALUE: '0x10' }).error?.issues[0]).refusal).toBe('BAD_VALUE_TEXT');
    expect(roRefusal(roCreateBodySchema.safeParse({ DATE_RO: '2025-02-01', VALUE: true }).error?.issues[0]).refusal).toBe('BAD_VALUE');
    expect(roRefusal(roCreateBodySchema.safeParse(null).error?.issues[0])).toEqual({ refusal: 'BAD_DATE', field: 'DATE_RO' });
  });

  it('reads simulation ids and the validity query', () => {
    expect(simulationParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    for (const id of ['0', '-1', '1.5', 'abc', '2147483648', '12345678901']) expect(simulationParamsSchema.safeParse({ id }).success, id).toBe(false);
    expect(validityQuerySchema.parse({ simulation_id: '3', new_status: '1', username: 'x' })).toMatchObject({ simulation_id: 3, new_status: 1 });
    expect(validityQuerySchema.safeParse({ simulation_id: '3', new_status: '2' }).error?.issues[0]?.path).toEqual(['new_status']);
  });
});
