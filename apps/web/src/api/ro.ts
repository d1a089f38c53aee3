// Ro master calls (docs/rules/calls.md): GET /api/ro, POST /api/ro/, PUT /api/ro/{DATE_RO}, DELETE
// /api/ro/{DATE_RO}. The answers carry { status, message }; a failing status is an error whose
// message the screen shows as the server wrote it (docs/rules/messages.md).
import { useQuery } from '@tanstack/react-query';
import { roEstimateAnswerSchema, endpoints, type RoCreateBody, type RoEstimateAnswer, type RoMasterRow } from '@plantasim/domain';
import { ApiError, callApi, callRoute } from './client';

export type { RoMasterRow };

export const roKeys = { master: ['ro', 'master'] as const };

/** Rows of GET /api/ro as an array, whatever wrapper the server uses. */
export function readRoRows(body: unknown): RoMasterRow[] {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' ? ((body as Record<string, unknown>).data ?? []) : [];
  if (!Array.isArray(list)) return [];
  return list.map((r: Record<string, unknown>) => ({
    DATE_RO: String(r.DATE_RO ?? '').slice(0, 10),
    VALUE: Number(r.VALUE ?? 0),
    USER_MOD: r.USER_MOD === undefined || r.USER_MOD === null ? null : String(r.USER_MOD),
    DATETIME_MOD: r.DATETIME_MOD === undefined || r.DATETIME_MOD === null ? null : String(r.DATETIME_MOD),
  }));
}

/** GET /api/ro: the whole master, or the months of a range (yyyy-mm-01). */
export async function fetchRo(range?: { start_date: string; end_date: string }, signal?: AbortSignal): Promise<RoMasterRow[]> {
  return readRoRows(await callApi(endpoints.roList, { query: range, signal }));
}

export function useRoMaster() {
  return useQuery({ queryKey: roKeys.master, queryFn: ({ signal }) => fetchRo(undefined, signal) });
}

/** A 200 answer can still report a failure in its body ({ status: 'error' | 4xx, message }). */
export function checkStatusBody(body: unknown): unknown {
  if (body && typeof body === 'object') {
    const { status, message } = body as { status?: unknown; message?: unknown };
    const failed = (typeof status === 'number' && status >= 400) || (typeof status === 'string' && /^(error|ko|fail)/i.test(status));
    if (failed) throw new ApiError(typeof status === 'number' ? status : 400, typeof message === 'string' ? message : String(status), body);
  }
  return body;
}

/** A month's value as the screen writes it (USER_MOD is ignored: the server records the token's user). */
export type RoWrite = RoCreateBody & { DATE_RO: string; VALUE: number };

export async function createRo(row: RoWrite): Promise<unknown> {
  return checkStatusBody(await callApi(endpoints.roCreate, { body: row }));
}

export async function updateRo(row: RoWrite): Promise<unknown> {
  return checkStatusBody(await callApi(endpoints.roUpdate, { params: { DATE_RO: row.DATE_RO }, body: row }));
}

export async function deleteRo(date: string): Promise<unknown> {
  return checkStatusBody(await callApi(endpoints.roDelete, { params: { DATE_RO: date } }));
}

export const roEstimateKeys = {
  range: (range: { start_date?: string; end_date?: string; codigo_it?: string }) => ['ro', 'estimado', range] as const,
};

/** GET /api/ro/estimado: the Ro of the range's quarters estimated from futures, with their inputs. */
export async function fetchRoEstimates(range: { start_date?: string; end_date?: string; codigo_it?: string }, signal?: AbortSignal): Promise<RoEstimateAnswer> {
  const query = Object.fromEntries(Object.entries(range).filter(([, v]) => v)) as Record<string, string>;
  return callRoute('roEstimate', roEstimateAnswerSchema, { query, signal });
}

/** The estimated value of each quarter that has one ({ '2027-T1': 58.25 }). */
export const estimatesByQuarter = (answer: RoEstimateAnswer): Record<string, number> =>
  Object.fromEntries(answer.trimestres.flatMap((q) => (q.valor === null ? [] : [[q.trimestre, q.valor] as const])));

export function useRoEstimates(range: { start_date?: string; end_date?: string; codigo_it?: string }, enabled = true) {
  return useQuery({ queryKey: roEstimateKeys.range(range), queryFn: ({ signal }) => fetchRoEstimates(range, signal), enabled, staleTime: 5 * 60_000 });
}
