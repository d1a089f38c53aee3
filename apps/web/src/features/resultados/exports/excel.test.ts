import { describe, expect, it, vi } from 'vitest';
import { readBack } from '../../../components/DataTable/workbookReadBack';

const saved: { name: string; bytes: Uint8Array; mime: string }[] = [];
vi.mock('../../../components/DataTable', () => ({
  saveFile: (name: string, bytes: Uint8Array, mime: string) => { saved.push({ name, bytes, mime }); },
}));

describe('Excel exports', () => {
  it('write text that a spreadsheet would run as a formula as text; numbers stay numbers', async () => {
    const { saveWorkbook } = await import('./excel');
    const link = '=HYPERLINK("http://evil.example","Ver")';
    await saveWorkbook('prueba.xlsx', [{ name: 'Programa', rows: [['Equipo', 'H1'], [link, -3.5], ['@SUM(A1)', 2], ['Compresor 1', 0]] }]);
    expect(saved.at(-1)).toMatchObject({ name: 'prueba.xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const book = await readBack(saved.at(-1)!.bytes);
    expect(book.names).toEqual(['Programa']);
    expect(book.rows.get('Programa')).toEqual([['Equipo', 'H1'], [`'${link}`, -3.5], ["'@SUM(A1)", 2], ['Compresor 1', 0]]);
    expect(book.widths.get('Programa')).toEqual([40, 10]);
  }, 30_000); // the first import of the Excel library takes seconds on a busy machine

  it('write days and hours as real dates with a date format, not as text', async () => {
    const { saveWorkbook } = await import('./excel');
    await saveWorkbook('fechas.xlsx', [{ name: 'Fechas', rows: [['FECHA_HORA', 'Fecha'], [{ date: { year: 2025, month: 1, day: 15 }, hour: 7 }, { date: { year: 2025, month: 1, day: 16 } }]] }]);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    const bytes = saved.at(-1)!.bytes;
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const row = book.getWorksheet('Fechas')!.getRow(2);
    expect(row.getCell(1).value).toEqual(new Date(Date.UTC(2025, 0, 15, 7)));
    expect(row.getCell(1).numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(row.getCell(2).value).toEqual(new Date(Date.UTC(2025, 0, 16)));
    expect(row.getCell(2).numFmt).toBe('dd/mm/yyyy');
  }, 30_000);
});
