import { expect, test, type Page } from '@playwright/test';
import {
  cell, choose, closeDialog, csvLines, dialog, enterFormDate, exportCsv, importCsv, openNewSimulation, openTab, planningDays, replaceLine,
} from './simulacionHelpers';

// The price tables not covered by simulacion-csv.spec.ts and simulacion-tabs.spec.ts:
// historical OMIE and MIBGAS prices (backtesting, real February 2024 prices from the offline
// market files) and the gas planning estimate. For each: the export (file name, row count), a
// file with an unknown date-hour refused with the exact message and the data unchanged, and an
// edited value imported and shown (es-ES, 2 decimals). Negative MIBGAS and gas estimate values
// are imported with the warnings dialog (docs/rules/validation.md).
test.describe.configure({ timeout: 180_000 });

const BACKTESTING_DAYS = 29; // February 2024



/** The cells of CSV line `i` (1 = first data line). */
const cells = (text: string, i: number): string[] => csvLines(text)[i]!.split(';');

/** Line `i` of `text` with its value (third cell) replaced. */
function withValue(text: string, i: number, value: string): string {
  const c = cells(text, i);
  c[2] = value;
  return replaceLine(text, i, c.join(';'));
}

/** A file of the header and data line `i` of `text` only, with its value replaced (a partial file is accepted). */
function oneLine(text: string, i: number, value: string): string {
  const c = cells(text, i);
  c[2] = value;
  return `\uFEFF${csvLines(text)[0]}\r\n${c.join(';')}\r\n`;
}

/** New simulation in backtesting on February 2024, the automatic price update alert closed. */
async function openBacktesting(page: Page): Promise<void> {
  await openNewSimulation(page);
  await enterFormDate(page, '15/02/2024');
  await choose(page, 'Modo de ejecución', 'Backtesting');
  await closeDialog(page, 'Atención');
  await expect(page.getByRole('status')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByRole('combobox', { name: 'Horizonte' })).toHaveText(`${BACKTESTING_DAYS} días`);
}

/** The value text of a grid cell once the series is there (not empty). */
async function loadedValue(page: Page, testId: string, rowId: string, field: string): Promise<string> {
  const target = cell(page, testId, rowId, field);
  await expect(target).toHaveText(/^-?[\d.]+,\d{2}$/, { timeout: 30_000 });
  return (await target.textContent()) ?? '';
}

interface Family {
  testId: string;
  /** The first data line of the export. */
  first?: string;
  field: string;
  fileName: string;
  header: string;
  rows: number;
}

/**
 * Export (name, header, row count); then a file whose first line has an unknown date-hour and
 * whose second line has a new value: refused with the exact message, both cells unchanged.
 * Returns the exported text for the successful imports.
 */
async function exportThenRefuseUnknown(page: Page, f: Family): Promise<string> {
  const before0 = await loadedValue(page, f.testId, '0', f.field);
  const before1 = await loadedValue(page, f.testId, '1', f.field);
  const exported = await exportCsv(page, f.testId);
  expect(exported.name).toBe(f.fileName);
  expect(exported.text.charCodeAt(0)).toBe(0xfeff);
  const lines = csvLines(exported.text);
  expect(lines[0]).toBe(f.header);
  expect(lines).toHaveLength(f.rows + 1);
  if (f.first) expect(lines[1]).toBe(f.first);
  // The export dialog closes by itself; wait for it so the next dialog is the only one.
  await expect(page.getByRole('dialog', { name: 'Exportación correcta' })).toBeHidden({ timeout: 10_000 });

  const [, hour] = cells(exported.text, 1);
  const changed = before1 === '12,34' ? '43,21' : '12,34';
  const bad = replaceLine(withValue(exported.text, 2, changed), 1, ['01/01/2001 00:00', hour, '5'].join(';'));
  await importCsv(page, f.testId, bad);
  const failure = dialog(page, 'Error al importar');
  await expect(failure).toContainText(`Horizontes/horas no encontrados en la tabla: 01/01/2001 00:00 ${hour}`);
  await closeDialog(page, 'Error al importar');
  await expect(cell(page, f.testId, '0', f.field)).toHaveText(before0);
  await expect(cell(page, f.testId, '1', f.field)).toHaveText(before1);
  return exported.text;
}

/** Data line `i` alone with a new value: 'Importación correcta', one record; the cell shows `shown`. */
async function importValue(page: Page, f: Family, exported: string, i: number, value: string, shown: string): Promise<void> {
  const rowId = String(i - 1);
  await importCsv(page, f.testId, oneLine(exported, i, value));
  await expect(dialog(page, 'Importación correcta')).toContainText('1 registros actualizados.');
  await closeDialog(page, 'Importación correcta');
  await expect(cell(page, f.testId, rowId, f.field)).toHaveText(shown);
}

/** Data line `i` alone with a negative value: imported with the warnings dialog, then shown. */
async function importNegative(page: Page, f: Family, exported: string, i: number): Promise<void> {
  await importCsv(page, f.testId, oneLine(exported, i, '-5,5'));
  const warned = dialog(page, 'Importación completada con avisos');
  await expect(warned).toContainText('1 registros actualizados.');
  await expect(warned).toContainText('Línea 2: valor negativo (-5,5)');
  await closeDialog(page, 'Importación completada con avisos');
  await expect(cell(page, f.testId, String(i - 1), f.field)).toHaveText('-5,50');
}

test('historical OMIE prices (backtesting): export, an unknown date-hour refused, a value imported', async ({ page }) => {
  await openBacktesting(page);
  await openTab(page, 'electricidad', 'Precios históricos');
  const f: Family = {
    testId: 'elec-historicos', field: 'valor', fileName: 'precios_historicos_OMIE.csv',
    header: 'Horizonte;Hora;Precio casación OMIE (€/MWh)', rows: BACKTESTING_DAYS * 24,
    // The real prices of marginalpdbc_20240201.1: 69 and 60.44 €/MWh in hours 1 and 2.
    first: '01/02/2024 00:00;H1;69,00',
  };
  await expect(cell(page, f.testId, '1', 'valor')).toHaveText('60,44', { timeout: 30_000 });
  const exported = await exportThenRefuseUnknown(page, f);
  await importValue(page, f, exported, 1, '99,5', '99,50');
  // Negative OMIE prices are real: accepted without a warning.
  await importValue(page, f, exported, 3, '-7,25', '-7,25');
});

test('historical MIBGAS prices (backtesting): export, an unknown date-hour refused, a value imported, a negative warned', async ({ page }) => {
  await openBacktesting(page);
  await openTab(page, 'gas', 'Precios históricos');
  const f: Family = {
    testId: 'gas-historicos', field: 'valor', fileName: 'precios_historicos_MIBGAS.csv',
    header: 'Horizonte;Hora;Precio casación MIBGAS (€/MWh)', rows: BACKTESTING_DAYS * 24,
    // The real day-ahead price of 1 February 2024 (MIBGAS_Data_2024.xlsx), the same in every hour of the day.
    first: '01/02/2024 00:00;H1;29,15',
  };
  await expect(cell(page, f.testId, '2', 'valor')).toHaveText('29,15', { timeout: 30_000 });
  const exported = await exportThenRefuseUnknown(page, f);
  await importValue(page, f, exported, 1, '41,2', '41,20');
  await importNegative(page, f, exported, 2);
});

test('gas planning estimate: export, an unknown date-hour refused, a value imported, a negative warned', async ({ page }) => {
  await openNewSimulation(page);
  await choose(page, 'Modo de ejecución', 'Planificación');
  await expect(page.getByRole('status')).toBeHidden({ timeout: 30_000 });
  const days = planningDays();
  await expect(page.getByRole('combobox', { name: 'Horizonte' })).toHaveText(`${days} días`);
  await openTab(page, 'gas', 'Previsión estimada');
  await expect(cell(page, 'gas-estimados', '0', 'hora')).toHaveText('H1');
  const f: Family = {
    testId: 'gas-estimados', field: 'valor', fileName: 'prevision_precios_gas.csv',
    header: 'Horizonte;Hora;Precio Estimado (€ / MWh)', rows: days * 24,
  };
  const exported = await exportThenRefuseUnknown(page, f);
  await importValue(page, f, exported, 1, '27,5', '27,50');
  await importNegative(page, f, exported, 2);
});

test('a backtesting month with days without prices says which on its historical tabs, as ranges', async ({ page }) => {
  // May 2025 in the offline files: no OMIE file for the 16th and the 31st, no MIBGAS 2025 workbook.
  await openNewSimulation(page);
  await enterFormDate(page, '15/05/2025');
  await choose(page, 'Modo de ejecución', 'Backtesting');
  await closeDialog(page, 'Atención');
  await expect(page.getByRole('status')).toBeHidden({ timeout: 30_000 });
  await openTab(page, 'electricidad', 'Precios históricos');
  await expect(page.getByTestId('elec-historicos-faltan')).toHaveText('Faltan los precios OMIE de estos días del mes de backtesting: '
    + '16/05/2025, 31/05/2025. Impórtalos desde un CSV en la pestaña de precios históricos OMIE, o elige otro mes.', { timeout: 30_000 });
  await openTab(page, 'gas', 'Precios históricos');
  await expect(page.getByTestId('gas-historicos-faltan')).toContainText('del mes de backtesting: 01/05/2025–31/05/2025.', { timeout: 30_000 });
  await page.screenshot({ path: test.info().outputPath('gas-historicos-faltan.png') });
});
