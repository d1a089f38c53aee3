// History list calls (SPEC §7): GET /api/simulacion, GET /api/cambiar-estado, DELETE
// /api/borrar-simulacion/{id}, and the live status stream GET /api/simulacion/eventos (SSE, the
// token in ?token= because EventSource cannot send headers).
import { useQuery } from '@tanstack/react-query';
import type { SimulationListItem } from '@plantasim/domain';
import { apiRequest } from './client';
import { getSession } from './session';

export type { SimulationListItem };

export const simulacionesKeys = { list: ['simulaciones', 'list'] as const };

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
  }));
}

export async function fetchSimulations(signal?: AbortSignal): Promise<SimulationListItem[]> {
  return readSimulationList(await apiRequest<unknown>('/api/simulacion', { signal }));
}

export function useSimulations() {
  return useQuery({ queryKey: simulacionesKeys.list, queryFn: ({ signal }) => fetchSimulations(signal), staleTime: 0 });
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

/**
 * Opens the status stream; `onEvent` gets every { id, status } message. EventSource reconnects
 * by itself after a network cut. Returns the function that closes the stream.
 */
export function subscribeSimulationEvents(onEvent: (event: SimulationStatusEvent) => void, onReconnect?: () => void): () => void {
  const session = getSession();
  if (!session || typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(`/api/simulacion/eventos?token=${encodeURIComponent(session.token)}`);
  let opened = false;
  const handle = (message: MessageEvent<string>) => {
    try {
      const data = JSON.parse(message.data) as Partial<SimulationStatusEvent>;
      if (data && data.id !== undefined && typeof data.status === 'number') onEvent({ id: data.id, status: data.status, VALID: data.VALID, last_update: data.last_update });
    } catch {
      // Comments and keep-alives are not JSON.
    }
  };
  source.onmessage = handle;
  source.addEventListener('status', handle as EventListener);
  // After a reconnection the list may have missed events: let the page reload it.
  source.onopen = () => {
    if (opened) onReconnect?.();
    opened = true;
  };
  return () => source.close();
}
