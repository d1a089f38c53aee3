import { expect as baseExpect, test } from '@playwright/test';
import { createBaseCase } from '@plantasim/domain';
import { login } from './fixtures';
import { apiToken, baseCase, bearer, launchSimulation, openHistoryPage, waitForStatus } from './screenHelpers';

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

  // Each side is its run's Results figures (docs/figures.md): net cost, savings = reference − net cost,
  // and the totals' share weighted (savings / reference), as the cards show them.
  const answer = await request.get(`/api/comparar?a=${a}&b=${b}`, { headers: bearer(token) });
  expect(answer.ok()).toBe(true);
  type Side = { a: number | null; b: number | null };
  const body = (await answer.json()) as { kpis: Array<Side & { key: string }>; economics: Array<Side & { column: string }> };
  const kpi = (key: string) => body.kpis.find((k) => k.key === key)!;
  const line = (column: string) => body.economics.find((e) => e.column === column)!;
  for (const [side, id] of [['a', a], ['b', b]] as const) {
    const eco = (await (await request.get(`/api/resultado-economico/${id}`, { headers: bearer(token) })).json()) as { rows: Array<Record<string, number>> };
    const sum = (c: string) => eco.rows.reduce((acc, r) => acc + Number(r[c] ?? 0), 0);
    const net = sum('COST_TOTAL') - sum('ING_TOTAL');
    const reference = sum('COST_REF');
    expect(kpi('netCost')[side]).toBeCloseTo(net, 4);
    expect(kpi('savings')[side]).toBeCloseTo(reference - net, 4);
    expect(line('AHORRO')[side]).toBeCloseTo(reference - net, 4);
    expect(line('AHORRO_PCT')[side]).toBeCloseTo((reference - net) / reference, 9);
  }
});

test('runs of different horizons are compared with a warning, and a unit out all day is one range H1–H24', async ({ page, request }) => {
  const one = createBaseCase({ date: '15/01/2025' });
  const two = createBaseCase({ date: '15/01/2025', horizonDays: 2 });
  const engine = two.planta.motores[0]!.nombre;
  const out = { ...two, disponibilidad: { ...two.disponibilidad, motores: two.disponibilidad.motores.map((r, h) => (h < 24 ? { ...r, disponibilidad: { ...r.disponibilidad, [engine]: 0 } } : r)) } };
  const a = await executed(request, `Horizonte 1 ${stamp}`, one);
  const b = await executed(request, `Horizonte 2 ${stamp}`, out);
  await login(page, 'gestor');
  const answered = page.waitForResponse((r) => r.url().includes(`/api/comparar?a=${a}&b=${b}`));
  await page.goto(`/comparar?a=${a}&b=${b}`);
  expect((await answered).status()).toBe(200);
  await expect(page.getByTestId('compare-warning-compare.warn.horizon')).toHaveText(
    'Las dos simulaciones tienen horizontes distintos (A: 1 días, B: 2 días): sus cifras y totales suman horizontes distintos y no se comparan de igual a igual.',
  );
  await expect(page.getByTestId('compare-warning-compare.warn.dates')).toHaveCount(0);
  const availability = page.getByTestId('compare-input-disponibilidad.motores');
  await expect(availability.getByRole('row', { name: /^15\/01\/2025 H1–H24 / })).toHaveCount(1);
  await expect(availability.getByRole('cell', { name: '15/01/2025 00:00' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('comparar-aviso.png'), fullPage: true });
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
