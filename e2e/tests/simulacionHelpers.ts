// Helpers of the simulation-form tests: open the form ready to use, switch tabs, export a
// grid's CSV and import a text into it, read a grid cell.
import { expect, type Download, type Page } from '@playwright/test';
import { login, type DemoUser } from './fixtures';
import { gridCell, typeDate } from './screenHelpers';

/** Logs in and opens /nueva-simulacion once its data is loaded (overlay gone, tabs shown). */
export async function openNewSimulation(page: Page, who: DemoUser = 'gestor'): Promise<void> {
  await login(page, who);
  await page.goto('/nueva-simulacion');
  await expect(page.getByTestId(who === 'operador' ? 'tab-demanda' : 'tab-general')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status')).toBeHidden();
}

/** Types the form's date (dd/mm/yyyy) and commits it (Tab), as a user does; waits for the header to show it. */
export async function enterFormDate(page: Page, date: string): Promise<void> {
  await typeDate(page.getByRole('textbox', { name: 'Fecha' }), date);
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('chip-date')).toHaveText(date);
}

export async function openTab(page: Page, tab: string, subTab?: string | RegExp): Promise<void> {
  await page.getByTestId(`tab-${tab}`).click();
  if (subTab) await page.getByRole('tab', { name: subTab }).click();
}

/** Clicks a grid's Export button and returns the file's name and text. */
export async function exportCsv(page: Page, testId: string): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await page.getByTestId(`${testId}-csv`).getByRole('button', { name: 'Exportar' }).click();
  const download: Download = await downloading;
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  return { name: download.suggestedFilename(), text: (await readFile(path!)).toString('utf8') };
}

/** Puts a CSV text into a grid's (hidden) file input, as choosing a file does. */
export async function importCsv(page: Page, testId: string, text: string, name = 'datos.csv'): Promise<void> {
  await page.getByTestId(`${testId}-file`).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

/** The import dialog by its title; closes it after the checks the caller makes. */
export function dialog(page: Page, title: string | RegExp) {
  return page.getByRole('dialog', { name: title });
}

export async function closeDialog(page: Page, title: string | RegExp): Promise<void> {
  await dialog(page, title).getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog(page, title)).toBeHidden();
}

export function cell(page: Page, testId: string, rowId: string, field: string) {
  return gridCell(page, testId, rowId, field);
}

/** Replaces line `index` (0 = header) of a CSV text, keeping the BOM and line ends. */
export function replaceLine(text: string, index: number, line: string): string {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const lines = text.split(eol);
  lines[index] = line;
  return lines.join(eol);
}

export function csvLines(text: string): string[] {
  return text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((l) => l.length > 0);
}

/**
 * Holds the form's Ro requests until `release()`: the refresh a mode or date change starts waits on
 * them. `requested` settles when the first one reaches the page's network.
 */
export async function holdRo(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  return holdRequests(page, '**/api/ro?*');
}

/** Holds the requests matching `url` until `release()`; `requested` settles when the first one is sent. */
export async function holdRequests(page: Page, url: string): Promise<{ requested: Promise<void>; release: () => void }> {
  let release: () => void = () => undefined;
  let arrived: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  const requested = new Promise<void>((resolve) => { arrived = resolve; });
  await page.route(url, async (route) => {
    arrived();
    await held;
    await route.continue();
  });
  return { requested, release };
}

/** Picks `option` in the combobox labelled `field`. */
export async function choose(page: Page, field: string, option: string | RegExp): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Days from today (UTC) to the same date one year later (29 Feb → 28 Feb): the planning horizon. */
export function planningDays(): number {
  const now = new Date();
  const y = now.getUTCFullYear(), m = now.getUTCMonth(), d = now.getUTCDate();
  const nextDay = m === 1 && d === 29 ? 28 : d;
  return Math.round((Date.UTC(y + 1, m, nextDay) - Date.UTC(y, m, d)) / 86_400_000);
}

/** Launches the form's simulation (confirmed), then waits for its results to open, executed OK. */
export async function launchAndOpenResults(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Lanzar simulación' }).click();
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/lanzar-simulacion/') && r.request().method() === 'POST');
  await dialog(page, '¿Estás seguro?').getByRole('button', { name: 'Sí, lanzar' }).click();
  expect((await answered).status()).toBe(200);
  await closeDialog(page, '¡Simulación lanzada!');
  await expect(page.getByTestId('resultados-tab')).toBeVisible({ timeout: 180_000 });
  await expect(page.getByTestId('chip-status')).toHaveText('Ejecutada OK');
}
