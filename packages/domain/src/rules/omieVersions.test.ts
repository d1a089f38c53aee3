import { describe, expect, it } from 'vitest';
import { omieRowsRange, omieVersionOfRow } from './omieVersions.ts';

describe('the OMIE version of each day beside the form\'s hourly prices', () => {
  const rows = [{ fecha_hora: '27/11/2025 23:00' }, { fecha_hora: '26/11/2025 00:00' }, { fecha_hora: 'x' }, { fecha_hora: '28/11/2025 01:00' }];

  it('the range of the rows\' days', () => {
    expect(omieRowsRange(rows)).toEqual({ start_date: '2025-11-26', end_date: '2025-11-28' });
    expect(omieRowsRange([{ fecha_hora: '' }])).toBeNull();
  });

  it('a corrected day reads .2, a first publication .1, a day without a known version nothing', () => {
    const versions = { '2025-11-27': 2, '2025-11-26': 1 };
    expect(rows.map((r) => omieVersionOfRow(r, versions))).toEqual(['.2', '.1', '', '']);
  });
});
