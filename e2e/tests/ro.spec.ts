import { expect as baseExpect, test, type Page } from '@playwright/test';
import { login } from './fixtures';
import { gridCell, typeDate } from './screenHelpers';

// The machine is shared by several test runs: answers may take longer than the default 7.5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

// Each test uses its own far-future months: the two workers share one database.
async function openRo(page: Page) {
  await login(page, 'gestor');
  await page.goto('/ro');
  await expect(page.getByRole('heading', { name: 'Maestro de Ro' })).toBeVisible();
}

async function createRo(page: Page, date: string, value: string) {
  await page.getByRole('button', { name: 'Nuevo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo valor de Ro' });
  await typeDate(dialog.getByRole('textbox', { name: 'Fecha' }), date);
  await dialog.getByRole('textbox', { name: /Valor/ }).fill(value);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  return dialog;
}

test.describe('Ro master', () => {
  // The machine is shared: give the real server and Chromium room.
  test.describe.configure({ timeout: 120_000 });

  test('create, edit with the date read-only, and delete with confirmation', async ({ page }) => {
    await openRo(page);
    const dialog = await createRo(page, '01/03/2071', '78,8');
    await expect(dialog).toBeHidden();
    await expect(gridCell(page, 'ro-table', '2071-03-01', 'DATE_RO')).toHaveText('01/03/2071');
    await expect(gridCell(page, 'ro-table', '2071-03-01', 'VALUE')).toHaveText('78,80');
    await expect(gridCell(page, 'ro-table', '2071-03-01', 'USER_MOD')).toHaveText('gestor');
    await expect(gridCell(page, 'ro-table', '2071-03-01', 'DATETIME_MOD')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    await page.getByRole('button', { name: 'Editar 01/03/2071' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar valor de Ro' });
    const date = edit.getByRole('textbox', { name: 'Fecha' });
    await expect(date).toHaveValue('01/03/2071');
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

  test('a day other than the first of a month is refused', async ({ page }) => {
    await openRo(page);
    await page.getByRole('button', { name: 'Nuevo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo valor de Ro' });
    // The calendar offers only first days.
    await dialog.getByRole('button', { name: /Elige fecha|Choose date/ }).click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    await expect(calendar.getByRole('gridcell', { name: '1', exact: true })).toBeEnabled();
    await expect(calendar.getByRole('gridcell', { name: '15', exact: true })).toBeDisabled();
    // Picking the 1st closes the calendar (Escape would close the whole dialog).
    await calendar.getByRole('gridcell', { name: '1', exact: true }).click();
    await expect(calendar).toBeHidden();
    // Typing one anyway is refused with a message and nothing is sent.
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/ro')) posted = true;
    });
    await typeDate(dialog.getByRole('textbox', { name: 'Fecha' }), '15/03/2072');
    await dialog.getByRole('textbox', { name: /Valor/ }).fill('10');
    await expect(dialog.getByText('La fecha debe ser el primer día de un mes.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    expect(posted).toBe(false);
  });

  test('a server error is shown in an Error dialog with the server message', async ({ page }) => {
    await openRo(page);
    await expect(await createRo(page, '01/05/2073', '1')).toBeHidden();
    // The same month again: the server answers 409 with its own text.
    const dialog = await createRo(page, '01/05/2073', '2');
    const error = page.getByRole('dialog', { name: 'Error' });
    await expect(error).toContainText('Ya existe un valor de Ro para ese mes');
    await error.getByRole('button', { name: 'Cerrar' }).click();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(gridCell(page, 'ro-table', '2073-05-01', 'VALUE')).toHaveText('1,00');
  });
});
