import { describe, expect, it } from 'vitest';
import { describeCsvResult } from './issues.ts';
import { manualElectricityPricesCsv as elec, manualGasPricesCsv as gas } from './pricePaths.ts';
import { csvText, hourValueRows } from './testRows.ts';

const rows = hourValueRows(24, () => 50);
const ctx = { horizonHours: 24, rows };
const header = ['Horizonte', 'Hora', 'Precio mercado (€/MWh)'];
const gasHeader = ['Horizonte', 'Hora', 'Precio gas (€/MWh)'];
const body = (value: (i: number) => string | number) => rows.map((r, i) => [r.horizonte, r.hora, value(i)]);

describe('manual price paths', () => {
  // The headers of docs/rules/validation.md ("Price path imports"), the file names of docs/rules/constants.md.
  it('has the spec headers and file names', () => {
    expect(elec.headers(ctx)).toEqual(header);
    expect(gas.headers(ctx)).toEqual(gasHeader);
    expect(elec.fileName).toBe('precios_Electricidad_Manual.csv');
    expect(gas.fileName).toBe('precios_Gas_Manual.csv');
    expect(gas.template(ctx)).toBe('\ufeffHorizonte;Hora;Precio gas (€/MWh)\r\n');
  });
  it('imports every row: Importación correcta / 24 registros actualizados.', () => {
    const r = elec.parse(csvText([header, ...body((i) => `${i},5`)]), ctx);
    expect(r.ok && r.data.map((x) => x.valor)).toEqual(rows.map((_, i) => i + 0.5));
    expect(describeCsvResult(r)).toEqual({ severity: 'success', title: 'Importación correcta', lines: ['24 registros actualizados.'] });
  });
  it('keeps the stored horizonte and hora, and other fields', () => {
    const r = elec.parse(csvText([header, ...body(() => 1)]), ctx);
    expect(r.ok && r.data[3]).toEqual({ ...rows[3], valor: 1 });
  });
  it('matches dates a spreadsheet rewrote (15/01/2025 0:00, 2025-01-15 00:00:00)', () => {
    const csv = csvText([header, ...rows.map((r, i) => [i % 2 ? `2025-01-15 ${String(i).padStart(2, '0')}:00:00` : `15/1/2025 ${i}:00`, r.hora, 7])]);
    const r = elec.parse(csv, ctx);
    expect(r.ok && r.count).toBe(24);
  });
  it('row count must equal horizonte_horas: Se esperaban N filas y se recibieron M.', () => {
    const r = elec.parse(csvText([header, ...body(() => 1).slice(0, 20)]), ctx);
    expect(describeCsvResult(r)).toEqual({ severity: 'error', title: 'Error al importar', lines: ['Se esperaban 24 filas y se recibieron 20.'] });
  });
  it('unmatched electricity horizons: first 5 then an ellipsis', () => {
    const csv = csvText([header, ...rows.map((r, i) => [i < 6 ? `0${i + 1}/02/2025 00:00` : r.horizonte, r.hora, 1])]);
    expect(describeCsvResult(elec.parse(csv, ctx)).lines).toEqual([
      'Horizontes no encontrados en la senda: 01/02/2025 00:00, 02/02/2025 00:00, 03/02/2025 00:00, 04/02/2025 00:00, 05/02/2025 00:00...',
    ]);
  });
  it('unmatched gas horizons/hours list horizon and hour', () => {
    const csv = csvText([gasHeader, ...rows.map((r, i) => [i === 0 ? '01/02/2025 00:00' : r.horizonte, r.hora, 1])]);
    expect(describeCsvResult(gas.parse(csv, ctx)).lines).toEqual(['Horizontes/horas no encontrados en la senda: 01/02/2025 00:00 H1']);
  });
  it('gas matches on date plus hour column when the horizon has no time', () => {
    const dayRows = rows.map((r, i) => ({ ...r, horizonte: '15/01/2025', hora: `H${i + 1}` }));
    const csv = csvText([gasHeader, ...dayRows.map((r, i) => ['2025-01-15', `${i}:00`, i]).reverse()]);
    const r = gas.parse(csv, { horizonHours: 24, rows: dayRows });
    expect(r.ok && r.data.map((x) => x.valor)).toEqual(dayRows.map((_, i) => i));
  });
  it('negative gas values warn (Importación completada con avisos), at most 10 listed', () => {
    const r = gas.parse(csvText([gasHeader, ...body((i) => (i < 12 ? `-${i + 1},5` : '3'))]), ctx);
    expect(r.ok).toBe(true);
    const d = describeCsvResult(r);
    expect(d.title).toBe('Importación completada con avisos');
    expect(d.lines[0]).toBe('24 registros actualizados.');
    expect(d.lines[1]).toBe('Línea 2: valor negativo (-1,5)');
    expect(d.lines).toHaveLength(1 + 10 + 1);
    expect(d.lines[11]).toBe('… y 2 más');
  });
  it('negative electricity prices are accepted silently', () => {
    const r = elec.parse(csvText([header, ...body(() => '-5')]), ctx);
    expect(r.ok && r.warnings).toBeUndefined();
  });
  it('missing or non-numeric values: Faltan datos obligatorios with column and lines', () => {
    const csv = csvText([header, ...body((i) => (i === 0 ? '' : i === 3 ? 'abc' : 1)).map((c, i) => (i === 5 ? ['', ...c.slice(1)] : c))]);
    expect(describeCsvResult(elec.parse(csv, ctx))).toEqual({
      severity: 'error',
      title: 'Faltan datos obligatorios',
      lines: ["Columna 'Horizonte': línea 7", "Columna 'Precio mercado (€/MWh)': líneas 2, 5"],
    });
  });
  it('wrong headers: Encabezados incorrectos', () => {
    const r = elec.parse(csvText([gasHeader, ...body(() => 1)]), ctx);
    expect(!r.ok && r.title).toBe('csv.headers.title');
  });
  it('exports semicolon, decimal comma, BOM, 2 decimals, limited to the horizon', () => {
    const text = elec.export(hourValueRows(48, (i) => i + 0.125), { horizonHours: 24 });
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\ufeffHorizonte;Hora;Precio mercado (€/MWh)');
    expect(lines[1]).toBe('15/01/2025 00:00;H1;0,13');
    expect(lines).toHaveLength(1 + 24 + 1);
  });
});
