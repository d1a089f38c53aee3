import { describe, expect, it } from 'vitest';
import { coolingDemandCsv, importCsvFile } from '@plantasim/domain';
import { readCsvFile } from './readCsvFile';

/** windows-1252 bytes of a text made of Latin-1 characters (as Spanish Excel saves a CSV). */
const cp1252 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

describe('reading a chosen CSV file', () => {
  const rows = Array.from({ length: 24 }, (_, h) => ({ horizonte: `15/01/2025 ${String(h).padStart(2, '0')}:00`, hora: `H${h + 1}`, valor: 0 }));
  const text = coolingDemandCsv.export(rows, { horizonHours: 24 }).replace(/^\ufeff/, '').replace(/;0,00\r\n/g, ';2,50\r\n');

  it('a cooling-demand file saved by Spanish Excel in windows-1252 imports (it was refused with Encabezados incorrectos)', async () => {
    expect(text).toContain('Demanda de frío (MW)');
    const read = await readCsvFile(new Blob([cp1252(text)]));
    expect(read).toBe(text);
    const r = importCsvFile(coolingDemandCsv, { name: 'demanda_frio.csv', text: read }, { horizonHours: 24, rows });
    expect(r.ok && r.data.map((x) => x.valor)).toEqual(new Array(24).fill(2.5));
  });
  it('UTF-8, with or without a byte-order mark, is read as UTF-8', async () => {
    expect(await readCsvFile(new Blob([new TextEncoder().encode(text)]))).toBe(text);
    expect(await readCsvFile(new Blob([new TextEncoder().encode(`\ufeff${text}`)]))).toBe(text);
  });
});
