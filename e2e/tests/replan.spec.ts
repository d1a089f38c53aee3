// Re-plan from hour H on the real server: an engine that runs at H14 of tomorrow's executed plan trips
// there; the re-plan opens as a new simulation whose engine grid outlines the changed setpoints (the
// tripped engine from H14 on), with the cost of the trip and the spare capacity per hour; the hour
// before the trip keeps the plan's output and marks no stop (a trip loses no ramp-down minutes); it
// links to its origin, and the origin lists it. The dialog in English too.
import { expect, test, type Page } from '@playwright/test';
import { login } from './fixtures';
import { apiLogin, onNextDay, openResults, solvedSimulation, type SolvedSimulation } from './resultados.helpers';

test.describe.configure({ timeout: 180_000 });

let sim: SolvedSimulation;
let engine: string;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  // Tomorrow's plan: a run that crosses Madrid's midnight would otherwise re-plan yesterday's, which is refused.
  sim = await solvedSimulation(request, 'gestor', 'Re-plan e2e', onNextDay);
  const running = Object.keys(sim.operacion.rows[13]!).filter((k) => k.startsWith('PE_Motor') && Number(sim.operacion.rows[13]![k]) > 0);
  expect(running.length).toBeGreaterThan(0);
  engine = running[0]!.slice(3);
});

async function rowIndexOf(page: Page, unit: string): Promise<string> {
  const pinned = page.getByTestId('grid-engines').locator('.ag-pinned-left-cols-container .ag-row', { hasText: unit }).first();
  await expect(pinned).toBeVisible();
  return (await pinned.getAttribute('row-index'))!;
}

test('an engine trips at H14: the re-plan outlines the changed schedule, prices the trip and links to its origin', async ({ page, request }) => {
  await login(page, 'gestor');
  await openResults(page, sim.id);
  await page.getByTestId('replan-open').click();
  const dialog = page.getByTestId('replan-dialog');
  await expect(dialog.getByRole('heading', { name: 'Re-planificar desde una hora' })).toBeVisible();
  await page.getByTestId('replan-hour').click();
  await page.getByTestId('replan-hour-14').click();
  await expect(page.getByTestId('replan-hour')).toContainText('H14');
  await expect(page.getByTestId('replan-submit')).toBeDisabled();
  await dialog.getByLabel(engine, { exact: true }).check();
  await page.getByTestId('replan-submit').click();

  // The new simulation opens (a new id in the address) and shows its results once solved.
  await page.waitForURL((url) => /\/resultado-simulacion\/\d+/.test(url.pathname) && !url.pathname.endsWith(`/${sim.id}`));
  const replanId = Number(/\/resultado-simulacion\/(\d+)/.exec(new URL(page.url()).pathname)![1]);
  await expect(page.getByTestId('resultados-tab')).toBeVisible({ timeout: 150_000 });
  const origin = page.getByTestId('replan-origin');
  await expect(origin).toContainText('Re-planificación desde H14 de');
  await expect(origin).toContainText(`Indisponibles desde H14: ${engine}`);
  await expect(page.getByTestId('replan-origin-link')).toHaveText('Re-plan e2e');
  await expect(page.getByTestId('replan-trip-cost')).toHaveText(/^[+−]?[\d.,]+\s€$/);
  await expect(page.getByTestId('replan-changes')).not.toHaveText('0');
  await expect(page.getByTestId('replan-spare').locator('.ag-center-cols-container .ag-row')).toHaveCount(11);
  await expect(page.getByTestId('replan-changed-legend')).toHaveText('Consigna cambiada por la re-planificación');

  // The tripped engine's cells are outlined from H14 on wherever it ran in the plan (it is off from
  // the trip). H13 is kept as it was: not outlined, and with no stop edge, since the engine ran its
  // full planned output there and then tripped (no planned stop, no minutes lost to one); it keeps
  // only the mark the plan gave it (a start edge if it started there).
  const row = await rowIndexOf(page, engine);
  const at = (hour: string) => page.getByTestId('grid-engines').locator(`.ag-center-cols-container .ag-row[row-index="${row}"] [col-id="${hour}"]`);
  const outline = /rgb\(230, 81, 0\)/;
  for (let h = 14; h <= 24; h++) {
    const ran = Number(sim.operacion.rows[h - 1]![`PE_${engine}`]) > 0;
    await (ran ? expect(at(`H${h}`)) : expect(at(`H${h}`)).not).toHaveCSS('box-shadow', outline);
    await expect(at(`H${h}`)).toHaveText('0,00');
  }
  const planMark = sim.programa.motores.find((m) => m.concepto === engine && m.hora === 'H13')?.transicion;
  expect(planMark === 'parada' || planMark === 'arranque_parada').toBe(false);
  await expect(at('H13')).not.toHaveCSS('box-shadow', outline);
  await expect(at('H13')).toHaveCSS('box-shadow', planMark === 'arranque' ? 'rgb(239, 108, 0) 4px 0px 0px 0px inset' : 'none');
  const headers = await apiLogin(request, 'gestor');
  const replanned = (await (await request.get(`/api/programa/${replanId}`, { headers })).json()) as SolvedSimulation['programa'];
  const item = (hora: string) => replanned.motores.find((m) => m.concepto === engine && m.hora === hora)!;
  expect(item('H13').valor).toBeCloseTo(Number(sim.operacion.rows[12]![`PE_${engine}`]), 6);
  expect(item('H13').transicion).toBe(planMark);
  expect(item('H14')).toMatchObject({ valor: 0, estado: 0 });
  // The re-plan states its cost as its own Results net cost (docs/figures.md: swaps in, penalties out).
  const info = (await (await request.get(`/api/simulaciones/${replanId}/replanificacion`, { headers })).json()) as { resultado: { coste: number; costePlan: number; costeDisparo: number } };
  const economic = (await (await request.get(`/api/resultado-economico/${replanId}`, { headers })).json()) as { rows: Array<Record<string, number>> };
  const net = economic.rows.reduce((acc, r) => acc + Number(r.COST_TOTAL ?? 0) - Number(r.ING_TOTAL ?? 0), 0);
  expect(info.resultado.coste).toBeCloseTo(net, 4);
  expect(info.resultado.costeDisparo).toBeCloseTo(info.resultado.coste - info.resultado.costePlan, 6);
  await page.screenshot({ path: '../test-results/e2e/replan-es.png', fullPage: true });
  await page.getByTestId('grid-engines').screenshot({ path: '../test-results/e2e/replan-grid-es.png' });

  // The origin lists its re-plan.
  await page.getByTestId('replan-origin-link').click();
  await expect(page.getByTestId('replan-list')).toContainText('Re-plan e2e · Re-plan. H14');
  await expect(page.getByTestId('replan-list').getByRole('link')).toHaveAttribute('href', new RegExp(`/resultado-simulacion/${replanId}\\b`));
});

test('the re-plan dialog in English', async ({ page }) => {
  await login(page, 'gestor');
  await page.evaluate(() => localStorage.setItem('plantasim.language', 'en'));
  await openResults(page, sim.id);
  await page.getByTestId('replan-open').click();
  await expect(page.getByTestId('replan-open')).toHaveText('Re-plan from H…');
  const dialog = page.getByTestId('replan-dialog');
  await expect(dialog.getByRole('heading', { name: 'Re-plan from an hour' })).toBeVisible();
  await expect(dialog).toContainText('Units unavailable from H');
  await expect(dialog).toContainText('Engines');
  await expect(dialog).toContainText('Use the actuals up to H (where imported; the plan elsewhere)');
  await page.screenshot({ path: '../test-results/e2e/replan-dialog-en.png' });
});
