import { expect as baseExpect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { login } from './fixtures';
import { apiToken, bearer, gridCell, launchSimulation, openHistoryPage, waitForStatus } from './screenHelpers';
import { choose, closeDialog, dialog, openNewSimulation } from './simulacionHelpers';

// The launch flow without dead ends: Launch disabled with its reason when prices are missing; after
// launching, the run's own page with its live progress and a Cancel button (never a red 409 error);
// cancelling from the history; the history's day warning once per day and session.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const stamp = Date.now().toString(36);
/** A planning year: its solve runs long enough (53 weekly windows) to be watched and cancelled. */
let planningInputs: Record<string, unknown> | null = null;

/** Two animation frames: whatever a committed render has scheduled (effects, a dialog opening) has run. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

test('Launch is disabled, with the reason beside it, when the OMIE prices did not arrive', async ({ page }) => {
  await page.route('**/api/descargar-precios-omie?*', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503,"message":"no"}' }));
  await openNewSimulation(page);
  const launch = page.getByRole('button', { name: 'Lanzar simulación' });
  await expect(launch).toBeEnabled();
  await expect(page.getByTestId('launch-blocked')).toHaveCount(0);
  const omie = page.waitForResponse((r) => r.url().includes('/api/descargar-precios-omie?'));
  await choose(page, 'Precios', 'OMIE');
  await omie;
  await expect(launch).toBeDisabled();
  await expect(page.getByTestId('launch-blocked')).toContainText('No se puede lanzar: Precios OMIE no disponibles');
  await expect(launch).toHaveAccessibleDescription(/Precios OMIE no disponibles/);
  await page.screenshot({ path: test.info().outputPath('launch-blocked.png') });
  // Back to Manual prices: nothing is missing any more.
  await choose(page, 'Precios', 'Manual');
  await expect(launch).toBeEnabled();
  await expect(page.getByTestId('launch-blocked')).toHaveCount(0);
});

test('after launching, the run\'s own page shows its progress and a Cancel that ends it as 6', async ({ page, request }) => {
  const token = await apiToken(request, 'gestor');
  await openNewSimulation(page);
  await page.getByTestId('simulation-name').fill(`Planificación E2E ${stamp}`);
  await choose(page, 'Modo de ejecución', 'Planificación');
  await expect(page.getByRole('status')).toBeHidden({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Lanzar simulación' })).toBeEnabled({ timeout: 60_000 });
  const conflicts: string[] = [];
  page.on('response', (r) => { if (r.status() === 409) conflicts.push(r.url()); });
  await page.getByRole('button', { name: 'Lanzar simulación' }).click();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/lanzar-simulacion/') && r.request().method() === 'POST', { timeout: 120_000 });
  await dialog(page, '¿Estás seguro?').getByRole('button', { name: 'Sí, lanzar' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: number };
  await closeDialog(page, '¡Simulación lanzada!');

  // The run's page, on its Resultados tab, with its live status.
  await expect(page).toHaveURL(new RegExp(`/resultado-simulacion/${id}\\?tab=resultados$`));
  await expect(page.getByTestId('simulation-title')).toContainText(`${id} Planificación E2E ${stamp}`, { timeout: 60_000 });
  await expect(page.getByTestId('chip-status')).toHaveText('En ejecución');
  await expect(page.getByTestId('tab-resultados')).toHaveAttribute('aria-selected', 'true');
  const progress = page.getByTestId('run-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText('La simulación se está ejecutando.');
  await expect(page.getByTestId('run-elapsed')).toHaveText(/^Tiempo transcurrido: \d+ (s|min \d\d s)$/);
  await expect(page.getByTestId('run-windows')).toHaveText(/^Ventanas completadas: \d+ de \d+$/, { timeout: 120_000 });
  await expect(page.getByTestId('resultados-error')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('run-progress.png') });

  // Its inputs are kept to launch the same long run again for the history test.
  const entrada = await request.get(`/api/descargar-entrada/${id}`, { headers: bearer(token) });
  const files = unzipSync(new Uint8Array(await entrada.body()));
  planningInputs = JSON.parse(strFromU8(files['data.json']!)) as Record<string, unknown>;

  // Cancel from the run's page, after '¿Estás seguro?'.
  await progress.getByRole('button', { name: 'Cancelar simulación' }).click();
  const confirm = dialog(page, '¿Estás seguro?');
  await expect(confirm).toContainText(`Esto cancelará la simulación en ejecución: ${id} Planificación E2E ${stamp}.`);
  await confirm.getByRole('button', { name: 'Sí, cancelar' }).click();
  await expect(page.getByTestId('resultados-no-results')).toHaveText('Esta simulación no tiene resultados (estado: Cancelada).');
  await expect(page.getByTestId('chip-status')).toHaveText('Cancelada');
  expect((await waitForStatus(request, token, id, [6])).status).toBe(6);
  // The result parts were never asked for while it ran: no 409 at all.
  expect(conflicts).toEqual([]);
});

test('a running run is cancelled from its history row, after confirmation, and ends as 6', async ({ page, request }) => {
  // Serial: this runs only after the previous test passed, which sets the planning inputs.
  if (planningInputs === null) throw new Error('the previous test did not store the planning inputs');
  const token = await apiToken(request, 'gestor');
  const name = `Cancelar historial ${stamp}`;
  const id = await launchSimulation(request, token, planningInputs, name);
  await login(page, 'gestor');
  // Today may have no valid run (the day warning then opens first): it is closed if it is there.
  await openHistoryPage(page);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
  const status = gridCell(page, 'simulaciones-table', String(id), 'status');
  await expect(status).toHaveText('En ejecución');
  await page.getByRole('button', { name: `Cancelar simulación ${id} ${name}` }).click();
  const confirm = dialog(page, '¿Estás seguro?');
  await expect(confirm).toContainText(`Esto cancelará la simulación en ejecución: ${id} ${name}.`);
  // 'Seguir ejecutando' leaves it running.
  await confirm.getByRole('button', { name: 'Seguir ejecutando' }).click();
  await expect(confirm).toBeHidden();
  await expect(status).toHaveText('En ejecución');
  await page.getByRole('button', { name: `Cancelar simulación ${id} ${name}` }).click();
  const cancelled = page.waitForResponse((r) => r.url().endsWith(`/api/simulacion/${id}/cancelar`));
  await dialog(page, '¿Estás seguro?').getByRole('button', { name: 'Sí, cancelar' }).click();
  expect((await cancelled).status()).toBe(200);
  await expect(status).toHaveText('Cancelada');
  await expect(status.locator('[data-status]')).toHaveAttribute('data-status', '6');
  expect((await waitForStatus(request, token, id, [6])).status).toBe(6);
  await expect(page.getByRole('button', { name: `Cancelar simulación ${id} ${name}` })).toHaveCount(0);
});

test('the history\'s day warning shows once per day and session: not again on reload or back', async ({ page }) => {
  const list = [
    { id: 951, name: 'Sin válida', username: 'gestor', created: '2026-01-11T10:00:00.000Z', status: 4, VALID: 0, last_update: '2026-01-11T11:00:00.000Z', parent_id: null, tipo: 'operativa', fechaActual: null, horizonte: null, modo: null },
  ];
  await page.route('**/api/simulacion', (route) => route.fulfill({ json: list }));
  await login(page, 'gestor');
  const row = gridCell(page, 'simulaciones-table', '951', 'name');
  const warning = dialog(page, 'Advertencia');

  await page.goto('/simulaciones');
  await expect(warning).toContainText('No hay ninguna simulación activa para las fechas: 11/01/2026');
  await closeDialog(page, 'Advertencia');

  await page.reload();
  await expect(row).toHaveText('Sin válida');
  await settled(page);
  await expect(warning).toHaveCount(0);

  await page.goto('/');
  await page.goBack();
  await expect(page).toHaveURL(/\/simulaciones$/);
  await expect(row).toHaveText('Sin válida');
  await settled(page);
  await expect(warning).toHaveCount(0);

  // Refresh is the user asking: it warns again.
  await page.getByRole('button', { name: 'Refrescar' }).click();
  await expect(warning).toContainText('No hay ninguna simulación activa para las fechas: 11/01/2026');
});
