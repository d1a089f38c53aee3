// Resultados económicos of a one-day run solved by the real server, at 1440×900: the key-figure
// cards open the sub-tab with the figures of the economic table the server serves, the accumulated
// gross profit says what its sign means, and no chart legend hides a series behind a pager.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { login } from './fixtures';
import { esNumber, openResults, solvedSimulation, sum, type SolvedSimulation } from './resultados.helpers';

// The machine is shared by several test runs: answers may take longer than the default 7.5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

let sim: SolvedSimulation;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  sim = await solvedSimulation(request, 'gestor', 'Cifras clave e2e');
});

async function openEconomic(page: Page) {
  await login(page, 'gestor');
  await openResults(page, sim.id);
  await page.getByTestId('resultados-subtab-economic').click();
  await expect(page.getByTestId('resultados-economic')).toBeVisible();
}

test('the key figures open the sub-tab, with the values of the economic table', async ({ page }) => {
  // A one-day run: 24 hourly rows.
  expect(sim.economico.rows).toHaveLength(24);
  await openEconomic(page);
  const rows = sim.economico.rows;
  const cards = page.getByTestId('economic-kpis');
  await expect(cards).toBeVisible();
  // Read first: the cards sit above the chart and the table, inside the first screen.
  const chart = await page.getByTestId('chart-profit').boundingBox();
  const box = await cards.boundingBox();
  expect(box!.y).toBeLessThan(chart!.y);
  expect(box!.y + box!.height).toBeLessThanOrEqual(900);

  await expect(page.getByTestId('kpi-netCost')).toContainText('Coste neto del plan');
  await expect(page.getByTestId('kpi-netCost-value')).toHaveText(esNumber(sum(rows, 'COST_TOTAL') - sum(rows, 'ING_TOTAL'), 0));
  // One story (docs/figures.md): reference − net cost = savings, to the cent, in the served rows and on
  // the cards. The base case pays a capacity toll: the line the savings once left out.
  const net = sum(rows, 'COST_TOTAL') - sum(rows, 'ING_TOTAL');
  const reference = sum(rows, 'COST_REF');
  expect(sum(rows, 'COST_PEAJE_POT')).toBeGreaterThan(0);
  expect(reference - net).toBeCloseTo(sum(rows, 'AHORRO'), 4);
  await expect(page.getByTestId('kpi-savings')).toContainText('Ahorro frente a la referencia');
  await expect(page.getByTestId('kpi-savings-value')).toHaveText(esNumber(reference - net, 0));
  await expect(page.getByTestId('kpi-savings-hint')).toHaveText(
    `${esNumber(((reference - net) / reference) * 100, 1)} % del coste de referencia sin cogeneración (AHORRO = COST_REF − coste neto; % ponderado = AHORRO / COST_REF)`,
  );
  await expect(page.getByTestId('kpi-steamCost')).toContainText('Coste medio del vapor');
  // Weighted by each hour's steam: the net cost over the steam served.
  await expect(page.getByTestId('kpi-steamCost-value')).toHaveText(esNumber(net / sum(rows, 'DEMV'), 2));
  const motores = sim.programa.motores as Array<{ estado?: number }>;
  await expect(page.getByTestId('kpi-engineHours-value')).toHaveText(esNumber(motores.filter((m) => m.estado === 1).length, 0));
  await expect(page.getByTestId('kpi-engineStarts-value')).toHaveText(esNumber(sum(rows, 'ARRANQUES'), 0));
});

test('the accumulated gross profit says what its sign means', async ({ page }) => {
  await openEconomic(page);
  const end = sum(sim.economico.rows, 'BENEFICIO_BRUTO');
  const caption = page.getByTestId('chart-profit-caption');
  await expect(caption).toContainText('Ingresos menos costes, acumulados hora a hora');
  await expect(caption).toContainText('por debajo, el plan cuesta dinero (margen negativo)');
  const value = esNumber(end, 0);
  const amount = esNumber(Math.abs(end), 0);
  await expect(page.getByTestId('chart-profit-end')).toHaveText(end < 0
    ? `Al final del horizonte: ${value} €, es decir, un coste neto de ${amount} € (margen negativo).`
    : `Al final del horizonte: ${value} €, un margen positivo de ${amount} €.`);
  // The last point of the curve is the opposite of the plan's net cost.
  await expect(page.getByTestId('kpi-netCost-value')).toHaveText(esNumber(-end, 0));
});

/** Every item of a chart's legend is on screen inside the legend's box: nothing paged or cut. */
async function expectWholeLegend(page: Page, chart: string, names: string[]) {
  const legend = page.getByTestId(`${chart}-legend`);
  await expect(legend).toBeVisible();
  const items = legend.getByTestId('chart-legend-item');
  await expect(items).toHaveText(names);
  const box = (await legend.boundingBox())!;
  for (const item of await items.all()) {
    await expect(item).toBeVisible();
    const b = (await item.boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(box.x - 0.5);
    expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
    expect(b.y + b.height).toBeLessThanOrEqual(box.y + box.height + 0.5);
  }
  expect(await legend.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight)).toBe(true);
}

test('no chart legend has a pager: every series is listed, the largest included', async ({ page }) => {
  await login(page, 'gestor');
  await openResults(page, sim.id);
  await page.getByTestId('resultados-subtab-operation').click();
  const op = sim.operacion;
  // The steam dispatch: one area per unit that produced steam, then the demand.
  const steam = op.columns.filter((c) => c.startsWith('PV_') && op.rows.some((r) => Math.abs(Number(r[c])) > 1e-9));
  expect(steam.length).toBeGreaterThan(0);
  await expectWholeLegend(page, 'chart-steam', [...steam.map((c) => c.slice(3)), 'Demanda de vapor']);
  // The unit that produced the most steam is in view (ECharts' paging legend could leave it on page 2).
  const largest = [...steam].sort((a, b) => sum(op.rows, b) - sum(op.rows, a))[0]!;
  await expect(page.getByTestId('chart-steam-legend').getByText(largest.slice(3), { exact: true })).toBeInViewport();
  const cold = op.columns.filter((c) => c.startsWith('PF_') && op.rows.some((r) => Math.abs(Number(r[c])) > 1e-9));
  await expectWholeLegend(page, 'chart-cold', [...cold.map((c) => c.slice(3)), 'Demanda de frío']);
  await expectWholeLegend(page, 'chart-prices', ['Producción eléctrica motores', 'Precio electricidad', 'Precio gas']);

  // A click on an item hides its series and says so; another shows it again.
  const item = page.getByTestId('chart-steam-legend').getByRole('button', { name: largest.slice(3), exact: true });
  await expect(item).toHaveAttribute('aria-pressed', 'true');
  await item.click();
  await expect(item).toHaveAttribute('aria-pressed', 'false');
  await item.click();
  await expect(item).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('resultados-subtab-economic').click();
  await expectWholeLegend(page, 'chart-profit', ['Beneficio bruto acumulado']);
});
