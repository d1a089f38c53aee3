// Shared helpers for the browser tests: the demo users and a login that goes through the real
// form, exactly as a person would.
import { expect, type Page } from '@playwright/test';

export const USERS = {
  gestor: { username: 'gestor', password: 'gestor2026', role: 'full' },
  operador: { username: 'operador', password: 'operador2026', role: 'operator' },
} as const;

export type DemoUser = keyof typeof USERS;

/** Fills the login form and waits until the app has landed on /. */
export async function login(page: Page, who: DemoUser): Promise<void> {
  const { username, password } = USERS[who];
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel(/^Contraseña/).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The app header (any width: below md its entries sit in a drawer).
  await expect(page.getByRole('banner')).toBeVisible();
}

/** The header's main navigation (desktop layout). */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: /Navegación principal|Main navigation/ });
}

/**
 * Signs in without the form: asks GET /api/login for a token and stores the session the way the
 * app does, then opens /. Much faster than login(); use it when the test is not about logging in.
 */
export async function loginViaApi(page: Page, who: DemoUser): Promise<void> {
  const { username, password, role } = USERS[who];
  const authorization = `Basic ${Buffer.from(`${username}:${encodeURIComponent(password)}`).toString('base64')}`;
  const answer = await page.request.get('/api/login', { headers: { Authorization: authorization } });
  expect(answer.status()).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  // localStorage belongs to the origin: open a small same-origin file to write it.
  await page.goto('/favicon.svg');
  await page.evaluate((session) => localStorage.setItem('plantasim.session', session), JSON.stringify({ token, username, role }));
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
}
