import { describe, expect, it } from 'vitest';
import { readQuarterPriceRows } from './precios';

describe('readQuarterPriceRows', () => {
  it('accepts the quarter-hour rows and refuses empty or malformed answers', () => {
    const row = { fecha_hora: '26/10/2025 02:00', periodo: 13, valor: -1.5 };
    expect(readQuarterPriceRows([row])).toEqual([row]);
    expect(readQuarterPriceRows([])).toBeNull();
    expect(readQuarterPriceRows({ data: [row] })).toBeNull();
    expect(readQuarterPriceRows([{ ...row, fecha_hora: '26/10/2025 02:00:00' }])).toBeNull();
    expect(readQuarterPriceRows([{ ...row, periodo: 101 }])).toBeNull();
    expect(readQuarterPriceRows([{ fecha_hora: '01/02/2025 00:00', hora: 'H1', valor: 12.5 }])).toBeNull();
  });
});
