import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { closeDialog, enterFormDate, importCsv, launchAndOpenResults, openNewSimulation, openTab, choose } from './simulacionHelpers';
import { downloadOf, readWorkbook, sheetRows } from './resultados.helpers';

// A quarter-hour run of a November 2025 day, from the form to its schedule and Excel: the resolution
// chosen in General, the manual electricity prices imported as a quarter-hour file (96 periods), the
// run launched, and its results read per hour (the tables of docs/rules) and per quarter hour.
test.describe.configure({ timeout: 240_000 });

const DAY = '15/11/2025';

/** A FECHA_HORA cell of an exported sheet as 'yyyy-MM-ddTHH:mm' (the workbook keeps it as a date). */
const when = (cell: unknown): string => (cell instanceof Date ? cell.toISOString().slice(0, 16) : String(cell));

/** A quarter-hour manual price file of the day: 96 periods, each quarter's price telling its place. */
function quarterFile(): string {
  const lines = ['Horizonte;Periodo;Precio mercado (€/MWh)'];
  for (let i = 0; i < 96; i++) {
    const hh = String(Math.floor(i / 4)).padStart(2, '0');
    const mm = String((i % 4) * 15).padStart(2, '0');
    // Quarters alternate high and low inside each hour: only a quarter plan can follow them.
    lines.push(`${DAY} ${hh}:${mm};${i + 1};${i % 2 === 0 ? '180,00' : '20,00'}`);
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

test('a quarter-hour day: chosen in the form, launched, and read per hour and per quarter with its Excel', async ({ page }) => {
  await openNewSimulation(page);
  await page.getByTestId('simulation-name').fill(`E2E cuartos ${Date.now()}`);
  // A new date regenerates the series (Ro asked again, then the prices): the form's choices are made
  // once that refresh has ended, as a refresh replaces the form's data.
  const roAnswered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ro' && r.request().method() === 'GET');
  await enterFormDate(page, DAY);
  await roAnswered;
  await expect(page.getByRole('progressbar', { name: 'Actualizando datos' })).toHaveCount(0);
  await choose(page, 'Resolución', 'Cuartohoraria');
  await expect(page.getByTestId('config-resolution-help')).toContainText('periodos de 15 minutos');
  await openTab(page, 'electricidad', 'Precios manuales');
  // The file to fill in: the day's 96 periods at their hours' prices, in the order the import reads.
  const template = await downloadOf(page, page.getByTestId('elec-manual-csv').getByRole('button', { name: 'Plantilla cuartohoraria' }));
  expect(template.name).toBe('precios_Electricidad_Manual_cuartos.csv');
  const templateLines = template.bytes.toString('utf8').replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  expect(templateLines[0]).toBe('Horizonte;Periodo;Precio mercado (€/MWh)');
  expect(templateLines).toHaveLength(96 + 1);
  expect(templateLines[2]).toMatch(new RegExp(`^${DAY} 00:15;2;`));
  await importCsv(page, 'elec-manual', quarterFile(), 'precios_cuartos.csv');
  await closeDialog(page, 'Importación correcta');
  // The hourly table shows each hour's mean; the quarter table beside it, its 96 periods.
  const quarterTable = page.getByTestId('elec-manual-cuartos');
  await quarterTable.scrollIntoViewIfNeeded();
  await expect(quarterTable).toBeVisible();
  await expect(quarterTable.locator('[aria-rowcount]').first()).toHaveAttribute('aria-rowcount', String(96 + 1));
  await page.screenshot({ path: '../test-results/e2e/cuartos-precios.png', fullPage: true });

  await launchAndOpenResults(page);

  // Hours first (the tables of docs/rules), then the run's quarters.
  const switcher = page.getByTestId('resultados-resolution');
  await expect(switcher).toBeVisible();
  await page.getByTestId('resultados-subtab-operation').click();
  const grid = page.getByTestId('grid-operation');
  await expect(grid.locator('[aria-rowcount]').first()).toHaveAttribute('aria-rowcount', String(24 + 2));
  const hourly = await downloadOf(page, page.getByTestId('download-operation-excel'));
  const hourRows = sheetRows(await readWorkbook(hourly.bytes), 'Resultados operación');
  expect(hourRows.length).toBe(24 + 1);
  expect(hourRows.slice(1, 3).map((r) => when(r[0]))).toEqual(['2025-11-15T00:00', '2025-11-15T01:00']);
  // The hour's price is the mean of its quarters (180 and 20 alternating).
  expect(Number(hourRows[1]![1])).toBe(100);

  const quarterAnswer = page.waitForResponse((r) => r.url().includes('resolucion=cuartos') && r.url().includes('resultado-operacion'));
  await page.getByTestId('resultados-resolution-cuartos').click();
  expect((await quarterAnswer).status()).toBe(200);
  await expect(grid.locator('[aria-rowcount]').first()).toHaveAttribute('aria-rowcount', String(96 + 2));
  const quarters = await downloadOf(page, page.getByTestId('download-operation-excel'));
  const quarterRows = sheetRows(await readWorkbook(quarters.bytes), 'Resultados operación');
  expect(quarterRows.length).toBe(96 + 1);
  expect(quarterRows.slice(1, 3).map((r) => [when(r[0]), Number(r[1])])).toEqual([['2025-11-15T00:00', 180], ['2025-11-15T00:15', 20]]);

  // The schedule: the day's 96 quarters on one page, headed by their clock times.
  await page.getByTestId('resultados-subtab-schedule').click();
  const engines = page.getByTestId('grid-engines');
  await expect(engines.getByRole('columnheader', { name: '00:15' })).toBeVisible();
  await expect(page.getByText('Día 1 de 4')).toHaveCount(0);
  await page.screenshot({ path: '../test-results/e2e/cuartos-programa.png', fullPage: true });

  // The printed sheet: the day in parts of 24 quarters, each headed by its clock span.
  const pdf = await downloadOf(page, page.getByTestId('download-pdf'));
  const file = join(mkdtempSync(join(tmpdir(), 'sheet-')), 'sheet.pdf');
  writeFileSync(file, pdf.bytes);
  const printed = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(printed).toContain('Día 1 de 1 · sábado 15/11/2025 · 00:00–06:00');
  expect(printed).toContain('Día 1 de 1 · sábado 15/11/2025 · 18:00–24:00');
  expect(printed).toMatch(/00:00\s+00:15\s+00:30/);
  expect(printed).toMatch(/23:30\s+23:45/);
});
