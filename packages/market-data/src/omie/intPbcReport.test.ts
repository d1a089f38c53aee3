import { describe, expect, it } from 'vitest';
import { decodeOmieText, intPbcPrices, parseIntPbcReport, parseIntPbcSpainHourly } from './intPbcReport.ts';
import { readSharedBytes, readSharedText } from '../testSupport/sharedData.ts';

const dir = ['omie', 'int_pbc_ev_h_1'];
const FIXTURE = 'INT_PBC_EV_H_1_07_01_2024_07_01_2024.TXT';
const expected = JSON.parse(readSharedText(...dir, 'INT_PBC_EV_H_1_07_01_2024_07_01_2024.pyomie-expected.json')) as Record<string, unknown>;

/** ISO-8859-1 bytes of a JS string (what OMIE actually serves). */
const latin1 = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)));

describe('INT_PBC_EV_H_1 report', () => {
  const utf8 = readSharedBytes(...dir, FIXTURE);

  it('matches the pyomie expectations (prices and energies)', () => {
    const r = parseIntPbcReport(decodeOmieText(utf8));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.date).toBe(expected.market_date);
    const prices = intPbcPrices(r.data);
    expect(prices.ok).toBe(true);
    if (!prices.ok) return;
    expect(prices.data.spain).toEqual(expected.spot_price_es);
    expect(prices.data.portugal).toEqual(expected.spot_price_pt);
    const row = (start: string) => r.data.rows.find((x) => x.label.startsWith(start))?.values;
    expect(row('Energía total de compra sistema español')).toEqual(expected.energy_purchases_es);
    expect(row('Exportación de España a Portugal')).toEqual(expected.energy_export_es_to_pt);
  });

  it('decodes the ISO-8859-1 bytes OMIE serves identically', () => {
    const text = decodeOmieText(utf8);
    const fromLatin1 = decodeOmieText(latin1(text));
    expect(fromLatin1).toBe(text);
    expect(fromLatin1).toContain('Energía total de compra sistema español');
  });

  it('gives 24 hourly Spanish prices', () => {
    const r = parseIntPbcSpainHourly(utf8);
    expect(r.ok && r.data.map((p) => p.value)).toEqual(expected.spot_price_es);
  });

  it('reads the quarter-hourly H1Q1..H24Q4 header with comma decimals', () => {
    const labels = Array.from({ length: 96 }, (_, i) => `H${Math.floor(i / 4) + 1}Q${(i % 4) + 1}`);
    const es = Array.from({ length: 96 }, (_, i) => `${(i + 1).toString()},50`);
    const text = ['OMIE - Mercado de electricidad;Fecha Emisión :30/11/2025 - 13:21;;01/12/2025;Precio del mercado diario (EUR/MWh);;;;', '',
      `;${labels.join(';')};`, `Precio marginal en el sistema español (EUR/MWh);${es.join(';')};`, ';;;'].join('\r\n');
    const r = parseIntPbcSpainHourly(latin1(text));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toHaveLength(24);
    expect(r.data[0]).toEqual({ date: '2025-12-01', hour: 1, value: 3 }); // mean of 1.5..4.5
  });

  it('converts the old OMEL cent/kWh report to EUR/MWh', () => {
    const r = parseIntPbcSpainHourly(readSharedBytes(...dir, 'legacy', 'PMD_20060101.txt'));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.data.slice(0, 2).map((p) => p.value)).toEqual([66.94, 48.88]);
  });

  it('rejects the adjustment-mechanism report (no marginal price row) and a garbage file', () => {
    const maj = parseIntPbcSpainHourly(readSharedBytes(...dir, 'legacy', 'PMD_20221030.txt'));
    expect(!maj.ok && maj.issues[0]?.code).toBe('no_price_row');
    const junk = parseIntPbcSpainHourly('hello');
    expect(!junk.ok && junk.issues[0]?.code).toBe('wrong_header');
  });
});
