// Simulation form calls (docs/rules/calls.md): the payload travels as data.zip holding data.json (fflate).
//   GET  /api/descargar-caso-base/        zip → payload of a new simulation
//   GET  /api/descargar-entrada/{id}      zip → inputs of an existing simulation
//   POST /api/lanzar-simulacion/          multipart data.zip (601 = validation failure)
//   POST /api/cargar-caso-base/           multipart field `file` (overwrites the base case)
//   POST /api/descargar-in/               multipart data.zip → IN.zip
//   POST /api/simulacion/{id}/activar     marks an existing simulation valid
//   GET  /api/ro?start_date&end_date      Ro of the horizon's months
//   GET  /api/descargar-precios-*         market prices [{ fecha_hora, hora, valor }]
//   GET  /api/estado-inicial?fecha=       engines' state before H1 from the previous day's valid simulation
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import {
  initialStateResponseSchema, endpoints, monthLabel, parseIsoDate, priceRowsSchema, type Endpoint, type InitialStateResponse, type MarketPriceRow, type PriceDownload,
  type QuarterPriceRow, type StoredSimulationAnswer,
} from '@plantasim/domain';
import { apiRequest, callApi, callRoute, type CallArgs } from './client';
import { readQuarterPriceRows } from './precios';
import { fetchRo } from './ro';

export const DATA_FILE = 'data.json';

/** A zip holding data.json with the value as JSON. */
export function zipJson(value: unknown): Uint8Array {
  return zipSync({ [DATA_FILE]: strToU8(JSON.stringify(value)) }, { level: 6 });
}

/** The JSON of the first .json file of a zip (data.json preferred); null when there is none or it is not JSON. */
export function jsonFromZip(bytes: Uint8Array): unknown {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes);
  } catch {
    return null;
  }
  const name = DATA_FILE in files ? DATA_FILE : Object.keys(files).find((n) => n.toLowerCase().endsWith('.json'));
  if (!name) return null;
  try {
    return JSON.parse(strFromU8(files[name]!)) as unknown;
  } catch {
    return null;
  }
}

async function zipBlobJson<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<unknown> {
  const blob = await callApi<Blob, Endpoint>(endpoint, { ...options, responseType: 'blob' });
  return jsonFromZip(new Uint8Array(await blob.arrayBuffer()));
}

function zipForm(value: unknown, field: string, fileName: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([zipJson(value) as BlobPart], { type: 'application/zip' }), fileName);
  return form;
}

/** GET /api/descargar-caso-base/ → the payload JSON (not validated here). */
export function fetchBaseCase(signal?: AbortSignal): Promise<unknown> {
  return zipBlobJson(endpoints.baseCase, { signal });
}

/** GET /api/descargar-entrada/{id} → the stored inputs JSON. */
export function fetchSimulationInputs(id: string, signal?: AbortSignal): Promise<unknown> {
  return zipBlobJson(endpoints.inputs, { params: { id }, signal });
}

/** The stored simulation (contract: storedSimulationSchema); typed, not parsed here, like before. */
export type LaunchAnswer = StoredSimulationAnswer;

/** POST /api/lanzar-simulacion/; a 601 answer arrives as ApiError(601) with { reasons } in body. */
export function launchSimulation(payload: unknown): Promise<LaunchAnswer> {
  return callApi<LaunchAnswer>(endpoints.launch, { body: zipForm(payload, 'file', 'data.zip') });
}

/** POST /api/cargar-caso-base/ with the current data. */
export function saveBaseCase(payload: unknown): Promise<unknown> {
  return callApi(endpoints.saveBaseCase, { body: zipForm(payload, 'file', 'data.zip') });
}

/** POST /api/descargar-in/ → IN.zip blob. */
export function downloadInputFile(payload: unknown): Promise<Blob> {
  return callApi<Blob>(endpoints.downloadIn, { body: zipForm(payload, 'file', 'data.zip'), responseType: 'blob' });
}

/** POST /api/simulacion/{id}/activar */
export function activateSimulation(id: string | number): Promise<unknown> {
  return callApi(endpoints.activate, { params: { id } });
}

/** Ro of the months of a range as { 'ene 2025': value } (DATE_RO 'yyyy-MM-01' → month label). */
export async function fetchRoValues(range: { start_date: string; end_date: string }, signal?: AbortSignal): Promise<Record<string, number>> {
  const rows = await fetchRo(range, signal);
  const out: Record<string, number> = {};
  for (const r of rows) {
    const d = parseIsoDate(r.DATE_RO.slice(0, 10));
    if (d.ok && Number.isFinite(r.VALUE)) out[monthLabel(d.data)] = r.VALUE;
  }
  return out;
}

/** docs/rules/validation.md: the answer must be an array of rows; anything else (or []) is "not available" → null. */
export function readMarketRows(body: unknown): MarketPriceRow[] | null {
  const rows = priceRowsSchema.safeParse(body);
  return rows.success && rows.data.length > 0 ? rows.data : null;
}

/** One market download of the domain's plan; null when not available (logged, docs/rules/messages.md). */
export async function downloadMarketPrices(d: PriceDownload, signal?: AbortSignal): Promise<MarketPriceRow[] | QuarterPriceRow[] | null> {
  try {
    const body = await apiRequest<unknown>(d.path, { query: { start_date: d.start_date, end_date: d.end_date }, signal });
    const rows = d.kind === 'omie-cuartos' ? readQuarterPriceRows(body) : readMarketRows(body);
    if (!rows) console.warn(`Prices not available: ${d.kind} ${d.start_date}..${d.end_date}`);
    return rows;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.warn(`Price download failed: ${d.kind}`, error);
    return null;
  }
}

/** GET /api/estado-inicial?fecha= → the engines' state carried from the previous day's valid simulation. */
export async function fetchInitialState(fecha: string, signal?: AbortSignal): Promise<InitialStateResponse> {
  return callRoute('initialState', initialStateResponseSchema, { query: { fecha }, signal });
}
