// Explicación sub-tab on a one-day simulation launched on the real server (its solve job explains
// every decision): a reason for every block in Spanish and in English, and the reason as a tooltip
// on the engine grid of the operator schedule.
import { expect, test } from '@playwright/test';
import { login } from './fixtures';
import { apiLogin, downloadOf, openResults, readWorkbook, sheetRows, solvedSimulation, type SolvedSimulation } from './resultados.helpers';

test.describe.configure({ timeout: 120_000 });

interface Block { name: string; from: number; to: number; on: boolean; es: string; en: string }
let sim: SolvedSimulation;
let blocks: Block[];

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  sim = await solvedSimulation(request, 'gestor', 'Explicación e2e');
  const answer = await request.get(`/api/explicacion/${sim.id}`, { headers: await apiLogin(request, 'gestor') });
  expect(answer.ok()).toBe(true);
  const explanation = (await answer.json()) as { hours: number; blocks: Block[] };
  expect(explanation.hours).toBe(24);
  blocks = explanation.blocks;
  // 8 engines, 3 gas boilers, 2 electric boilers and 11 compressors: at least one block each.
  expect(new Set(blocks.map((b) => b.name)).size).toBe(24);
});

/** A Spanish amount as the reasons write it ("9.000", "−432", "2,5") as a number. */
const amount = (text: string) => Number(text.replace(/\./g, '').replace(',', '.').replace('−', '-'));

test('the effects each reason lists add up to the cost of the change it states', () => {
  let listed = 0;
  for (const b of blocks) {
    const head = /(costaría|ahorraría) ([\d.,]+) €/.exec(b.es);
    const drivers = /efecto en el coste: (.*)\.$/.exec(b.es);
    if (!drivers) continue;
    const headline = head ? amount(head[2]!) * (head[1] === 'ahorraría' ? -1 : 1) : 0;
    const effects = [...drivers[1]!.matchAll(/([+−])([\d.,]+) €/g)].map((m) => amount(m[2]!) * (m[1] === '−' ? -1 : 1));
    expect(effects.reduce((a, e) => a + e, 0), b.es).toBeCloseTo(headline, 6);
    listed += 1;
  }
  expect(listed).toBeGreaterThan(0);
});

async function openExplanation(page: import('@playwright/test').Page, label: string) {
  await openResults(page, sim.id);
  const tab = page.getByTestId('resultados-subtab-explain');
  await expect(tab).toHaveText(label);
  await tab.click();
  await expect(page.getByTestId('resultados-explain')).toBeVisible({ timeout: 20_000 });
}

for (const lang of ['es', 'en'] as const) {
  test(`every block of the day has its reason, in ${lang === 'es' ? 'Spanish' : 'English'}`, async ({ page }) => {
    await login(page, 'gestor');
    if (lang === 'en') await page.evaluate(() => localStorage.setItem('plantasim.language', 'en'));
    await openExplanation(page, lang === 'es' ? 'Explicación' : 'Explanation');
    const rows = page.getByTestId('explain-block');
    await expect(rows).toHaveCount(blocks.length);
    const reasons = await page.getByTestId('explain-reason').allInnerTexts();
    expect(reasons).toEqual(blocks.map((b) => b[lang]));
    for (const [i, b] of blocks.entries()) {
      // Each reason names its unit and hours, and says why in the chosen language.
      expect(reasons[i]).toContain(b.name);
      expect(reasons[i]).toMatch(lang === 'es'
        ? / (en marcha|parad[oa]|no disponible) de H\d+ a H\d+/
        : / (running|stopped|unavailable) from H\d+ to H\d+/);
      expect(reasons[i]).toMatch(lang === 'es' ? /costaría|no cambiaría|ahorraría|no puede|no disponible/ : /would cost|would not change|would save|cannot|unavailable/);
    }
    await expect(page.getByTestId('chart-marginal')).toBeVisible();
    await expect(page.getByTestId('grid-marginal').locator('.ag-header-cell-text', { hasText: 'PCEQ Motor cogeneración 1' })).toBeVisible();

    // The Excel file: the hourly values, then every block with its reason in the chosen language.
    const file = await downloadOf(page, page.getByTestId('download-explain-excel'));
    expect(file.name).toBe('explicacion.xlsx');
    const book = await readWorkbook(file.bytes);
    const [marginalSheet, blocksSheet] = lang === 'es' ? ['Valores marginales', 'Decisiones'] : ['Marginal values', 'Decisions'];
    expect(book.names).toEqual([marginalSheet, blocksSheet]);
    expect(sheetRows(book, marginalSheet)).toHaveLength(1 + 24);
    const decisions = sheetRows(book, blocksSheet);
    expect(decisions[0]).toEqual(lang === 'es'
      ? ['Equipo', 'Desde', 'Hasta', 'Estado', 'Coste de cambiarlo', 'Motivo']
      : ['Unit', 'From', 'To', 'State', 'Cost of switching', 'Reason']);
    expect(decisions.slice(1).map((r) => [r[0], r[5]])).toEqual(blocks.map((b) => [b.name, b[lang]]));
  });
}

test('the schedule shows the reason of each engine block as a tooltip', async ({ page }) => {
  await login(page, 'gestor');
  await openResults(page, sim.id);
  const engine = blocks.find((b) => b.name === 'Motor cogeneración 1' && b.from === 0)!;
  const grid = page.getByTestId('grid-engines');
  // The engine grid's first row is Motor cogeneración 1; every cell of its first block carries the
  // block's reason. H2 is a steady hour: the reason alone. H1 is its start hour: the start-hour
  // note comes first, then the same reason.
  const cell = (hour: string) => grid.locator(`.ag-center-cols-container .ag-row[row-index="0"] .ag-cell[col-id="${hour}"]`);
  const tooltip = page.locator('.ag-tooltip');
  await cell('H2').hover();
  await expect(tooltip).toHaveText(engine.es);
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);
  await cell('H1').hover();
  await expect(tooltip).toHaveText(`Hora de arranque: producción reducida por el tiempo de arranque (puede quedar bajo el mínimo técnico). ${engine.es}`);
});

test('"Recalcular exacto" re-solves the whole day for a block and replaces the ±1 h estimate with the exact figure', async ({ page, request }) => {
  test.setTimeout(240_000);
  await login(page, 'gestor');
  await openExplanation(page, 'Explicación');
  // The first engine block that can be switched.
  const index = blocks.findIndex((b) => b.name === 'Motor cogeneración 1' && /costaría|ahorraría|no cambiaría/.test(b.es));
  expect(index).toBeGreaterThanOrEqual(0);
  const row = page.getByTestId('explain-block').nth(index);
  await expect(row.getByTestId('explain-reason')).toHaveText(blocks[index]!.es);
  await expect(row).toContainText('estimación ±1 h');
  await row.getByTestId('exact-action').click();
  // Queued, then calculating, then the exact figure, labelled as such, with both figures stated.
  await expect(row.getByTestId('exact-done')).toContainText('exacto', { timeout: 200_000 });
  await expect(row.getByTestId('exact-sentence')).toContainText('Exacto: forzar el cambio costaría');
  await expect(row.getByTestId('exact-sentence')).toContainText('estimación con las marchas vecinas fijas');
  const list = await request.get(`/api/simulaciones/${sim.id}/explicacion/exactos`, { headers: await apiLogin(request, 'gestor') });
  const exact = ((await list.json()) as { exactos: Array<{ bloque: number; estado: string; delta: number }> }).exactos;
  expect(exact).toEqual([expect.objectContaining({ bloque: index, estado: 'done' })]);
  // The whole horizon has at least the freedom of the block's ±1 h: never dearer than the estimate.
  const estimate = (await (await request.get(`/api/explicacion/${sim.id}`, { headers: await apiLogin(request, 'gestor') })).json() as { blocks: Array<{ delta: number }> }).blocks[index]!.delta;
  expect(exact[0]!.delta).toBeLessThanOrEqual(estimate + 0.01);
});
