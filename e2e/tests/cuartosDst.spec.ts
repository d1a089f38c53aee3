import { expect, test, type Page } from '@playwright/test';
import { closeDialog, enterFormDate, importCsv, launchAndOpenResults, openNewSimulation, openTab, choose } from './simulacionHelpers';
import { downloadOf, readWorkbook, sheetRows } from './resultados.helpers';

// The clock changes end to end: the autumn day 26/10/2025 has 25 hours, so 100 market periods (the
// 02:00 hour is lived twice, periods 9–16); the spring day 29/03/2026 has 23, so 92 (02:00–02:59 is
// never lived: period 8 is 01:45, period 9 is 03:00). The quarter template names the periods, a
// filled copy is imported, the run plans them all, and the results keep the spec's 24 hourly rows
// and the day's quarters.
test.describe.configure({ timeout: 240_000 });

/** A FECHA_HORA cell of an exported sheet as 'yyyy-MM-ddTHH:mm' (the workbook keeps it as a date). */
const when = (cell: unknown): string => (cell instanceof Date ? cell.toISOString().slice(0, 16) : String(cell));

/** Opens the form on the day in quarter-hour mode, checks its template, imports it filled (odd
 *  periods dear, even ones cheap) and launches the run; resolves on its results page. */
async function plannedDay(page: Page, day: string, periods: number, checkTemplate: (lines: string[]) => void): Promise<void> {
  await openNewSimulation(page);
  await page.getByTestId('simulation-name').fill(`E2E cuartos DST ${day} ${Date.now()}`);
  const roAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ro' && r.request().method() === 'GET');
  await enterFormDate(page, day);
  await roAnswered;
  await expect(page.getByRole('progressbar', { name: 'Actualizando datos' })).toHaveCount(0);
  await choose(page, 'Resolución', 'Cuartohoraria');
  await openTab(page, 'electricidad', 'Precios manuales');

  const template = await downloadOf(page, page.getByTestId('elec-manual-csv').getByRole('button', { name: 'Plantilla cuartohoraria' }));
  const lines = template.bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines).toHaveLength(periods + 1);
  expect(lines[periods]).toMatch(new RegExp(`^${day} 23:45;${periods};`));
  checkTemplate(lines);

  const filled = [lines[0]!, ...lines.slice(1).map((l) => {
    const [when, period] = l.split(';');
    return `${when};${period};${Number(period) % 2 === 1 ? '150,00' : '30,00'}`;
  })];
  await importCsv(page, 'elec-manual', `\uFEFF${filled.join('\r\n')}\r\n`, 'precios_cuartos_dst.csv');
  await closeDialog(page, 'Importación correcta');
  const quarterTable = page.getByTestId('elec-manual-cuartos');
  await quarterTable.scrollIntoViewIfNeeded();
  await expect(quarterTable.locator('[aria-rowcount]').first()).toHaveAttribute('aria-rowcount', String(periods + 1));

  await launchAndOpenResults(page);
  // Every day of the horizon had its quarter prices: no notice of an hourly plan.
  await expect(page.getByText('se planificaron por horas')).toHaveCount(0);
}

/** The operation table: 24 hourly rows, then the quarter view's rows; its Excel's rows per quarter. */
async function operationRows(page: Page, periods: number): Promise<unknown[][]> {
  await page.getByTestId('resultados-subtab-operation').click();
  const grid = page.getByTestId('grid-operation');
  await expect(grid.locator('[aria-rowcount]').first()).toHaveAttribute('aria-rowcount', String(24 + 2));
  const quarterAnswer = page.waitForResponse((r) => r.url().includes('resolucion=cuartos') && r.url().includes('resultado-operacion'));
  await page.getByTestId('resultados-resolution-cuartos').click();
  expect((await quarterAnswer).status()).toBe(200);
  await expect(grid.locator('[aria-rowcount]').first()).toHaveAttribute('aria-rowcount', String(periods + 2));
  const quarters = await downloadOf(page, page.getByTestId('download-operation-excel'));
  const rows = sheetRows(await readWorkbook(quarters.bytes), 'Resultados operación');
  expect(rows.length).toBe(periods + 1);
  return rows;
}

test('the 100-period autumn day: template, import, plan, schedule and Excel per quarter', async ({ page }) => {
  const day = '26/10/2025';
  await plannedDay(page, day, 100, (lines) => {
    // Periods 9 and 13 both start at 02:00: the first and the repeated hour.
    expect(lines[9]).toMatch(new RegExp(`^${day} 02:00;9;`));
    expect(lines[13]).toMatch(new RegExp(`^${day} 02:00;13;`));
  });
  const rows = await operationRows(page, 100);
  expect(rows.slice(9, 14).map((r) => [when(r[0]), Number(r[1])])).toEqual([
    ['2025-10-26T02:00', 150], ['2025-10-26T02:15', 30], ['2025-10-26T02:30', 150], ['2025-10-26T02:45', 30], ['2025-10-26T02:00', 150],
  ]);
  expect(when(rows[100]![0])).toBe('2025-10-26T23:45');

  // The schedule: one page of 100 quarter columns, the 02:00 heading twice.
  await page.getByTestId('resultados-subtab-schedule').click();
  const engines = page.getByTestId('grid-engines');
  await expect(engines.getByRole('columnheader', { name: '00:15' })).toBeVisible();
  await engines.getByRole('columnheader', { name: '03:00' }).scrollIntoViewIfNeeded();
  await expect(engines.getByRole('columnheader', { name: '02:00', exact: true })).toHaveCount(2);
  await page.screenshot({ path: '../test-results/e2e/cuartos-dst-programa.png', fullPage: true });
});

test('the 92-period spring day: template, import, plan, schedule and Excel per quarter', async ({ page }) => {
  const day = '29/03/2026';
  await plannedDay(page, day, 92, (lines) => {
    expect(lines[8]).toMatch(new RegExp(`^${day} 01:45;8;`));
    expect(lines[9]).toMatch(new RegExp(`^${day} 03:00;9;`));
    expect(lines.some((l) => l.startsWith(`${day} 02:`))).toBe(false);
  });
  const rows = await operationRows(page, 92);
  expect(rows.slice(7, 11).map((r) => [when(r[0]), Number(r[1])])).toEqual([
    ['2026-03-29T01:30', 150], ['2026-03-29T01:45', 30], ['2026-03-29T03:00', 150], ['2026-03-29T03:15', 30],
  ]);
  expect(when(rows[92]![0])).toBe('2026-03-29T23:45');

  // The schedule: the 02:00 headings never appear, 01:45 is followed by 03:00.
  await page.getByTestId('resultados-subtab-schedule').click();
  const engines = page.getByTestId('grid-engines');
  await expect(engines.getByRole('columnheader', { name: '01:45' })).toBeVisible();
  await engines.getByRole('columnheader', { name: '03:00' }).scrollIntoViewIfNeeded();
  await expect(engines.getByRole('columnheader', { name: '03:00', exact: true })).toHaveCount(1);
  await expect(engines.getByRole('columnheader', { name: /^02:/ })).toHaveCount(0);
  // Readable at quarters: the subtitles say so, headings stay on one line, '150,00' is not cut.
  await expect(page.getByText('Carga (MW) por cuarto de hora; el color indica el estado')).toBeVisible();
  await expect(page.getByText('MWe (media de cada cuarto de hora)').first()).toBeVisible();
  const heading = engines.getByRole('columnheader', { name: '01:45' }).locator('.ag-header-cell-text');
  expect((await heading.boundingBox())!.height).toBeLessThan(20);
  const price = page.getByTestId('grid-concepts').getByRole('gridcell', { name: '150,00' }).first();
  await expect(price).toBeVisible();
  expect(await price.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  await page.screenshot({ path: '../test-results/e2e/cuartos-dst-primavera-programa.png', fullPage: true });
});
