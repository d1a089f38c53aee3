import { expect as baseExpect, test, type Page } from '@playwright/test';
import { loginViaApi, mainNav } from './fixtures';
import { closeDialog, csvLines, dialog, exportCsv, importCsv } from './simulacionHelpers';
import { gridCell, typeDate } from './screenHelpers';

// The machine is shared by several test runs: answers may take longer than the default 7.5 s.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

// A day no other test writes: the browser workers share one database.
const DAY = '10/03/2061';

/** The template's header and 24 hours of DAY: engine 1 at 1 MWe, 3,2 MWe from 10:00, all of it sold; every other unit at 0. */
function dayFile(header: string, tweak: (cells: string[], hour: number) => void = () => {}): string {
  const names = header.split(';');
  const lines = Array.from({ length: 24 }, (_, h) => {
    const engine = h >= 10 ? '3,2' : '1';
    const cells = [`${DAY} ${String(h).padStart(2, '0')}:00`, ...names.slice(1).map((n, k) => (k === 0 || n === 'Venta red (MWh)' ? engine : '0'))];
    tweak(cells, h);
    return cells.join(';');
  });
  return `\ufeff${[header, ...lines].join('\r\n')}\r\n`;
}

async function openDay(page: Page) {
  await page.goto('/datos-reales');
  await expect(page.getByRole('heading', { name: 'Datos reales' })).toBeVisible();
  await typeDate(page.getByTestId('datos-reales-dia'), DAY);
}

test('an operator imports a day of actual operation from the template: a bad file is refused whole, a good one is shown and exported', async ({ page }) => {
  await loginViaApi(page, 'operador');
  // Operators reach it from the Simulaciones menu.
  await mainNav(page).getByRole('button', { name: 'Simulaciones' }).click();
  await page.getByRole('menuitem', { name: 'Datos reales' }).click();
  await expect(page).toHaveURL(/\/datos-reales$/);
  await openDay(page);
  await expect(page.getByTestId('datos-reales-importaciones')).toHaveText('No hay datos reales de este día.');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar plantilla' }).click();
  const template = await downloading;
  expect(template.suggestedFilename()).toBe('plantilla_datos_reales.csv');
  const { readFile } = await import('node:fs/promises');
  const header = csvLines((await readFile((await template.path())!)).toString('utf8'))[0]!;
  expect(header.startsWith('Horizonte;Motor cogeneración 1 (MWe);')).toBe(true);
  expect(header.endsWith(';Vapor entregado (MW);Frío entregado (MW)')).toBe(true);

  // A negative meter reading refuses the whole file: nothing is stored.
  await importCsv(page, 'datos-reales', dayFile(header, (c, h) => { if (h === 5) c[3] = '-2'; }), 'datos_reales.csv');
  const refused = dialog(page, 'Valores negativos no permitidos');
  await expect(refused).toContainText("Fila 7, 'Motor cogeneración 3 (MWe)': negativo (-2,000)");
  await closeDialog(page, 'Valores negativos no permitidos');
  await expect(page.getByTestId('datos-reales-importaciones')).toHaveText('No hay datos reales de este día.');

  // Engine 1 written in kW: refused whole, the likely mix-up said in words.
  await importCsv(page, 'datos-reales', dayFile(header, (c, h) => { if (h === 10) c[1] = '3200'; }), 'datos_reales.csv');
  const impossible = dialog(page, 'Valores imposibles para la planta');
  await expect(impossible).toContainText("Fila 12, 'Motor cogeneración 1 (MWe)': 3200,000 supera el máximo de la unidad (3,330); parece medido en kW en lugar de MW (3,200 en MW)");
  await closeDialog(page, 'Valores imposibles para la planta');
  await expect(page.getByTestId('datos-reales-importaciones')).toHaveText('No hay datos reales de este día.');

  await importCsv(page, 'datos-reales', dayFile(header), 'datos_reales.csv');
  const done = dialog(page, 'Importación correcta');
  await expect(done).toContainText('24 filas importadas');
  await closeDialog(page, 'Importación correcta');
  await expect(gridCell(page, 'datos-reales', '10:00', 'motor_1')).toHaveText('3,200');
  await expect(gridCell(page, 'datos-reales', '09:00', 'motor_1')).toHaveText('1,000');
  await expect(page.getByTestId('datos-reales-importaciones')).toContainText('operador');
  await expect(page.getByTestId('datos-reales-importaciones')).toContainText('CSV, 24 h');
  await page.screenshot({ path: test.info().outputPath('datos-reales.png'), fullPage: true });

  const exported = await exportCsv(page, 'datos-reales');
  expect(exported.name).toBe('datos_reales.csv');
  expect(csvLines(exported.text)[11]!.startsWith(`${DAY} 10:00;3,200;0,000`)).toBe(true);
});

test('the screen reads in English', async ({ page }) => {
  await loginViaApi(page, 'gestor');
  await page.goto('/datos-reales');
  await page.getByRole('button', { name: /Idioma|Language/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Actual operation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download template' })).toBeVisible();
  await expect(page.getByTestId('datos-reales')).toContainText('Cogeneration engines');
});
