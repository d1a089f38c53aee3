// The Resultados tab of a planning year in a real browser: the year of results.bench.ts
// served by the real server with a production build of the web app, opened in Debian's Chromium.
// For each step (open the tab, the operation sub-tab, the economic sub-tab, back to the schedule)
// it reports the wall time until the step's content is on screen and the main thread's long tasks
// (> 50 ms, PerformanceObserver 'longtask'): the longest one (how long the page froze at once),
// their count and the total blocking time (sum of each task's time beyond 50 ms). Median of
// RESULTS_BROWSER_RUNS fresh pages (default 3). One JSON line.
//   npm run build -w @plantasim/web && npx tsx bench/src/resultsBrowser.ts
// Environment: RESULTS_WEB_DIST (the build to serve, default apps/web/dist), CHROMIUM_PATH
// (default /usr/bin/chromium), and those of results.bench.ts (RESULTS_PGLITE, RESULTS_DATABASE_URL).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startYearServer } from './results.bench.ts';

const RUNS = Math.max(1, Number(process.env.RESULTS_BROWSER_RUNS ?? 3));
const webDist = resolve(process.env.RESULTS_WEB_DIST ?? join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist'));
if (!existsSync(join(webDist, 'index.html'))) throw new Error(`no hay build de la web en ${webDist} (npm run build -w @plantasim/web)`);

interface StepFigures { ms: number; longest_task_ms: number; blocking_ms: number; long_tasks: number }
type LongTask = { start: number; duration: number };

const round = (x: number) => Math.round(x);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

async function step(page: Page, act: () => Promise<void>, ready: () => Promise<void>): Promise<StepFigures> {
  const t0 = await page.evaluate(() => performance.now());
  await act();
  await ready();
  const t1 = await page.evaluate(() => performance.now());
  await page.waitForTimeout(500); // work queued right after the content showed (charts' first paint) counts too
  const tasks = await page.evaluate((from) => ((window as unknown as { __longTasks: LongTask[] }).__longTasks).filter((t) => t.start >= from), t0);
  return {
    ms: round(t1 - t0),
    longest_task_ms: round(Math.max(0, ...tasks.map((t) => t.duration))),
    blocking_ms: round(tasks.reduce((a, t) => a + Math.max(0, t.duration - 50), 0)),
    long_tasks: tasks.length,
  };
}

export async function runBrowser(): Promise<Record<string, unknown>> {
  const server = await startYearServer({ webDist });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const steps: Record<string, StepFigures[]> = { open_results: [], operation_tab: [], economic_tab: [], schedule_tab: [] };
  let heapMb = 0;
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-ES', timezoneId: 'UTC', reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const store: LongTask[] = [];
        (window as unknown as { __longTasks: LongTask[] }).__longTasks = store;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) store.push({ start: e.startTime, duration: e.duration });
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(`${server.base}/favicon.svg`);
      await page.evaluate((session) => localStorage.setItem('plantasim.session', session), JSON.stringify({ token: server.token, username: 'gestor', role: 'full' }));
      await page.goto(`${server.base}/resultado-simulacion/${server.simulationId}`);
      await page.getByTestId('tab-resultados').waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1500); // the form settles before the measured clicks

      const visible = (testId: string) => page.getByTestId(testId).first().waitFor({ state: 'visible', timeout: 120_000 });
      const chartReady = (testId: string) => page.locator(`[data-testid="${testId}"][data-ready="true"]`).waitFor({ timeout: 120_000 });
      steps.open_results!.push(await step(page, () => page.getByTestId('tab-resultados').click(), async () => {
        await visible('resultados-tab');
        await visible('grid-engines');
      }));
      steps.operation_tab!.push(await step(page, () => page.getByTestId('resultados-subtab-operation').click(), async () => {
        await chartReady('chart-steam');
        await chartReady('chart-prices');
        await page.getByTestId('grid-operation').locator('.ag-center-cols-container .ag-row').first().waitFor({ timeout: 120_000 });
      }));
      steps.economic_tab!.push(await step(page, () => page.getByTestId('resultados-subtab-economic').click(), async () => {
        await chartReady('chart-profit');
        await page.getByTestId('grid-economic').locator('.ag-floating-bottom .ag-row').first().waitFor({ timeout: 120_000 });
      }));
      steps.schedule_tab!.push(await step(page, () => page.getByTestId('resultados-subtab-schedule').click(), () => visible('grid-engines')));
      heapMb = Math.max(heapMb, await page.evaluate(() => Math.round(((performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0) / 2 ** 20)));
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const summary = Object.fromEntries(Object.entries(steps).map(([name, list]) => [name, {
    ms: median(list.map((s) => s.ms)),
    longest_task_ms: median(list.map((s) => s.longest_task_ms)),
    blocking_ms: median(list.map((s) => s.blocking_ms)),
    long_tasks: median(list.map((s) => s.long_tasks)),
  }]));
  return { engine: server.engine, runs: RUNS, web_dist: webDist, js_heap_mb: heapMb, ...summary };
}

console.log(JSON.stringify({ bench: 'resultsBrowser', ...(await runBrowser()) }));
process.exit(0);
