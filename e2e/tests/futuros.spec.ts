import { expect as baseExpect, test, type Page } from '@playwright/test';
import { login } from './fixtures';
import { expectFuturesWorkbook, type Futures } from './futuresHelpers';
import { apiToken, bearer, ddmmyyyy, es2, typeDate } from './screenHelpers';

// The machine is shared by several test runs: answers may take longer than the default 7.5 s.
const expect = baseExpect.configure({ timeout: 20_000 });


test.describe.configure({ timeout: 120_000 });

async function openFuturos(page: Page) {
  await login(page, 'gestor');
  await page.goto('/futuros');
  await expect(page.getByRole('heading', { name: 'Descargador de futuros' })).toBeVisible();
}

async function downloadRange(page: Page) {
  await typeDate(page.getByRole('textbox', { name: 'Fecha inicio' }), '23/12/2024');
  await typeDate(page.getByRole('textbox', { name: 'Fecha fin' }), '08/01/2025');
  await page.getByRole('button', { name: 'Descargar' }).click();
}

// The grid's columns are the server's (their ids); their headers read in words (readable-screens.spec.ts).
const headersOf = (page: Page, key: string) => page.getByTestId(`futuros-${key}`).locator('.ag-header-cell').evaluateAll((cells) => cells.map((c) => c.getAttribute('col-id')));
/** 'yyyy-MM-dd' as the grid shows it: dd/MM/yyyy. */
const shown = (iso: string) => iso.split('-').reverse().join('/');

test('defaults to the last 7 days and asks to download before exporting', async ({ page }) => {
  await openFuturos(page);
  const today = new Date();
  await expect(page.getByRole('textbox', { name: 'Fecha inicio' })).toHaveValue(ddmmyyyy(new Date(today.getTime() - 7 * 86_400_000)));
  await expect(page.getByRole('textbox', { name: 'Fecha fin' })).toHaveValue(ddmmyyyy(today));
  await page.getByRole('button', { name: 'Exportar' }).click();
  await expect(page.getByRole('dialog', { name: 'Atención' })).toContainText('Descarga los precios antes de exportarlos');
});

test('tabs OMIP, MIBGAS and CO2 show the server columns and export Futuros.xlsx', async ({ page, request }) => {
  const token = await apiToken(request, 'gestor');
  const expected = (await (await request.get('/api/descargador-futuros?start_date=2024-12-23&end_date=2025-01-08', { headers: bearer(token) })).json()) as Futures;
  for (const key of ['omip', 'mibgas', 'co2'] as const) expect(expected[key].data.length).toBeGreaterThan(0);

  await openFuturos(page);
  await downloadRange(page);
  await expect(page.getByRole('tab', { name: `OMIP (${expected.omip.data.length})` })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => headersOf(page, 'omip')).toEqual(expected.omip.headers.map((h) => h.name));

  await page.getByRole('tab', { name: `MIBGAS (${expected.mibgas.data.length})` }).click();
  await expect.poll(() => headersOf(page, 'mibgas')).toEqual(expected.mibgas.headers.map((h) => h.name));

  await page.getByRole('tab', { name: `CO2 (${expected.co2.data.length})` }).click();
  await expect.poll(() => headersOf(page, 'co2')).toEqual(expected.co2.headers.map((h) => h.name));
  const first = expected.co2.data[0]!;
  const row = page.getByTestId('futuros-co2').locator('.ag-row[row-id="0"]');
  await expect(row.locator('[col-id="fecha"]')).toHaveText(shown(String(first.fecha)));
  await expect(row.locator('[col-id="precio"]')).toHaveText(es2(Number(first.precio)));

  await expectFuturesWorkbook(page, expected);
});

test('an answer that arrives as a JSON string is read too', async ({ page }) => {
  const answer: Futures = {
    omip: { headers: [{ name: 'fecha' }, { name: 'contrato' }, { name: 'precio_referencia' }], data: [{ fecha: '2025-01-08', contrato: 'FTB M-02-25', precio_referencia: 101.25 }] },
    mibgas: { headers: [{ name: 'fecha' }, { name: 'producto' }], data: [] },
    co2: { headers: [{ name: 'fecha' }, { name: 'precio' }], data: [{ fecha: '2025-01-08', precio: 70.7 }] },
  };
  await page.route('**/api/descargador-futuros?*', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(JSON.stringify(answer)) }));
  await openFuturos(page);
  await downloadRange(page);
  await expect(page.getByRole('tab', { name: 'OMIP (1)' })).toBeVisible();
  await expect(page.getByTestId('futuros-omip').locator('.ag-row[row-id="0"] [col-id="precio_referencia"]')).toHaveText('101,25');
  await page.getByRole('tab', { name: 'MIBGAS (0)' }).click();
  await expect(page.getByTestId('futuros-mibgas').getByText('No hay futuros disponibles para las fechas seleccionadas.')).toBeVisible();
});
