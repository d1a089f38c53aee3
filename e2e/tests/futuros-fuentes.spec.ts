// Futures that arrive by themselves: a second server of the production build whose OMIP, MIBGAS
// and CO2 sources are a local HTTP server replaying the recorded official files (no MARKET_DATA_DIR).
// The futures page shows the three tabs with where their data came from and exports Futuros.xlsx;
// the price downloader's co2 column is filled from the CO2 source. Then the CO2 source answers a
// file cut inside a price: both pages keep the stored 71,13 and say "Respuesta incompleta" with the
// source and time.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect as baseExpect, test } from '@playwright/test';
import { login } from './fixtures';
import { expectFuturesWorkbook, type Futures } from './futuresHelpers';
import { apiToken, bearer, es2, typeDate } from './screenHelpers';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shared = (...p: string[]) => readFileSync(path.resolve(repoRoot, '../shared/market-data', ...p));
const basePort = Number(process.env.E2E_PORT ?? 8765);
const appPort = basePort + 1;
const replayPort = basePort + 2;
const appUrl = `http://127.0.0.1:${appPort}`;
const replayUrl = `http://127.0.0.1:${replayPort}`;

// Recorded answers of the sources, by path.
const recorded: Record<string, { body: Buffer; type: string }> = {
  '/omip/ES_EL.xlsx': { body: shared('futures', 'omip', 'omip_ES_EL_date_range2025_20260511.xlsx'), type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  '/eua.csv': { body: shared('futures', 'eua', 'Carbon Emissions Futures Historical Data.csv'), type: 'text/csv' },
  '/es/file-access/MIBGAS_Data_2024.xlsx': { body: shared('mibgas', 'MIBGAS_Data_2024.xlsx'), type: 'application/octet-stream' },
};

/** When set, the CO2 source answers its file cut inside the 20/02/2025 price ('71.13' -> '7'). */
let co2Cut = false;
const euaText = recorded['/eua.csv']!.body.toString('utf8');
const line20 = euaText.split('\n').find((l) => l.startsWith('"02/20/2025"'))!;
const euaCut = Buffer.from(`${euaText.slice(0, euaText.indexOf(line20))}"02/20/2025","7`, 'utf8');

let replay: Server;
let app: ChildProcess;
let dataDir: string;

test.use({ baseURL: appUrl });

test.beforeAll(async () => {
  // A second server starts here (PGlite, migrations, demo users): slow on a busy machine.
  test.setTimeout(180_000);
  replay = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    if (co2Cut && path === '/eua.csv') { res.writeHead(200, { 'content-type': 'text/csv' }).end(euaCut); return; }
    const hit = recorded[path];
    if (!hit) { res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>No encontrado</body></html>'); return; }
    res.writeHead(200, { 'content-type': hit.type }).end(hit.body);
  });
  await new Promise<void>((resolve) => replay.listen(replayPort, '127.0.0.1', resolve));

  dataDir = mkdtempSync(path.join(os.tmpdir(), `plantasim-e2e-fuentes-${appPort}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env, DATA_DIR: dataDir, PORT: String(appPort), HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'info',
    LOGIN_RATE_LIMIT: '10000', WEB_DIST: process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    MARKET_DATA_HTTP: 'on', OMIP_URL: `${replayUrl}/omip/ES_EL.xlsx`, CO2_URL: `${replayUrl}/eua.csv?start={start}`,
    MIBGAS_BASE_URL: replayUrl, OMIE_BASE_URL: replayUrl, MARKET_DATA_TIMEOUT_MS: '5000',
    // The pages' deadline is for users on a live source; here the first read of each recorded
    // workbook is what the page must show, however slowly the shared machine parses it.
    MARKET_DATA_PAGE_DEADLINE_MS: '120000',
  };
  delete env.MARKET_DATA_DIR;
  app = spawn('npm', ['run', 'start', '-w', '@plantasim/server'], { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
  // Ready when the server logs that it listens (Fastify's own line, at LOG_LEVEL info); the output
  // is read to the end so the child never blocks on a full pipe.
  const listening = new Promise<void>((resolve, reject) => {
    let seen = '';
    app.stdout!.on('data', (chunk: Buffer) => {
      if (seen === 'ready') return;
      seen += chunk.toString('utf8');
      if (seen.includes(`Server listening at ${appUrl}`)) { seen = 'ready'; resolve(); }
    });
    app.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  await listening;
});

test.afterAll(async () => {
  if (app?.pid) { try { process.kill(-app.pid, 'SIGTERM'); } catch { /* already gone */ } }
  await new Promise<void>((resolve) => (replay ? replay.close(() => resolve()) : resolve()));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});


test('the futures page shows OMIP, MIBGAS and CO2 from their HTTP sources and exports Futuros.xlsx', async ({ page, request }) => {
  await login(page, 'gestor');
  await page.goto('/futuros');
  await typeDate(page.getByRole('textbox', { name: 'Fecha inicio' }), '23/12/2024');
  await typeDate(page.getByRole('textbox', { name: 'Fecha fin' }), '08/01/2025');
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/descargador-futuros')),
    page.getByRole('button', { name: 'Descargar' }).click(),
  ]);
  expect(answer.status()).toBe(200);
  const token = await apiToken(request, 'gestor');
  const expected = (await (await request.get('/api/descargador-futuros?start_date=2024-12-23&end_date=2025-01-08', { headers: bearer(token) })).json()) as Futures;
  for (const key of ['omip', 'mibgas', 'co2'] as const) expect(expected[key].data.length, key).toBeGreaterThan(0);

  await expect(page.getByRole('tab', { name: `OMIP (${expected.omip.data.length})` })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('futuros-estado-omip')).toHaveText('Datos disponibles · Último día obtenido: 11/05/2026 (descarga HTTP)');
  await page.getByRole('tab', { name: `MIBGAS (${expected.mibgas.data.length})` }).click();
  await expect(page.getByTestId('futuros-estado-mibgas')).toContainText('(descarga HTTP)');
  await page.getByRole('tab', { name: `CO2 (${expected.co2.data.length})` }).click();
  await expect(page.getByTestId('futuros-estado-co2')).toHaveText('Datos disponibles · Último día obtenido: 27/02/2025 (descarga HTTP)');
  const first = expected.co2.data[0]!;
  await expect(page.getByTestId('futuros-co2').locator('.ag-row[row-id="0"] [col-id="precio"]')).toHaveText(es2(Number(first.precio)));

  await expectFuturesWorkbook(page, expected);
});

test('the price downloader fills the co2 column from the CO2 source', async ({ page }) => {
  await login(page, 'gestor');
  await page.goto('/precios');
  await typeDate(page.getByRole('textbox', { name: 'Fecha inicio' }), '24/02/2025');
  await typeDate(page.getByRole('textbox', { name: 'Fecha fin' }), '28/02/2025');
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/descargador-precios')),
    page.getByRole('button', { name: 'Descargar' }).click(),
  ]);
  await expect(page.getByTestId('precios-table').locator('.ag-row[row-id="27/02/2025"] [col-id="co2"]')).toHaveText('70,33');
});

test('a CO2 answer cut inside a price is refused: both pages keep the stored 71,13 and say so', async ({ page }) => {
  co2Cut = true;
  await login(page, 'gestor');
  await page.goto('/futuros');
  await typeDate(page.getByRole('textbox', { name: 'Fecha inicio' }), '17/02/2025');
  await typeDate(page.getByRole('textbox', { name: 'Fecha fin' }), '28/02/2025');
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/descargador-futuros')),
    page.getByRole('button', { name: 'Descargar' }).click(),
  ]);
  await page.getByRole('tab', { name: /^CO2/ }).click();
  const state = page.getByTestId('futuros-estado-co2');
  await expect(state).toContainText(`Respuesta incompleta de 127.0.0.1:${replayPort}/eua.csv (`);
  await expect(state).toContainText('Datos disponibles');
  await expect(page.getByTestId('futuros-co2').locator('.ag-row', { hasText: '20/02/2025' }).locator('[col-id="precio"]')).toHaveText('71,13');
  await page.screenshot({ path: test.info().outputPath('futuros-co2-incompleta.png') });

  await page.goto('/precios');
  await typeDate(page.getByRole('textbox', { name: 'Fecha inicio' }), '17/02/2025');
  await typeDate(page.getByRole('textbox', { name: 'Fecha fin' }), '28/02/2025');
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/descargador-precios/estado')),
    page.getByRole('button', { name: 'Descargar' }).click(),
  ]);
  await expect(page.getByTestId('precios-avisos')).toContainText(`CO2: Respuesta incompleta de 127.0.0.1:${replayPort}/eua.csv (`);
  await expect(page.getByTestId('precios-table').locator('.ag-row[row-id="20/02/2025"] [col-id="co2"]')).toHaveText('71,13');
  await page.screenshot({ path: test.info().outputPath('precios-avisos.png') });
});
