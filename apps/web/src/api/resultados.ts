// Results of a simulation (docs/rules/calls.md):
//   GET  /api/programa/{id}             schedule: motores, calderas, conceptos, conceptos_programas, total_consumo_gas
//   GET  /api/resultado-operacion/{id}  operation table
//   GET  /api/resultado-economico/{id}  economic table
//   GET  /api/resultados/{id}           summary (warnings, statistics)
//   GET  /api/explicacion/{id}          explanation of every decision (null when not computed)
//   POST /api/nominacion/               multipart data.zip holding data.json { NOMINATION_VALUE }
// The parts are typed by the contract (@plantasim/domain contract/results.ts) and not parsed again:
// a planning year's parts are tens of MB, and the server sends what the solve job stored in those shapes.
import { useQuery } from '@tanstack/react-query';
import {
  nominationAnswerSchema, endpoints, fillPath, type EconomicTable, type NominationAnswer, type Programa, type ResultResolution, type ResultTable, type ResultsSummary,
} from '@plantasim/domain';
import { ApiError, apiRequest, callRoute } from './client';
import { zipJson } from './simulacion';

export type { NominationAnswer };

/** The answer of each part's path (the explanation is read by features/resultados/model/explanation.ts). */
export interface ResultPartAnswers {
  programa: Programa;
  'resultado-operacion': ResultTable;
  'resultado-economico': EconomicTable;
  resultados: ResultsSummary;
  explicacion: unknown;
}
export type ResultPart = keyof ResultPartAnswers;

/** The route of each part (contract: endpoints.ts). */
const PART_ENDPOINT = {
  programa: endpoints.programa,
  'resultado-operacion': endpoints.operation,
  'resultado-economico': endpoints.economic,
  resultados: endpoints.summary,
  explicacion: endpoints.explanation,
} as const satisfies Record<ResultPart, { method: 'GET'; path: `${string}/:id` }>;

export const resultadosKeys = {
  part: (id: string, part: ResultPart) => ['resultados', id, part] as const,
};

/** The parts a quarter-hour run also keeps per period (?resolucion=cuartos). */
export type TablePart = 'programa' | 'resultado-operacion' | 'resultado-economico';

/** GET /api/{part}/{id}, and a table part of a quarter-hour run per period with resolution 'cuartos'. */
export function fetchResultPart<P extends ResultPart>(id: string, part: P, signal?: AbortSignal, resolution: ResultResolution = 'horas'): Promise<ResultPartAnswers[P]> {
  const query = resolution === 'cuartos' ? { resolucion: resolution } : undefined;
  return apiRequest<ResultPartAnswers[P]>(fillPath(PART_ENDPOINT[part], { id }), { signal, query });
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
export function useResultPart<P extends ResultPart, T = ResultPartAnswers[P]>(
  id: string, part: P, read?: (body: ResultPartAnswers[P]) => T | Promise<T>, enabled = true, resolution: ResultResolution = 'horas',
) {
  const key = resolution === 'cuartos' ? [...resultadosKeys.part(id, part), 'cuartos'] : resultadosKeys.part(id, part);
  return useQuery<T>({
    queryKey: read ? [...key, 'read'] : key,
    queryFn: async ({ signal }) => {
      const body = await fetchResultPart(id, part, signal, resolution);
      if (!read) return body as unknown as T;
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

/** POST /api/nominacion/ with the total gas consumption (MWh) as NOMINATION_VALUE. */
export async function postNomination(value: number): Promise<NominationAnswer> {
  const form = new FormData();
  form.append('file', new Blob([zipJson({ NOMINATION_VALUE: value }) as BlobPart], { type: 'application/zip' }), 'data.zip');
  return callRoute('nomination', nominationAnswerSchema, { body: form });
}
