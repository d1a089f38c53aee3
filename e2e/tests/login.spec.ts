import { expect, test } from '@playwright/test';
import { login, mainNav, USERS } from './fixtures';

test.describe('login', () => {
  test('a wrong password shows the server text in a popup', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Usuario').fill(USERS.gestor.username);
    await page.getByLabel(/^Contraseña/).fill('not-the-password');
    const answer = page.waitForResponse((response) => response.url().includes('/api/login'));
    await page.getByRole('button', { name: 'Entrar' }).click();
    const response = await answer;
    expect(response.status()).toBe(401);
    const body = (await response.json()) as { resultado: string };
    expect(body.resultado).not.toBe('ok');
    expect(body.resultado.length).toBeGreaterThan(0);

    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(body.resultado);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/login$/);
    // The page still works after a failure.
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  test('both fields are required', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Este campo es obligatorio')).toHaveCount(2);
    await page.getByLabel('Usuario').fill('gestor');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Este campo es obligatorio')).toHaveCount(1);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel(/^Contraseña/);
    await password.fill('secreto');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a network failure is shown as a message', async ({ page }) => {
    await page.goto('/login');
    await page.route('**/api/login', (route) => route.abort('connectionrefused'));
    await page.getByLabel('Usuario').fill('gestor');
    await page.getByLabel(/^Contraseña/).fill('gestor2026');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('alert')).toContainText('No se pudo conectar con el servidor');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the login page speaks the remembered language, its popup too', async ({ page }) => {
    await page.goto('/favicon.svg');
    await page.evaluate(() => localStorage.setItem('plantasim.language', 'en'));
    await page.goto('/login');
    await expect(page).toHaveTitle('PlantaSim · Sign in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByText('This field is required')).toHaveCount(2);
    await page.getByLabel('User').fill(USERS.gestor.username);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Enter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Access denied' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('login lands on / and a reload keeps the session', async ({ page }) => {
    await login(page, 'gestor');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('header-username')).toHaveText('gestor');
    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await expect(mainNav(page)).toBeVisible();
    await expect(page.getByTestId('header-username')).toHaveText('gestor');
  });

  test('a deep link while logged out goes to /login and works after login', async ({ page }) => {
    await page.goto('/ro');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('PlantaSim · Acceso');
    await login(page, 'gestor');
    await page.goto('/ro');
    await expect(page).toHaveURL(/\/ro$/);
    await expect(page.getByRole('heading', { name: 'Ro', level: 1 })).toBeVisible();
  });

  test('logout returns to /login and protected pages need a new login', async ({ page }) => {
    await login(page, 'gestor');
    const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('plantasim.session') ?? '{}') as { token?: string }).token);
    expect(token).toBeTruthy();
    const ended = page.waitForResponse((response) => response.url().endsWith('/api/logout') && response.request().method() === 'POST');
    await page.getByRole('link', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The session ends on the server: a copy of the token is refused from then on.
    expect((await ended).status()).toBe(204);
    expect((await page.request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
    await page.goto('/simulaciones');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an expired session sends the user to /login', async ({ page }) => {
    await login(page, 'gestor');
    // Replace the stored token with one whose exp has passed.
    await page.evaluate(() => {
      const key = 'plantasim.session';
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { token: string };
      const [header, , signature] = session.token.split('.');
      const payload = btoa(JSON.stringify({ username: 'gestor', role: 'full', exp: 1_000 })).replace(/=+$/, '');
      localStorage.setItem(key, JSON.stringify({ ...session, token: `${header}.${payload}.${signature}` }));
    });
    await page.goto('/simulaciones');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a token the server refuses ends the session', async ({ page }) => {
    await login(page, 'gestor');
    // Same claims, broken signature: the browser cannot tell, the server answers 401.
    await page.evaluate(() => {
      const key = 'plantasim.session';
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { token: string };
      localStorage.setItem(key, JSON.stringify({ ...session, token: `${session.token.slice(0, session.token.lastIndexOf('.'))}.AAAA` }));
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.evaluate(() => localStorage.getItem('plantasim.session'))).resolves.toBeNull();
  });
});
