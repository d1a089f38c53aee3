import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login } from './fixtures';
import {
  apiToken, baseCase, bearer, creationDay, shownDay, gridCell, launchSimulation, listSimulations, openHistoryPage, waitForStatus,
} from './screenHelpers';

// The machine is shared by several test runs: answers may take longer than the default 7.5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

// The history tests share today's simulations, so they run one after another. Before them one
// simulation is made the valid one of its day; the day warning a run made after midnight (UTC)
// would bring is closed on opening (the warnings are tested with a fixed list below).
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const stamp = Date.now().toString(36);
let fullToken = '';
let payload: Record<string, unknown> = {};
let anchorId = 0;

/** A launched simulation once it has finished: status 4 (Ejecutada OK), or 5 when `anyEnd`. */
async function executed(request: APIRequestContext, name: string, token = fullToken, anyEnd = false): Promise<number> {
  const id = await launchSimulation(request, token, payload, name);
  await waitForStatus(request, token, id, anyEnd ? [4, 5] : [4]);
  return id;
}

/** Other spec files share the run's database: make the anchor its day's valid one again,
 *  whatever they did meanwhile. */
async function ensureAnchorValid(request: APIRequestContext) {
  const activated = await request.post(`/api/simulacion/${anchorId}/activar`, { headers: bearer(fullToken) });
  expect(activated.ok()).toBe(true);
}

async function openHistory(page: Page, who: 'gestor' | 'operador' = 'gestor') {
  await ensureAnchorValid(page.request);
  await login(page, who);
  await openHistoryPage(page);
}

const validBox = (page: Page, id: number, name: string) => page.getByRole('checkbox', { name: `Válida ${id} ${name}` });

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  fullToken = await apiToken(request, 'gestor');
  payload = await baseCase(request, fullToken);
  // Only a run that ended OK may be valid.
  anchorId = await executed(request, `Ancla ${stamp}`);
  await ensureAnchorValid(request);
});

test('the search matches names and last_update', async ({ page, request }) => {
  const name = `Busqueda ${stamp}`;
  const id = await executed(request, name, fullToken, true);
  const item = (await listSimulations(request, fullToken)).find((s) => s.id === id)!;
  await openHistory(page);
  const search = page.getByRole('searchbox', { name: 'Buscar' });
  await search.fill(name.toUpperCase());
  await expect(gridCell(page, 'simulaciones-table', String(id), 'name')).toHaveText(name);
  await expect(page.getByTestId('simulaciones-count')).toHaveText('1 simulación');
  // created is shown in local time (UTC here) as YYYY-MM-DD HH:mm, with a green check for status 4.
  await expect(gridCell(page, 'simulaciones-table', String(id), 'created')).toHaveText(item.created.slice(0, 16).replace('T', ' '));
  const status = gridCell(page, 'simulaciones-table', String(id), 'status');
  if (item.status === 4) {
    await expect(status).toHaveText('Ejecutada OK');
    await expect(status.locator('[data-testid="status-ok"]')).toBeVisible();
  } else {
    await expect(status).toHaveText('Ejecutada NOK');
    // A failed run has no results and may not be valid, but it can be deleted.
    await expect(page.getByRole('button', { name: new RegExp(`^Ver resultado ${id} `) })).toHaveCount(0);
    await expect(page.getByRole('button', { name: new RegExp(`^Borrar ${id} `) })).toHaveCount(1);
  }
  // last_update is not a column, but the search finds it.
  await search.fill(item.last_update);
  await expect(gridCell(page, 'simulaciones-table', String(id), 'name')).toHaveText(name);
  await search.fill(`no-existe-${stamp}`);
  await expect(page.getByTestId('simulaciones-count')).toHaveText('0 simulaciones');
  await expect(page.getByText('No hay simulaciones.')).toBeVisible();
});

test('validity: a second valid one is refused and unmarking the last one warns', async ({ page, request }) => {
  const name = `Segunda ${stamp}`;
  const id = await executed(request, name);
  const listed = await listSimulations(request, fullToken);
  const day = creationDay(listed.find((s) => s.id === id)!);
  // Validity is per creation day: a second run made after midnight (UTC) needs an anchor of its day.
  if (creationDay(listed.find((s) => s.id === anchorId)!) !== day) anchorId = await executed(request, `Ancla ${stamp}`);
  const anchorName = `Ancla ${stamp}`;
  await openHistory(page);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(stamp);
  await expect(validBox(page, anchorId, anchorName)).toBeChecked();

  await validBox(page, id, name).click();
  const refusal = page.getByRole('dialog', { name: 'Advertencia' });
  await expect(refusal).toContainText(`Ya existe una simulación activa para la fecha ${shownDay(day)}. Deja solo una simulación activa por día.`);
  await refusal.getByRole('button', { name: 'Cerrar' }).click();
  await expect(validBox(page, id, name)).not.toBeChecked();
  expect((await listSimulations(request, fullToken)).find((s) => s.id === id)!.VALID).toBe(0);

  // Unmarking warns, and says which operating day loses the anchor as its plan in force.
  const operatingDay = (payload.configuracion as { fechaActual: string }).fechaActual;
  await validBox(page, anchorId, anchorName).click();
  const warning = page.getByRole('dialog', { name: 'Advertencia' });
  await expect(warning).toContainText(`La simulación ya no es válida. No queda ninguna otra simulación activa para la fecha ${shownDay(day)}: debe haber al menos una simulación válida para el día, marca otra.`);
  await expect(warning).toContainText('Días de operación que cambian de plan en vigor:');
  await expect(warning).toContainText(new RegExp(`${operatingDay}: .*${anchorId} «${anchorName}»`));
  await warning.getByRole('button', { name: 'Cerrar' }).click();
  await expect(validBox(page, anchorId, anchorName)).not.toBeChecked();
  await expect.poll(async () => (await listSimulations(request, fullToken)).find((s) => s.id === anchorId)!.VALID).toBe(0);

  // With none valid, marking one is accepted (and today has its valid simulation again): the dialog
  // says the anchor is the plan in force of its operating day again.
  await validBox(page, anchorId, anchorName).click();
  const changed = page.getByRole('dialog', { name: 'Advertencia' });
  await expect(changed).toContainText(new RegExp(`${operatingDay}: la simulación ${anchorId} «${anchorName}» sustituye|${operatingDay}: pasa a regir la simulación ${anchorId} «${anchorName}»`));
  await changed.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(validBox(page, anchorId, anchorName)).toBeChecked();
  await expect.poll(async () => (await listSimulations(request, fullToken)).find((s) => s.id === anchorId)!.VALID).toBe(1);
});

test('a run made just after midnight (UTC) leaves its day without a valid one: the history still opens usable', async ({ page }) => {
  // The day's valid run was made at 23:59; a saved one at 00:00 opens a day with none.
  const list = [
    { id: 961, name: 'Ancla de las 23:59', username: 'gestor', created: '2026-01-10T23:59:00.000Z', status: 4, VALID: 1, last_update: '2026-01-10T23:59:30.000Z', parent_id: null, tipo: 'operativa', fechaActual: null, horizonte: null, modo: null },
    { id: 962, name: 'Guardada a las 00:00', username: 'gestor', created: '2026-01-11T00:00:10.000Z', status: 2, VALID: 0, last_update: '2026-01-11T00:00:10.000Z', parent_id: null, tipo: 'operativa', fechaActual: null, horizonte: null, modo: null },
  ];
  await page.route('**/api/simulacion', (route) => route.fulfill({ json: list }));
  await login(page, 'gestor');
  expect(await openHistoryPage(page)).toBe('No hay ninguna simulación activa para las fechas: 11/01/2026');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('Guardada');
  await expect(page.getByTestId('simulaciones-count')).toHaveText('1 simulación');
  await expect(page.getByRole('heading', { name: 'Histórico de simulaciones' })).toBeVisible();
});

test('loading warns of days with several valid simulations and days with none', async ({ page }) => {
  const list = [
    { id: 901, name: 'A', username: 'gestor', created: '2026-01-10T08:00:00.000Z', status: 4, VALID: 1, last_update: '2026-01-10T09:00:00.000Z', parent_id: null, tipo: 'operativa', fechaActual: null, horizonte: null, modo: null },
    { id: 902, name: 'B', username: 'gestor', created: '2026-01-10T10:00:00.000Z', status: 4, VALID: 1, last_update: '2026-01-10T11:00:00.000Z', parent_id: null, tipo: 'operativa', fechaActual: null, horizonte: null, modo: null },
    { id: 903, name: 'C', username: 'gestor', created: '2026-01-11T10:00:00.000Z', status: 4, VALID: 0, last_update: '2026-01-11T11:00:00.000Z', parent_id: null, tipo: 'operativa', fechaActual: null, horizonte: null, modo: null },
    { id: 904, name: 'D', username: 'gestor', created: '2026-01-12T10:00:00.000Z', status: 7, VALID: 0, last_update: '2026-01-12T11:00:00.000Z', parent_id: null, tipo: 'operativa', fechaActual: null, horizonte: null, modo: null },
  ];
  await page.route('**/api/simulacion', (route) => route.fulfill({ json: list }));
  await login(page, 'gestor');
  // The deleted simulation (status 7) is neither listed nor counted.
  expect(await openHistoryPage(page)).toBe(
    'Hay más de una simulación activa para las fechas: 10/01/2026\nNo hay ninguna simulación activa para las fechas: 11/01/2026',
  );
  await expect(page.getByTestId('simulaciones-count')).toHaveText('3 simulaciones');
});

test('delete asks, confirms and goes home; a failure shows the error', async ({ page, request }) => {
  const name = `Borrable ${stamp}`;
  const id = await executed(request, name);
  await openHistory(page);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);

  // First a refused deletion: the server fails, the Error dialog says so and nothing is deleted.
  await page.route(`**/api/borrar-simulacion/${id}`, (route) => route.fulfill({ status: 500, json: { status: 500, message: 'fallo' } }));
  await page.getByRole('button', { name: `Borrar ${id} ${name}` }).click();
  await page.getByRole('dialog', { name: '¿Estás seguro?' }).getByRole('button', { name: 'Sí, borrar' }).click();
  const error = page.getByRole('dialog', { name: 'Error' });
  await expect(error).toContainText('Hubo un problema borrando la simulación');
  await error.getByRole('button', { name: 'Cerrar' }).click();
  await page.unroute(`**/api/borrar-simulacion/${id}`);
  expect((await listSimulations(request, fullToken)).some((s) => s.id === id && s.status === 4)).toBe(true);

  await page.getByRole('button', { name: `Borrar ${id} ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: '¿Estás seguro?' });
  await expect(confirm).toContainText(`Esto borrará la simulación: ${name}`);
  await confirm.getByRole('button', { name: 'Sí, borrar' }).click();
  const done = page.getByRole('dialog', { name: 'Simulación borrada' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await listSimulations(request, fullToken)).filter((s) => s.id === id && s.status !== 7)).toEqual([]);
});

test('operators see only their own simulations and cannot change validity or delete', async ({ page, request }) => {
  const operatorToken = await apiToken(request, 'operador');
  const ownName = `Del operador ${stamp}`;
  const ownId = await launchSimulation(request, operatorToken, payload, ownName);
  const own = await waitForStatus(request, operatorToken, ownId, [4, 5]);
  await openHistory(page, 'operador');
  const table = page.getByTestId('simulaciones-table');
  await expect(gridCell(page, 'simulaciones-table', String(ownId), 'username')).toHaveText('operador');
  await expect(table.getByText(`Ancla ${stamp}`)).toHaveCount(0);
  await expect(validBox(page, ownId, own.name)).toBeDisabled();
  await expect(page.getByRole('button', { name: `Ver resultado ${ownId} ${own.name}` })).toHaveCount(own.status === 4 ? 1 : 0);
  await expect(page.getByRole('button', { name: new RegExp(`^Borrar ${ownId} `) })).toHaveCount(0);
  // Every listed row is the operator's.
  const users = await table.locator('.ag-center-cols-container [col-id="username"]').allTextContents();
  expect(new Set(users)).toEqual(new Set(['operador']));
});

test('statuses change live, without Refresh', async ({ page, request }) => {
  await openHistory(page);
  const name = `En directo ${stamp}`;
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
  await expect(page.getByTestId('simulaciones-count')).toHaveText('0 simulaciones');
  // Launched while the page is open: the new row arrives by itself and turns Ejecutada OK.
  const id = await launchSimulation(request, fullToken, payload, name);
  const status = gridCell(page, 'simulaciones-table', String(id), 'status');
  await expect(status).toBeVisible({ timeout: 30_000 });
  const seenFirst = await status.locator('[data-status]').getAttribute('data-status').catch(() => null);
  // The solve ends in 4 (Ejecutada OK) or, if the optimizer fails, 5: either way the row changes by itself.
  await expect(status).toHaveText(/^Ejecutada (OK|NOK)$/, { timeout: 150_000 });
  const final = await waitForStatus(request, fullToken, id, [4, 5]);
  if (final.status === 4) {
    await expect(status.locator('[data-testid="status-ok"]')).toBeVisible();
    await expect(page.getByRole('button', { name: `Ver resultado ${id} ${name}` })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Refrescar' })).toBeEnabled();
  test.info().annotations.push({ type: 'first status seen', description: `${seenFirst} then ${final.status}` });
});

test('view result opens the simulation form with id, created and valid', async ({ page, request }) => {
  const name = `Resultado ${stamp}`;
  const id = await executed(request, name);
  const item = (await listSimulations(request, fullToken)).find((s) => s.id === id)!;
  await openHistory(page);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
  await page.getByRole('button', { name: `Ver resultado ${id} ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/resultado-simulacion/${id}\\?id=${id}&created=${encodeURIComponent(item.created)}&valid=${item.VALID}&tab=resultados$`));
  // It opens on the Resultados tab, with the results themselves.
  await expect(page.getByTestId('tab-resultados')).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('resultados-tab')).toBeVisible({ timeout: 20_000 });
});
