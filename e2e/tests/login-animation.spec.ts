import { expect, test } from '@playwright/test';
import { login } from './fixtures';

test.describe('login background animation', () => {
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });

  test('loads /background.json and draws it behind the form', async ({ page }) => {
    const animation = page.waitForResponse((response) => response.url().endsWith('/background.json'));
    await page.goto('/login');
    const response = await animation;
    expect(response.status()).toBe(200);
    const json = (await response.json()) as { layers: unknown[]; op: number };
    expect(json.layers.length).toBeGreaterThan(0);
    await expect(page.getByTestId('login-background').locator('svg')).toBeAttached();
  });

  test('a missing animation never breaks the login', async ({ page }) => {
    await page.route('**/background.json', (route) => route.fulfill({ status: 404, body: 'not found' }));
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await login(page, 'operador');
    expect(errors).toEqual([]);
  });
});
