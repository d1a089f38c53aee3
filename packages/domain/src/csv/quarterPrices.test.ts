import { describe, expect, it } from 'vitest';
import { horizonKeys } from '../calendar/keys.ts';
import { dayQuarterKeys } from '../calendar/quarterKeys.ts';
import { misplacedQuarterRow, quarterDaysOf } from '../rules/planClock.ts';
import { describeCsvResult } from './issues.ts';
import { manualElectricityPricesCsv } from './pricePaths.ts';
import { manualElectricityImportCsv as codec, manualElectricityQuarterPricesCsv as quarterCsv, manualQuarterTemplateRows, omieQuarterPricesCsv } from './quarterPrices.ts';
import { csvText, hourValueRows } from './testRows.ts';

const header = ['Horizonte', 'Hora', 'Precio mercado (€/MWh)'];
const qHeader = ['Horizonte', 'Periodo', 'Precio mercado (€/MWh)'];
const d = (year: number, month: number, day: number) => ({ year, month, day });

/** Stored manual rows of `days` days from `start`. */
const stored = (start: { year: number; month: number; day: number }, days: number) =>
  horizonKeys(start, days).map((horizonte, i) => ({ horizonte, hora: `H${i + 1}`, valor: 50 }));
/** A quarter file of the given days: period p of real hour h worth 10·h + (p − 1) % 4. */
const quarterFile = (days: { year: number; month: number; day: number }[], cell: (key: string, period: number, i: number) => (string | number)[] = (key, p) => [key, p, 10 * Math.floor((p - 1) / 4) + ((p - 1) % 4)]) => {
  let i = 0;
  return csvText([qHeader, ...days.flatMap((day) => dayQuarterKeys(day).map((key, q) => cell(key, q + 1, i++)))]);
};

describe('manual electricity import: hourly file unchanged', () => {
  const rows = hourValueRows(24, () => 50);
  const ctx = { horizonHours: 24, rows };
  it('gives exactly the hourly codec’s rows and dialog, with no quarter rows', () => {
    const text = csvText([header, ...rows.map((r, i) => [r.horizonte, r.hora, `${i},5`])]);
    const r = codec.parse(text, ctx);
    const old = manualElectricityPricesCsv.parse(text, ctx);
    expect(r.ok && old.ok && r.data.rows).toEqual(old.ok && old.data);
    expect(r.ok && r.data.quarters).toBeNull();
    expect(describeCsvResult(r)).toEqual(describeCsvResult(old));
  });
  it('keeps the hourly messages (row count)', () => {
    const text = csvText([header, ...rows.slice(0, 20).map((r) => [r.horizonte, r.hora, 1])]);
    expect(describeCsvResult(codec.parse(text, ctx))).toEqual(describeCsvResult(manualElectricityPricesCsv.parse(text, ctx)));
  });
  it('refuses quarter minutes in an hourly file as a mixed file, in es and en', () => {
    const text = csvText([header, ...rows.map((r, i) => [i === 3 ? '15/01/2025 03:15' : r.horizonte, r.hora, 1])]);
    const r = codec.parse(text, ctx);
    expect(describeCsvResult(r)).toEqual({
      severity: 'error', title: 'Error al importar',
      lines: ['El archivo mezcla filas por horas y por cuartos de hora: usa un solo formato (Hora con dd/MM/yyyy HH:00, o Periodo con dd/MM/yyyy HH:mm).', 'Ver línea 5'],
    });
    expect(describeCsvResult(r, 'en').lines[0]).toBe('The file mixes hourly and quarter-hour rows: use one format (Hora with dd/MM/yyyy HH:00, or Periodo with dd/MM/yyyy HH:mm).');
  });
});

describe('manual electricity import: quarter-hour file', () => {
  it('was refused by the hourly codec (the old import)', () => {
    const ctx = { horizonHours: 24, rows: stored(d(2025, 11, 15), 1) };
    expect(manualElectricityPricesCsv.parse(quarterFile([d(2025, 11, 15)]), ctx).ok).toBe(false);
  });
  it('imports 96 periods: quarter rows and the hourly means', () => {
    const ctx = { horizonHours: 24, rows: stored(d(2025, 11, 15), 1) };
    const r = codec.parse(quarterFile([d(2025, 11, 15)]), ctx);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.quarters).toHaveLength(96);
    expect(r.data.quarters![5]).toEqual({ fecha_hora: '15/11/2025 01:15', periodo: 6, valor: 11 });
    expect(r.data.rows[0]).toEqual({ horizonte: '15/11/2025 00:00', hora: 'H1', valor: 1.5 });
    expect(r.data.rows[23]?.valor).toBe(231.5);
    expect(describeCsvResult(r)).toEqual({ severity: 'success', title: 'Importación correcta', lines: ['96 registros actualizados.'] });
  });
  it('the 23-hour day: 92 periods, hour row 2 a copy of 01:00', () => {
    const ctx = { horizonHours: 48, rows: stored(d(2026, 3, 28), 2) };
    const r = codec.parse(quarterFile([d(2026, 3, 28), d(2026, 3, 29)]), ctx);
    expect(r.ok && r.data.quarters?.length).toBe(96 + 92);
    expect(r.ok && r.data.quarters?.[96 + 8]).toEqual({ fecha_hora: '29/03/2026 03:00', periodo: 9, valor: 20 });
    expect(r.ok && r.data.rows.slice(24, 28).map((x) => x.valor)).toEqual([1.5, 11.5, 11.5, 21.5]);
  });
  it('the 25-hour day: 100 periods, the two 02:00 hours told apart by order and averaged', () => {
    const ctx = { horizonHours: 24, rows: stored(d(2026, 10, 25), 1) };
    const r = codec.parse(quarterFile([d(2026, 10, 25)]), ctx);
    expect(r.ok && r.data.quarters?.slice(8, 13).map((q) => `${q.fecha_hora} ${q.periodo}`)).toEqual([
      '25/10/2026 02:00 9', '25/10/2026 02:15 10', '25/10/2026 02:30 11', '25/10/2026 02:45 12', '25/10/2026 02:00 13',
    ]);
    expect(r.ok && r.data.rows.slice(0, 4).map((x) => x.valor)).toEqual([1.5, 11.5, 26.5, 41.5]);
    // What the payload holds and the plan clock reads: every period where its time names it, the day complete.
    expect(r.ok && misplacedQuarterRow(r.data.quarters!)).toBe(-1);
    expect(r.ok && quarterDaysOf(r.data.quarters!).get('25/10/2026')).toHaveLength(100);
  });
  it('a period out of its place (second 02:00 hour given the first one’s numbers): Filas no válidas', () => {
    const ctx = { horizonHours: 24, rows: stored(d(2026, 10, 25), 1) };
    const text = quarterFile([d(2026, 10, 25)], (key, p) => [key, p === 13 ? 9 : p, 1]);
    expect(describeCsvResult(codec.parse(text, ctx))).toEqual({
      severity: 'error', title: 'Filas no válidas', lines: ['Línea 14: se esperaba 25/10/2026 02:00, periodo 13 (se recibió 25/10/2026 02:00, 9)'],
    });
  });
  it('rows out of order and days outside the horizon are refused', () => {
    const ctx = { horizonHours: 24, rows: stored(d(2025, 11, 15), 1) };
    const swapped = quarterFile([d(2025, 11, 15)], (key, p, i) => (i === 0 ? ['15/11/2025 00:15', 2, 1] : i === 1 ? ['15/11/2025 00:00', 1, 1] : [key, p, 1]));
    expect(describeCsvResult(codec.parse(swapped, ctx)).lines).toHaveLength(2);
    const otherDay = describeCsvResult(codec.parse(quarterFile([d(2025, 11, 16)]), ctx));
    expect(otherDay.title).toBe('Filas no válidas');
    expect(otherDay.lines.at(-1)).toBe('… y 86 más');
  });
  it('must cover the horizon: Se esperaban N filas y se recibieron M.', () => {
    const ctx = { horizonHours: 48, rows: stored(d(2025, 11, 15), 2) };
    expect(describeCsvResult(codec.parse(quarterFile([d(2025, 11, 15)]), ctx))).toEqual({
      severity: 'error', title: 'Error al importar', lines: ['Se esperaban 192 filas y se recibieron 96.'],
    });
  });
  it('the hourly file’s cell rules and messages: empty, non-numeric, bad date-time, formula guard', () => {
    const ctx = { horizonHours: 24, rows: stored(d(2025, 11, 15), 1) };
    const text = quarterFile([d(2025, 11, 15)], (key, p, i) => (i === 0 ? [key, p, ''] : i === 3 ? [key, p, 'abc'] : i === 5 ? [key, '', 1] : [key, p, '1.234,5']));
    expect(describeCsvResult(codec.parse(text, ctx))).toEqual({
      severity: 'error', title: 'Faltan datos obligatorios', lines: ["Columna 'Periodo': línea 7", "Columna 'Precio mercado (€/MWh)': líneas 2, 5"],
    });
    const badTime = quarterFile([d(2025, 11, 15)], (key, p, i) => [i === 2 ? '15/11/2025 00:20' : key, p, 1]);
    expect(describeCsvResult(codec.parse(badTime, ctx)).lines).toEqual(['Línea 4: fecha u hora no válida (15/11/2025 00:20 3)']);
    // A defused cell ('=1 written as '=1) is text, not a number, as in the hourly file.
    const defused = quarterFile([d(2025, 11, 15)], (key, p, i) => [key, p, i === 0 ? "'=1" : '2,5']);
    expect(describeCsvResult(codec.parse(defused, ctx)).lines).toEqual(["Columna 'Precio mercado (€/MWh)': línea 2"]);
  });
  it('reads date-times a spreadsheet rewrote (15/11/2025 0:15, 2025-11-15 00:30:00)', () => {
    const ctx = { horizonHours: 24, rows: stored(d(2025, 11, 15), 1) };
    const text = quarterFile([d(2025, 11, 15)], (key, p, i) => [i === 1 ? '15/11/2025 0:15' : i === 2 ? '2025-11-15 00:30:00' : key, p, 4]);
    const r = codec.parse(text, ctx);
    expect(r.ok && r.data.quarters?.[1]?.fecha_hora).toBe('15/11/2025 00:15');
    expect(r.ok && r.data.rows[0]?.valor).toBe(4);
  });
  it('an hour label in the period column is an hourly row: mixed file', () => {
    const ctx = { horizonHours: 24, rows: stored(d(2025, 11, 15), 1) };
    const text = quarterFile([d(2025, 11, 15)], (key, p, i) => [key, i < 2 ? `H${i + 1}` : p, 1]);
    expect(describeCsvResult(codec.parse(text, ctx)).lines[1]).toBe('Ver líneas 2, 3');
  });
  it('wrong headers: Encabezados incorrectos against the quarter headers', () => {
    const ctx = { horizonHours: 24, rows: stored(d(2025, 11, 15), 1) };
    const text = csvText([['Horizonte', 'Periodo', 'Precio'], ['15/11/2025 00:00', 1, 1]]);
    const r = codec.parse(text, ctx);
    expect(!r.ok && r.title).toBe('csv.headers.title');
  });
});

describe('quarter exports', () => {
  it('same format as the hourly export (BOM, ;, decimal comma, CRLF) and import back unchanged', () => {
    const ctx = { horizonHours: 24, rows: stored(d(2026, 10, 25), 1) };
    const imported = codec.parse(quarterFile([d(2026, 10, 25)], (key, p) => [key, p, p + 0.25]), ctx);
    expect(imported.ok).toBe(true);
    if (!imported.ok) return;
    const text = quarterCsv.export(imported.data.quarters!);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\ufeffHorizonte;Periodo;Precio mercado (€/MWh)');
    expect(lines[13]).toBe('25/10/2026 02:00;13;13,25');
    expect(lines).toHaveLength(1 + 100 + 1);
    const again = codec.parse(text, ctx);
    expect(again.ok && again.data).toEqual(imported.data);
    expect(quarterCsv.fileName).toBe('precios_Electricidad_Manual_cuartos.csv');
    expect(omieQuarterPricesCsv.headers()).toEqual(['Horizonte', 'Periodo', 'Precio OMIE (€/MWh)']);
  });
});

describe('the quarter-hour template', () => {
  it('holds every period of the horizon days (100 on the autumn DST day), each at its hour\'s price, and imports back unchanged', () => {
    const rows = stored(d(2026, 10, 24), 2).map((r, i) => ({ ...r, valor: i }));
    const template = manualQuarterTemplateRows(rows, 48);
    expect(template).toHaveLength(96 + 100);
    expect(template[96 + 12]).toEqual({ fecha_hora: '25/10/2026 02:00', periodo: 13, valor: 26 });
    expect(template.at(-1)).toEqual({ fecha_hora: '25/10/2026 23:45', periodo: 100, valor: 47 });
    const back = codec.parse(quarterCsv.export(template), { horizonHours: 48, rows });
    expect(back.ok && back.data.quarters).toEqual(template);
    expect(back.ok && back.data.rows.map((r) => r.valor)).toEqual(rows.map((r) => r.valor));
  });
});
