// The annual rules in Resultados económicos of a one-day run solved by the real server: the year's
// REE, equivalent hours and CO2 (this run plus the year so far) against the plant's limits, and the
// year-to-date block from the year's valid simulations, in Spanish and English, at 1440×900; and the
// plant data form where a full user sets them.
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { login } from './fixtures';
import { apiLogin, openResults, solvedSimulation, uiNumber, type SolvedSimulation } from './resultados.helpers';
import { openNewSimulation, openTab } from './simulacionHelpers';

const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

interface Anual { aplicadas: boolean; ree: number; ree_minimo: number; horas: number; co2_t: number }

let sim: SolvedSimulation;
let anual: Anual;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  sim = await solvedSimulation(request, 'gestor', 'Reglas anuales e2e');
  const eco = await request.get(`/api/resultado-economico/${sim.id}`, { headers: await apiLogin(request, 'gestor') });
  anual = ((await eco.json()) as { anual: Anual }).anual;
});

for (const lang of ['es', 'en'] as const) {
  test(`the year's REE, hours and CO2 beside the economics, and the year so far, in ${lang === 'es' ? 'Spanish' : 'English'}`, async ({ page }) => {
    expect(anual.aplicadas).toBe(false); // a one-day run reports, the planning year enforces
    await login(page, 'gestor');
    if (lang === 'en') await page.evaluate(() => localStorage.setItem('plantasim.language', 'en'));
    await openResults(page, sim.id);
    await page.getByTestId('resultados-subtab-economic').click();
    const panel = page.getByTestId('economic-annual');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(lang === 'es' ? 'Reglas anuales del régimen retributivo' : 'Annual rules of the remuneration regime');
    await expect(page.getByTestId('annual-ree-value')).toHaveText(`${uiNumber(lang, anual.ree * 100, 1)} %`);
    await expect(page.getByTestId('annual-hours-value')).toHaveText(`${uiNumber(lang, anual.horas, 0)} h`);
    await expect(page.getByTestId('annual-co2-value')).toHaveText(`${uiNumber(lang, anual.co2_t, 0)} t`);
    await expect(page.getByTestId('annual-ree')).toContainText(`${uiNumber(lang, anual.ree_minimo * 100, 1)} %`);
    await expect(page.getByTestId('annual-todate')).toBeVisible();
    await expect(page.getByTestId('annual-todate-days')).toContainText(lang === 'es' ? 'días contados' : 'days counted');
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`reglas-anuales-${lang}.png`) });
  });
}

test('a 1-day run with a tight CO2 budget shows used / this plan / left of its share and that it takes more', async ({ page, request }) => {
  test.setTimeout(240_000);
  // 1 000 t for the year: a base-case day emits far more than its share of what is left.
  const tight = await solvedSimulation(request, 'gestor', 'Cuota anual e2e', (p) => {
    p.planta.reglas_anuales = { ree_minimo: 0.55, ref_h: 0.9, co2_presupuesto_t: 1000 };
  });
  await login(page, 'gestor');
  await openResults(page, tight.id);
  await page.getByTestId('resultados-subtab-economic').click();
  const share = page.getByTestId('annual-share');
  await expect(share).toBeVisible();
  for (const column of ['Usado', 'Este plan', 'Queda']) await expect(share).toContainText(column);
  await expect(page.getByTestId('annual-share-co2')).toContainText('Emite más que su parte');
  await expect(page.getByTestId('annual-share-days')).toContainText('no se ajusta a su parte');
  // The REE as the margin its rule sums (E − r·Q + (r/RefH)·V), beside CO2 and hours.
  await expect(page.getByTestId('annual-share-ree')).toContainText('Margen de REE (MWh)');
  await share.screenshot({ path: test.info().outputPath('cuota.png') });
});

test('Planta › Reglas anuales: a full user sets the limits and the year so far, kept in the form', async ({ page }) => {
  await openNewSimulation(page);
  await openTab(page, 'planta', 'Reglas anuales');
  await page.getByTestId('reglas-anuales-on').click();
  await expect(page.getByTestId('reglas-anuales-ree_minimo')).toHaveValue('55');
  await page.getByTestId('reglas-anuales-horas_minimas').fill('3600');
  await page.getByTestId('reglas-anuales-horas_umbral').fill('2160');
  await page.getByTestId('reglas-anuales-acumulado-electricidad_mwh').fill('1200,5');
  // RD 917/2025: the minimum's share at 3, 6 and 9 months, and the exempt zero-price hours so far.
  await expect(page.getByLabel('Horas a 3 meses (%)')).toBeVisible();
  await expect(page.getByTestId('reglas-anuales')).toContainText('RD 917/2025');
  await page.getByTestId('reglas-anuales-porcentaje-3').fill('15');
  await page.getByTestId('reglas-anuales-porcentaje-6').fill('30');
  await page.getByTestId('reglas-anuales-porcentaje-9').fill('45');
  await page.getByTestId('reglas-anuales-acumulado-horas_exentas').fill('12');
  await page.screenshot({ path: test.info().outputPath('reglas-anuales-form.png') });
  await openTab(page, 'backup');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar .vis' }).click();
  const saved = JSON.parse((await readFile((await (await downloading).path())!)).toString('utf8')) as { planta: { reglas_anuales?: unknown } };
  expect(saved.planta.reglas_anuales).toEqual({
    ree_minimo: 0.55, ref_h: 0.9, horas_minimas: 3600, horas_umbral: 2160, porcentajes_3_6_9_meses: [15, 30, 45],
    acumulado: { electricidad_mwh: 1200.5, combustible_mwh: 0, calor_util_mwh: 0, energia_vendida_mwh: 0, co2_t: 0, horas_exentas: 12 },
  });
});
