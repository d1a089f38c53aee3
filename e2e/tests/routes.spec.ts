import { expect, test } from '@playwright/test';
import { login, loginViaApi } from './fixtures';

test.describe('routes', () => {
  test('the title changes per route', async ({ page }) => {
    await loginViaApi(page, 'gestor');
    await expect(page).toHaveTitle('PlantaSim · Inicio');
    const expected: Array<[string, string]> = [
      ['/simulaciones', 'PlantaSim · Simulaciones'],
      ['/nueva-simulacion', 'PlantaSim · Nueva simulación'],
      ['/resultado-simulacion/7', 'PlantaSim · Resultado de simulación'],
      ['/precios', 'PlantaSim · Precios'],
      ['/futuros', 'PlantaSim · Futuros'],
      ['/programa', 'PlantaSim · Programa'],
      ['/ro', 'PlantaSim · Ro'],
      ['/datos-reales', 'PlantaSim · Datos reales'],
      ['/plan-vs-real', 'PlantaSim · Plan vs real'],
    ];
    for (const [path, title] of expected) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    }
    // Client-side navigation sets the title too.
    await page.getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveTitle('PlantaSim · Simulaciones');
  });

  test('/programa shows, under the word Programa, the plan in force of today and tomorrow', async ({ page }) => {
    await loginViaApi(page, 'operador');
    await page.goto('/programa');
    await expect(page.locator('main h1')).toHaveText('Programa');
    // Each day says its plan in force (schedule at a glance) or that it has none; never an empty page.
    for (const day of ['hoy', 'manana']) {
      const card = page.getByTestId(`manana-dia-${day}`);
      await expect(card).toBeVisible();
      await expect(card.getByTestId('manana-plan').or(card.getByTestId('manana-sin-plan'))).toBeVisible();
    }
    // The operator's reduced view: no money, no managers' alerts.
    await expect(page.getByText('Coste neto')).toHaveCount(0);
    await expect(page.getByTestId('manana-alertas')).toHaveCount(0);
  });

  test('/informes opens the configured report in a new tab and shows nothing else', async ({ page, request }) => {
    const config = (await (await request.get('/config.json')).json()) as { url_informe_bi: string };
    await page.addInitScript(() => {
      (window as unknown as { openedUrls: string[] }).openedUrls = [];
      window.open = (url?: string | URL) => {
        (window as unknown as { openedUrls: string[] }).openedUrls.push(String(url));
        return null;
      };
    });
    await login(page, 'gestor');
    await page.goto('/informes');
    await expect(page).toHaveTitle('PlantaSim · Informes');
    if (config.url_informe_bi) {
      await expect.poll(() => page.evaluate(() => (window as unknown as { openedUrls: string[] }).openedUrls)).toEqual([config.url_informe_bi]);
      await expect(page.locator('main')).toHaveText('');
    } else {
      await expect(page.locator('main')).toContainText('No hay ningún informe configurado.');
    }
  });

  test('the server answers deep links with the app', async ({ page }) => {
    const response = await page.goto('/resultado-simulacion/42?created=2026-01-01&valid=1');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the export libraries (ExcelJS, jspdf) are not loaded with the first pages', async ({ page, request }) => {
    const html = await (await request.get('/')).text();
    expect(html).not.toMatch(/assets\/(exceljs|jspdf)[-.]/);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await login(page, 'gestor');
    await page.goto('/simulaciones');
    await expect(page).toHaveTitle('PlantaSim · Simulaciones');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((p) => /\/assets\/(exceljs|jspdf)[-.]/.test(p))).toEqual([]);
  });
});
