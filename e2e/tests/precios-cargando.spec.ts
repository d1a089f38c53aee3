// A price tab tells the truth about its source: 'Cargando…' while the download is on its way, the
// prices once they arrive, and 'no disponibles' never in between (not even for one frame).
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { cell, choose, enterFormDate, holdRequests, openNewSimulation, openTab } from './simulacionHelpers';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

/** Records, from now on, every moment the page shows 'no disponibles' / 'not available'. */
async function watchNotAvailable(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { notAvailableSeen: string[] }).notAvailableSeen = seen;
    const check = () => {
      const text = document.body.textContent ?? '';
      const m = /[^.>]{0,40}(no disponibles|not available)/i.exec(text);
      if (m) seen.push(m[0]);
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { notAvailableSeen: string[] }).notAvailableSeen);
}

test('the OMIE tab says Cargando… while its prices load, then shows them, and never "no disponibles"', async ({ page }) => {
  await openNewSimulation(page);
  // A day the shared market files have.
  await enterFormDate(page, '15/01/2024');
  const omie = await holdRequests(page, '**/api/descargar-precios-omie?*');
  const seen = await watchNotAvailable(page);
  await choose(page, 'Precios', 'OMIE');
  await omie.requested;
  await openTab(page, 'electricidad', 'OMIE');
  await expect(page.getByTestId('elec-omie-loading')).toHaveText('Cargando…');
  await expect(page.getByTestId('elec-omie')).toContainText('Cargando…');
  omie.release();
  await expect(cell(page, 'elec-omie', '0', 'valor')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}$/);
  await expect(page.getByTestId('elec-omie-loading')).toHaveCount(0);
  expect(await seen()).toEqual([]);
});

test('the OMIE tab shows the file version of each day, as the price downloader does: a corrected day reads .2', async ({ page }) => {
  await openNewSimulation(page);
  // 28/05/2023: OMIE published only a correction (marginalpdbc_20230528.2) in the shared market files.
  await enterFormDate(page, '28/05/2023');
  await choose(page, 'Precios', 'OMIE');
  await openTab(page, 'electricidad', 'OMIE');
  await expect(cell(page, 'elec-omie', '0', 'valor')).toHaveText(/^-?\d{1,3}(\.\d{3})*,\d{2}$/);
  await expect(page.getByTestId('elec-omie').getByRole('columnheader', { name: 'Versión OMIE' })).toBeVisible();
  await expect(cell(page, 'elec-omie', '0', 'version_omie')).toHaveText('.2');
  await page.screenshot({ path: test.info().outputPath('simulacion-omie-version.png') });
});
