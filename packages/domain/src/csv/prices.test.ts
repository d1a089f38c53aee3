import { describe, expect, it } from 'vitest';
import { estimatedElectricityPricesCsv as estElec, estimatedGasPricesCsv as estGas, estimatedHourLabel } from './estimatedPrices.ts';
import { historicalMibgasPricesCsv as histGas, historicalOmiePricesCsv as histOmie } from './historicalPrices.ts';
import { describeCsvResult } from './issues.ts';
import { downloadedPricesCsv, mibgasPricesCsv, omiePricesCsv, previsionPricesCsv } from './marketPrices.ts';
import { csvText, hourValueRows, marketRows } from './testRows.ts';

const market = marketRows(48, (i) => i);
const histHeader = ['Horizonte', 'Hora', 'Precio casación OMIE (€/MWh)'];
const gasHeader = ['Horizonte', 'Hora', 'Precio casación MIBGAS (€/MWh)'];
const estHeader = ['Horizonte', 'Hora', 'Precio Estimado (€ / MWh)'];

describe('historical prices', () => {
  it('file names and headers', () => {
    expect(histOmie.fileName).toBe('precios_historicos_OMIE.csv');
    expect(histGas.fileName).toBe('precios_historicos_MIBGAS.csv');
    expect(histOmie.headers({ horizonHours: 24 })).toEqual(histHeader);
    expect(histGas.headers({ horizonHours: 24 })).toEqual(gasHeader);
  });
  it('updates matched rows on date and hour', () => {
    const csv = csvText([histHeader, ['15/01/2025 03:00', 'H4', '99,5'], ['16/01/2025 00:00', 'H25', '-1']]);
    const r = histOmie.parse(csv, { horizonHours: 48, rows: market });
    expect(r.ok && [r.data[3]?.valor, r.data[24]?.valor, r.count, r.warnings]).toEqual([99.5, -1, 2, undefined]);
  });
  it('unmatched rows: Horizontes/horas no encontrados en la tabla', () => {
    const r = histOmie.parse(csvText([histHeader, ['20/01/2025 03:00', 'H4', '1']]), { horizonHours: 48, rows: market });
    expect(describeCsvResult(r)).toEqual({ severity: 'error', title: 'Error al importar', lines: ['Horizontes/horas no encontrados en la tabla: 20/01/2025 03:00 H4'] });
  });
  it('MIBGAS warns on negative values', () => {
    const r = histGas.parse(csvText([gasHeader, ['15/01/2025 03:00', 'H4', '-2,5']]), { horizonHours: 48, rows: market });
    expect(describeCsvResult(r)).toEqual({ severity: 'warning', title: 'Importación completada con avisos', lines: ['1 registros actualizados.', 'Línea 2: valor negativo (-2,5)'] });
  });
});

describe('estimated prices', () => {
  const elecRows = hourValueRows(48).map((r) => ({ horizonte: r.horizonte, precio_estimado: 0 }));
  const gasRows = hourValueRows(48).map((r) => ({ horizonte: r.horizonte, valor: 0 }));
  it('file names, headers and H labels per day', () => {
    expect(estElec.fileName).toBe('prevision_precios_electricidad.csv');
    expect(estGas.fileName).toBe('prevision_precios_gas.csv');
    expect(estElec.headers({ horizonHours: 24 })).toEqual(estHeader);
    expect(estimatedHourLabel('16/01/2025 05:00', 29)).toBe('H6');
    expect(estimatedHourLabel('16/01/2025', 29)).toBe('H6');
  });
  it.each([
    ['H1', '16/01/2025'], ['00:00', '16/01/2025'], ['0', '2025-01-16'], ['', '2025-01-16 00:00'], ['H1', '2025-01-16T00:00:00'],
  ])('hour %s with date %s matches 16/01/2025 00:00', (hour, date) => {
    const r = estElec.parse(csvText([estHeader, [date, hour, '12,345']]), { horizonHours: 48, rows: elecRows });
    expect(r.ok && r.data[24]?.precio_estimado).toBe(12.345);
  });
  it('H24 is hour 23', () => {
    const r = estGas.parse(csvText([estHeader, ['15/01/2025', 'H24', '3']]), { horizonHours: 48, rows: gasRows });
    expect(r.ok && r.data[23]?.valor).toBe(3);
  });
  it('an unreadable date or hour: Filas no válidas', () => {
    const r = estElec.parse(csvText([estHeader, ['15/13/2025', 'H1', '3'], ['15/01/2025', 'H25', '3']]), { horizonHours: 48, rows: elecRows });
    expect(describeCsvResult(r)).toEqual({
      severity: 'error', title: 'Filas no válidas',
      lines: ['Línea 2: fecha u hora no válida (15/13/2025 H1)', 'Línea 3: fecha u hora no válida (15/01/2025 H25)'],
    });
  });
  it('gas warns on negatives, electricity does not', () => {
    const csv = csvText([estHeader, ['15/01/2025', 'H1', '-3']]);
    expect(estGas.parse(csv, { horizonHours: 48, rows: gasRows }).ok && describeCsvResult(estGas.parse(csv, { horizonHours: 48, rows: gasRows })).severity).toBe('warning');
    expect(describeCsvResult(estElec.parse(csv, { horizonHours: 48, rows: elecRows })).severity).toBe('success');
  });
  it('exports 3 decimals with H1..H24 labels', () => {
    const lines = estElec.export(elecRows.map((r, i) => ({ ...r, precio_estimado: i + 0.1234 })), { horizonHours: 48 }).split('\r\n');
    expect(lines[1]).toBe('15/01/2025 00:00;H1;0,123');
    expect(lines[25]).toBe('16/01/2025 00:00;H1;24,123');
  });
});

describe('market price exports', () => {
  it('file names, 2 decimals (forecast 3), limited to the horizon', () => {
    expect([omiePricesCsv.fileName, previsionPricesCsv.fileName, mibgasPricesCsv.fileName, downloadedPricesCsv.fileName])
      .toEqual(['precios_OMIE.csv', 'prevision_precios.csv', 'precios_MIBGAS.csv', 'precios.csv']);
    const rows = marketRows(48, () => 1.23456);
    expect(omiePricesCsv.export(rows, { horizonHours: 24 }).split('\r\n')[1]).toBe('15/01/2025 00:00;H1;1,23');
    expect(previsionPricesCsv.export(rows, { horizonHours: 24 }).split('\r\n')).toHaveLength(26);
    expect(previsionPricesCsv.export(rows, { horizonHours: 24 }).split('\r\n')[1]).toBe('15/01/2025 00:00;H1;1,235');
  });
  it('downloader export leaves missing values empty', () => {
    const text = downloadedPricesCsv.export([{ fecha: '15/01/2025 00:00', omie: 50, prevision: null, mibgas_2: 30.5, co2: null }]);
    expect(text).toBe('\ufefffecha;omie;prevision;mibgas_2;co2\r\n15/01/2025 00:00;50,00;;30,50;\r\n');
  });
});
