import { expect as baseExpect, test, type Page } from '@playwright/test';
import { login } from './fixtures';
import { apiToken, bearer, ddmmyyyy, downloadedBytes, es2, gridCell, gridRows, typeDate } from './screenHelpers';

// The machine is shared by several test runs: answers may take longer than the default 7.5 s.
const expect = baseExpect.configure({ timeout: 20_000 });

async function openPrecios(page: Page) {
  await login(page, 'gestor');
  await page.goto('/precios');
  await expect(page.getByRole('heading', { name: 'Descargador de precios' })).toBeVisible();
}

const startField = (page: Page) => page.getByRole('textbox', { name: 'Fecha inicio' });
const endField = (page: Page) => page.getByRole('textbox', { name: 'Fecha fin' });

test.describe('price downloader', () => {
  // The machine is shared: give the real server and Chromium room.
  test.describe.configure({ timeout: 120_000 });

  test('the dates default to 7 days ago and today', async ({ page }) => {
    await openPrecios(page);
    const today = new Date();
    const weekAgo = new Date(today.getTime() - 7 * 86_400_000);
    await expect(startField(page)).toHaveValue(ddmmyyyy(weekAgo));
    await expect(endField(page)).toHaveValue(ddmmyyyy(today));
  });

  test('exporting before downloading asks to download first', async ({ page }) => {
    await openPrecios(page);
    await page.getByRole('button', { name: 'Exportar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Atención' });
    await expect(dialog).toContainText('Descarga los precios antes de exportarlos');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('downloads a week of 2024 from the market files and exports precios.csv', async ({ page, request }) => {
    await openPrecios(page);
    const token = await apiToken(request, 'gestor');
    const answer = await request.get('/api/descargador-precios?start_date=2024-03-04&end_date=2024-03-10', { headers: bearer(token) });
    const expected = (await answer.json()) as Array<{ fecha: string; omie: number | null; mibgas_2: number | null }>;
    expect(expected).toHaveLength(7);
    expect(expected[0]!.omie).not.toBeNull();

    await typeDate(startField(page), '04/03/2024');
    await typeDate(endField(page), '10/03/2024');
    await page.getByRole('button', { name: 'Descargar' }).click();
    await expect(page.getByTestId('precios-count')).toHaveText('7 filas');
    await expect(page.getByRole('columnheader', { name: 'Previsión (€/MWh)' })).toBeVisible();
    const first = expected[0]!;
    await expect(gridCell(page, 'precios-table', first.fecha, 'fecha')).toHaveText(first.fecha);
    await expect(gridCell(page, 'precios-table', first.fecha, 'omie')).toHaveText(es2(first.omie!));
    if (first.mibgas_2 !== null) await expect(gridCell(page, 'precios-table', first.fecha, 'mibgas_2')).toHaveText(es2(first.mibgas_2));
    // The OMIE file of the day (the shared files are first publications), shown but not exported.
    await expect(gridCell(page, 'precios-table', first.fecha, 'version_omie')).toHaveText('.1');
    await page.screenshot({ path: test.info().outputPath('precios-version-omie.png') });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar' }).click()]);
    expect(download.suggestedFilename()).toBe('precios.csv');
    const bytes = await downloadedBytes(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split(/\r\n/);
    expect(lines[0]).toBe('fecha;omie;prevision;mibgas_2;co2');
    expect(lines).toHaveLength(8);
    const cells = lines[1]!.split(';');
    expect(cells[0]).toBe(first.fecha);
    expect(cells[1]).toBe(first.omie!.toFixed(2).replace('.', ','));
  });

  test('Día/Hora re-shapes the prices already shown, without downloading again', async ({ page, request }) => {
    await openPrecios(page);
    const token = await apiToken(request, 'gestor');
    const range = 'start_date=2024-03-04&end_date=2024-03-05';
    const days = (await (await request.get(`/api/descargador-precios?${range}`, { headers: bearer(token) })).json()) as Array<{ fecha: string; omie: number }>;
    const hours = (await (await request.get(`/api/descargador-precios?${range}&resolucion=hora`, { headers: bearer(token) })).json()) as Array<{ fecha: string; omie: number }>;
    expect(days).toHaveLength(2);
    expect(hours).toHaveLength(48);

    let downloads = 0;
    // The prices themselves (the sources' state, /api/descargador-precios/estado, is asked after each download).
    page.on('request', (r) => { if (r.url().includes('/api/descargador-precios?')) downloads += 1; });
    await typeDate(startField(page), '04/03/2024');
    await typeDate(endField(page), '05/03/2024');
    await page.getByRole('button', { name: 'Descargar' }).click();
    await expect(page.getByTestId('precios-count')).toHaveText('2 filas');
    await expect(gridCell(page, 'precios-table', '04/03/2024', 'omie')).toHaveText(es2(days[0]!.omie));

    await page.getByRole('button', { name: 'Hora' }).click();
    await expect(page.getByTestId('precios-count')).toHaveText('48 filas');
    const hour = hours[13]!;
    await expect(gridCell(page, 'precios-table', hour.fecha, 'omie')).toHaveText(es2(hour.omie));

    await page.getByRole('button', { name: 'Día' }).click();
    await expect(page.getByTestId('precios-count')).toHaveText('2 filas');
    await expect(gridCell(page, 'precios-table', '05/03/2024', 'omie')).toHaveText(es2(days[1]!.omie));
    // One download for the three shapes.
    expect(downloads).toBe(1);
  });

  test('a year of hours (8,784 rows) scrolls in the virtualised grid', async ({ page }) => {
    test.setTimeout(240_000);
    await openPrecios(page);
    await typeDate(startField(page), '01/01/2024');
    await typeDate(endField(page), '31/12/2024');
    await page.getByRole('button', { name: 'Hora' }).click();
    await page.getByRole('button', { name: 'Descargar' }).click();
    await expect(page.getByTestId('precios-count')).toHaveText('8784 filas', { timeout: 120_000 });
    // Only the rows in view are in the page.
    expect(await gridRows(page, 'precios-table').count()).toBeLessThan(120);
    const viewport = page.getByTestId('precios-table').locator('.ag-body-viewport');
    await viewport.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(gridCell(page, 'precios-table', '31/12/2024 23:00', 'fecha')).toHaveText('31/12/2024 23:00');
    await viewport.evaluate((el) => el.scrollTo({ top: el.scrollHeight / 2 }));
    // Half-way down a leap year: early July (the fecha column is pinned, so look at the row ids).
    await expect(page.getByTestId('precios-table').locator('.ag-center-cols-container .ag-row[row-id*="/07/2024"]').first()).toBeVisible();
  });
});
