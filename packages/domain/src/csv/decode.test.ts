import { describe, expect, it } from 'vitest';
import { coolingDemandCsv } from './demand.ts';
import { decodeCsvBytes } from './decode.ts';
import { hourValueRows } from './testRows.ts';

/** windows-1252 bytes of a text made of Latin-1 characters (as Spanish Excel saves a CSV). */
const cp1252 = (text: string): Uint8Array => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('decodeCsvBytes', () => {
  const rows = hourValueRows(24, () => 2.5);
  const text = coolingDemandCsv.export(rows, { horizonHours: 24 }).replace(/^\ufeff/, '');

  it('reads a windows-1252 file (Spanish Excel) and the cooling-demand import accepts it', () => {
    const decoded = decodeCsvBytes(cp1252(text));
    expect(decoded).toBe(text);
    const r = coolingDemandCsv.parse(decoded, { horizonHours: 24, rows });
    expect(r.ok && r.data.map((x) => x.valor)).toEqual(new Array(24).fill(2.5));
    // Read as UTF-8 (what happened before), the header was 'Demanda de fr�o (MW)': 'Encabezados incorrectos'.
    const asUtf8 = new TextDecoder('utf-8').decode(cp1252(text));
    expect(coolingDemandCsv.parse(asUtf8, { horizonHours: 24, rows }).ok).toBe(false);
  });
  it('reads a windows-1252 body behind a UTF-8 BOM as windows-1252, without the BOM', () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, ...cp1252(text)]);
    expect(decodeCsvBytes(bytes)).toBe(text);
    expect(decodeCsvBytes(bytes).startsWith('Horizonte')).toBe(true);
    expect(coolingDemandCsv.parse(decodeCsvBytes(bytes), { horizonHours: 24, rows }).ok).toBe(true);
  });
  it('reads UTF-8 as UTF-8, BOM dropped; the euro sign and curly quotes of windows-1252 too', () => {
    expect(decodeCsvBytes(new TextEncoder().encode(`\ufeff${text}`))).toBe(text);
    expect(decodeCsvBytes(new TextEncoder().encode('Señal €'))).toBe('Señal €');
    expect(decodeCsvBytes(Uint8Array.from([0x80, 0x20, 0x93, 0x61, 0x94]))).toBe('€ “a”');
    expect(decodeCsvBytes(new Uint8Array(0))).toBe('');
  });
});
