import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { login } from './fixtures';
import { openHistoryPage } from './screenHelpers';

// The machine is shared by several test runs: answers may take longer than the default 7.5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

type Chapter = { title: { es: string; en: string }; file: { es: string; en: string } };

test.describe.configure({ timeout: 180_000 });

async function chapters(request: APIRequestContext): Promise<Chapter[]> {
  const answer = await request.get('/docs/metadata.json');
  expect(answer.ok()).toBe(true);
  const list = (await answer.json()) as Chapter[];
  expect(list.length).toBeGreaterThanOrEqual(15);
  return list;
}

/** Opens every chapter from the list and checks its heading and that each of its images loaded. */
async function readEveryChapter(page: Page, list: Chapter[], lang: 'es' | 'en', dialogName: string, closeLabel: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  const nav = dialog.getByRole('navigation');
  await expect(nav.getByRole('button')).toHaveCount(list.length);
  for (const [index, chapter] of list.entries()) {
    const title = chapter.title[lang];
    await nav.getByRole('button', { name: `${index + 1}. ${title}`, exact: true }).click();
    const article = dialog.getByRole('article', { name: title });
    // The machine is shared: allow a slow answer for the chapter and its images.
    await expect(article.getByRole('heading', { level: 2 }).first()).toHaveText(title, { timeout: 30_000 });
    const images = article.locator('img');
    const count = await images.count();
    for (let i = 0; i < count; i++) {
      const image = images.nth(i);
      await expect(image).toHaveAttribute('src', new RegExp(`^/docs/img/${lang}/`));
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: `${chapter.file[lang]} image ${i}`, timeout: 30_000 }).toBe(true);
    }
  }
  await dialog.getByRole('button', { name: closeLabel }).click();
  await expect(dialog).toBeHidden();
}

test('the manual opens at the chapter of the current screen, and of the form\'s open tab', async ({ page }) => {
  await login(page, 'gestor');
  // The day's validity warning, when the list brings one, is closed first.
  await openHistoryPage(page);
  await page.getByRole('button', { name: 'Manual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Manual de usuario' });
  await expect(dialog.getByRole('article', { name: 'Histórico de simulaciones' }).getByRole('heading', { level: 2 }).first()).toHaveText('Histórico de simulaciones');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/nueva-simulacion');
  await page.getByTestId('tab-planta').click();
  await expect(page.getByTestId('tab-planta')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Manual' }).click();
  await expect(dialog.getByRole('article', { name: 'Pestaña Planta' }).getByRole('heading', { level: 2 }).first()).toHaveText('Pestaña Planta');
});

test('every chapter opens with its images, in Spanish', async ({ page, request }) => {
  const list = await chapters(request);
  await login(page, 'gestor');
  await page.getByRole('button', { name: 'Manual' }).click();
  await readEveryChapter(page, list, 'es', 'Manual de usuario', 'Cerrar');
});

test('every chapter opens with its images, in English', async ({ page, request }) => {
  const list = await chapters(request);
  await login(page, 'gestor');
  await page.getByRole('button', { name: 'Idioma' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Manual' }).click();
  await readEveryChapter(page, list, 'en', 'User manual', 'Close');
});

test('chapters are plain text: no markup from the files reaches the page', async ({ page }) => {
  await page.route('**/docs/metadata.json', (route) => route.fulfill({ json: [{ title: { es: 'Prueba', en: 'Test' }, file: { es: 'es/x.md', en: 'en/x.md' } }] }));
  await page.route('**/docs/es/x.md', (route) => route.fulfill({ contentType: 'text/markdown', body: '# Prueba\n\n<img src=x onerror="window.hacked=1"> [enlace](javascript:alert(1))' }));
  await login(page, 'gestor');
  await page.getByRole('button', { name: 'Manual' }).click();
  const article = page.getByRole('dialog', { name: 'Manual de usuario' }).getByRole('article', { name: 'Prueba' });
  await expect(article).toContainText('<img src=x onerror="window.hacked=1">');
  await expect(article.locator('img')).toHaveCount(0);
  await expect(article.getByRole('link')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();
});
