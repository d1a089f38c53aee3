import { expect, test } from '@playwright/test';
import { login, mainNav } from './fixtures';

test.describe('header', () => {
  test('a full user sees every menu and its entries', async ({ page }) => {
    await login(page, 'gestor');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/simulaciones');
    await expect(nav.getByRole('button', { name: 'Descargadores' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Maestros' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Informes' })).toBeVisible();

    await nav.getByRole('button', { name: 'Descargadores' }).click();
    await expect(page.getByRole('menuitem', { name: 'Precios' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Futuros' }).click();
    await expect(page).toHaveURL(/\/futuros$/);

    await nav.getByRole('button', { name: 'Maestros' }).click();
    await page.getByRole('menuitem', { name: 'Ro' }).click();
    await expect(page).toHaveURL(/\/ro$/);

    await page.getByRole('link', { name: 'PlantaSim' }).click();
    await expect(page).toHaveURL(/\/$/);

    // Last: the history may open its day warning over whatever is clicked next (another spec's
    // run can be today's valid one or not), so nothing is clicked after it.
    await nav.getByRole('button', { name: 'Simulaciones' }).click();
    await expect(page.getByRole('menuitem', { name: 'Nueva simulación' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Histórico' }).click();
    await expect(page).toHaveURL(/\/simulaciones$/);
  });

  test('an operator does not see Descargadores, Maestros or Informes', async ({ page }) => {
    await login(page, 'operador');
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Simulaciones' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Descargadores' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Maestros' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Informes' })).toHaveCount(0);
    await expect(page.getByTestId('header-username')).toHaveText('operador');
    // Nor can an operator reach those screens by address.
    await page.goto('/precios');
    await expect(page).toHaveURL(/\/$/);
  });

  test('Informes is offered only when config.json names the report', async ({ page, request }) => {
    // The test server names one; this page is served a config.json that names none.
    const config = (await (await request.get('/config.json')).json()) as Record<string, unknown>;
    expect(config.url_informe_bi).not.toBe('');
    await page.route('**/config.json', (route) => route.fulfill({ json: { ...config, url_informe_bi: '' } }));
    await login(page, 'gestor');
    const nav = mainNav(page);
    await expect(nav.getByRole('button', { name: 'Maestros' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Informes' })).toHaveCount(0);
  });

  test('switching to English changes the header and survives a reload', async ({ page }) => {
    await login(page, 'gestor');
    await page.getByRole('button', { name: 'Idioma' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Downloaders' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Master data' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Reports' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(nav.getByRole('button', { name: 'Simulations' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible();
  });

  test('the flags are bundled images, not an external service', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
    });
    await login(page, 'gestor');
    const flag = page.getByRole('button', { name: 'Idioma' }).locator('img');
    await expect(flag).toBeVisible();
    expect(await flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(external.filter((url) => !url.startsWith('data:'))).toEqual([]);
  });

  test('the manual button opens the manual dialog', async ({ page }) => {
    await login(page, 'gestor');
    await page.getByRole('button', { name: 'Manual' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manual de usuario' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('below md the user name hides and the entries move into a menu', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 700 });
    await login(page, 'operador');
    await expect(page.getByTestId('header-username')).toBeHidden();
    await page.getByRole('button', { name: 'Menú' }).click();
    const drawer = page.getByRole('navigation', { name: 'Navegación principal' }).filter({ visible: true });
    await expect(drawer.getByRole('link', { name: 'Nueva simulación' })).toBeVisible();
    await expect(drawer.getByText('operador')).toBeVisible();
    await expect(drawer.getByText('Descargadores')).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Histórico' }).click();
    await expect(page).toHaveURL(/\/simulaciones$/);
  });
});
