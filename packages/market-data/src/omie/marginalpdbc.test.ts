import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseMarginalpdbc, parseMarginalpdbcSpainHourly } from './marginalpdbc.ts';
import { newestMarginalpdbcVersions, parseMarginalpdbcFileName } from './fileNames.ts';
import { readSharedText } from '../testSupport/sharedData.ts';
import { at } from '../testSupport/at.ts';

const file = (name: string) => ({ text: readSharedText('omie', 'marginalpdbc', name), fileName: name });

/** A synthetic well-formed file for a date with n periods of Spain price i (Portugal i + 0.5). */
function synthetic(date: string, n: number, price = (i: number) => i): string {
  const [y, m, d] = date.split('-');
  const rows = Array.from({ length: n }, (_, i) => `${y};${m};${d};${i + 1};${price(i + 1) + 0.5};${price(i + 1)};`);
  return ['MARGINALPDBC;', ...rows, '*', ''].join('\r\n');
}

describe('marginalpdbc parser: real files', () => {
  it('reads a quarter-hourly day (2025-10-01 period 40: Portugal 60.87, Spain 60)', () => {
    const { text, fileName } = file('marginalpdbc_20251001.1');
    const r = parseMarginalpdbc(text, { fileName });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.resolution).toBe('quarter-hourly');
    expect(r.data.periods).toHaveLength(96);
    expect(r.data.periods[39]).toEqual({ period: 40, portugal: 60.87, spain: 60 });
  });

  it('averages the four quarter-hours of 2025-10-01 into hour 10', () => {
    const { text, fileName } = file('marginalpdbc_20251001.1');
    const day = parseMarginalpdbc(text, { fileName });
    const hourly = parseMarginalpdbcSpainHourly(text, { fileName });
    expect(day.ok && hourly.ok).toBe(true);
    if (!day.ok || !hourly.ok) return;
    const q = day.data.periods.slice(36, 40).map((p) => p.spain);
    expect(hourly.data).toHaveLength(24);
    expect(hourly.data[9]?.hour).toBe(10);
    expect(at(hourly.data, 9).value).toBeCloseTo((at(q, 0) + at(q, 1) + at(q, 2) + at(q, 3)) / 4, 9);
  });

  it('reads an hourly day identical to the labelled OMIE report of 2024-01-07', () => {
    const { text, fileName } = file('marginalpdbc_20240107.1');
    const r = parseMarginalpdbcSpainHourly(text, { fileName });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.slice(0, 3).map((p) => p.value)).toEqual([84.08, 79.82, 76.76]);
    expect(r.data[23]).toEqual({ date: '2024-01-07', hour: 24, value: 83.86 });
  });

  it('maps the 23-hour day 2024-03-31 onto 24 rows by duplicating 01:00 into 02:00', () => {
    const { text, fileName } = file('marginalpdbc_20240331.1');
    const day = parseMarginalpdbc(text, { fileName });
    const hourly = parseMarginalpdbcSpainHourly(text, { fileName });
    expect(day.ok && hourly.ok).toBe(true);
    if (!day.ok || !hourly.ok) return;
    expect(day.data.periods).toHaveLength(23);
    const es = day.data.periods.map((p) => p.spain);
    expect(hourly.data.map((p) => p.value)).toEqual([es[0], es[1], es[1], ...es.slice(2)]);
  });

  it('maps the 25-hour day 2024-10-27 onto 24 rows by averaging the two 02:00 hours', () => {
    const { text, fileName } = file('marginalpdbc_20241027.1');
    const day = parseMarginalpdbc(text, { fileName });
    const hourly = parseMarginalpdbcSpainHourly(text, { fileName });
    expect(day.ok && hourly.ok).toBe(true);
    if (!day.ok || !hourly.ok) return;
    expect(day.data.periods).toHaveLength(25);
    const es = day.data.periods.map((p) => p.spain);
    expect(hourly.data).toHaveLength(24);
    expect(at(hourly.data, 2).value).toBeCloseTo((at(es, 2) + at(es, 3)) / 2, 9);
    expect(at(hourly.data, 23).value).toBe(at(es, 24));
  });

  it('reads the corrected file 20230528.2 and prefers it over .1', () => {
    const { text, fileName } = file('marginalpdbc_20230528.2');
    const r = parseMarginalpdbc(text, { fileName });
    expect(r.ok && r.data.date).toBe('2023-05-28');
    const newest = newestMarginalpdbcVersions(['marginalpdbc_20230528.1', 'marginalpdbc_20230528.3', 'marginalpdbc_20230528.2', 'notes.txt', 'marginalpdbc_20230527.1']);
    expect(newest.map((f) => f.name)).toEqual(['marginalpdbc_20230527.1', 'marginalpdbc_20230528.3']);
  });
});

describe('marginalpdbc parser: synthetic DST quarter-hourly days and malformed files', () => {
  it('accepts 92 periods on 2026-03-29 and 100 on 2025-10-26, mapped to 24 hours', () => {
    const spring = parseMarginalpdbcSpainHourly(synthetic('2026-03-29', 92), { fileName: 'marginalpdbc_20260329.1' });
    const autumn = parseMarginalpdbcSpainHourly(synthetic('2025-10-26', 100), { fileName: 'marginalpdbc_20251026.1' });
    expect(spring.ok && autumn.ok).toBe(true);
    if (!spring.ok || !autumn.ok) return;
    // spring: hour 2 = mean(5..8) = 6.5 duplicated into hour 3; hour 4 = mean(9..12) = 10.5
    expect(spring.data.slice(0, 4).map((p) => p.value)).toEqual([2.5, 6.5, 6.5, 10.5]);
    // autumn: hours 3 and 4 are the two 02:00 hours (means 10.5 and 14.5) -> 12.5
    expect(autumn.data.slice(0, 4).map((p) => p.value)).toEqual([2.5, 6.5, 12.5, 18.5]);
    expect(autumn.data).toHaveLength(24);
  });

  it('parses negative prices and dropped trailing zeros', () => {
    const text = synthetic('2024-04-14', 24, (i) => (i === 3 ? -0.01 : i === 4 ? 3.2 : 60));
    const r = parseMarginalpdbc(text, { fileName: 'marginalpdbc_20240414.1' });
    expect(r.ok && r.data.periods.slice(2, 4).map((p) => p.spain)).toEqual([-0.01, 3.2]);
  });

  const good = synthetic('2024-04-14', 24);
  const cases: [string, string, string][] = [
    ['wrong_header', good.replace('MARGINALPDBC;', 'MARGINALPDBX;'), 'marginalpdbc_20240414.1'],
    ['wrong_header', '<html><body>Not found</body></html>', 'marginalpdbc_20240414.1'],
    ['missing_footer', good.replace('*\r\n', ''), 'marginalpdbc_20240414.1'],
    ['bad_field_count', good.replace('2024;04;14;5;5.5;5;', '2024;04;14;5;5.5;5;9;'), 'marginalpdbc_20240414.1'],
    ['date_mismatch', good, 'marginalpdbc_20240415.1'],
    ['period_gap', good.replace('2024;04;14;7;7.5;7;\r\n', ''), 'marginalpdbc_20240414.1'],
    ['impossible_period_count', synthetic('2024-03-31', 24), 'marginalpdbc_20240331.1'],
    ['impossible_period_count', synthetic('2025-11-03', 95), 'marginalpdbc_20251103.1'],
    ['impossible_period_count', synthetic('2024-04-14', 96), 'marginalpdbc_20240414.1'],
    ['bad_number', good.replace('5.5;5;', '5,5;5;'), 'marginalpdbc_20240414.1'],
    ['mixed_dates', good.replace('2024;04;14;9;', '2024;04;15;9;'), 'marginalpdbc_20240414.1'],
    ['empty', '', 'marginalpdbc_20240414.1'],
  ];
  it.each(cases)('rejects %s in strict mode', (code, text, fileName) => {
    const r = parseMarginalpdbc(text, { fileName });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues[0]?.code).toBe(code);
      expect(r.issues[0]?.message.length).toBeGreaterThan(10);
    }
  });

  it('lenient mode tolerates a missing footer and LF line ends', () => {
    const text = good.replace('*\r\n', '').replace(/\r\n/g, '\n');
    expect(parseMarginalpdbc(text, { strict: false }).ok).toBe(true);
    expect(parseMarginalpdbc(text, { strict: true }).ok).toBe(false);
  });

  it('never throws on arbitrary input', () => {
    fc.assert(fc.property(fc.string(), (s) => {
      const r = parseMarginalpdbc(`MARGINALPDBC;\r\n${s}`, { fileName: 'marginalpdbc_20240414.1' });
      return typeof r.ok === 'boolean';
    }), { numRuns: 300 });
  });

  it('reads file names and versions', () => {
    expect(parseMarginalpdbcFileName('/x/marginalpdbc_20251127.2')).toEqual({ name: 'marginalpdbc_20251127.2', date: '2025-11-27', version: 2 });
    expect(parseMarginalpdbcFileName('marginalpdbc_20250230.1')).toBeNull();
  });
});
