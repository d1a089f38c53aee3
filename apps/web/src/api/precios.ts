// Downloader calls (docs/rules/calls.md): GET /api/descargador-precios and GET /api/descargador-futuros,
// both with start_date and end_date (yyyy-MM-dd).
import {
  co2ForDate, futuresResponseSchema, omieRefreshSchema, omieVersionsSchema, quarterPriceRowsSchema, sourceProblemsSchema, type DownloadedPriceRow, type FuturesResponse, type OmieRefresh,
  type PriceResolution, type QuarterPriceRow, type SourceProblems,
} from '@plantasim/domain';
import { endpoints } from '@plantasim/domain';
import { ApiError, callApi } from './client';

export type { DownloadedPriceRow, FuturesResponse, PriceResolution };

export interface DateRange {
  start_date: string;
  end_date: string;
}

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = typeof v === 'number' ? v : Number(String(v).replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};

/** docs/rules/validation.md: the answer must be an array; anything else reads as no data (null). */
export function readPriceRows(body: unknown): DownloadedPriceRow[] | null {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data) ? (body as { data: unknown[] }).data : null;
  if (!list) return null;
  return list.map((r) => {
    const row = (r ?? {}) as Record<string, unknown>;
    const version = num(row.version_omie);
    return { fecha: String(row.fecha ?? ''), omie: num(row.omie), prevision: num(row.prevision), mibgas_2: num(row.mibgas_2), co2: num(row.co2),
      ...(version !== null && Number.isInteger(version) ? { version_omie: version } : {}) };
  });
}

/** 'dia': one row per day (daily means, the server's default); 'hora': one row per hour. */
export async function downloadPrices(range: DateRange, resolution: PriceResolution = 'dia', signal?: AbortSignal): Promise<DownloadedPriceRow[] | null> {
  const query = { ...range, resolucion: resolution === 'hora' ? 'hora' : undefined };
  return readPriceRows(await callApi(endpoints.downloader, { query, signal }));
}

/** The EUA (CO2 futures) price of a day, 'dd/MM/yyyy', from the downloader's daily rows; null without one. */
export async function fetchCo2Price(fecha: string, signal?: AbortSignal): Promise<number | null> {
  const [d, m, y] = fecha.split('/');
  const iso = `${y}-${m}-${d}`;
  return co2ForDate(await downloadPrices({ start_date: iso, end_date: iso }, 'dia', signal), fecha);
}

/** The futures answer, also when it arrives as a JSON string (docs/rules/fields.md). */
export function readFutures(body: unknown): FuturesResponse | null {
  const parsed = futuresResponseSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

export async function downloadFutures(range: DateRange, signal?: AbortSignal): Promise<FuturesResponse> {
  const body = await callApi(endpoints.futures, { query: { ...range }, signal, responseType: 'text' });
  let value: unknown = body;
  try {
    value = typeof body === 'string' ? (JSON.parse(body) as unknown) : body;
  } catch {
    // Not JSON at all: reported below.
  }
  const futures = readFutures(value);
  if (!futures) throw new ApiError(200, 'Respuesta de futuros no válida', body);
  return futures;
}

/** POST /api/descargador-precios/actualizar (full users): the range's OMIE days re-checked for corrections. */
export async function refreshOmie(range: DateRange, signal?: AbortSignal): Promise<OmieRefresh> {
  return omieRefreshSchema.parse(await callApi(endpoints.omieRefresh, { query: { ...range }, signal }));
}

/** GET /api/descargador-precios/estado (full users): the newest problem of each outside source. An
 *  answer that cannot be read gives no warnings (the prices themselves are shown regardless). */
export async function fetchSourceProblems(signal?: AbortSignal): Promise<SourceProblems['fuentes']> {
  const parsed = sourceProblemsSchema.safeParse(await callApi(endpoints.sourceProblems, { signal }));
  return parsed.success ? parsed.data.fuentes : [];
}

/** GET /api/descargar-precios-omie-versiones: { 'yyyy-MM-dd': version } of the range's stored OMIE days. */
export async function fetchOmieVersions(range: { start_date: string; end_date: string }, signal?: AbortSignal): Promise<Record<string, number>> {
  const rows = omieVersionsSchema.parse(await callApi(endpoints.omieVersions, { query: range, signal }));
  return Object.fromEntries(rows.map((r) => [r.fecha, r.version]));
}

/** GET /api/descargar-precios-omie-cuartos (downloaded by the form through the domain's plan,
 *  priceDownloadsFor): the answer must be an array of quarter-hour rows; anything else (or []) → null. */
export function readQuarterPriceRows(body: unknown): QuarterPriceRow[] | null {
  const parsed = quarterPriceRowsSchema.safeParse(body);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}
