import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { gridCell } from './screenHelpers';
import { closeDialog, csvLines, dialog, exportCsv, importCsv, openNewSimulation, openTab } from './simulacionHelpers';

// Launch flow (docs/rules/states.md, docs/rules/validation.md, docs/rules/messages.md) and the .vis backup round trip.
test.describe.configure({ timeout: 180_000 });

test('an availability breaching the minimum coupling time blocks the launch', async ({ page }) => {
  await openNewSimulation(page);
  let launched = false;
  page.on('request', (r) => { if (r.url().includes('/api/lanzar-simulacion')) launched = true; });
  await openTab(page, 'disponibilidad', 'Motores de cogeneración');
  const exported = await exportCsv(page, 'disponibilidad-motores');
  // Motor 5 (coupled: Si) available 2 h, stopped 2 h, available 2 h (< 4 h minimum), then stopped.
  const pattern = (h: number) => (h < 2 || (h >= 4 && h < 6) ? '1' : '0');
  const lines = csvLines(exported.text).map((line, i) => {
    if (i === 0) return line;
    const c = line.split(';');
    c[6] = pattern(i - 1);
    return c.join(';');
  });
  await importCsv(page, 'disponibilidad-motores', `${lines.join('\r\n')}\r\n`);
  await closeDialog(page, 'Importación correcta');
  await page.getByRole('button', { name: 'Lanzar simulación' }).click();
  const breaches = dialog(page, 'Advertencia');
  await expect(breaches).toContainText('Inconsistencias de disponibilidad de motores en tiempo mínimo de acoplamiento y tiempo mínimo de parada');
  await expect(breaches).toContainText('Motor cogeneración 5');
  await expect(breaches).toContainText('(H5)');
  await closeDialog(page, 'Advertencia');
  await expect(page.getByRole('dialog', { name: '¿Estás seguro?' })).toHaveCount(0);
  expect(launched).toBe(false);
});

test('a server validation failure (601) and any other failure show their messages', async ({ page }) => {
  await openNewSimulation(page);
  let answer = { status: 601, body: { status: 601, message: 'Hubo un problema al validar simulación', reasons: ['demanda_frio: Se esperaban 24 filas y se recibieron 23.'] } };
  await page.route('**/api/lanzar-simulacion/', (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify(answer.body) }));
  await page.getByRole('button', { name: 'Lanzar simulación' }).click();
  await dialog(page, '¿Estás seguro?').getByRole('button', { name: 'Sí, lanzar' }).click();
  await expect(dialog(page, 'Error')).toContainText('Hubo un problema al validar simulación');
  await closeDialog(page, 'Error');
  answer = { status: 500, body: { status: 500, message: 'boom', reasons: [] } };
  await page.getByRole('button', { name: 'Lanzar simulación' }).click();
  await dialog(page, '¿Estás seguro?').getByRole('button', { name: 'Sí, lanzar' }).click();
  await expect(dialog(page, 'Error')).toContainText('Hubo un problema al lanzar la simulación.');
  await closeDialog(page, 'Error');
  await expect(page).toHaveURL(/\/nueva-simulacion$/);
});

test('a one-day simulation launched from a new form reaches status 4 and its Resultados tab opens', async ({ page }) => {
  await openNewSimulation(page);
  const name = `E2E lanzamiento ${Date.now()}`;
  await page.getByTestId('simulation-name').fill(name);
  await expect(page.getByTestId('chip-horizon')).toHaveText('1 día');
  await expect(page.getByRole('button', { name: 'Lanzar simulación' })).toBeEnabled();
  await page.getByRole('button', { name: 'Lanzar simulación' }).click();
  const confirm = dialog(page, '¿Estás seguro?');
  await expect(confirm).toContainText('Esto lanzará la simulación con los datos actuales.');
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/lanzar-simulacion/') && r.request().method() === 'POST');
  await confirm.getByRole('button', { name: 'Sí, lanzar' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: number };
  await expect(dialog(page, '¡Simulación lanzada!')).toContainText('La simulación se ha iniciado correctamente.');
  const conflicts: string[] = [];
  page.on('response', (r) => { if (r.status() === 409) conflicts.push(r.url()); });
  await closeDialog(page, '¡Simulación lanzada!');
  // The run's own page, on Resultados: its live status, then its results once it has ended.
  await expect(page).toHaveURL(new RegExp(`/resultado-simulacion/${id}\\?tab=resultados$`));
  await expect(page.getByTestId('simulation-title')).toContainText(`${id} ${name}`, { timeout: 20_000 });
  await expect(page.getByTestId('resultados-tab')).toBeVisible({ timeout: 120_000 });
  await expect(page.getByTestId('chip-status')).toHaveText('Ejecutada OK');
  await expect(page.getByTestId('resultados-error')).toHaveCount(0);
  expect(conflicts).toEqual([]);

  await page.goto('/simulaciones');
  await expect(gridCell(page, 'simulaciones-table', String(id), 'status')).toHaveText('Ejecutada OK', { timeout: 120_000 });
  await page.goto(`/resultado-simulacion/${id}`);
  await expect(page.getByTestId('simulation-title')).toContainText(`${id} ${name}`, { timeout: 20_000 });
  await expect(page.getByTestId('simulation-title')).toContainText('Simulación: ');
  await expect(page.getByRole('button', { name: 'Lanzar simulación' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Activa' }).or(page.getByLabel('Activa'))).toBeVisible();
  await page.getByTestId('tab-resultados').click();
  await expect(page.getByTestId('resultados-tab')).toBeVisible();
  // Backup of an existing simulation: export only.
  await page.getByTestId('tab-backup').click();
  await expect(page.getByRole('button', { name: 'Exportar .vis' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importar .vis' })).toHaveCount(0);
});

test('a .vis export re-imported gives the same form; invalid JSON is refused', async ({ page }) => {
  await openNewSimulation(page);
  await page.getByTestId('simulation-name').fill('Copia de seguridad E2E');
  await openTab(page, 'general', 'Otros datos');
  await page.getByLabel('Precio CO2').fill('81,5');
  await openTab(page, 'general', 'Configuración');
  await page.getByRole('combobox', { name: 'Horizonte' }).click();
  await page.getByRole('option', { name: '2 días' }).click();
  await expect(page.getByTestId('chip-horizon')).toHaveText('2 días');
  await expect(page.getByRole('button', { name: 'Lanzar simulación' })).toBeEnabled();
  await openTab(page, 'backup');
  const first = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar .vis' }).click();
  const exported = await first;
  expect(exported.suggestedFilename()).toBe('Copia de seguridad E2E.vis');
  const text = (await readFile((await exported.path())!)).toString('utf8');
  const saved = JSON.parse(text) as { configuracion: { horizonte: number; otros: { precio_CO2: number } } };
  expect(saved.configuracion.horizonte).toBe(2);
  expect(saved.configuracion.otros.precio_CO2).toBe(81.5);

  // A fresh form, then the file: every field comes back and no series is regenerated.
  await page.goto('/nueva-simulacion');
  await expect(page.getByTestId('tab-general')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Lanzar simulación' })).toBeEnabled();
  await expect(page.getByTestId('chip-horizon')).toHaveText('1 día');
  await openTab(page, 'backup');
  await page.getByTestId('backup-file').setInputFiles({ name: 'roto.vis', mimeType: 'application/json', buffer: Buffer.from('{ no es json') });
  await expect(dialog(page, 'Error')).toContainText('El archivo no es válido o tiene un formato incorrecto.');
  await closeDialog(page, 'Error');
  await page.getByTestId('backup-file').setInputFiles({ name: 'copia.vis', mimeType: 'application/json', buffer: Buffer.from(text) });
  await closeDialog(page, 'Importación correcta');
  await expect(page.getByTestId('simulation-name')).toHaveValue('Copia de seguridad E2E');
  await expect(page.getByTestId('chip-horizon')).toHaveText('2 días');
  await page.waitForTimeout(500);
  await expect(page.getByRole('button', { name: 'Lanzar simulación' })).toBeEnabled();
  const second = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar .vis' }).click();
  const again = (await readFile((await (await second).path())!)).toString('utf8');
  expect(JSON.parse(again)).toEqual(JSON.parse(text));
});
