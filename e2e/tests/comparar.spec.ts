import { expect as baseExpect, test } from '@playwright/test';
import { login } from './fixtures';
import { apiToken, baseCase, launchSimulation, openHistoryPage, waitForStatus } from './screenHelpers';

// Solves run on a shared machine: a batch of 15 one-day children takes a while.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const stamp = Date.now().toString(36);
let token = '';
let payload: Record<string, unknown> = {};

async function executed(request: Parameters<typeof launchSimulation>[0], name: string, p = payload): Promise<number> {
  const id = await launchSimulation(request, token, p, name);
  await waitForStatus(request, token, id, [4]);
  return id;
}

test.beforeAll(async ({ request }) => {
  token = await apiToken(request, 'gestor');
  payload = await baseCase(request, token);
});

test('two runs picked in the history open side by side with their input difference and deltas', async ({ page, request }) => {
  const a = await executed(request, `Comparar A ${stamp}`);
  const b = await executed(request, `Comparar B ${stamp}`, { ...payload, demanda_coef: 0.9 });

  await login(page, 'gestor');
  await openHistoryPage(page);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(`Comparar`);
  const compare = page.getByTestId('compare-button');
  await expect(compare).toBeDisabled();
  await page.getByRole('checkbox', { name: `Seleccionar ${a} Comparar A ${stamp} para comparar` }).check();
  await page.getByRole('checkbox', { name: `Seleccionar ${b} Comparar B ${stamp} para comparar` }).check();
  await compare.click();

  await expect(page).toHaveURL(new RegExp(`/comparar\\?a=${a}&b=${b}$`));
  const steam = page.getByTestId('compare-input-demanda_coef');
  await expect(steam).toContainText('Demanda › Coeficiente de demanda');
  await expect(steam).toContainText('0,9');
  await expect(page.getByTestId('compare-inputs').locator('[data-testid^="compare-input-"]')).toHaveCount(1);
  for (const key of ['netCost', 'savings', 'gasMWh', 'elecSoldMWh', 'elecBoughtMWh', 'engineHours', 'engineStarts', 'co2t']) {
    await expect(page.getByTestId(`kpi-delta-${key}`)).toHaveText(/^([+−][\d.,]+|0,0+)( \([+−]?[\d.,]+ %\))?$/);
  }
  await expect(page.getByTestId('compare-heatmap')).toBeVisible();
  await expect(page.getByTestId('compare-prices-chart')).toHaveAttribute('data-ready', 'true');
});

test('a sensitivity launched on a one-day run draws the tornado with every bar', async ({ page, request }) => {
  const name = `Sensibilidad ${stamp}`;
  const parent = await executed(request, name);
  await login(page, 'gestor');
  await openHistoryPage(page);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
  await page.getByRole('button', { name: `Sensibilidad ${parent} ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/sensibilidad/${parent}$`));
  await page.getByTestId('launch-sensitivity').click();
  const tornado = page.getByTestId('tornado');
  await expect(tornado).toHaveAttribute('data-complete', 'true', { timeout: 280_000 });
  const bars = (await tornado.getAttribute('data-bars'))!.split(',').sort();
  expect(bars).toEqual(['co2Price', 'coldDemand', 'elecPrice', 'engineOff', 'gasPrice', 'steamDemand']);
  await expect(page.getByTestId('tornado-chart')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('sensitivity-children').locator('tbody tr')).toHaveCount(15);
  // every child's figures are in: no empty net cost cell
  await expect(page.getByTestId('sensitivity-children').locator('tbody tr td:nth-child(3):empty')).toHaveCount(0);
});
