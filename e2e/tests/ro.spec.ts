import { expect as baseExpect, test, type Page } from '@playwright/test';
import { login } from './fixtures';
import { apiToken, bearer, gridCell, typeDate } from './screenHelpers';

// The machine is shared by several test runs: answers may take longer than the default 7.5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

// Each test uses its own far-future months: the two workers share one database.
async function openRo(page: Page) {
  await login(page, 'gestor');
  await page.goto('/ro');
  await expect(page.getByRole('heading', { name: 'Maestro de Ro' })).toBeVisible();
}

/** `month`: 'MM/yyyy', as the month field reads. */
async function createRo(page: Page, month: string, value: string) {
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo valor de Ro' });
  await typeDate(dialog.getByRole('textbox', { name: 'Mes' }), month);
  await dialog.getByRole('textbox', { name: /Valor/ }).fill(value);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  return dialog;
}

test.describe('Ro master', () => {
  // The machine is shared: give the real server and Chromium room.
  test.describe.configure({ timeout: 120_000 });

  test('create, edit with the date read-only, and delete with confirmation', async ({ page }) => {
    await openRo(page);
    const dialog = await createRo(page, '03/2071', '78,8');
    await expect(dialog).toBeHidden();
    await expect(gridCell(page, 'ro-table', '2071-03-01', 'DATE_RO')).toHaveText('01/03/2071');
    await expect(gridCell(page, 'ro-table', '2071-03-01', 'VALUE')).toHaveText('78,80');
    await expect(gridCell(page, 'ro-table', '2071-03-01', 'USER_MOD')).toHaveText('gestor');
    await expect(gridCell(page, 'ro-table', '2071-03-01', 'DATETIME_MOD')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    await page.getByRole('button', { name: 'Editar 01/03/2071' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar valor de Ro' });
    const date = edit.getByRole('textbox', { name: 'Mes' });
    await expect(date).toHaveValue('03/2071');
    await expect(date).toHaveAttribute('readonly', '');
    await edit.getByRole('textbox', { name: /Valor/ }).fill('80.5');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await expect(edit).toBeHidden();
    await expect(gridCell(page, 'ro-table', '2071-03-01', 'VALUE')).toHaveText('80,50');

    await page.getByRole('button', { name: 'Borrar 01/03/2071' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Estás seguro?' });
    await expect(confirm).toContainText('01/03/2071');
    await confirm.getByRole('button', { name: 'Borrar' }).click();
    await expect(gridCell(page, 'ro-table', '2071-03-01', 'DATE_RO')).toHaveCount(0);
    // Refresh reads the master again: the value is gone on the server too.
    await page.getByRole('button', { name: 'Refrescar' }).click();
    await expect(gridCell(page, 'ro-table', '2071-03-01', 'DATE_RO')).toHaveCount(0);
  });

  test('the picker chooses a month, and Escape closes the picker, not the dialog with the typed values', async ({ page }) => {
    await openRo(page);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo valor de Ro' });
    await dialog.getByRole('textbox', { name: /Valor/ }).fill('12,5');
    await dialog.getByRole('button', { name: /Elige fecha|Choose date/ }).click();
    // Months to choose from, not a calendar of days.
    const months = page.getByRole('radiogroup').filter({ has: page.getByRole('radio', { name: 'marzo' }) });
    await expect(months).toBeVisible();
    await expect(months.getByRole('radio')).toHaveCount(12);
    await expect(page.getByRole('grid')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(months).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: /Valor/ })).toHaveValue('12,5');
    // A month picked reads mm/yyyy in the field; the value is stored on the month's first day.
    await dialog.getByRole('button', { name: /Elige fecha|Choose date/ }).click();
    await page.getByRole('radio', { name: 'octubre' }).click();
    await expect(months).toBeHidden();
    const field = dialog.getByRole('textbox', { name: 'Mes' });
    await expect(field).toHaveValue(/^10\/\d{4}$/);
    await typeDate(field, '10/2074');
    const saved = page.waitForResponse((r) => r.url().includes('/api/ro') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    expect((await saved).ok()).toBe(true);
    await expect(dialog).toBeHidden();
    await expect(gridCell(page, 'ro-table', '2074-10-01', 'DATE_RO')).toHaveText('01/10/2074');
    await expect(gridCell(page, 'ro-table', '2074-10-01', 'VALUE')).toHaveText('12,50');
  });

  test('a server error is shown in an Error dialog with the server message', async ({ page }) => {
    await openRo(page);
    await expect(await createRo(page, '05/2073', '1')).toBeHidden();
    // The same month again: the server answers 409 with its own text.
    const dialog = await createRo(page, '05/2073', '2');
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toContainText('Ya existe un valor de Ro para ese mes');
    await error.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(gridCell(page, 'ro-table', '2073-05-01', 'VALUE')).toHaveText('1,00');
  });

  test('beside the master, the Ro of this quarter and the next four estimated from futures, each saying why when it cannot be', async ({ page }) => {
    const estimates = page.waitForResponse((r) => r.url().includes('/api/ro/estimado'));
    await openRo(page);
    expect((await estimates).status()).toBe(200);
    const section = page.getByTestId('ro-estimates');
    await expect(section.getByRole('heading', { name: 'Ro estimado de trimestres sin publicar' })).toBeVisible();
    // The base case names no instalación tipo: every quarter says so instead of showing a number.
    await expect(section).toContainText('El caso base no indica el código de instalación tipo');
    await expect(section.getByRole('row').filter({ hasText: 'Sin código de instalación tipo' })).toHaveCount(5);
    await page.screenshot({ path: test.info().outputPath('ro-estimado.png'), fullPage: true });
    // With a code, a quarter without futures sessions says which input is missing; a code that is not one is refused.
    const headers = bearer(await apiToken(page.request, 'gestor'));
    const withCode = await page.request.get('/api/ro/estimado?start_date=2027-01-01&end_date=2027-06-01&codigo_it=IT-01144', { headers });
    expect(withCode.status()).toBe(200);
    const body = await withCode.json() as { codigo_it: string; trimestres: { trimestre: string; motivo: string | null }[] };
    expect(body.codigo_it).toBe('IT-01144');
    expect(body.trimestres.map((q) => [q.trimestre, q.motivo])).toEqual([['2027-T1', 'no_prices'], ['2027-T2', 'no_prices']]);
    expect((await page.request.get('/api/ro/estimado?codigo_it=01144', { headers })).status()).toBe(400);
  });
});
