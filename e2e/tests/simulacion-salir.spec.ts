// Leaving a new simulation the user has changed asks first ('¿Estás seguro?'): Seguir editando keeps
// the form and its changes, Salir sin guardar leaves; an untouched form lets the user go; closing the
// tab with changes gets the browser's own question.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { mainNav } from './fixtures';
import { openNewSimulation } from './simulacionHelpers';

// The machine is shared by several test runs: answers may take longer than the default 7.5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

test.use({ viewport: { width: 1440, height: 900 } });
test.describe.configure({ timeout: 120_000 });

const nameField = (page: Page) => page.getByRole('textbox', { name: 'Nombre de la simulación' });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: '¿Estás seguro?' });
const TEXT = 'Has modificado la simulación y no la has lanzado ni guardado. Si sales, se perderán los cambios.';

test('leaving a changed form asks; Seguir editando keeps the changes, Salir sin guardar leaves', async ({ page }) => {
  await openNewSimulation(page);
  await nameField(page).fill('Cambios sin lanzar');

  await mainNav(page).getByRole('link', { name: 'Informes' }).click();
  const dialog = leaveDialog(page);
  await expect(dialog).toContainText(TEXT);
  await dialog.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/nueva-simulacion$/);
  await expect(nameField(page)).toHaveValue('Cambios sin lanzar');

  // The form's own tabs are not a departure.
  await page.getByTestId('tab-planta').click();
  await expect(page.getByTestId('tab-planta')).toHaveAttribute('aria-selected', 'true');
  await expect(leaveDialog(page)).toHaveCount(0);

  // Closing the tab gets the browser's question too.
  const question = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const unload = await question;
  expect(unload.type()).toBe('beforeunload');
  await unload.dismiss();
  await expect(page.getByTestId('simulation-form')).toBeVisible();

  await page.getByTestId('tab-general').click();
  await mainNav(page).getByRole('link', { name: 'Informes' }).click();
  await leaveDialog(page).getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page).toHaveURL(/\/informes$/);
});

test('an untouched form lets the user leave without asking', async ({ page }) => {
  await openNewSimulation(page);
  await mainNav(page).getByRole('link', { name: 'Informes' }).click();
  await expect(page).toHaveURL(/\/informes$/);
  await expect(leaveDialog(page)).toHaveCount(0);
});
