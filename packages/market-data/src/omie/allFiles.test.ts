// Every real OMIE file of the shared folder, in strict mode.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseMarginalpdbc, marginalpdbcSpainHourly } from './marginalpdbc.ts';
import { newestMarginalpdbcVersions } from './fileNames.ts';
import { sharedPath } from '../testSupport/sharedData.ts';

describe('all shared marginalpdbc files', () => {
  const folder = sharedPath('omie', 'marginalpdbc');
  const names = readdirSync(folder).filter((n) => n.startsWith('marginalpdbc_')).sort();
  const parsed = names.map((name) => ({ name, result: parseMarginalpdbc(readFileSync(path.join(folder, name), 'latin1'), { fileName: name, strict: true }) }));

  it('finds the sample files (more than 1000)', () => {
    expect(names.length).toBeGreaterThan(1000);
  });

  it('parses every file in strict mode', () => {
    const failures = parsed.filter((p) => !p.result.ok).map((p) => `${p.name}: ${p.result.ok ? '' : p.result.issues[0]?.message}`);
    expect(failures).toEqual([]);
  });

  it('has negative Spanish prices down to -15 and none above 290 (SOURCES.md extremes)', () => {
    const spain = parsed.flatMap((p) => (p.result.ok ? p.result.data.periods.map((x) => x.spain) : []));
    expect(Math.min(...spain)).toBe(-15);
    expect(Math.max(...spain)).toBeLessThanOrEqual(290);
    expect(Math.max(...spain)).toBeGreaterThan(200);
    expect(spain.filter((x) => x < 0).length).toBeGreaterThan(1000);
  });

  it('yields 8,784 hourly Spanish prices for 2024', () => {
    const files2024 = newestMarginalpdbcVersions(names).filter((f) => f.date.startsWith('2024-'));
    expect(files2024).toHaveLength(366);
    const hourly = files2024.flatMap((f) => {
      const r = parsed.find((p) => p.name === f.name)?.result;
      return r?.ok ? marginalpdbcSpainHourly(r.data) : [];
    });
    expect(hourly).toHaveLength(8784);
    expect(hourly.every((h) => Number.isFinite(h.value) && h.hour >= 1 && h.hour <= 24)).toBe(true);
  });
});
