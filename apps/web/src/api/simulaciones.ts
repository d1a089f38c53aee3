// History list calls (docs/rules/calls.md): GET /api/simulacion, GET /api/simulacion/{id} (one run, with how far it
// is while it runs), GET /api/cambiar-estado, DELETE /api/borrar-simulacion/{id}, POST
// /api/simulacion/{id}/cancelar, and the live status stream GET /api/simulacion/eventos (SSE).
// EventSource cannot send headers and the login token must never travel in a URL: each connection
// opens with a one-minute ticket from POST /api/simulacion/eventos/ticket.
import { useQuery } from '@tanstack/react-query';
import {
  cancelAnswerSchema, deleteAnswerSchema, eventsTicketSchema, simulationDetailSchema, simulationListSchema, validityAnswerSchema, endpoints, endpointUrl, isRunningStatus, simulationEventSchema, type CancelAnswer, type DeleteAnswer, type EventsQuery, type RunProgress,
  type SimulationDetail, type SimulationEvent, type SimulationListItem, type ValidityAnswer,
} from '@plantasim/domain';
import { callRoute } from './client';
import { getSession } from './session';

export type { RunProgress, SimulationDetail, SimulationListItem };

/** A simulation id as the pages hold it (from the list, or from the address bar). */
export type SimulationIdRef = number | string;

export const simulacionesKeys = {
  list: ['simulaciones', 'list'] as const,
  detail: (id: string) => ['simulaciones', 'detail', id] as const,
};

export async function fetchSimulations(signal?: AbortSignal): Promise<SimulationListItem[]> {
  return callRoute('simulations', simulationListSchema, { signal });
}

export function useSimulations() {
  return useQuery({ queryKey: simulacionesKeys.list, queryFn: ({ signal }) => fetchSimulations(signal), staleTime: 0 });
}

/** GET /api/simulacion/{id}: one run; `run` only while it runs (null until the solver starts it). */
export async function fetchSimulationDetail(id: string, signal?: AbortSignal): Promise<SimulationDetail> {
  return callRoute('simulation', simulationDetailSchema, { params: { id }, signal });
}

/** How often a running run's page asks how far it is (ms). */
export const RUN_REFRESH_MS = 2000;

/** One run, asked again every RUN_REFRESH_MS while it runs (its progress moves; its end brings the
 *  results) and, solved, until its explanation is ready. */
export function useSimulationDetail(id: string) {
  return useQuery({
    queryKey: simulacionesKeys.detail(id),
    queryFn: ({ signal }) => fetchSimulationDetail(id, signal),
    enabled: id !== '',
    refetchInterval: ({ state: { data } }) => (data && (isRunningStatus(data.status) || data.explicacion_pendiente) ? RUN_REFRESH_MS : false),
    retry: 1,
  });
}

/** POST /api/simulacion/{id}/cancelar: a running run ends as 6 (Cancelada). */
export async function cancelSimulation(id: SimulationIdRef): Promise<CancelAnswer> {
  return callRoute('cancel', cancelAnswerSchema, { params: { id } });
}

/** GET /api/cambiar-estado: validity 1 or 0 of one simulation. */
export async function changeSimulationValidity(id: SimulationIdRef, valid: 0 | 1, username?: string): Promise<ValidityAnswer> {
  return callRoute('validity', validityAnswerSchema, { query: { simulation_id: id, new_status: valid, username } });
}

/** DELETE /api/borrar-simulacion/{id} */
export async function deleteSimulation(id: SimulationIdRef): Promise<DeleteAnswer> {
  return callRoute('deleteSimulation', deleteAnswerSchema, { params: { id } });
}

/** An event of the stream; a missing last_update leaves the list's own. */
const statusEventSchema = simulationEventSchema.partial({ last_update: true });
export type SimulationStatusEvent = Omit<SimulationEvent, 'last_update'> & Partial<Pick<SimulationEvent, 'last_update'>>;

/** POST /api/simulacion/eventos/ticket: a short-lived ticket that opens the event stream only. */
export async function fetchEventsTicket(): Promise<string> {
  return (await callRoute('eventsTicket', eventsTicketSchema)).ticket;
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
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      return; // comments and keep-alives are not JSON
    }
    const event = statusEventSchema.safeParse(data);
    if (event.success) onEvent(event.data);
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
    const query: Required<EventsQuery> = { ticket };
    const current = new EventSource(endpointUrl(endpoints.events, query));
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
