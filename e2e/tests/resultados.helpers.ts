// Set-up of the Resultados browser tests: a simulation solved by the real server (base case →
// POST /api/lanzar-simulacion/ → status 4), the result parts as the API serves them, and readers for
// the captured files (Excel workbooks, the PDF's page box and text).
import { expect, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import ExcelJS from 'exceljs';
import { addDays, formatDate, monthLabel, parseDate, parsePayload, regenerateSeries } from '@plantasim/domain';
import { USERS, type DemoUser } from './fixtures';

export type Row = Record<string, string | number>;

export interface SolvedSimulation {
  id: number;
  name: string;
  programa: { total_consumo_gas: number; motores: Array<{ concepto: string; hora: string; valor: number; transicion?: string }>; calderas: unknown[]; conceptos: Array<{ concepto: string; hora: string; valor: number }> };
  operacion: { columns: string[]; rows: Row[] };
  economico: { columns: string[]; rows: Row[] };
}

export async function apiLogin(request: APIRequestContext, who: DemoUser): Promise<Record<string, string>> {
  const { username, password } = USERS[who];
  const basic = Buffer.from(`${username}:${encodeURIComponent(password)}`).toString('base64');
  const answer = await request.get('/api/login', { headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/json' } });
  const body = (await answer.json()) as { resultado: string; token: string };
  expect(body.resultado).toBe('ok');
  return { Authorization: `Bearer ${body.token}` };
}

/**
 * Moves a base case to the day after its own (its hourly series regenerated for that day): a plan
 * for tomorrow is still today's or tomorrow's after Madrid's midnight, so a test that acts on the
 * plan in force holds whatever the hour the suite runs at.
 */
export function onNextDay(payload: Record<string, any>): void {
  const start = parseDate(String(payload.configuracion.fechaActual));
  if (!start.ok) throw new Error(`base case date unreadable: ${payload.configuracion.fechaActual}`);
  const next = addDays(start.data, 1);
  const parsed = parsePayload(payload);
  if (!parsed.ok) throw new Error(`base case is not a payload: ${parsed.issues[0]?.message ?? ''}`);
  const moved = regenerateSeries({ ...parsed.data, configuracion: { ...parsed.data.configuracion, fechaActual: formatDate(next), mes: monthLabel(next) } });
  Object.assign(payload, moved);
}

/** Result tables as { columns, rows } whether the server stores a table or a row array. */
function table(body: unknown): { columns: string[]; rows: Row[] } {
  if (Array.isArray(body)) return { columns: body.length ? Object.keys(body[0] as object) : [], rows: body as Row[] };
  const t = body as { columns?: string[]; rows?: Row[] };
  return { columns: t.columns ?? Object.keys(t.rows?.[0] ?? {}), rows: t.rows ?? [] };
}

/**
 * Launches the base case (read by the full user: operators cannot read it; `edit` changes it first)
 * as `who`, waits for status 4 and reads the result parts.
 */
export async function solvedSimulation(
  request: APIRequestContext, who: DemoUser, name: string, edit: (payload: Record<string, any>) => void = () => undefined,
): Promise<SolvedSimulation> {
  const full = await apiLogin(request, 'gestor');
  const base = await request.get('/api/descargar-caso-base/', { headers: full });
  expect(base.ok()).toBe(true);
  const files = unzipSync(new Uint8Array(await base.body()));
  const payload = JSON.parse(strFromU8(files['data.json']!)) as { metadata: Record<string, unknown> };
  payload.metadata = { ...payload.metadata, simulation_name: name };
  edit(payload);
  const headers = who === 'gestor' ? full : await apiLogin(request, who);
  const launch = await request.post('/api/lanzar-simulacion/', {
    headers,
    multipart: { file: { name: 'data.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync({ 'data.json': strToU8(JSON.stringify(payload)) })) } },
  });
  expect(launch.status(), await launch.text()).toBe(200);
  const { id } = (await launch.json()) as { id: number };
  let detail: { status: number; name: string; error: string | null } = { status: 3, name, error: null };
  await expect.poll(async () => {
    detail = (await (await request.get(`/api/simulacion/${id}`, { headers })).json()) as typeof detail;
    return detail.status;
  }, { timeout: 150_000, intervals: [1000, 2000] }).not.toBe(3);
  expect(detail.status, `solve ended ${detail.status}: ${detail.error}`).toBe(4);
  // The explanation follows the results as a job of its own: the pages read it once it is ready.
  await expect.poll(async () => ((await (await request.get(`/api/simulacion/${id}`, { headers })).json()) as { explicacion_pendiente?: boolean }).explicacion_pendiente ?? false,
    { timeout: 150_000, intervals: [1000, 2000] }).toBe(false);
  const part = async (path: string) => {
    const answer = await request.get(`/api/${path}/${id}`, { headers });
    expect(answer.ok()).toBe(true);
    return answer.json() as Promise<unknown>;
  };
  return {
    id,
    name: detail.name,
    programa: (await part('programa')) as SolvedSimulation['programa'],
    operacion: table(await part('resultado-operacion')),
    economico: table(await part('resultado-economico')),
  };
}

/** Opens the simulation's form on the Resultados tab and waits for the results. */
export async function openResults(page: Page, id: number): Promise<void> {
  await page.goto(`/resultado-simulacion/${id}`);
  await page.getByTestId('tab-resultados').click();
  await expect(page.getByTestId('resultados-tab')).toBeVisible({ timeout: 20_000 });
}

export async function downloadOf(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]) as [Download, void];
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

export interface WorkbookRead {
  /** Sheet names in workbook order. */
  names: string[];
  /** Each sheet's used range as rows of cells, empty cells null. */
  sheets: Map<string, unknown[][]>;
}

export async function readWorkbook(bytes: Buffer): Promise<WorkbookRead> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const sheets = new Map<string, unknown[][]>();
  for (const ws of book.worksheets) {
    const rows: unknown[][] = [];
    for (let r = 1; r <= ws.rowCount; r++) {
      rows.push(Array.from({ length: ws.columnCount }, (_, c) => ws.getRow(r).getCell(c + 1).value ?? null));
    }
    sheets.set(ws.name, rows);
  }
  return { names: book.worksheets.map((ws) => ws.name), sheets };
}

/** A sheet as rows of cells (header row included), empty cells given as `empty`. */
export function sheetRows(book: WorkbookRead, name: string, empty: '' | null = ''): unknown[][] {
  const rows = book.sheets.get(name);
  expect(rows, `sheet ${name}`).toBeDefined();
  return rows!.map((row) => row.map((cell) => cell ?? empty));
}

/** A number as the interface language writes it (es 46.894,00; en 46,894.00), thousands always grouped. */
export const uiNumber = (lang: 'es' | 'en', n: number, decimals = 2): string =>
  new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: 'always' } as Intl.NumberFormatOptions)
    .format(n).replace(/^-(0[.,]?0*)$/, '$1');

/** es-ES with a fixed number of decimals, as the Spanish grids show numbers. */
export const esNumber = (n: number, decimals = 2): string => uiNumber('es', n, decimals);

export const sum = (rows: Row[], column: string): number => rows.reduce((a, r) => a + Number(r[column] ?? 0), 0);

/** The cell of a column in a grid's pinned bottom row, scrolling the grid sideways until AG Grid renders it. */
export async function pinnedBottomCell(page: Page, testId: string, column: string): Promise<Locator> {
  const grid = page.getByTestId(testId);
  const cell = grid.locator(`.ag-floating-bottom .ag-cell[col-id="${column}"]`);
  for (let step = 0; step < 60 && (await cell.count()) === 0; step++) {
    await grid.locator('.ag-body-horizontal-scroll-viewport').evaluate((el) => { el.scrollLeft += 500; });
    await page.waitForTimeout(50);
  }
  return cell;
}
