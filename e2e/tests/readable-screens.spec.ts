// Screens a plant manager reads at a glance, at the two laptop sizes the plant uses (1440×900 and
// 1280×720): the whole day of a one-day run's schedule on one screen (H1–H24 inside the viewport,
// no sideways scroll), equipment and toll headers never cut, the operation table headed by equipment
// names and quantities instead of codes, the futures in words with dd/MM/yyyy dates.
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { login } from './fixtures';
import { openResults, solvedSimulation, type SolvedSimulation } from './resultados.helpers';
import { typeDate } from './screenHelpers';
import { openNewSimulation, openTab } from './simulacionHelpers';

// The machine is shared: answers may take longer than the default.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const VIEWPORTS = [{ width: 1440, height: 900 }, { width: 1280, height: 720 }] as const;
const HOURS = Array.from({ length: 24 }, (_, i) => `H${i + 1}`);

let sim: SolvedSimulation;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  sim = await solvedSimulation(request, 'gestor', 'Pantallas legibles e2e');
});

interface HeaderLabel {
  text: string;
  /** The label's text is wider or taller than its box (cut, with or without an ellipsis). */
  cut: boolean;
}

/** The labels of the header cells the grid has rendered now (leaf columns and column groups). */
function renderedHeaders(grid: Locator): Promise<HeaderLabel[]> {
  return grid.locator('.ag-header-cell-text, .ag-header-group-text').evaluateAll((labels) => labels.map((label) => ({
    text: (label.textContent ?? '').trim(),
    cut: label.scrollWidth > label.clientWidth || label.scrollHeight > label.clientHeight,
  })));
}

/**
 * Every header label of a grid, scrolling it sideways until all its columns have been rendered
 * (the grid draws only the columns in view): its aria-colcount says how many there are.
 */
async function allHeaders(grid: Locator): Promise<HeaderLabel[]> {
  const columns = Number(await grid.locator('[aria-colcount]').first().getAttribute('aria-colcount'));
  expect(columns).toBeGreaterThan(0);
  const seen = new Map<string, HeaderLabel>();
  const leafIds = new Set<string>();
  const scroller = grid.locator('.ag-body-horizontal-scroll-viewport');
  await expect.poll(async () => {
    for (const label of await renderedHeaders(grid)) seen.set(label.text, label.cut ? label : (seen.get(label.text) ?? label));
    for (const id of await grid.locator('.ag-header-cell[col-id]').evaluateAll((cells) => cells.map((c) => c.getAttribute('col-id') ?? ''))) leafIds.add(id);
    // On a busy machine the grid may draw later than the next step: past the end, start again.
    await scroller.evaluate((element) => {
      const end = element.scrollWidth - element.clientWidth;
      element.scrollLeft = element.scrollLeft >= end - 1 ? 0 : element.scrollLeft + Math.max(40, element.clientWidth * 0.75);
    });
    return leafIds.size;
  }, { intervals: [100], timeout: 60_000, message: 'every column of the grid rendered once' }).toBe(columns);
  await scroller.evaluate((element) => { element.scrollLeft = 0; });
  return [...seen.values()];
}

async function noPageSideScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, 'the page does not scroll sideways').toBeLessThanOrEqual(innerWidth);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the schedule of a one-day run shows H1–H24 of every grid inside the viewport', async ({ page }) => {
      expect(sim.programa.motores.length % 24).toBe(0);
      expect(new Set((sim.programa.motores as Array<{ hora: string }>).map((m) => m.hora)).size).toBe(24);
      await login(page, 'gestor');
      await openResults(page, sim.id);
      await expect(page.getByTestId('resultados-schedule')).toBeVisible();
      // One day: no day selector.
      await expect(page.getByTestId('schedule-day-selector')).toHaveCount(0);
      for (const testId of ['grid-engines', 'grid-concepts', 'grid-average-program', 'grid-program']) {
        const grid = page.getByTestId(testId);
        await grid.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await expect(grid.locator('.ag-header-cell[col-id="H24"]')).toHaveCount(1);
        for (const hour of HOURS) {
          const box = await grid.locator(`.ag-header-cell[col-id="${hour}"]`).boundingBox();
          expect(box, `${testId} ${hour} is drawn`).not.toBeNull();
          expect(box!.x, `${testId} ${hour} left edge`).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width, `${testId} ${hour} right edge`).toBeLessThanOrEqual(viewport.width);
          expect(box!.y, `${testId} ${hour} top`).toBeGreaterThanOrEqual(0);
          expect(box!.y + box!.height, `${testId} ${hour} bottom`).toBeLessThanOrEqual(viewport.height);
        }
        // Nothing of the day hides behind the grid's own sideways scroll.
        const inner = await grid.locator('.ag-center-cols-viewport').evaluate((e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
        expect(inner.scroll, `${testId} fits its width`).toBeLessThanOrEqual(inner.client + 1);
        // The equipment or concept name stays pinned on the left.
        await expect(grid.locator('.ag-pinned-left-header .ag-header-cell-text')).toHaveText(testId === 'grid-engines' ? 'Equipo' : 'Concepto');
      }
      // The numbers of the engine grid are shown whole in their compact columns.
      const cutCells = await page.getByTestId('grid-engines').locator('.ag-center-cols-container .ag-cell-value')
        .evaluateAll((cells) => cells.filter((c) => c.scrollWidth > c.clientWidth).map((c) => c.textContent));
      expect(cutCells).toEqual([]);
      await noPageSideScroll(page);
      await page.screenshot({ path: `../test-results/e2e/schedule-${viewport.width}.png` });
    });

    test('no header of the Planta tables or of Peajes is cut', async ({ page }) => {
      await openNewSimulation(page);
      await openTab(page, 'planta');
      const tables = [
        ['Motores de cogeneración', 'planta-motores', 'Potencia máxima (MWe)'],
        ['Calderas de vapor', 'planta-calderas-gas', null],
        ['Calderas eléctricas', 'planta-calderas-electricas', null],
        ['Compresores', 'planta-compresores', null],
      ] as const;
      for (const [subTab, testId, sample] of tables) {
        await page.getByRole('tab', { name: subTab, exact: true }).click();
        const headers = await allHeaders(page.getByTestId(testId));
        expect(headers.filter((h) => h.cut).map((h) => h.text), `${testId}: headers cut`).toEqual([]);
        if (sample) expect(headers.map((h) => h.text)).toContain(sample);
        // The name column stays in view whatever the sideways scroll.
        await expect(page.getByTestId(testId).locator('.ag-pinned-left-header .ag-header-cell')).toHaveCount(1);
        if (testId === 'planta-motores') await page.screenshot({ path: `../test-results/e2e/planta-${viewport.width}.png` });
      }
      await noPageSideScroll(page);
      await openTab(page, 'electricidad', 'Peajes');
      const tolls = await allHeaders(page.getByTestId('peajes'));
      expect(tolls.map((h) => h.text)).toContain('Peaje potencia (€/MW·año)');
      expect(tolls.filter((h) => h.cut).map((h) => h.text), 'peajes: headers cut').toEqual([]);
      await noPageSideScroll(page);
    });

    test('the operation table is headed by equipment names and quantities, not codes', async ({ page }) => {
      await login(page, 'gestor');
      await openResults(page, sim.id);
      await page.getByTestId('resultados-subtab-operation').click();
      const grid = page.getByTestId('grid-operation');
      await expect(grid.locator('.ag-header-group-text', { hasText: 'Motor cogeneración 1' })).toBeVisible();
      const headers = (await allHeaders(grid)).map((h) => h.text);
      for (const expected of ['Fecha y hora', 'Precio electricidad (€/MWh)', 'Vapor (MW)', 'Gas (MW)', 'Electricidad producida (MWe)', 'Motor cogeneración 8', 'Compresor 1', 'Red eléctrica']) {
        expect(headers).toContain(expected);
      }
      // No column code of docs/rules/fields.md ("Operational result columns") shows as a header ('PV_Motor cogeneración 1', 'PCIO_EL', 'DEMV'...).
      const codes = headers.filter((text) => /^[A-Z]{2,}_|^[A-Z_]{4,}$/.test(text));
      expect(codes).toEqual([]);
      await noPageSideScroll(page);
      await grid.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      await page.screenshot({ path: `../test-results/e2e/operation-${viewport.width}.png` });
    });

    test('the futures read in words with dd/MM/yyyy dates', async ({ page }) => {
      await login(page, 'gestor');
      await page.goto('/futuros');
      await typeDate(page.getByRole('textbox', { name: 'Fecha inicio' }), '23/12/2024');
      await typeDate(page.getByRole('textbox', { name: 'Fecha fin' }), '08/01/2025');
      const answer = page.waitForResponse((r) => r.url().includes('/api/descargador-futuros') && r.ok());
      await page.getByRole('button', { name: 'Descargar' }).click();
      await answer;
      for (const [tab, testId, price] of [['OMIP', 'futuros-omip', 'Precio de referencia (€/MWh)'], ['MIBGAS', 'futuros-mibgas', 'Precio de referencia (€/MWh)'], ['CO2', 'futuros-co2', 'Precio (€/t)']] as const) {
        await page.getByRole('tab', { name: new RegExp(`^${tab} \\(`) }).click();
        const grid = page.getByTestId(testId);
        await expect(grid.locator('.ag-row[row-index="0"]')).toBeVisible();
        const headers = (await allHeaders(grid)).map((h) => h.text);
        expect(headers).toContain('Fecha');
        expect(headers).toContain(price);
        expect(headers.filter((text) => text.includes('_') || /^[a-z]/.test(text))).toEqual([]);
        await expect(grid.locator('.ag-row[row-index="0"] [col-id="fecha"]')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
        if (tab === 'OMIP') await page.screenshot({ path: `../test-results/e2e/futuros-${viewport.width}.png` });
      }
      await noPageSideScroll(page);
    });
  });
}

test.describe('a run longer than a day', () => {
  // Two days of schedule: the stored one-day plan followed by itself as H25–H48 (the grids read
  // only the hour labels), so no second solve is needed.
  test.beforeEach(async ({ page }) => {
    await page.route(`**/api/programa/${sim.id}`, async (route) => {
      const day = (await (await route.fetch()).json()) as Record<string, unknown>;
      const twoDays: Record<string, unknown> = { ...day };
      for (const list of ['motores', 'calderas', 'conceptos', 'conceptos_programas']) {
        const items = (day[list] ?? []) as Array<{ hora: string }>;
        twoDays[list] = [...items, ...items.map((item) => ({ ...item, hora: `H${Number(item.hora.slice(1)) + 24}` }))];
      }
      await route.fulfill({ json: twoDays });
    });
  });

  test('shows one day at a time with a day selector, every grid on the same hours', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await login(page, 'gestor');
    await openResults(page, sim.id);
    await expect(page.getByTestId('schedule-day')).toHaveText('Día 1 de 2 · H1–H24');
    const engines = page.getByTestId('grid-engines');
    await expect(engines.locator('.ag-header-cell[col-id="H24"]')).toBeInViewport();
    await expect(engines.locator('.ag-header-cell[col-id="H25"]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Día 2', exact: true }).click();
    await expect(page.getByTestId('schedule-day')).toHaveText('Día 2 de 2 · H25–H48');
    for (const testId of ['grid-engines', 'grid-concepts', 'grid-program']) {
      const grid = page.getByTestId(testId);
      await expect(grid.locator('.ag-header-cell[col-id="H25"]')).toHaveCount(1);
      await expect(grid.locator('.ag-header-cell[col-id="H48"]')).toHaveCount(1);
      await expect(grid.locator('.ag-header-cell[col-id="H1"]')).toHaveCount(0);
    }
    await noPageSideScroll(page);
  });

  test('where a day does not fit, the grids scroll sideways together', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 720 });
    await login(page, 'gestor');
    await openResults(page, sim.id);
    await expect(page.getByTestId('grid-program').locator('.ag-header-cell[col-id="H1"]')).toHaveCount(1);
    const scrolled = (testId: string) => page.getByTestId(testId).locator('.ag-center-cols-viewport').evaluate((e) => e.scrollLeft);
    const engines = page.getByTestId('grid-engines');
    const room = await engines.locator('.ag-center-cols-viewport').evaluate((e) => e.scrollWidth - e.clientWidth);
    expect(room, 'the day is wider than the grid here').toBeGreaterThan(100);
    await engines.locator('.ag-body-horizontal-scroll-viewport').evaluate((e) => { e.scrollLeft = 100; });
    for (const testId of ['grid-engines', 'grid-concepts', 'grid-average-program', 'grid-program']) {
      await expect.poll(() => scrolled(testId), { message: `${testId} follows the scroll` }).toBe(100);
    }
    await noPageSideScroll(page);
  });
});
