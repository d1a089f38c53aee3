// Results of a simulation (SPEC §7):
//   GET  /api/programa/{id}             schedule: motores, calderas, conceptos, conceptos_programas, total_consumo_gas
//   GET  /api/resultado-operacion/{id}  operation table
//   GET  /api/resultado-economico/{id}  economic table
//   GET  /api/resultados/{id}           summary (warnings, statistics)
//   GET  /api/explicacion/{id}          explanation of every decision (null when not computed)
//   POST /api/nominacion/               multipart data.zip holding data.json { NOMINATION_VALUE }
// The answers are read as unknown here; features/resultados/model turns them into typed shapes.
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from './client';
import { zipJson } from './simulacion';

export type ResultPart = 'programa' | 'resultado-operacion' | 'resultado-economico' | 'resultados' | 'explicacion';

export const resultadosKeys = {
  part: (id: string, part: ResultPart) => ['resultados', id, part] as const,
};

/** GET /api/{part}/{id} as it comes. */
export function fetchResultPart(id: string, part: ResultPart, signal?: AbortSignal): Promise<unknown> {
  return apiRequest<unknown>(`/api/${part}/${encodeURIComponent(id)}`, { signal });
}

/** Resolves in a later task of the event loop, so the page can paint and answer input in between. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * One result part of a simulation; results never change once stored, so they are cached for the
 * page's life. With `read`, the cached value is `read(body)`, run in a task after the one that parsed
 * the JSON: a planning year's parts are tens of MB, and parsing, normalising and deriving them one
 * task at a time keeps each main-thread block short, and done once (not in every render).
 * The answers are big and immutable: no structural sharing (a deep compare on every refetch).
 */
export function useResultPart<T = unknown>(id: string, part: ResultPart, read?: (body: unknown) => T | Promise<T>, enabled = true) {
  return useQuery<T>({
    queryKey: read ? [...resultadosKeys.part(id, part), 'read'] : resultadosKeys.part(id, part),
    queryFn: async ({ signal }) => {
      const body = await fetchResultPart(id, part, signal);
      if (!read) return body as T;
      await nextTask();
      return read(body);
    },
    // Asked only once the run has results: a running run would answer 409, and retried.
    enabled: enabled && id !== '',
    staleTime: Infinity,
    // A refusal (409 no results, 404) is an answer, not a hiccup: only other failures are tried again.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    structuralSharing: false,
  });
}

/** What POST /api/nominacion/ answers: the stored nomination. */
export interface NominationAnswer {
  status?: number;
  message?: string;
  id?: number;
  value?: number;
  username?: string;
  created?: string;
}

/** POST /api/nominacion/ with the total gas consumption (MWh) as NOMINATION_VALUE. */
export function postNomination(value: number): Promise<NominationAnswer> {
  const form = new FormData();
  form.append('file', new Blob([zipJson({ NOMINATION_VALUE: value }) as BlobPart], { type: 'application/zip' }), 'data.zip');
  return apiRequest<NominationAnswer>('/api/nominacion/', { method: 'POST', body: form });
}
