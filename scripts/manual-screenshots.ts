// Screenshots of the user manual (docs/manual/img/{es,en}/*.png), taken from a RUNNING PlantaSim
// in Debian's Chromium through playwright-core. Nothing is downloaded.
//
//   npx tsx scripts/manual-screenshots.ts [--base http://127.0.0.1:8080] [--only precios,ro]
//   env: MANUAL_BASE_URL, MANUAL_USER / MANUAL_PASSWORD (default gestor / gestor2026),
//        CHROMIUM_PATH (default /usr/bin/chromium)
//
// The server should read MARKET_DATA_DIR (the price and futures shots download 2024 data). The
// results shot uses an executed simulation: an existing one, else the base case is launched. The
// printed sheet ('hoja-operarios') is the first page of its PDF, rendered with pdftoppm (poppler).
// A screen that cannot be reached is logged and its shot taken of what the page shows, so every
// image the chapters reference exists.
//
// Viewport 1366×820, except the wide screens (the schedule 'resultados', 'planta',
// 'resultados-economicos', the re-plan's and the offers), taken at 1440×900: the size the plant's managers read them at.
import { hasResultsStatus } from '@plantasim/domain';
import { chromium, type Browser, type Page } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { api, base, only, password, token, user } from './manualApi.ts';
import { ACTUALS_DAY, BRIDGE_DAY, actualsDay, bridgeDay, engineAtH14, executedSimulation, replanOf } from './manualScenes.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'docs/manual/img');

type Lang = 'es' | 'en';

const VIEWPORT = { width: 1366, height: 820 };
const WIDE_VIEWPORT = { width: 1440, height: 900 };
const WIDE_SHOTS = new Set(['planta', 'resultados', 'resultados-economicos', 'replanificacion', 'replanificacion-programa', 'ofertas']);
const texts = (lang: Lang) => JSON.parse(readFileSync(join(root, `apps/web/src/i18n/${lang}.json`), 'utf8')) as Record<string, Record<string, unknown>>;
const tabName = (lang: Lang, id: string): string => {
  const tabs = (texts(lang).simulacion?.tabs ?? {}) as Record<string, string>;
  return tabs[id] ?? id;
};

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(400); // let animations and the grid's first paint finish
}

async function shot(page: Page, lang: Lang, name: string, action: () => Promise<void>, opts: { fullPage?: boolean } = {}) {
  if (only && !only.includes(name)) return;
  await page.setViewportSize(WIDE_SHOTS.has(name) ? WIDE_VIEWPORT : VIEWPORT);
  try {
    await action();
  } catch (error) {
    console.warn(`[${lang}] ${name}: ${(error as Error).message.split('\n')[0]} (shot taken as the page is)`);
  }
  await settle(page);
  const file = join(outDir, lang, `${name}.png`);
  await page.screenshot({ path: file, fullPage: opts.fullPage ?? false });
  console.log(`wrote ${file}`);
}

async function typeDate(page: Page, label: string, ddmmyyyy: string) {
  const field = page.getByRole('textbox', { name: label });
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(ddmmyyyy.replace(/\D/g, ''), { delay: 15 });
}

async function languageRun(browser: Browser, lang: Lang, auth: string, executed: { id: number; created: string; VALID: number } | null) {
  const t = texts(lang) as Record<string, Record<string, any>>;
  const context = await browser.newContext({ viewport: VIEWPORT, locale: lang === 'es' ? 'es-ES' : 'en-GB', deviceScaleFactor: 1 });
  await context.addInitScript((language) => localStorage.setItem('plantasim.language', language), lang);
  const page = await context.newPage();
  mkdirSync(join(outDir, lang), { recursive: true });

  await shot(page, lang, 'login', async () => {
    await page.goto(`${base}/login`);
    await page.getByRole('textbox', { name: new RegExp(`^${t.login.username}`) }).fill(user);
  });
  if (!page.url().endsWith('/login')) await page.goto(`${base}/login`);
  await page.getByRole('textbox', { name: new RegExp(`^${t.login.username}`) }).fill(user);
  await page.getByLabel(new RegExp(`^${t.login.password}`)).fill(password);
  await page.getByRole('button', { name: t.login.submit }).click();
  await page.waitForURL(`${base}/`);

  // The home page: today's plan in force (the executed run, made valid in main) and tomorrow's.
  await shot(page, lang, 'manana', async () => {
    await page.goto(`${base}/`);
    await page.getByTestId('manana-dia-hoy').waitFor({ timeout: 60_000 });
  }, { fullPage: true });

  await shot(page, lang, 'header', async () => {
    await page.getByRole('button', { name: t.header.simulations }).click();
  }, {});
  await page.keyboard.press('Escape');

  await shot(page, lang, 'simulaciones', async () => {
    await page.goto(`${base}/simulaciones`);
    await page.getByRole('heading', { name: t.simulaciones.title }).waitFor({ timeout: 60_000 });
    // The day-validity warning may open once the list has loaded: close it for the picture.
    const warning = page.getByRole('dialog');
    const shown = await warning.waitFor({ timeout: 6000 }).then(() => true, () => false);
    if (shown) {
      await warning.getByRole('button').last().click();
      await warning.waitFor({ state: 'hidden' });
    }
  });

  const formTab = async (id: string) => {
    if (!page.url().includes('/nueva-simulacion')) {
      await page.goto(`${base}/nueva-simulacion`);
      await page.waitForTimeout(3000);
    }
    await page.getByRole('tab', { name: tabName(lang, id), exact: true }).first().click({ timeout: 15_000 });
  };
  await shot(page, lang, 'nueva-simulacion', async () => {
    await page.goto(`${base}/nueva-simulacion`);
    await page.waitForTimeout(4000);
  });
  for (const [name, id] of [['general', 'general'], ['planta', 'planta'], ['electricidad', 'electricidad'], ['gas', 'gas'], ['ro-simulacion', 'ro'], ['demanda', 'demanda'], ['disponibilidad', 'disponibilidad'], ['acoplamiento', 'acoplamiento'], ['backup', 'backup']] as const) {
    await shot(page, lang, name, () => formTab(id));
  }
  // General › Configuración with the quarter-hour resolution chosen and its explanation shown.
  await shot(page, lang, 'resolucion', async () => {
    await formTab('general');
    const config = (texts(lang).simulacion?.config ?? {}) as { resolution?: string; resolutions?: Record<string, string> };
    await page.getByRole('combobox', { name: config.resolution ?? 'Resolución' }).click();
    await page.getByRole('option', { name: config.resolutions?.cuartohoraria ?? 'Cuartohoraria' }).click();
    await page.getByTestId('config-resolution-help').waitFor();
  });
  const openResults = async () => {
    if (!executed) throw new Error('no executed simulation');
    const query = new URLSearchParams({ id: String(executed.id), created: executed.created, valid: String(executed.VALID) });
    await page.goto(`${base}/resultado-simulacion/${executed.id}?${query.toString()}`);
    await page.getByRole('tab', { name: tabName(lang, 'resultados'), exact: true }).first().click({ timeout: 30_000 });
    await page.getByTestId('resultados-tab').waitFor({ timeout: 60_000 });
  };
  // The schedule (Previsión operarios, the first sub-tab): the whole day of the engine grid.
  await shot(page, lang, 'resultados', async () => {
    await openResults();
    await page.getByTestId('grid-engines').locator('.ag-header-cell[col-id="H24"]').waitFor({ timeout: 30_000 });
  });
  // The printed schedule sheet: the PDF the schedule's button saves, its first page as a picture.
  if (!only || only.includes('hoja-operarios')) {
    try {
      await openResults();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('download-pdf').click()]);
      const pdf = join(mkdtempSync(join(tmpdir(), 'manual-sheet-')), 'hoja.pdf');
      await download.saveAs(pdf);
      execFileSync('pdftoppm', ['-png', '-r', '72', '-f', '1', '-l', '1', '-singlefile', pdf, join(outDir, lang, 'hoja-operarios')]);
      console.log(`wrote ${join(outDir, lang, 'hoja-operarios.png')}`);
    } catch (error) {
      console.warn(`[${lang}] hoja-operarios: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  await shot(page, lang, 'resultados-economicos', async () => {
    await openResults();
    await page.getByTestId('resultados-subtab-economic').click();
    await page.locator('[data-testid="chart-profit"][data-ready="true"]').waitFor({ timeout: 30_000 });
  });
  // The day-ahead offers (Ofertas sub-tab, chapter 25): asked for on the executed run when they are
  // not there yet (a job on the server), then the chosen period's curve and the periods. Taken here
  // with the manual's other pictures, never by a test run.
  await shot(page, lang, 'ofertas', async () => {
    await openResults();
    await page.getByTestId('resultados-subtab-offers').click();
    await page.locator('[data-testid="offers-done"], [data-testid="offers-none"]').first().waitFor({ timeout: 60_000 });
    if (await page.getByTestId('offers-compute').isVisible()) await page.getByTestId('offers-compute').click();
    await page.locator('[data-testid="chart-offers"][data-ready="true"]').waitFor({ timeout: 360_000 });
  });
  // Reading the explanations: the Explicación sub-tab (marginal values, then the blocks) and the
  // reason shown over a cell of the engine grid.
  const openExplanation = async () => {
    await openResults();
    await page.getByTestId('resultados-subtab-explain').click();
    await page.getByTestId('explain-block').first().waitFor({ timeout: 60_000 });
  };
  await shot(page, lang, 'explicacion', async () => {
    await openExplanation();
    await page.getByTestId('chart-marginal').scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
  });
  await shot(page, lang, 'explicacion-bloques', async () => {
    await openExplanation();
    await page.getByTestId('explain-blocks').scrollIntoViewIfNeeded();
  });
  await shot(page, lang, 'explicacion-tooltip', async () => {
    await openResults();
    const cell = page.getByTestId('grid-engines').locator('.ag-center-cols-container .ag-row[row-index="0"] .ag-cell[col-id="H3"]');
    await cell.scrollIntoViewIfNeeded();
    await cell.hover();
    await page.locator('.ag-tooltip').waitFor({ timeout: 15_000 });
  });

  // Comparing and sensitivity: the two newest executed simulations side by side (the same one twice
  // when there is only one), and the sensitivity of the executed one (launched once, then its tornado).
  await shot(page, lang, 'comparar', async () => {
    if (!executed) throw new Error('no executed simulation');
    const done = (await api<Array<{ id: number; status: number; parent_id?: number | null }>>('/api/simulacion', auth)).filter((x) => hasResultsStatus(x.status));
    // A sensitivity child of it shows an input difference; else another run, else itself.
    const other = done.find((x) => x.parent_id === executed.id)?.id ?? done.find((x) => x.id !== executed.id && x.parent_id == null)?.id ?? executed.id;
    await page.goto(`${base}/comparar?a=${executed.id}&b=${other}`);
    await page.getByTestId('compare-kpis').waitFor({ timeout: 60_000 });
  });
  await shot(page, lang, 'sensibilidad', async () => {
    if (!executed) throw new Error('no executed simulation');
    const current = await api<{ children: unknown[] }>(`/api/simulaciones/${executed.id}/sensibilidad`, auth);
    if (current.children.length === 0) {
      await api(`/api/simulaciones/${executed.id}/sensibilidad`, auth, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    }
    await page.goto(`${base}/sensibilidad/${executed.id}`);
    await page.locator('[data-testid="tornado"][data-complete="true"]').waitFor({ timeout: 300_000 });
    await page.getByTestId('tornado-chart').and(page.locator('[data-ready="true"]')).waitFor({ timeout: 30_000 });
  });

  // Re-planning from H14 with the engine that runs then tripped: the dialog on the executed run
  // (today's), then the re-plan it opens (launched once, reused after) and its outlined schedule.
  await shot(page, lang, 'replanificar-dialogo', async () => {
    await openResults();
    await page.getByTestId('replan-open').click();
    await page.getByTestId('replan-hour').click();
    await page.getByTestId('replan-hour-14').click();
    await page.getByTestId('replan-dialog').getByLabel(await engineAtH14(auth, executed), { exact: true }).check();
    await page.getByTestId('replan-dialog').locator('.MuiDialogContent-root').evaluate((el) => el.scrollTo(0, 0)); // the intro in view
  });
  const openReplan = async () => {
    const id = await replanOf(auth, executed);
    await page.goto(`${base}/resultado-simulacion/${id}?tab=resultados`);
    await page.getByTestId('replan-origin').waitFor({ timeout: 60_000 });
  };
  await shot(page, lang, 'replanificacion', openReplan);
  await shot(page, lang, 'replanificacion-programa', async () => {
    await openReplan();
    await page.getByTestId('replan-changed-legend').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 260));
  });

  await shot(page, lang, 'precios', async () => {
    await page.goto(`${base}/precios`);
    await typeDate(page, t.precios.start, '04/03/2024');
    await typeDate(page, t.precios.end, '17/03/2024');
    await page.getByRole('button', { name: t.precios.download, exact: true }).click();
    await page.getByTestId('precios-table').locator('.ag-row').first().waitFor({ timeout: 60_000 });
  });
  await shot(page, lang, 'futuros', async () => {
    await page.goto(`${base}/futuros`);
    await typeDate(page, t.precios.start, '23/12/2024');
    await typeDate(page, t.precios.end, '08/01/2025');
    await page.getByRole('button', { name: t.futuros.download, exact: true }).click();
    await page.getByTestId('futuros-omip').locator('.ag-row').first().waitFor({ timeout: 60_000 });
  });
  await shot(page, lang, 'ro', async () => {
    await page.goto(`${base}/ro`);
    await page.getByRole('heading', { name: t.ro.title }).waitFor();
  });
  await shot(page, lang, 'ro-dialogo', async () => {
    await page.goto(`${base}/ro`);
    await page.getByRole('button', { name: t.ro.new }).click();
    await page.getByRole('button', { name: /Elige fecha|Choose date/ }).click();
  });
  await shot(page, lang, 'datos-reales', async () => {
    await page.goto(`${base}/datos-reales`);
    await typeDate(page, t.actuals.day, ACTUALS_DAY);
    await page.getByTestId('datos-reales').locator('.ag-row').first().waitFor();
    await page.getByText(t.actuals.intro).click(); // the typed date field loses its focus ring
  });
  await shot(page, lang, 'plan-vs-real', async () => {
    if (!bridgeReady) throw new Error('no valid plan with actuals');
    await page.goto(`${base}/plan-vs-real?vista=dia&dia=${encodeURIComponent(BRIDGE_DAY)}`);
    await page.locator('[data-testid="plan-vs-real-waterfall"][data-ready="true"]').waitFor({ timeout: 120_000 });
  }, { fullPage: true });
  await shot(page, lang, 'plan-vs-real-mes', async () => {
    if (!bridgeReady) throw new Error('no valid plan with actuals');
    await page.goto(`${base}/plan-vs-real?vista=mes&dia=${encodeURIComponent(BRIDGE_DAY)}`);
    await page.locator('[data-testid="plan-vs-real-month-waterfall"][data-ready="true"]').waitFor({ timeout: 120_000 });
  });
  await context.close();
}

/** Set once the Plan vs real day is planned, valid and measured. */
let bridgeReady = false;

async function main() {
  const auth = await token();
  // Some Ro values so the master is not empty in the pictures (existing months are left alone).
  for (const [month, value] of [['2025-01-01', 78.8], ['2025-02-01', 79.35], ['2025-03-01', 80.1]] as const) {
    await fetch(`${base}/api/ro/`, { method: 'POST', headers: { Authorization: `Bearer ${auth}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ DATE_RO: month, VALUE: value, USER_MOD: user }) });
  }
  await fetch(`${base}/api/datos-reales`, { method: 'POST', headers: { Authorization: `Bearer ${auth}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ filas: actualsDay() }) });
  const executed = only && !only.some((name) => ['comparar', 'sensibilidad'].includes(name) || name.startsWith('resultados') || name === 'hoja-operarios' || name === 'ofertas' || name.startsWith('explicacion') || name.startsWith('replanificac') || name === 'manana') ? null : await executedSimulation(auth);
  // The home page shows a plan in force: the executed run becomes today's valid one.
  if (executed && (!only || only.includes('manana'))) await api(`/api/simulacion/${executed.id}/activar`, auth, { method: 'POST' }).catch(() => undefined);
  if (!only || only.some((name) => name.startsWith('plan-vs-real'))) {
    bridgeReady = await bridgeDay(auth).then(
      () => true,
      (error: unknown) => (console.warn('no day for the Plan vs real pictures:', (error as Error).message), false),
    );
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const lang of ['es', 'en'] as const) await languageRun(browser, lang, auth, executed);
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
