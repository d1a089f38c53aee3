// Numbers in the interface language on every screen that shows figures: Resultados económicos,
// Comparar, Sensibilidad and Plan vs real, in Spanish (46.894,00) and English (46,894.00), in the
// tables, the cards and the chart axes (a canvas: read from the texts the chart says it drew,
// data-drawn-text). Runs solved by the real server; the expected texts come from its answers.
import { expect as baseExpect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { loginViaApi } from './fixtures';
import { openResults, pinnedBottomCell, solvedSimulation, sum, uiNumber, type SolvedSimulation } from './resultados.helpers';
import { apiToken, baseCase, bearer, gridCell, launchSimulation, waitForStatus } from './screenHelpers';

// Solves and sensitivity children run on a shared machine.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ viewport: { width: 1440, height: 900 } });

type Lang = 'es' | 'en';
const LANGS: readonly Lang[] = ['es', 'en'];

/** The number as each language writes it, grouped thousands included. */
const num = (lang: Lang, n: number, decimals = 2): string => uiNumber(lang, n, decimals);

/** A grouped number (at least one thousands separator) in a language's shape, and in the other one's. */
const GROUPED: Record<Lang, RegExp> = { es: /^[-−+]?\d{1,3}(\.\d{3})+(,\d+)?$/, en: /^[-−+]?\d{1,3}(,\d{3})+(\.\d+)?$/ };
const other = (lang: Lang): Lang => (lang === 'es' ? 'en' : 'es');

/** The texts a chart drew on its canvas (axis ticks, names, bar labels), once it has drawn them. */
async function drawnTexts(chart: Locator): Promise<string[]> {
  await expect(chart).toHaveAttribute('data-ready', 'true');
  await expect(chart).toHaveAttribute('data-drawn-text', /\S/);
  return ((await chart.getAttribute('data-drawn-text')) ?? '').split('\n');
}

/** Axis numbers of a chart in `lang`: none in the other language's shape, and grouped ones when `grouped`. */
async function expectAxisIn(chart: Locator, lang: Lang, grouped: boolean): Promise<string[]> {
  const texts = await drawnTexts(chart);
  const numeric = texts.map((t) => t.replace(/\s*€\s*|€/g, '')).filter((t) => /^[-−+]?[\d.,]+$/.test(t));
  expect(numeric.length, texts.join(' | ')).toBeGreaterThan(1);
  expect(numeric.filter((t) => GROUPED[other(lang)].test(t)), `${lang} axis in ${other(lang)} format`).toEqual([]);
  // A decimal mark of the other language ('0.5' in Spanish, '0,5' in English).
  expect(numeric.filter((t) => (lang === 'es' ? /^[-−+]?\d+\.\d{1,2}$/ : /^[-−+]?\d+,\d{1,2}$/).test(t))).toEqual([]);
  if (grouped) expect(numeric.some((t) => GROUPED[lang].test(t)), `${lang} grouped thousands in ${numeric.join(' | ')}`).toBe(true);
  return texts;
}

/** Signs in and remembers `lang` as the interface language before the app starts. */
async function signIn(page: Page, lang: Lang): Promise<void> {
  await loginViaApi(page, 'gestor');
  await page.evaluate((l) => localStorage.setItem('plantasim.language', l), lang);
}

let token = '';
let sim: SolvedSimulation;

test.beforeAll(async ({ request }) => {
  test.setTimeout(200_000);
  token = await apiToken(request, 'gestor');
  sim = await solvedSimulation(request, 'gestor', `Formatos ${Date.now().toString(36)}`);
});

for (const lang of LANGS) {
  test(`Resultados económicos in ${lang}: cards, table, totals row and chart axis in the language's format`, async ({ page }) => {
    await signIn(page, lang);
    await openResults(page, sim.id);
    await page.getByTestId('resultados-subtab-economic').click();
    await expect(page.getByTestId('resultados-economic')).toBeVisible();
    // Cards: whole euros, thousands grouped the language's way (a day of the plant is thousands of €).
    for (const card of ['kpi-netCost-value', 'kpi-savings-value']) {
      await expect(page.getByTestId(card)).toHaveText(GROUPED[lang]);
    }
    // The hourly table: the first hour of each number column as the server's table has it.
    const rows = sim.economico.rows;
    const numeric = sim.economico.columns.filter((c) => typeof rows[0]?.[c] === 'number').slice(0, 4);
    expect(numeric.length).toBeGreaterThan(0);
    for (const column of numeric) {
      await expect(gridCell(page, 'grid-economic', '0', column)).toHaveText(num(lang, Number(rows[0]![column]), 2));
    }
    // The totals row (1 decimal): the day's gas cost is thousands of euros.
    const total = await pinnedBottomCell(page, 'grid-economic', 'COST_TOTAL');
    await expect(total).toHaveText(num(lang, sum(rows, 'COST_TOTAL'), 1));
    await expect(total).toHaveText(GROUPED[lang]);
    await expectAxisIn(page.getByTestId('chart-profit'), lang, true);
  });
}

let pair: { a: number; b: number; kpis: Array<{ key: string; a: number; b: number; delta: number }> } | null = null;

async function comparedPair(request: APIRequestContext) {
  if (pair) return pair;
  const payload = await baseCase(request, token);
  const b = await launchSimulation(request, token, { ...payload, demanda_coef: 0.9 }, `Formatos B ${Date.now().toString(36)}`);
  await waitForStatus(request, token, b);
  const answer = await request.get(`/api/comparar?a=${sim.id}&b=${b}`, { headers: bearer(token) });
  expect(answer.ok()).toBe(true);
  pair = { a: sim.id, b, kpis: ((await answer.json()) as { kpis: NonNullable<typeof pair>['kpis'] }).kpis };
  return pair;
}

for (const lang of LANGS) {
  test(`Comparar in ${lang}: key figures and chart axes in the language's format`, async ({ page, request }) => {
    const { a, b, kpis } = await comparedPair(request);
    await signIn(page, lang);
    await page.goto(`/comparar?a=${a}&b=${b}`);
    await expect(page.getByTestId('compare-page')).toBeVisible();
    const netCost = kpis.find((k) => k.key === 'netCost')!;
    const row = page.getByTestId('kpi-netCost');
    await expect(row.locator('td').nth(1)).toHaveText(num(lang, netCost.a, 2));
    await expect(row.locator('td').nth(2)).toHaveText(num(lang, netCost.b, 2));
    await expect(row.locator('td').nth(1)).toHaveText(GROUPED[lang]);
    const delta = num(lang, Math.abs(netCost.delta), 2);
    await expect(page.getByTestId('kpi-delta-netCost')).toHaveText(new RegExp(`^${netCost.delta > 0 ? '\\+' : netCost.delta < 0 ? '−' : ''}${delta.replace(/[.,]/g, '\\$&')}( \\(.+ %\\))?$`));
    await expectAxisIn(page.getByTestId('compare-prices-chart'), lang, false);
    await expectAxisIn(page.getByTestId('compare-loads-chart'), lang, false);
  });
}

/** A small sensitivity batch of the solved run (electricity ×0,8 and ×1,2, one engine out), solved. */
let sensitivity: { netCost: number[]; maxSwing: number } | null = null;

async function solvedSensitivity(request: APIRequestContext) {
  if (sensitivity) return sensitivity;
  const launch = await request.post(`/api/simulaciones/${sim.id}/sensibilidad`, {
    headers: bearer(token),
    data: { shifts: [{ kind: 'elecPrice', factor: 0.8 }, { kind: 'elecPrice', factor: 1.2 }, { kind: 'engineOff', factor: 1 }] },
  });
  expect(launch.status(), await launch.text()).toBe(200);
  const read = async () => (await (await request.get(`/api/simulaciones/${sim.id}/sensibilidad`, { headers: bearer(token) })).json()) as {
    children: Array<{ status: number; kpis: { netCost: number } | null }>;
    tornado: Array<{ netCost: { low: number; high: number } }>;
  };
  await expect.poll(async () => (await read()).children.filter((c) => c.kpis !== null).length, { timeout: 240_000, intervals: [2000] }).toBe(3);
  const done = await read();
  sensitivity = {
    netCost: done.children.map((c) => c.kpis!.netCost),
    maxSwing: Math.max(...done.tornado.flatMap((t) => [Math.abs(t.netCost.low), Math.abs(t.netCost.high)])),
  };
  return sensitivity;
}

for (const lang of LANGS) {
  test(`Sensibilidad in ${lang}: the tornado names each bar's shift and its axis is in the language's format`, async ({ page, request }) => {
    const batch = await solvedSensitivity(request);
    await signIn(page, lang);
    await page.goto(`/sensibilidad/${sim.id}`);
    const chart = page.getByTestId('tornado-chart');
    const texts = await expectAxisIn(chart, lang, batch.maxSwing >= 2000);
    // Each bar ends in the shift it stands for, with the language's decimal mark.
    expect(texts).toEqual(expect.arrayContaining(lang === 'es' ? ['×0,8', '×1,2', 'fuera'] : ['×0.8', '×1.2', 'out']));
    await expect(page.getByTestId('tornado-chart-legend').getByTestId('chart-legend-item')).toHaveText(
      lang === 'es' ? ['Entrada a la baja', 'Entrada al alza', 'Unidad fuera de servicio'] : ['Input lowered', 'Input raised', 'Unit out of service'],
    );
    await expect(page.getByTestId('tornado-explain')).toContainText(lang === 'es' ? 'a la derecha de 0 el coste sube' : 'right of 0 the cost rises');
    // The children's table: each net cost as the server computed it.
    const cells = page.getByTestId('sensitivity-children').locator('tbody tr td:nth-child(3)');
    await expect(cells).toHaveCount(3);
    expect((await cells.allTextContents()).sort()).toEqual(batch.netCost.map((v) => num(lang, v, 2)).sort());
    await page.screenshot({ path: test.info().outputPath(`sensibilidad-${lang}.png`), fullPage: true });
  });
}

// A day with realised OMIE and MIBGAS prices in the shared market files, planned by no other test.
const DAY = '24/01/2024';

/** The base case moved to DAY, made valid, and the day's actuals pushed as the plan ran it. */
async function measuredDay(request: APIRequestContext): Promise<{ id: number; plan: number; real: number; posteriori: number | null }> {
  const base = await baseCase(request, token);
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(/^\d{2}\/\d{2}\/\d{4}( \d{2}:00)$/, `${DAY}$1`);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  const moved = walk(base) as { configuracion: Record<string, unknown> } & Record<string, unknown>;
  const payload = { ...moved, configuracion: { ...moved.configuracion, fechaActual: DAY, mes: 'ene 2024' } } as unknown as Record<string, unknown> & {
    planta: Record<'motores' | 'calderas_gas' | 'calderas_electricas' | 'compresores', Array<{ nombre: string }>>;
    demanda_vapor: Array<{ valor: number }>; demanda_frio: Array<{ valor: number }>;
  };
  const id = await launchSimulation(request, token, payload, `Formatos plan ${Date.now().toString(36)}`);
  await waitForStatus(request, token, id);
  const operation = await request.get(`/api/resultado-operacion/${id}`, { headers: bearer(token) });
  const rows = ((await operation.json()) as { rows: Array<Record<string, number>> }).rows;
  // The plant's units by position, as the actuals file numbers them.
  const units: Array<[string, string]> = [
    ...payload.planta.motores.map((u, i): [string, string] => [`motor.${i + 1}`, `PE_${u.nombre}`]),
    ...payload.planta.calderas_gas.map((u, i): [string, string] => [`caldera_gas.${i + 1}`, `CG_${u.nombre}`]),
    ...payload.planta.calderas_electricas.map((u, i): [string, string] => [`caldera_electrica.${i + 1}`, `CE_${u.nombre}`]),
    ...payload.planta.compresores.map((u, i): [string, string] => [`compresor.${i + 1}`, `CE_${u.nombre}`]),
  ];
  const filas = rows.slice(0, 24).map((r, h) => ({
    horizonte: `${DAY} ${String(h).padStart(2, '0')}:00`,
    valores: {
      ...Object.fromEntries(units.map(([key, column]) => [key, Math.max(0, Number(r[column] ?? 0))])),
      'demanda.vapor': payload.demanda_vapor[h]!.valor,
      'demanda.frio': payload.demanda_frio[h]!.valor,
    },
  }));
  const pushed = await request.post('/api/datos-reales', { headers: bearer(token), data: { filas } });
  expect(pushed.status(), await pushed.text()).toBe(200);
  // Compared against this run by its id, not as the day's plan in force: another spec activating a
  // run created today would take its validity (one valid run per creation day and kind).
  const bridge = await request.get(`/api/datos-reales/balance?dia=${encodeURIComponent(DAY)}&simulacion=${id}`, { headers: bearer(token), timeout: 180_000 });
  expect(bridge.status(), await bridge.text()).toBe(200);
  const body = (await bridge.json()) as { columnas: { plan: { total: number }; real: { total: number }; posteriori: { total: number } | null } };
  return { id, plan: body.columnas.plan.total / 100, real: body.columnas.real.total / 100, posteriori: body.columnas.posteriori ? body.columnas.posteriori.total / 100 : null };
}

let measured: Awaited<ReturnType<typeof measuredDay>> | null = null;

for (const lang of LANGS) {
  test(`Plan vs real in ${lang}: the columns, the bridge's parts and its axis in the language's format`, async ({ page, request }) => {
    measured ??= await measuredDay(request);
    await signIn(page, lang);
    await page.goto(`/plan-vs-real?vista=dia&dia=${encodeURIComponent(DAY)}&simulacion=${measured.id}`);
    await expect(page.getByTestId('plan-vs-real-waterfall')).toHaveAttribute('data-ready', 'true', { timeout: 120_000 });
    await expect(gridCell(page, 'plan-vs-real-columns', 'total', 'plan')).toHaveText(num(lang, measured.plan, 2));
    await expect(gridCell(page, 'plan-vs-real-columns', 'total', 'real')).toHaveText(num(lang, measured.real, 2));
    // The bridge's parts are money to the cent: '+1.234,56 €' / '+€1,234.56'.
    const money = lang === 'es' ? /^[+−-]?\d{1,3}(\.\d{3})*,\d{2}\s€$/ : /^[+−-]?€\d{1,3}(,\d{3})*\.\d{2}$/;
    for (const part of ['precio', 'demanda', 'indisponibilidad', 'ejecucion', 'total']) {
      await expect(page.getByTestId(`part-${part}`).locator('.MuiTypography-subtitle1')).toHaveText(money);
    }
    await expectAxisIn(page.getByTestId('plan-vs-real-waterfall'), lang, Math.max(Math.abs(measured.plan), Math.abs(measured.real)) >= 2000);
    await page.screenshot({ path: test.info().outputPath(`plan-vs-real-${lang}.png`), fullPage: true });
  });
}
