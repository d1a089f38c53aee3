// Helpers of the history, Ro, downloader and manual tests: API login for set-up
// calls, typing into the MUI date fields, reading a captured download.
import { expect, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { USERS, type DemoUser } from './fixtures';

/** GET /api/login with Basic credentials; the bearer token for set-up calls. */
export async function apiToken(request: APIRequestContext, who: DemoUser): Promise<string> {
  const { username, password } = USERS[who];
  const basic = Buffer.from(`${username}:${encodeURIComponent(password)}`).toString('base64');
  const answer = await request.get('/api/login', { headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/json' } });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { resultado: string; token: string };
  expect(body.resultado).toBe('ok');
  return body.token;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Replaces the whole date of a MUI date field (dd/MM/yyyy) by typing its digits. */
export async function typeDate(field: Locator, ddmmyyyy: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(ddmmyyyy.replace(/\D/g, ''), { delay: 20 });
  await expect(field).toHaveValue(ddmmyyyy);
}

/** 'dd/MM/yyyy' of a date in UTC (the tests run the browser in UTC). */
export function ddmmyyyy(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
}

export async function downloadedBytes(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** The rendered rows of the AG Grid inside a DataTable (only the ones in view: the grid virtualises). */
export function gridRows(page: Page, testId: string): Locator {
  return page.getByTestId(testId).locator('.ag-center-cols-container .ag-row');
}

/**
 * Opens the history once its first list has been checked for the day warning, and closes that
 * warning when it opened; returns its text (null: none). A test's runs are created on the clock's
 * day (UTC): one made just after midnight leaves a day without a valid simulation, whatever the
 * test made valid before.
 */
export async function openHistoryPage(page: Page): Promise<string | null> {
  await page.goto('/simulaciones');
  await expect(page.getByTestId('simulaciones-count')).toHaveAttribute('data-validity-checked', 'true', { timeout: 20_000 });
  // The warning, when there is one, is rendered with that mark: it is there now or not at all.
  const warning = page.getByRole('dialog', { name: 'Advertencia' });
  if ((await warning.count()) === 0) return null;
  const text = await warning.getByRole('alert').textContent();
  await warning.getByRole('button', { name: 'Cerrar' }).click();
  await expect(warning).toHaveCount(0);
  return text;
}

/** The day (UTC, yyyy-mm-dd) a listed simulation was created on: the day its validity belongs to. */
export const creationDay = (item: { created: string }): string => item.created.slice(0, 10);

/** A yyyy-mm-dd day as messages write it: dd/MM/yyyy. */
export const shownDay = (iso: string): string => iso.split('-').reverse().join('/');

/** A cell by column field in the row whose `rowId` AG Grid knows. */
export function gridCell(page: Page, testId: string, rowId: string, field: string): Locator {
  return page.getByTestId(testId).locator(`.ag-row[row-id="${rowId}"] .ag-cell[col-id="${field}"]`);
}

/** es-ES number with 2 decimals, as the grids show it. */
export const es2 = (n: number): string => new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);

export interface ListedSimulation {
  id: number;
  name: string;
  username: string;
  created: string;
  status: number;
  VALID: number;
  last_update: string;
}

/** The server's base case (GET /api/descargar-caso-base/, a zip with data.json), as an object. */
export async function baseCase(request: APIRequestContext, fullToken: string): Promise<Record<string, unknown>> {
  const answer = await request.get('/api/descargar-caso-base/', { headers: bearer(fullToken) });
  expect(answer.ok()).toBe(true);
  const files = unzipSync(new Uint8Array(await answer.body()));
  const name = Object.keys(files).find((n) => n.endsWith('.json'));
  expect(name).toBeTruthy();
  return JSON.parse(strFromU8(files[name!]!)) as Record<string, unknown>;
}

/** POST /api/lanzar-simulacion/ with the base case renamed; returns the new id (status 3, solving). */
export async function launchSimulation(request: APIRequestContext, token: string, payload: Record<string, unknown>, name: string): Promise<number> {
  const data = { ...payload, metadata: { ...(payload.metadata as object), simulation_name: name } };
  const zip = Buffer.from(zipSync({ 'data.json': strToU8(JSON.stringify(data)) }));
  const answer = await request.post('/api/lanzar-simulacion/', {
    headers: bearer(token),
    multipart: { 'data.zip': { name: 'data.zip', mimeType: 'application/zip', buffer: zip } },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { id: number }).id;
}

/** Polls GET /api/simulacion/:id until the status is one of `statuses`. */
export async function waitForStatus(request: APIRequestContext, token: string, id: number, statuses: number[] = [4], timeoutMs = 150_000): Promise<ListedSimulation> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await request.get(`/api/simulacion/${id}`, { headers: bearer(token) });
    const item = (await answer.json()) as ListedSimulation & { error?: string };
    if (statuses.includes(item.status)) return item;
    if (item.status === 5 || item.status === 6 || Date.now() > deadline) throw new Error(`simulation ${id} ended in status ${item.status} ${item.error ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function listSimulations(request: APIRequestContext, token: string): Promise<ListedSimulation[]> {
  const answer = await request.get('/api/simulacion', { headers: bearer(token) });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as ListedSimulation[];
}
