// Browser tests against the production build served by the REAL server on a fresh PGlite
// database. Debian's Chromium only: browsers are never downloaded.
import { defineConfig, devices } from '@playwright/test';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 8765);
const baseURL = `http://127.0.0.1:${port}`;
// The data folder is wiped by the server command itself, not here: this file is also
// evaluated inside every worker, which must not touch the running server's data.
const dataDir = path.join(os.tmpdir(), `plantasim-e2e-${port}`);
const webDist = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(repoRoot, 'apps/web/dist'); // a private build when others rebuild dist

/** The business-intelligence report the test server's config.json names. */
const REPORT_URL = 'https://informes.example/plantasim';
/** The plant's name in that config.json (printed on the operators' sheet). */
const PLANT_NAME = 'Planta Norte';

const DAY_VALIDITY_SPECS = /simulaciones-lifecycle\.spec\.ts$/;
// Plan vs real makes its plan the valid one and then reads the bridge for a minute: a spec that
// re-activates its own run meanwhile would take the validity away, so it runs alone, last.
const PLAN_VS_REAL_SPECS = /plan-vs-real\.spec\.ts$/;
const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous: the machines are small and shared; a real failure still fails, just later.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../test-results/e2e',
  use: {
    baseURL,
    locale: 'es-ES',
    timezoneId: 'UTC',
    // The login animation stands still (the machine is shared); login-animation.spec.ts plays it.
    contextOptions: { reducedMotion: 'reduce' },
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: [DAY_VALIDITY_SPECS, PLAN_VS_REAL_SPECS] },
    // The day's valid simulation is one per day for the whole server: specs that assert what
    // happens when it is unmarked or deleted run after every other spec, never beside one that
    // activates its own run for today. (One of them alone: `playwright test <file> --no-deps`.)
    { name: 'day-validity', use: chromium, testMatch: DAY_VALIDITY_SPECS, dependencies: ['chromium'] },
    { name: 'plan-vs-real', use: chromium, testMatch: PLAN_VS_REAL_SPECS, dependencies: ['day-validity'] },
  ],
  webServer: {
    // A report address is configured (header.spec shows Informes, and hides it when config.json names none).
    command: `rm -rf '${dataDir}' && mkdir -p '${dataDir}' && printf '%s' '${JSON.stringify({ url_informe_bi: REPORT_URL, nombre_planta: PLANT_NAME })}' > '${dataDir}/config.json' && npm run build -w @plantasim/server && npm run start -w @plantasim/server`,
    cwd: repoRoot,
    url: `${baseURL}/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Many logins per minute from one address: lift the login rate limit for the test run.
    env: { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', WEB_DIST: webDist, NODE_ENV: 'production', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '10000', MARKET_DATA_DIR: path.resolve(repoRoot, '../shared/market-data'), MARKET_DATA_HTTP: 'off' },
  },
});
