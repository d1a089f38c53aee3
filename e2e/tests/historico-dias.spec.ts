// The history list says what each run plans (its days, mode and horizon) and finds runs by a planned
// day: the runs whose horizon covers the day typed in the date filter.
import { expect as baseExpect, test } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { login } from './fixtures';
import { apiToken, baseCase, bearer, gridCell, openHistoryPage, typeDate } from './screenHelpers';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

test('the history shows the planned days, mode and horizon, and filters by a planned day', async ({ page, request }) => {
  const token = await apiToken(request, 'gestor');
  const payload = await baseCase(request, token);
  const config = payload.configuracion as { fechaActual: string; horizonte: number; modoEjecucionTexto: string };
  const name = `Plan del día ${Date.now().toString(36)}`;
  const data = { ...payload, metadata: { ...(payload.metadata as object), simulation_name: name } };
  const saved = await request.post('/api/guardar-simulacion/', {
    headers: bearer(token),
    multipart: { 'data.zip': { name: 'data.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync({ 'data.json': strToU8(JSON.stringify(data)) })) } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const id = String(((await saved.json()) as { id: number }).id);

  await login(page, 'gestor');
  await openHistoryPage(page);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
  await expect(gridCell(page, 'simulaciones-table', id, 'name')).toHaveText(name);
  // The base case plans one day: its first and last day are the same.
  expect(config.horizonte).toBe(1);
  await expect(gridCell(page, 'simulaciones-table', id, 'fechaActual')).toHaveText(config.fechaActual);
  await expect(gridCell(page, 'simulaciones-table', id, 'horizonte')).toHaveText('1 día');
  await expect(gridCell(page, 'simulaciones-table', id, 'modo')).toHaveText(config.modoEjecucionTexto);

  const day = page.getByTestId('simulaciones-planned-day');
  // A day it does not plan hides it; the day it plans shows it again.
  const [d, m, y] = config.fechaActual.split('/').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  const nextText = `${String(next.getUTCDate()).padStart(2, '0')}/${String(next.getUTCMonth() + 1).padStart(2, '0')}/${next.getUTCFullYear()}`;
  await typeDate(day, nextText);
  await expect(page.getByTestId('simulaciones-count')).toHaveText('0 simulaciones');
  await typeDate(day, config.fechaActual);
  await expect(gridCell(page, 'simulaciones-table', id, 'name')).toHaveText(name);
  await expect(page.getByTestId('simulaciones-count')).toHaveText('1 simulación');
  await page.screenshot({ path: '../test-results/e2e/historico-dias.png' });
});
