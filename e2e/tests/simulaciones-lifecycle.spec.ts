import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { login } from './fixtures';
import {
  apiToken, baseCase, bearer, creationDay, shownDay, launchSimulation, listSimulations, openHistoryPage, waitForStatus,
} from './screenHelpers';

// What the history lets each status do: only a run that ended OK may be valid (the others' checkbox
// is disabled and says why), every status but running may be deleted, and deleting the day's valid
// simulation warns as unmarking it does.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const stamp = Date.now().toString(36);
let fullToken = '';
let payload: Record<string, unknown> = {};
let anchorId = 0;

/** POST /api/guardar-simulacion/: stored as 'Guardada' (2), never run. */
async function saveSimulation(request: APIRequestContext, name: string): Promise<number> {
  const data = { ...payload, metadata: { ...(payload.metadata as object), simulation_name: name } };
  const zip = Buffer.from(zipSync({ 'data.json': strToU8(JSON.stringify(data)) }));
  const answer = await request.post('/api/guardar-simulacion/', {
    headers: bearer(fullToken),
    multipart: { 'data.zip': { name: 'data.zip', mimeType: 'application/zip', buffer: zip } },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { id: number }).id;
}

/** Makes `id` its day's valid simulation. */
async function makeValid(request: APIRequestContext, id: number) {
  const activated = await request.post(`/api/simulacion/${id}/activar`, { headers: bearer(fullToken) });
  expect(activated.status(), await activated.text()).toBe(200);
}

async function openHistory(page: Page, search: string, logIn = true) {
  if (logIn) await login(page, 'gestor');
  await openHistoryPage(page);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(search);
}

test.beforeAll(async ({ request }) => {
  fullToken = await apiToken(request, 'gestor');
  payload = await baseCase(request, fullToken);
  anchorId = await launchSimulation(request, fullToken, payload, `Ancla ciclo ${stamp}`);
  await waitForStatus(request, fullToken, anchorId, [4]);
});

test('a saved simulation cannot be marked valid: the checkbox is disabled and says why; it can be deleted', async ({ page, request }) => {
  const name = `Guardada ${stamp}`;
  const id = await saveSimulation(request, name);
  await makeValid(request, anchorId);
  await openHistory(page, name);
  const box = page.getByRole('checkbox', { name: `Válida ${id} ${name}` });
  await expect(box).toBeDisabled();
  await page.getByTestId(`valid-blocked-${id}`).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Solo una simulación ejecutada correctamente (Ejecutada OK) puede ser válida.');
  await expect(page.getByRole('button', { name: `Ver resultado ${id} ${name}` })).toHaveCount(0);

  // Its form's 'Activa' switch is disabled with the same reason.
  const item = (await listSimulations(request, fullToken)).find((s) => s.id === id)!;
  await page.goto(`/resultado-simulacion/${id}?id=${id}&created=${encodeURIComponent(item.created)}&valid=0`);
  const activeSwitch = page.getByRole('switch', { name: 'Activa' });
  await expect(activeSwitch).toBeDisabled();
  await page.getByTestId('validity-switch').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Solo una simulación ejecutada correctamente (Ejecutada OK) puede ser válida.');
  await openHistory(page, name, false);

  await page.getByRole('button', { name: `Borrar ${id} ${name}` }).click();
  await page.getByRole('dialog', { name: '¿Estás seguro?' }).getByRole('button', { name: 'Sí, borrar' }).click();
  const done = page.getByRole('dialog', { name: 'Simulación borrada' });
  await expect(done).toContainText(name);
  expect((await listSimulations(request, fullToken)).some((s) => s.id === id)).toBe(false);
});

test('deleting the day\'s valid simulation warns as unmarking it does and names the operating day that changes plan, then confirms the deletion', async ({ page, request }) => {
  const name = `Valida a borrar ${stamp}`;
  const id = await launchSimulation(request, fullToken, payload, name);
  const run = await waitForStatus(request, fullToken, id, [4]);
  await makeValid(request, id);
  await openHistory(page, name);
  await expect(page.getByRole('checkbox', { name: `Válida ${id} ${name}` })).toBeChecked();

  await page.getByRole('button', { name: `Borrar ${id} ${name}` }).click();
  await page.getByRole('dialog', { name: '¿Estás seguro?' }).getByRole('button', { name: 'Sí, borrar' }).click();
  const warning = page.getByRole('dialog', { name: 'Advertencia' });
  await expect(warning).toContainText(`La simulación ya no es válida. No queda ninguna otra simulación activa para la fecha ${shownDay(creationDay(run))}: debe haber al menos una simulación válida para el día, marca otra.`);
  // It was the plan in force of its operating day: the warning says that day changes plan.
  const operatingDay = (payload.configuracion as { fechaActual: string }).fechaActual;
  await expect(warning).toContainText(new RegExp(`Días de operación que cambian de plan en vigor:\\s*${operatingDay}: .*${id} «${name}»`));
  await warning.getByRole('button', { name: 'Cerrar' }).click();
  const done = page.getByRole('dialog', { name: 'Simulación borrada' });
  await expect(done).toContainText(name);
  await done.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await listSimulations(request, fullToken)).some((s) => s.id === id)).toBe(false);
});

test('the Activa switch of a second run of the day offers activation and names the operating day that changes plan', async ({ page, request }) => {
  const name = `Segunda del dia ${stamp}`;
  const id = await launchSimulation(request, fullToken, payload, name);
  await waitForStatus(request, fullToken, id, [4]);
  await makeValid(request, anchorId);
  const item = (await listSimulations(request, fullToken)).find((s) => s.id === id)!;
  const operatingDay = (payload.configuracion as { fechaActual: string }).fechaActual;
  await login(page, 'gestor');
  await page.goto(`/resultado-simulacion/${id}?id=${id}&created=${encodeURIComponent(item.created)}&valid=0`);
  await page.getByRole('switch', { name: 'Activa' }).click();
  const refusal = page.getByRole('dialog', { name: 'Advertencia' });
  await expect(refusal).toContainText(`Ya existe una simulación activa para la fecha ${shownDay(creationDay(item))}. Deja solo una simulación activa por día.`);
  await expect(refusal).toContainText(`${operatingDay}: la simulación ${id} «${name}» sustituye a la ${anchorId} «Ancla ciclo ${stamp}».`);
  const activated = page.waitForResponse((r) => r.url().endsWith(`/api/simulacion/${id}/activar`));
  await refusal.getByRole('button', { name: 'Activar simulación' }).click();
  expect((await activated).status()).toBe(200);
  await expect(page.getByRole('switch', { name: 'Activa' })).toBeChecked();
  expect((await listSimulations(request, fullToken)).find((s) => s.id === anchorId)!.VALID).toBe(0);
  await makeValid(request, anchorId);
});
