// Day-ahead offers of an executed one-day run on the real server (docs/offers.md): the full user launches
// the new simulation's day, opens the Ofertas sub-tab, asks for the offers and waits for the job's
// answer; the chosen period's curve is drawn, every period is listed, and the CSV export holds one row
// per period and step. The manual's pictures of the sub-tab are scripts/manual-screenshots.ts's ('ofertas').
import { expect, test, type Page, type Response } from '@playwright/test';
import { csvLines, launchAndOpenResults, openNewSimulation } from './simulacionHelpers';
import { downloadOf, openResults } from './resultados.helpers';

test.describe.configure({ timeout: 420_000 });

const OFFERS_URL = /\/api\/simulaciones\/(\d+)\/ofertas$/;

interface OffersBody { estado: string; ofertas: { periodos: { curva: unknown[] }[] } | null }

/** The GET that answers the offers done (the page reads them again while queued or solving). */
function offersDone(page: Page, timeout: number): Promise<Response> {
  return page.waitForResponse(async (r) => {
    if (!OFFERS_URL.test(new URL(r.url()).pathname) || r.request().method() !== 'GET' || !r.ok()) return false;
    return ((await r.json()) as OffersBody).estado === 'done';
  }, { timeout });
}

test('the full user computes the offers of an executed day, sees a period curve and every period, and exports them', async ({ page }) => {
  await openNewSimulation(page, 'gestor');
  await launchAndOpenResults(page);
  await page.getByTestId('resultados-subtab-offers').click();
  await expect(page.getByRole('tab', { name: 'Ofertas' })).toHaveAttribute('aria-selected', 'true');

  const asked = page.waitForResponse((r) => OFFERS_URL.test(new URL(r.url()).pathname) && r.request().method() === 'POST');
  const done = offersDone(page, 360_000);
  await page.getByRole('button', { name: 'Calcular ofertas' }).click();
  const post = await asked;
  expect(post.status()).toBe(200);
  const id = OFFERS_URL.exec(new URL(post.url()).pathname)![1]!;
  const body = (await (await done).json()) as OffersBody;
  const periods = body.ofertas!.periodos;
  expect(periods.length).toBeGreaterThanOrEqual(23);

  await expect(page.getByTestId('offers-done')).toBeVisible();
  await expect(page.getByTestId('chart-offers')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByTestId('offers-periods').getByTestId('offers-period-row')).toHaveCount(periods.length);
  await page.getByTestId('offers-period').click();
  await page.getByTestId('offers-period-14').click();
  await expect(page.getByTestId('offers-period')).toContainText('14 ·');

  const file = await downloadOf(page, page.getByTestId('offers-export'));
  expect(file.name).toBe(`ofertas_${id}.csv`);
  const text = file.bytes.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = csvLines(text);
  expect(lines[0]).toBe('Fecha y hora;Periodo;Precio (€/MWh);Cantidad (MW)');
  expect(lines.length - 1).toBe(periods.reduce((n, p) => n + p.curva.length, 0));
  expect(lines[1]).toMatch(/^\d{2}\/\d{2}\/\d{4} 00:00;1;-?\d+,\d{3};-?\d+,\d{3}$/);
  await page.screenshot({ path: '../test-results/e2e/ofertas.png', fullPage: true });

  // In English: the same offers, read again (done), under the English texts.
  await page.evaluate(() => localStorage.setItem('plantasim.language', 'en'));
  await openResults(page, Number(id));
  await page.getByTestId('resultados-subtab-offers').click();
  await expect(page.getByRole('tab', { name: 'Offers' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('chart-offers')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible();
  await page.screenshot({ path: '../test-results/e2e/ofertas-en.png', fullPage: true });
});
