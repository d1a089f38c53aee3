import { expect, test, type Page } from '@playwright/test';
import { cell, closeDialog, csvLines, dialog, exportCsv, importCsv, openNewSimulation, openTab, replaceLine } from './simulacionHelpers';

// Messages that match what happens in the form: a CSV import reports every problem at once; a value
// a grid cell cannot take is refused and said so.
test.describe.configure({ timeout: 120_000 });

/** The cells of CSV line `i` (1 = first data line). */
const cells = (text: string, i: number): string[] => csvLines(text)[i]!.split(';');

function withValue(text: string, line: number, value: string): string {
  const c = cells(text, line);
  c[2] = value;
  return replaceLine(text, line, c.join(';'));
}

async function typeInto(page: Page, testId: string, rowId: string, field: string, text: string) {
  await cell(page, testId, rowId, field).dblclick();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

test('a demand CSV with a missing, a non-numeric and a negative cell reports all three at once, each with its line', async ({ page }) => {
  await openNewSimulation(page);
  await openTab(page, 'demanda', 'Frío');
  const exported = await exportCsv(page, 'demanda-frio');
  const before = await cell(page, 'demanda-frio', '0', 'valor').textContent();
  // Data lines 3, 6 and 10 are file lines 4, 7 and 11 (the header is line 1).
  const bad = withValue(withValue(withValue(exported.text, 3, ''), 6, 'abc'), 10, '-20');
  await importCsv(page, 'demanda-frio', bad);
  const report = dialog(page, 'Errores en datos');
  await expect(report).toBeVisible();
  await expect(report).toContainText('Faltan datos obligatorios');
  await expect(report).toContainText("Columna 'Demanda de frío (MW)': línea 4");
  await expect(report).toContainText('Filas no válidas');
  await expect(report).toContainText('Línea 7: valor no válido (abc)');
  await expect(report).toContainText('Valores negativos no permitidos');
  await expect(report).toContainText('Línea 11: -20');
  await page.screenshot({ path: test.info().outputPath('csv-all-problems.png') });
  await closeDialog(page, 'Errores en datos');
  // Nothing was applied.
  await expect(cell(page, 'demanda-frio', '0', 'valor')).toHaveText(before ?? '');
});

test('a negative or non-numeric value typed in a grid cell is refused with a visible message', async ({ page }) => {
  await openNewSimulation(page);
  await openTab(page, 'demanda', 'Frío');
  const value = cell(page, 'demanda-frio', '0', 'valor');
  const before = (await value.textContent()) ?? '';
  const refused = page.getByTestId('demanda-frio-refused');
  await expect(refused).toHaveCount(0);

  await typeInto(page, 'demanda-frio', '0', 'valor', '-20');
  await expect(refused).toHaveText("'Demanda de frío (MW)': no se admiten valores negativos (-20); la celda conserva su valor.");
  await expect(value).toHaveText(before);

  await typeInto(page, 'demanda-frio', '0', 'valor', 'abc');
  await expect(refused).toHaveText("'Demanda de frío (MW)': «abc» no es un número; la celda conserva su valor.");
  await expect(value).toHaveText(before);
  await page.screenshot({ path: test.info().outputPath('cell-refused.png') });

  // A good value is taken and the message goes.
  await typeInto(page, 'demanda-frio', '0', 'valor', '3,5');
  await expect(value).toHaveText('3,50');
  await expect(refused).toHaveCount(0);
});

/** Answers the launch with a 601 validation failure, confirms, and returns the Error dialog. */
async function launchRefused(page: Page) {
  await page.route('**/api/lanzar-simulacion/', (route) => route.fulfill({
    status: 601, contentType: 'application/json',
    body: JSON.stringify({ status: 601, message: 'Hubo un problema al validar simulación', reasons: ['Demanda › Frío › H3: debe ser un número'] }),
  }));
  await page.getByRole('button', { name: 'Lanzar simulación' }).click();
  await dialog(page, '¿Estás seguro?').getByRole('button', { name: 'Sí, lanzar' }).click();
  const error = dialog(page, 'Error');
  await expect(error).toContainText('Hubo un problema al validar simulación');
  return error;
}

test.describe('the error animation', () => {
  test.use({ contextOptions: { reducedMotion: 'no-preference' } });

  test('plays in the 601 dialog', async ({ page }) => {
    await openNewSimulation(page);
    const file = page.waitForResponse((r) => r.url().endsWith('/error.json'));
    const error = await launchRefused(page);
    const answer = await file;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { layers: unknown[] }).layers.length).toBeGreaterThan(0);
    const animation = error.getByTestId('error-animation');
    await expect(animation).toHaveAttribute('data-motion', 'playing');
    await expect(animation.locator('svg')).toBeAttached();
    // It plays: the drawing changes from one animation frame to a later one.
    const svg = await animation.locator('svg').elementHandle();
    await page.waitForFunction((el) => {
      const seen = window as unknown as { firstErrorFrame?: string };
      const now = el!.innerHTML;
      seen.firstErrorFrame ??= now;
      return now !== seen.firstErrorFrame;
    }, svg);
    await page.screenshot({ path: test.info().outputPath('error-animation.png') });
  });
});

test('with reduced motion the error animation stands still on its first frame', async ({ page }) => {
  await openNewSimulation(page);
  const error = await launchRefused(page);
  await expect(error.getByTestId('error-animation')).toHaveAttribute('data-motion', 'still');
  await expect(error.getByTestId('error-animation').locator('svg')).toBeAttached();
});
