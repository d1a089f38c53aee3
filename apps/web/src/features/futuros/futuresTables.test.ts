import { describe, expect, it } from 'vitest';
import { buildFuturesWorkbook, columnNames, displayDate, FUTURES_COLUMNS, hasFutures, isDateColumn, isKnownColumn, isNumericColumn, plainHeader, priceUnit, sheetRows } from './futuresTables';
import es from '../../i18n/es.json';
import en from '../../i18n/en.json';
import { readFutures } from '../../api/precios';
import { readBack } from '../../components/DataTable/workbookReadBack';

const answer = {
  omip: { headers: [{ name: 'fecha' }, { name: 'precio_referencia' }], data: [{ fecha: '2024-03-01', precio_referencia: 61.5 }] },
  mibgas: { headers: [], data: [{ fecha: '2024-03-01', ultimo_precio: 25 }] },
  co2: { headers: [{ name: 'fecha' }], data: [] },
};

describe('futures tables', () => {
  it('reads the answer also when it arrives as a JSON string', () => {
    expect(readFutures(JSON.stringify(answer))?.omip.data).toHaveLength(1);
    expect(readFutures(answer)?.mibgas.data[0]).toEqual({ fecha: '2024-03-01', ultimo_precio: 25 });
    expect(readFutures('no')).toBeNull();
    expect(readFutures({ omip: answer.omip })).toBeNull();
  });
  it('takes columns from the headers, else from the first row', () => {
    expect(columnNames(answer.omip)).toEqual(['fecha', 'precio_referencia']);
    expect(columnNames(answer.mibgas)).toEqual(['fecha', 'ultimo_precio']);
    expect(isNumericColumn(answer.omip.data, 'precio_referencia')).toBe(true);
    expect(isNumericColumn(answer.omip.data, 'fecha')).toBe(false);
  });
  it('knows when there is nothing to export', () => {
    expect(hasFutures(null)).toBe(false);
    expect(hasFutures({ ...answer, omip: { headers: [], data: [] }, mibgas: { headers: [], data: [] } })).toBe(false);
    expect(hasFutures(answer)).toBe(true);
  });
  it('writes the three sheets of Futuros.xlsx', async () => {
    expect(sheetRows(answer.omip)).toEqual([['fecha', 'precio_referencia'], ['2024-03-01', 61.5]]);
    const book = await readBack(await buildFuturesWorkbook(answer));
    expect(book.names).toEqual(['Futuros Omip', 'Futuros MibGas', 'Futuros Co2']);
    expect(book.rows.get('Futuros Omip')).toEqual([['fecha', 'precio_referencia'], ['2024-03-01', 61.5]]);
    expect(book.rows.get('Futuros MibGas')).toEqual([['fecha', 'ultimo_precio'], ['2024-03-01', 25]]);
    expect(book.rows.get('Futuros Co2')).toEqual([['fecha']]);
  });
  it('write text that a spreadsheet would run as a formula as text; negative numbers stay numbers', async () => {
    const hostile = { headers: [{ name: 'contrato' }, { name: 'precio' }], data: [{ contrato: '=HYPERLINK("http://x","y")', precio: -4.5 }, { contrato: '+cmd', precio: '-2,5' }] };
    const book = await readBack(await buildFuturesWorkbook({ omip: hostile, mibgas: answer.mibgas, co2: answer.co2 }));
    expect(book.rows.get('Futuros Omip')).toEqual([['contrato', 'precio'], ['\'=HYPERLINK("http://x","y")', -4.5], ["'+cmd", '-2,5']]);
  });
  it('names every server column in words, in Spanish and English, with the unit of its prices', () => {
    for (const name of FUTURES_COLUMNS) {
      expect(es.futuros.columns[name]).toMatch(/^[A-ZÁÉÍÓÚÑ]/);
      expect(en.futuros.columns[name]).toMatch(/^[A-Z]/);
      expect(es.futuros.columns[name]).not.toContain('_');
      expect(en.futuros.columns[name]).not.toContain('_');
    }
    expect(isKnownColumn('precio_referencia')).toBe(true);
    expect(isKnownColumn('precio_cierre')).toBe(false);
    expect(plainHeader('precio_cierre')).toBe('Precio cierre');
    expect(priceUnit('omip', 'precio_referencia')).toBe('€/MWh');
    expect(priceUnit('mibgas', 'ultimo_precio')).toBe('€/MWh');
    expect(priceUnit('co2', 'precio')).toBe('€/t');
    expect(priceUnit('co2', 'volumen')).toBeNull();
  });
  it('shows dates as dd/MM/yyyy, and only in columns that hold nothing but dates', () => {
    expect(displayDate('2025-01-08')).toBe('08/01/2025');
    expect(displayDate('2025-01-08T00:00:00Z')).toBe('08/01/2025');
    expect(displayDate('2025-02-30')).toBeNull();
    expect(displayDate('FTB M-02-25')).toBeNull();
    expect(displayDate(45000)).toBeNull();
    const rows = [{ fecha: '2025-01-08', contrato: 'FTB M-02-25', fin: null }, { fecha: '2025-01-07', contrato: '2025-01-31', fin: '' }];
    expect(isDateColumn(rows, 'fecha')).toBe(true);
    expect(isDateColumn(rows, 'contrato')).toBe(false);
    expect(isDateColumn(rows, 'fin')).toBe(false);
  });
});
