// Resultados tab on a simulation solved by the real server: the three sub-tabs render the
// stored results, the economic totals row is the column's sum, every file is captured and opened.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { login } from './fixtures';
import {
  downloadOf, esNumber, openResults, pinnedBottomCell, readWorkbook, sheetRows, solvedSimulation, sum, uiNumber, type SolvedSimulation,
} from './resultados.helpers';

// The machine is shared: logging in, loading the form and building files take their time.
test.describe.configure({ timeout: 120_000 });

let sim: SolvedSimulation;

/** Rows of heading (plant, run, id, plan in force, planned days, a blank row) every schedule sheet starts with. */
const HEADING = 6;

/** The weekday of a 'dd/MM/yyyy' day as the Spanish interface writes it ('miércoles'). */
function weekdayEs(day: string): string {
  const [d, m, y] = day.split('/').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** The signed-in page's API credential (the app keeps its session in localStorage). */
async function authHeaders(page: import('@playwright/test').Page): Promise<Record<string, string>> {
  const session = await page.evaluate(() => localStorage.getItem('plantasim.session'));
  return { Authorization: `Bearer ${(JSON.parse(session ?? '{}') as { token?: string }).token ?? ''}` };
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  sim = await solvedSimulation(request, 'gestor', 'Resultados e2e');
});

test('schedule: cards, coloured engine grid with spacers, boilers 11/12, concepts and programs', async ({ page }) => {
  await login(page, 'gestor');
  await openResults(page, sim.id);
  const schedule = page.getByTestId('resultados-schedule');
  await expect(schedule).toBeVisible();
  await expect(page.getByTestId('card-total-gas-value')).toHaveText(esNumber(sim.programa.total_consumo_gas));
  const pool = Math.max(...sim.programa.conceptos.filter((c) => c.concepto === 'PCEQ_MCCV').map((c) => c.valor));
  await expect(page.getByTestId('card-pool-price-value')).toHaveText(esNumber(pool));

  const engines = page.getByTestId('grid-engines');
  await expect(engines.getByText('Motor cogeneración 4', { exact: true })).toBeVisible();
  await expect(engines.getByText('Caldera eléctrica 11', { exact: true })).toBeVisible();
  await expect(engines.getByText('Caldera eléctrica 12', { exact: true })).toBeVisible();
  // 8 engines + 2 boilers + spacers after Motor 4, after Motor 6 and before the boilers.
  await expect(engines.locator('.ag-pinned-left-cols-container .ag-row')).toHaveCount(13);
  const names = await engines.locator('.ag-pinned-left-cols-container .ag-row').allInnerTexts();
  expect(names.map((n) => n.trim())).toEqual([
    'Motor cogeneración 1', 'Motor cogeneración 2', 'Motor cogeneración 3', 'Motor cogeneración 4', '',
    'Motor cogeneración 5', 'Motor cogeneración 6', '', 'Motor cogeneración 7', 'Motor cogeneración 8', '',
    'Caldera eléctrica 11', 'Caldera eléctrica 12',
  ]);
  // Running cells are green, stopped ones grey.
  const colours = await engines.locator('.ag-center-cols-container .ag-cell[col-id="H1"]').evaluateAll((cells) => cells.map((c) => getComputedStyle(c).backgroundColor));
  expect(colours.some((c) => c.startsWith('rgba(46, 125, 50'))).toBe(true);
  // Start hours and last hours before a stop (output derated by design) carry an orange edge and a legend.
  const marked = sim.programa.motores.filter((m) => m.transicion && m.hora === 'H1');
  expect(marked.length).toBeGreaterThan(0);
  const edges = await engines.locator('.ag-center-cols-container .ag-cell[col-id="H1"]').evaluateAll((cells) => cells.map((c) => getComputedStyle(c).boxShadow));
  expect(edges.filter((e) => e.includes('rgb(239, 108, 0)')).length).toBe(marked.length);
  await expect(page.getByTestId('grid-engines-transition-legend')).toContainText('hora de arranque');
  await expect(page.getByTestId('grid-concepts').getByText('PCEQ_MCCV', { exact: true })).toBeVisible();
  await expect(page.getByTestId('grid-average-program').getByText('Programa generación', { exact: true })).toBeVisible();
  await expect(page.getByTestId('grid-program').getByText('Programa venta', { exact: true })).toBeVisible();
  await expect(page.getByTestId('upload-nomination')).toBeHidden();
  await page.screenshot({ path: '../test-results/e2e/resultados-schedule.png', fullPage: true });
});

test('nomination: the mail link carries the total gas consumption and the nomination is stored', async ({ page }) => {
  await login(page, 'gestor');
  await openResults(page, sim.id);
  const link = page.getByTestId('mail-nomination');
  const href = (await link.getAttribute('href'))!;
  expect(href.startsWith('mailto:')).toBe(true);
  expect(decodeURIComponent(href)).toContain(`${esNumber(sim.programa.total_consumo_gas)} MWh`);
  const planning = decodeURIComponent((await page.getByTestId('mail-planning').getAttribute('href'))!);
  expect(planning).toMatch(/\nH1 \| [\d.,]+ \| /);
  expect(planning).toContain('\nH24 | ');
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/nominacion/') && r.request().method() === 'POST'),
    link.click(),
  ]);
  expect(answer.status()).toBe(200);
  const stored = (await answer.json()) as { value: number; username: string; id: number };
  expect(stored.value).toBeCloseTo(sim.programa.total_consumo_gas, 6);
  expect(stored.username).toBe('gestor');
  expect(stored.id).toBeGreaterThan(0);
  await expect(page.getByTestId('nomination-notice')).toContainText(esNumber(sim.programa.total_consumo_gas));
});

test('schedule files: A3 landscape PDF, operator Excel and full Excel', async ({ page }) => {
  test.setTimeout(300_000); // three files built and read back on a shared machine
  await login(page, 'gestor');
  await openResults(page, sim.id);
  const pdf = await downloadOf(page, page.getByTestId('download-pdf'));
  expect(pdf.name).toBe('tabla_prevision_operarios.pdf');
  const text = pdf.bytes.toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  // A3 landscape: 1190.55 x 841.89 pt (jsPDF writes the box with more digits).
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(text);
  expect(box).not.toBeNull();
  expect(Number(box![1])).toBeCloseTo(1190.55, 2);
  expect(Number(box![2])).toBeCloseTo(841.89, 2);
  // Read back as a reader sees it: the plant, the run, the day with its weekday, clock hours.
  const file = join(mkdtempSync(join(tmpdir(), 'sheet-')), 'sheet.pdf');
  writeFileSync(file, pdf.bytes);
  const printed = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const detail = (await (await page.request.get(`/api/simulacion/${sim.id}`, { headers: await authHeaders(page) })).json()) as { fechaActual: string; enVigor: string[] };
  const config = (await (await page.request.get('/config.json')).json()) as { nombre_planta: string };
  expect(config.nombre_planta).not.toBe('');
  expect(printed).toContain(config.nombre_planta);
  expect(printed).toContain(`Id de la simulación: ${sim.id}`);
  expect(printed).toContain(`Día 1 de 1 · ${weekdayEs(detail.fechaActual)} ${detail.fechaActual}`);
  expect(printed).toContain(detail.enVigor.includes(detail.fechaActual) ? 'Plan en vigor para este día' : 'No es el plan en vigor para este día');
  expect(printed).toMatch(/H1\s+H2\s+H3/);
  expect(printed).toMatch(/00–01\s+01–02\s+02–03/);
  expect(printed).toContain('23–24');
  expect(printed).toContain('Motor cogeneración 1');
  expect(printed).toContain('Programa generación');
  // One day, one page: no table split across pages.
  expect(printed).toContain('Página 1 de 1');
  expect(printed.split('\f').filter((p) => p.trim()).length).toBe(1);

  const excel = await downloadOf(page, page.getByTestId('download-excel'));
  expect(excel.name).toBe('Prevision_Operarios.xlsx');
  const book = await readWorkbook(excel.bytes);
  expect(book.names).toEqual(['Resumen', 'Previsión operarios', 'Conceptos', 'Programa horario medio', 'Programa', 'Resultados económicos']);
  const summary = sheetRows(book, 'Resumen');
  // Every sheet starts with the plant, the run (name and id), whether it is in force and its days.
  for (const name of book.names) {
    const heading = sheetRows(book, name).slice(0, 5).map((r) => r.slice(0, 2));
    expect(heading, name).toEqual([
      ['Planta', config.nombre_planta], ['Simulación', sim.name], ['Id de la simulación', sim.id],
      ['Plan en vigor', detail.enVigor.length ? 'Sí: es el plan en vigor' : 'No: no es el plan en vigor'],
      ['Días planificados', `${weekdayEs(detail.fechaActual)} ${detail.fechaActual} – ${weekdayEs(detail.fechaActual)} ${detail.fechaActual}`],
    ]);
  }
  expect(summary[HEADING]![1]).toBe(Math.round(sim.programa.total_consumo_gas * 100) / 100);
  const grid = sheetRows(book, 'Previsión operarios').slice(HEADING);
  expect(grid[0]!.length).toBe(25);
  expect(grid[0]!.slice(0, 3)).toEqual(['Equipo', 'H1', 'H2']);
  // The hours' date is a date cell, then the weekday and the clock hours.
  const [dd, mm, yyyy] = detail.fechaActual.split('/').map(Number) as [number, number, number];
  expect(grid[1]![0]).toBe('Fecha');
  expect(grid[1]![1]).toEqual(new Date(Date.UTC(yyyy, mm - 1, dd)));
  expect(grid[2]!.slice(0, 2)).toEqual(['Día de la semana', weekdayEs(detail.fechaActual)]);
  expect(grid[3]!.slice(0, 3)).toEqual(['Hora', '00–01', '01–02']);
  expect(grid[3]![24]).toBe('23–24');
  expect(grid.length).toBe(4 + 13);
  expect(grid[4 + 11]![0]).toBe('Caldera eléctrica 11');
  // Values as the grid shows them: 2 decimals at most.
  for (const row of grid.slice(4)) for (const v of row.slice(1)) if (typeof v === 'number') expect(Math.round(v * 100) / 100).toBe(v);

  const full = await downloadOf(page, page.getByTestId('download-full-excel'));
  expect(full.name).toBe('informe-completo.xlsx');
  const report = await readWorkbook(full.bytes);
  expect(report.names).toEqual(['Resumen', 'Previsión operarios', 'Conceptos', 'Programa horario medio', 'Programa', 'Resultados operación', 'Resultados económicos']);
  const operation = sheetRows(report, 'Resultados operación').slice(HEADING);
  expect(operation.length).toBe(sim.operacion.rows.length + 1);
  // FECHA_HORA is a date ('dd/MM/yyyy HH:00' read as the hour it names), not text.
  const first = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):00$/.exec(String(sim.operacion.rows[0]!.FECHA_HORA))!;
  expect(operation[1]![0]).toEqual(new Date(Date.UTC(Number(first[3]), Number(first[2]) - 1, Number(first[1]), Number(first[4]))));
  for (const row of operation.slice(1)) for (const v of row.slice(1)) if (typeof v === 'number') expect(Math.round(v * 100) / 100).toBe(v);
});

test('operation: fixed-header table of 550 px with every hour, charts and resultados-operacion.xlsx', async ({ page }) => {
  await login(page, 'gestor');
  await openResults(page, sim.id);
  await page.getByTestId('resultados-subtab-operation').click();
  const grid = page.getByTestId('grid-operation');
  await expect(grid).toBeVisible();
  const region = grid.getByRole('region');
  expect((await region.boundingBox())!.height).toBeCloseTo(550, 0);
  // Two header rows: the equipment names, then each one's quantities.
  await expect(grid.locator('[aria-rowcount]').first()).toHaveAttribute('aria-rowcount', String(sim.operacion.rows.length + 2));
  await expect(grid.locator('.ag-paging-panel:visible')).toHaveCount(0);
  const first = sim.operacion.rows[0]!;
  await expect(grid.locator('.ag-row[row-index="0"] .ag-cell[col-id="PCIO_EL"]')).toHaveText(esNumber(Number(first.PCIO_EL)));
  for (const id of ['chart-steam', 'chart-cold', 'chart-prices']) {
    await expect(page.getByTestId(id)).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    await expect(page.getByTestId(id).locator('canvas')).toHaveCount(1);
  }
  await page.screenshot({ path: '../test-results/e2e/resultados-operation.png', fullPage: true });
  const file = await downloadOf(page, page.getByTestId('download-operation-excel'));
  expect(file.name).toBe('resultados-operacion.xlsx');
  const book = await readWorkbook(file.bytes);
  expect(book.names).toEqual(['Resultados operación']);
  const rows = sheetRows(book, 'Resultados operación');
  expect(rows.length).toBe(sim.operacion.rows.length + 1);
  expect(rows[0]).toEqual(sim.operacion.columns);
  expect(Number(rows[1]![1])).toBe(Math.round(Number(first.PCIO_EL) * 100) / 100);
});

test('economic: totals row equals the column sums (1 decimal, COST_IVPEE 2) and resultados-economicos.xlsx', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await login(page, 'gestor');
  await openResults(page, sim.id);
  await page.getByTestId('resultados-subtab-economic').click();
  const grid = page.getByTestId('grid-economic');
  await expect(grid).toBeVisible();
  await expect(page.getByTestId('chart-profit')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await expect(grid.locator('.ag-floating-bottom .ag-cell[col-id="FECHA_HORA"]')).toHaveText('TOTAL');
  await expect(await pinnedBottomCell(page, 'grid-economic', 'DEMV')).toHaveText(esNumber(sum(sim.economico.rows, 'DEMV'), 1));
  await page.screenshot({ path: '../test-results/e2e/resultados-economic.png', fullPage: true });
  await expect(await pinnedBottomCell(page, 'grid-economic', 'COST_TOTAL')).toHaveText(esNumber(sum(sim.economico.rows, 'COST_TOTAL'), 1));
  await expect(await pinnedBottomCell(page, 'grid-economic', 'COST_IVPEE')).toHaveText(esNumber(sum(sim.economico.rows, 'COST_IVPEE'), 2));
  await expect(await pinnedBottomCell(page, 'grid-economic', 'BENEFICIO_BRUTO')).toHaveText(esNumber(sum(sim.economico.rows, 'BENEFICIO_BRUTO'), 1));

  const file = await downloadOf(page, page.getByTestId('download-economic-excel'));
  expect(file.name).toBe('resultados-economicos.xlsx');
  const book = await readWorkbook(file.bytes);
  expect(book.names).toEqual(['Resultados económicos']);
  const rows = sheetRows(book, 'Resultados económicos');
  expect(rows.length).toBe(sim.economico.rows.length + 2);
  const header = rows[0] as string[];
  const totals = rows.at(-1)!;
  expect(totals[0]).toBe('TOTAL');
  // Written as the grid shows them: 2 decimals.
  expect(Number(totals[header.indexOf('BENEFICIO_BRUTO')])).toBeCloseTo(sum(sim.economico.rows, 'BENEFICIO_BRUTO'), 1);
  // The totals row is the horizon's figures (docs/figures.md), as the cards say them: reference − net
  // cost = savings, the share and the steam cost weighted (ratios of sums, not means of hours).
  const rows2 = sim.economico.rows;
  const net = sum(rows2, 'COST_TOTAL') - sum(rows2, 'ING_TOTAL');
  const reference = sum(rows2, 'COST_REF');
  const total = (c: string) => Number(totals[header.indexOf(c)]);
  expect(total('AHORRO')).toBeCloseTo(reference - net, 1);
  expect(total('AHORRO_PCT')).toBeCloseTo((reference - net) / reference, 2);
  expect(total('CMED_VAPOR')).toBeCloseTo(net / sum(rows2, 'DEMV'), 1);
  await expect(await pinnedBottomCell(page, 'grid-economic', 'AHORRO')).toHaveText(esNumber(reference - net, 1));
  await expect(page.getByTestId('kpi-savings-value')).toHaveText(esNumber(reference - net, 0));
});

test('English labels when English is selected', async ({ page }) => {
  await login(page, 'gestor');
  await page.evaluate(() => localStorage.setItem('plantasim.language', 'en'));
  await openResults(page, sim.id);
  await expect(page.getByTestId('resultados-subtab-schedule')).toHaveText('Operator forecast');
  await expect(page.getByRole('link', { name: 'Email nomination' })).toBeVisible();
  await expect(page.getByText('Total gas consumption')).toBeVisible();
  await expect(page.getByTestId('card-total-gas-value')).toHaveText(uiNumber('en', sim.programa.total_consumo_gas));
});
