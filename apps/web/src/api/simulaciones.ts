// History list calls (SPEC §7): GET /api/simulacion, GET /api/simulacion/{id} (one run, with how far it
// is while it runs), GET /api/cambiar-estado, DELETE /api/borrar-simulacion/{id}, POST
// /api/simulacion/{id}/cancelar, and the live status stream GET /api/simulacion/eventos (SSE).
// EventSource cannot send headers and the login token must never travel in a URL: each connection
// opens with a one-minute ticket from POST /api/simulacion/eventos/ticket.
import { useQuery } from '@tanstack/react-query';
import type { SimulationListItem } from '@plantasim/domain';
import { apiRequest } from './client';
import { getSession } from './session';

export type { SimulationListItem };

export const simulacionesKeys = {
  list: ['simulaciones', 'list'] as const,
  detail: (id: string) => ['simulaciones', 'detail', id] as const,
};

/** The list as the server sends it: an array, or { data: [...] } / { simulaciones: [...] }. */
export function readSimulationList(body: unknown): SimulationListItem[] {
  const list = Array.isArray(body)
    ? body
    : body && typeof body === 'object'
      ? ((body as Record<string, unknown>).data ?? (body as Record<string, unknown>).simulaciones ?? [])
      : [];
  if (!Array.isArray(list)) return [];
  return list.map((item: Record<string, unknown>) => ({
    id: item.id as SimulationListItem['id'],
    name: String(item.name ?? ''),
    username: String(item.username ?? ''),
    created: String(item.created ?? ''),
    status: Number(item.status) as SimulationListItem['status'],
    VALID: Number(item.VALID ?? item.valid ?? 0) === 1 ? 1 : 0,
    last_update: item.last_update === null || item.last_update === undefined ? null : String(item.last_update),
    parent_id: typeof item.parent_id === 'number' ? item.parent_id : null,
  }));
}

export async function fetchSimulations(signal?: AbortSignal): Promise<SimulationListItem[]> {
  return readSimulationList(await apiRequest<unknown>('/api/simulacion', { signal }));
}

export function useSimulations() {
  return useQuery({ queryKey: simulacionesKeys.list, queryFn: ({ signal }) => fetchSimulations(signal), staleTime: 0 });
}

/** How far a running solve is (hours of the horizon, and rolling windows when it has them). */
export interface RunProgress {
  done: number;
  total: number;
  window?: number;
  windows?: number;
}

/** GET /api/simulacion/{id}: one run; `run` only while it runs (null until the solver starts it). */
export interface SimulationDetail {
  id: SimulationListItem['id'];
  name: string;
  status: number;
  created: string;
  error: string | null;
  run?: { started: string; progress: RunProgress | null } | null;
}

export function fetchSimulationDetail(id: string, signal?: AbortSignal): Promise<SimulationDetail> {
  return apiRequest<SimulationDetail>(`/api/simulacion/${encodeURIComponent(id)}`, { signal });
}

/** How often a running run's page asks how far it is (ms). */
export const RUN_REFRESH_MS = 2000;

/** One run, asked again every RUN_REFRESH_MS while it runs (its progress moves; its end brings the results). */
export function useSimulationDetail(id: string) {
  return useQuery({
    queryKey: simulacionesKeys.detail(id),
    queryFn: ({ signal }) => fetchSimulationDetail(id, signal),
    enabled: id !== '',
    refetchInterval: (query) => (query.state.data?.status === 3 ? RUN_REFRESH_MS : false),
    retry: 1,
  });
}

/** POST /api/simulacion/{id}/cancelar: a running run ends as 6 (Cancelada). */
export function cancelSimulation(id: SimulationListItem['id']): Promise<unknown> {
  return apiRequest(`/api/simulacion/${encodeURIComponent(String(id))}/cancelar`, { method: 'POST' });
}

/** GET /api/cambiar-estado: validity 1 or 0 of one simulation. */
export function changeSimulationValidity(id: SimulationListItem['id'], valid: 0 | 1, username?: string): Promise<unknown> {
  return apiRequest('/api/cambiar-estado', { query: { simulation_id: id, new_status: valid, username } });
}

/** DELETE /api/borrar-simulacion/{id} */
export function deleteSimulation(id: SimulationListItem['id']): Promise<unknown> {
  return apiRequest(`/api/borrar-simulacion/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
}

export interface SimulationStatusEvent {
  id: SimulationListItem['id'];
  status: number;
  VALID?: number;
  last_update?: string | null;
}

/** POST /api/simulacion/eventos/ticket: a short-lived ticket that opens the event stream only. */
export async function fetchEventsTicket(): Promise<string> {
  const body = await apiRequest<{ ticket?: unknown }>('/api/simulacion/eventos/ticket', { method: 'POST' });
  if (typeof body?.ticket !== 'string' || !body.ticket) throw new Error('ticket de eventos no recibido');
  return body.ticket;
}

/** Wait before opening the stream again after it dropped or a ticket could not be had (ms). */
export const EVENTS_RETRY_MS = 3000;

/**
 * Opens the status stream; `onEvent` gets every { id, status } message. A ticket is valid for a
 * minute, so EventSource's own reconnection (same URL) would be refused later: on any error the
 * stream is closed and reopened with a new ticket, and `onReconnect` lets the page reload the list
 * it may have missed. Returns the function that closes the stream.
 */
export function subscribeSimulationEvents(onEvent: (event: SimulationStatusEvent) => void, onReconnect?: () => void): () => void {
  if (!getSession() || typeof EventSource === 'undefined') return () => {};
  let closed = false;
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let connections = 0;
  const handle = (message: MessageEvent<string>) => {
    try {
      const data = JSON.parse(message.data) as Partial<SimulationStatusEvent>;
      if (data && data.id !== undefined && typeof data.status === 'number') onEvent({ id: data.id, status: data.status, VALID: data.VALID, last_update: data.last_update });
    } catch {
      // Comments and keep-alives are not JSON.
    }
  };
  const again = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void open();
    }, EVENTS_RETRY_MS);
  };
  const open = async () => {
    let ticket: string;
    try {
      ticket = await fetchEventsTicket();
    } catch {
      if (getSession()) again(); // signed out (401 clears the session): stop here
      return;
    }
    if (closed) return;
    const current = new EventSource(`/api/simulacion/eventos?ticket=${encodeURIComponent(ticket)}`);
    source = current;
    current.onmessage = handle;
    current.addEventListener('status', handle as EventListener);
    current.onopen = () => {
      // After a reconnection the list may have missed events: let the page reload it.
      if (connections > 0) onReconnect?.();
      connections++;
    };
    current.onerror = () => {
      current.close();
      if (source === current) source = undefined;
      again();
    };
  };
  void open();
  return () => {
    closed = true;
    if (retry) clearTimeout(retry);
    source?.close();
  };
}
