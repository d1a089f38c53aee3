import { describe, expect, it } from 'vitest';
import { coldChart, fold, MAX_POINTS, pricesChart, profitChart, steamChart } from './chartData';
import { mailtoLink, MAILTO_BODY_LIMIT, nominationBody, planningBody } from './mail';
import { averageProgramRows, conceptRows, engineGridRows, hourLabels, pivot, rowHours, rowPeak, scheduleGridsOf } from './scheduleGrids';
import { testBundle, testEconomic, testOperation, testProgram } from './testBundle';
import { EXCEL_FILES, fullReportSheets, headingRows, scheduleSheets, tableSheet, type SheetContext, type SheetLabels } from './workbooks';
import { sheetDays } from './sheet';

const labels: SheetLabels = {
  summary: 'Resumen', schedule: 'Previsión operarios', concepts: 'Conceptos', averageProgram: 'Programa horario medio',
  program: 'Programa', operation: 'Resultados operación', economic: 'Resultados económicos', equipment: 'Equipo',
  concept: 'Concepto', totalGas: 'Consumo total de gas (MWh)', poolPrice: 'Precio pool de referencia (EUR/MWh)', simulation: 'Simulación',
  plant: 'Planta', id: 'Id de la simulación', inForce: 'Plan en vigor', plannedDays: 'Días planificados', date: 'Fecha', weekday: 'Día de la semana', clock: 'Hora',
};

const run = { id: 42, name: 'Prueba', fechaActual: '15/01/2025', horizonte: 1, enVigor: ['15/01/2025'], plant: 'Planta Norte' };
const context = (): SheetContext => ({
  run, days: sheetDays(['H1', 'H2'], run), span: 'miércoles 15/01/2025 – miércoles 15/01/2025', inForce: 'Sí: es el plan en vigor',
  weekday: () => 'miércoles',
});
const HEADING = 6;

describe('schedule grids', () => {
  it('orders hours numerically', () => {
    expect(hourLabels([{ concepto: 'a', hora: 'H10', valor: 0 }, { concepto: 'a', hora: 'H2', valor: 0 }, { concepto: 'a', hora: 'H1', valor: 0 }])).toEqual(['H1', 'H2', 'H10']);
  });
  it('puts spacer rows after Motor 4 and Motor 6 and renames the electric boilers 11 and 12', () => {
    const p = testProgram();
    const rows = engineGridRows(p.motores, p.calderas);
    expect(rows.map((r) => (r.kind === 'spacer' ? '—' : r.concepto))).toEqual([
      'Motor cogeneración 1', 'Motor cogeneración 2', 'Motor cogeneración 3', 'Motor cogeneración 4', '—',
      'Motor cogeneración 5', 'Motor cogeneración 6', '—', 'Motor cogeneración 7', 'Motor cogeneración 8', '—',
      'Caldera eléctrica 11', 'Caldera eléctrica 12',
    ]);
    expect(rows[0]!.values).toEqual({ H1: 3.33, H2: 2.5 });
    expect(rows[0]!.estado).toEqual({ H1: 1, H2: 1 });
    expect(rows[11]!.estado).toEqual({ H1: 1, H2: 0 });
  });
  it('builds every grid of a program once, the same as the single builders', () => {
    const p = testProgram();
    const g = scheduleGridsOf(p);
    expect(scheduleGridsOf(p)).toBe(g);
    expect(scheduleGridsOf({ ...p })).not.toBe(g);
    expect(g.hours).toEqual(hourLabels(p.motores, p.calderas, p.conceptos, p.conceptos_programas));
    expect(g.engines).toEqual(engineGridRows(p.motores, p.calderas));
    expect(g.concepts).toEqual(conceptRows(p.conceptos));
    expect(g.average).toEqual(averageProgramRows(p.conceptos_programas));
    expect(g.averageHours).toEqual(rowHours(g.average));
    expect(g.program).toEqual(pivot(p.conceptos_programas, 'concept'));
  });
  it('gives each row its peak over the whole horizon (0 at least)', () => {
    const row = { concepto: 'M', kind: 'engine' as const, values: { H1: 2, H2: 7.5, H3: Number.NaN, H4: 1 }, estado: {}, transicion: {} };
    expect(rowPeak(row)).toBe(7.5);
    expect(rowPeak({ ...row, values: { H1: -3 } })).toBe(0);
  });
  it('pivots the program and its hourly average', () => {
    const p = testProgram();
    expect(pivot(p.conceptos_programas, 'concept').map((r) => r.concepto)).toEqual(['Programa generación', 'Programa venta']);
    expect(averageProgramRows(p.conceptos_programas)[0]!.values).toEqual({ H1: 10, H2: 11 });
  });
  it('keeps the start and stop marks of the engine hours, and none elsewhere', () => {
    const rows = engineGridRows([
      { concepto: 'Motor cogeneración 1', hora: 'H1', valor: 2.5, estado: 1, transicion: 'arranque' },
      { concepto: 'Motor cogeneración 1', hora: 'H2', valor: 5, estado: 1 },
      { concepto: 'Motor cogeneración 1', hora: 'H3', valor: 2.5, estado: 1, transicion: 'parada' },
    ], []);
    expect(rows[0]!.transicion).toEqual({ H1: 'arranque', H3: 'parada' });
  });
});

describe('mail links', () => {
  it('carry the total gas consumption es-ES with 2 decimals', () => {
    const href = mailtoLink('Nominación', nominationBody('Consumo total de gas', 2828.507, 'Nominación de gas'));
    expect(href.startsWith('mailto:?subject=Nominaci%C3%B3n&body=')).toBe(true);
    expect(decodeURIComponent(href)).toContain('Consumo total de gas: 2.828,51 MWh');
  });
  it('list the hourly program and the running engines, within the length limit', () => {
    const p = testProgram();
    const program = pivot(p.conceptos_programas, 'concept');
    const engines = engineGridRows(p.motores, p.calderas);
    const body = planningBody('Planificación', program, engines, ['H1', 'H2'], 'Motores en marcha');
    expect(body).toBe('Planificación\n\nH | generación | venta | Motores en marcha\nH1 | 10,00 | 4,00 | 1 3 5 7\nH2 | 11,00 | 4,00 | 1 2 3 4 5 6 7 8');
    const day = Array.from({ length: 24 }, (_, i) => `H${i + 1}`);
    expect(planningBody('P', program, engines, day, 'on').split('\n').length).toBe(27);
    const long = planningBody('P', program, engines, Array.from({ length: 500 }, (_, i) => `H${i + 1}`), 'on');
    expect(long.length).toBeLessThanOrEqual(MAILTO_BODY_LIMIT + 2);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('chart data', () => {
  it('stacks steam by equipment against the demand', () => {
    const c = steamChart(testOperation(), 'Demanda de vapor');
    expect(c.stacked).toEqual([{ name: 'Motor cogeneración 1', data: [1.6, 1.2] }]);
    expect(c.lines).toEqual([{ name: 'Demanda de vapor', data: [61, 62] }]);
    expect(c.labels).toEqual(['2025-01-15 01', '2025-01-15 02']);
  });
  it('takes the cooling demand from the schedule concepts', () => {
    expect(coldChart(testOperation(), testProgram().conceptos, 'Demanda de frío').lines).toEqual([{ name: 'Demanda de frío', data: [2.5, 2.5] }]);
  });
  it('adds up the engines output and reads both prices', () => {
    const c = pricesChart(testOperation(), testEconomic(), [], { elec: 'E', gas: 'G', output: 'O' });
    expect(c.stacked[0]!.data).toEqual([3.33, 5]);
    expect(c.lines.map((l) => l.data)).toEqual([[50, 51], [35.1, 35.1]]);
  });
  it('accumulates the gross profit', () => {
    expect(profitChart(testEconomic(), 'B').lines[0]!.data).toEqual([-100, 150.5]);
  });
  it('folds a year of hours into days: means, or the last value for cumulative series', () => {
    const n = 8784;
    const labels = Array.from({ length: n }, (_, t) => `2024-${String(Math.floor(t / 24)).padStart(3, '0')} ${t % 24}`);
    const ramp = Array.from({ length: n }, (_, t) => t);
    const c = fold({ labels, stacked: [{ name: 'x', data: ramp }], lines: [{ name: 'acc', data: ramp }], daily: false }, new Set(['acc']));
    expect(n).toBeGreaterThan(MAX_POINTS);
    expect(c.daily).toBe(true);
    expect(c.labels.length).toBe(366);
    expect(c.labels[1]).toBe('2024-001');
    expect(c.stacked[0]!.data[0]).toBe(11.5);
    expect(c.lines[0]!.data[0]).toBe(23);
  });
});

describe('workbooks', () => {
  it('give operators no concepts and no economic grid', () => {
    const names = (operator: boolean) => scheduleSheets(testBundle(), labels, context(), operator).map((s) => s.name);
    expect(names(true)).toEqual(['Resumen', 'Previsión operarios', 'Programa horario medio', 'Programa']);
    expect(names(false)).toEqual(['Resumen', 'Previsión operarios', 'Conceptos', 'Programa horario medio', 'Programa', 'Resultados económicos']);
  });
  it('head every sheet with the plant, the run, whether it is in force and its days', () => {
    const sheets = fullReportSheets(testBundle(), labels, context());
    const heading = headingRows(labels, context());
    expect(heading).toEqual([
      ['Planta', 'Planta Norte'], ['Simulación', 'Prueba'], ['Id de la simulación', 42], ['Plan en vigor', 'Sí: es el plan en vigor'],
      ['Días planificados', 'miércoles 15/01/2025 – miércoles 15/01/2025'], [],
    ]);
    for (const sheet of sheets) expect(sheet.rows.slice(0, HEADING), sheet.name).toEqual(heading);
  });
  it('write the summary figures rounded as shown, and the engine grid dated, with clock hours and its spacer rows', () => {
    const [summary, schedule] = scheduleSheets(testBundle(), labels, context(), true);
    expect(summary!.rows.slice(HEADING)).toEqual([['Consumo total de gas (MWh)', 2828.51], ['Precio pool de referencia (EUR/MWh)', 31.5]]);
    const grid = schedule!.rows.slice(HEADING);
    expect(grid[0]).toEqual(['Equipo', 'H1', 'H2']);
    expect(grid[1]).toEqual(['Fecha', { date: { year: 2025, month: 1, day: 15 } }, { date: { year: 2025, month: 1, day: 15 } }]);
    expect(grid[2]).toEqual(['Día de la semana', 'miércoles', 'miércoles']);
    expect(grid[3]).toEqual(['Hora', '00–01', '01–02']);
    expect(grid[4]).toEqual(['Motor cogeneración 1', 3.33, 2.5]);
    expect(grid[8]).toEqual(['', '', '']);
    expect(grid.length).toBe(17);
  });
  it('page a quarter-hour run by its own days and head its columns with the clock', async () => {
    const { dayGroups, periodHeadings } = await import('./scheduleGrids');
    const labels = Array.from({ length: 96 + 24 }, (_, i) => `H${i + 1}`);
    const fechas = [
      ...Array.from({ length: 96 }, (_, i) => `15/11/2025 ${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`),
      ...Array.from({ length: 24 }, (_, h) => `16/11/2025 ${String(h).padStart(2, '0')}:00`),
    ];
    expect(dayGroups(labels, fechas).map((g) => g.length)).toEqual([96, 24]);
    expect(periodHeadings(labels, fechas)?.H2).toBe('00:15');
    // An hourly run: 24 labels a day, headed by their labels.
    const hourly = fechas.slice(96);
    expect(dayGroups(labels.slice(0, 24), hourly).map((g) => g.length)).toEqual([24]);
    expect(periodHeadings(labels.slice(0, 24), hourly)).toBeUndefined();
    expect(dayGroups(labels.slice(0, 48)).map((g) => g.length)).toEqual([24, 24]);
  });

  it('write FECHA_HORA as a date and numbers rounded to the grid\'s 2 decimals', () => {
    const sheet = tableSheet('Resultados operación', { columns: ['FECHA_HORA', 'PCIO_EL'], rows: [{ FECHA_HORA: '15/01/2025 07:00', PCIO_EL: 7.4451219 }, { FECHA_HORA: 'otra cosa', PCIO_EL: -0.001 }] });
    expect(sheet.rows).toEqual([['FECHA_HORA', 'PCIO_EL'], [{ date: { year: 2025, month: 1, day: 15 }, hour: 7 }, 7.45], ['otra cosa', 0]]);
    // A quarter-hour run's period is a date to the minute too.
    const quarters = tableSheet('Resultados operación', { columns: ['FECHA_HORA'], rows: [{ FECHA_HORA: '15/11/2025 07:45' }] });
    expect(quarters.rows[1]).toEqual([{ date: { year: 2025, month: 11, day: 15 }, hour: 7, minute: 45 }]);
  });
  it('end the economic sheet with the totals row and hold every table in the full report', () => {
    const sheets = fullReportSheets(testBundle(), labels, context());
    expect(sheets.map((s) => s.name)).toEqual(['Resumen', 'Previsión operarios', 'Conceptos', 'Programa horario medio', 'Programa', 'Resultados operación', 'Resultados económicos']);
    const eco = sheets.at(-1)!.rows.slice(HEADING);
    expect(eco.length).toBe(4);
    expect(eco[3]![0]).toBe('TOTAL');
    expect(eco[3]![5]).toBeCloseTo(150.5, 10);
    expect(EXCEL_FILES.full).toBe('informe-completo.xlsx');
  });
});

describe('long horizons', () => {
  it('show one day of hours at a time above a day', async () => {
    const { dayCount, visibleHours, PAGED_ABOVE_HOURS } = await import('./scheduleGrids');
    expect(PAGED_ABOVE_HOURS).toBe(24);
    const day = Array.from({ length: 24 }, (_, i) => `H${i + 1}`);
    expect(visibleHours(day, 0)).toEqual(day);
    expect(dayCount(day)).toBe(1);
    const threeDays = Array.from({ length: 72 }, (_, i) => `H${i + 1}`);
    expect(dayCount(threeDays)).toBe(3);
    expect(visibleHours(threeDays, 1)).toEqual(threeDays.slice(24, 48));
    const year = Array.from({ length: 8784 }, (_, i) => `H${i + 1}`);
    expect(dayCount(year)).toBe(366);
    expect(visibleHours(year, 0)).toEqual(day);
    expect(visibleHours(year, 365)).toEqual(year.slice(8760));
  });
});
