import { expect, test } from '@playwright/test';
import { closeDialog, enterFormDate, importCsv, launchAndOpenResults, openNewSimulation, openTab, choose } from './simulacionHelpers';
import { downloadOf, readWorkbook, sheetRows } from './resultados.helpers';

// The autumn clock change end to end: 26/10/2025 has 25 hours, so 100 market periods (the 02:00
// hour is lived twice, periods 9–16). The quarter template names them, a filled copy is imported,
// the run plans all 100, and the results keep the day's 24 folded hours and its 100 quarters.
test.describe.configure({ timeout: 240_000 });

const DAY = '26/10/2025';

/** A FECHA_HORA cell of an exported sheet as 'yyyy-MM-ddTHH:mm' (the workbook keeps it as a date). */
const when = (cell: unknown): string => (cell instanceof Date ? cell.toISOString().slice(0, 16) : String(cell));

test('the 100-period autumn day: template, import, plan, schedule and Excel per quarter', async ({ page }) => {
  await openNewSimulation(page);
  await page.getByTestId('simulation-name').fill(`E2E cuartos DST ${Date.now()}`);
  const roAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ro' && r.request().method() === 'GET');
  await enterFormDate(page, DAY);
  await roAnswered;
  await expect(page.getByRole('progressbar', { name: 'Actualizando datos' })).toHaveCount(0);
  await choose(page, 'Resolución', 'Cuartohoraria');
  await openTab(page, 'electricidad', 'Precios manuales');

  const template = await downloadOf(page, page.getByTestId('elec-manual-csv').getByRole('button', { name: 'Plantilla cuartohoraria' }));
  const lines = template.bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines).toHaveLength(100 + 1);
  // Periods 9 and 13 both start at 02:00: the first and the repeated hour.
  expect(lines[9]).toMatch(new RegExp(`^${DAY} 02:00;9;`));
  expect(lines[13]).toMatch(new RegExp(`^${DAY} 02:00;13;`));
  expect(lines[100]).toMatch(new RegExp(`^${DAY} 23:45;100;`));

  // The template filled in: odd periods dear, even ones cheap.
  const filled = [lines[0]!, ...lines.slice(1).map((l) => {
    const [when, period] = l.split(';');
    return `${when};${period};${Number(period) % 2 === 1 ? '150,00' : '30,00'}`;
  })];
  await importCsv(page, 'elec-manual', `\uFEFF${filled.join('\r\n')}\r\n`, 'precios_cuartos_dst.csv');
  await closeDialog(page, 'Importación correcta');
  const quarterTable = page.getByTestId('elec-manual-cuartos');
  await quarterTable.scrollIntoViewIfNeeded();
  await expect(quarterTable.locator('[aria-rowcount]').first()).toHaveAttribute('aria-rowcount', String(100 + 1));

  await launchAndOpenResults(page);
  // Every day of the horizon had its quarter prices: no notice of an hourly plan.
  await expect(page.getByText('se planificaron por horas')).toHaveCount(0);

  // The hourly tables keep the day's 24 folded rows.
  await page.getByTestId('resultados-subtab-operation').click();
  const grid = page.getByTestId('grid-operation');
  await expect(grid.locator('[aria-rowcount]').first()).toHaveAttribute('aria-rowcount', String(24 + 2));

  const quarterAnswer = page.waitForResponse((r) => r.url().includes('resolucion=cuartos') && r.url().includes('resultado-operacion'));
  await page.getByTestId('resultados-resolution-cuartos').click();
  expect((await quarterAnswer).status()).toBe(200);
  await expect(grid.locator('[aria-rowcount]').first()).toHaveAttribute('aria-rowcount', String(100 + 2));
  const quarters = await downloadOf(page, page.getByTestId('download-operation-excel'));
  const rows = sheetRows(await readWorkbook(quarters.bytes), 'Resultados operación');
  expect(rows.length).toBe(100 + 1);
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

// The spring clock change: 29/03/2026 has 23 hours, so 92 market periods (02:00–02:59 is never
// lived: period 8 is 01:45, period 9 is 03:00).
const SPRING_DAY = '29/03/2026';

test('the 92-period spring day: template, import, plan, schedule and Excel per quarter', async ({ page }) => {
  await openNewSimulation(page);
  await page.getByTestId('simulation-name').fill(`E2E cuartos DST primavera ${Date.now()}`);
  const roAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ro' && r.request().method() === 'GET');
  await enterFormDate(page, SPRING_DAY);
  await roAnswered;
  await expect(page.getByRole('progressbar', { name: 'Actualizando datos' })).toHaveCount(0);
  await choose(page, 'Resolución', 'Cuartohoraria');
  await openTab(page, 'electricidad', 'Precios manuales');

  const template = await downloadOf(page, page.getByTestId('elec-manual-csv').getByRole('button', { name: 'Plantilla cuartohoraria' }));
  const lines = template.bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(lines).toHaveLength(92 + 1);
  expect(lines[8]).toMatch(new RegExp(`^${SPRING_DAY} 01:45;8;`));
  expect(lines[9]).toMatch(new RegExp(`^${SPRING_DAY} 03:00;9;`));
  expect(lines.some((l) => l.startsWith(`${SPRING_DAY} 02:`))).toBe(false);
  expect(lines[92]).toMatch(new RegExp(`^${SPRING_DAY} 23:45;92;`));

  const filled = [lines[0]!, ...lines.slice(1).map((l) => {
    const [when, period] = l.split(';');
    return `${when};${period};${Number(period) % 2 === 1 ? '150,00' : '30,00'}`;
  })];
  await importCsv(page, 'elec-manual', `\uFEFF${filled.join('\r\n')}\r\n`, 'precios_cuartos_primavera.csv');
  await closeDialog(page, 'Importación correcta');
  const quarterTable = page.getByTestId('elec-manual-cuartos');
  await quarterTable.scrollIntoViewIfNeeded();
  await expect(quarterTable.locator('[aria-rowcount]').first()).toHaveAttribute('aria-rowcount', String(92 + 1));

  await launchAndOpenResults(page);
  await expect(page.getByText('se planificaron por horas')).toHaveCount(0);

  await page.getByTestId('resultados-subtab-operation').click();
  const grid = page.getByTestId('grid-operation');
  // The hourly tables keep the spec's 24 rows a day.
  await expect(grid.locator('[aria-rowcount]').first()).toHaveAttribute('aria-rowcount', String(24 + 2));
  const quarterAnswer = page.waitForResponse((r) => r.url().includes('resolucion=cuartos') && r.url().includes('resultado-operacion'));
  await page.getByTestId('resultados-resolution-cuartos').click();
  expect((await quarterAnswer).status()).toBe(200);
  await expect(grid.locator('[aria-rowcount]').first()).toHaveAttribute('aria-rowcount', String(92 + 2));
  const quarters = await downloadOf(page, page.getByTestId('download-operation-excel'));
  const rows = sheetRows(await readWorkbook(quarters.bytes), 'Resultados operación');
  expect(rows.length).toBe(92 + 1);
  expect(rows.slice(7, 11).map((r) => [when(r[0]), Number(r[1])])).toEqual([
    ['2026-03-29T01:30', 150], ['2026-03-29T01:45', 30], ['2026-03-29T03:00', 150], ['2026-03-29T03:15', 30],
  ]);
  expect(when(rows[92]![0])).toBe('2026-03-29T23:45');

  await page.getByTestId('resultados-subtab-schedule').click();
  const engines = page.getByTestId('grid-engines');
  await expect(engines.getByRole('columnheader', { name: '01:45' })).toBeVisible();
  await engines.getByRole('columnheader', { name: '03:00' }).scrollIntoViewIfNeeded();
  await expect(engines.getByRole('columnheader', { name: '03:00', exact: true })).toHaveCount(1);
  await expect(engines.getByRole('columnheader', { name: /^02:/ })).toHaveCount(0);
  await page.screenshot({ path: '../test-results/e2e/cuartos-dst-primavera-programa.png', fullPage: true });
});
