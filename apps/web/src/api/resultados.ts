// Results of a simulation (SPEC §7):
//   GET  /api/programa/{id}             schedule: motores, calderas, conceptos, conceptos_programas, total_consumo_gas
//   GET  /api/resultado-operacion/{id}  operation table
//   GET  /api/resultado-economico/{id}  economic table
//   GET  /api/resultados/{id}           summary (warnings, statistics)
//   POST /api/nominacion/               multipart data.zip holding data.json { NOMINATION_VALUE }
// The answers are read as unknown here; features/resultados/model turns them into typed shapes.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './client';
import { zipJson } from './simulacion';

export type ResultPart = 'programa' | 'resultado-operacion' | 'resultado-economico' | 'resultados';

export const resultadosKeys = {
  part: (id: string, part: ResultPart) => ['resultados', id, part] as const,
};

/** GET /api/{part}/{id} as it comes. */
export function fetchResultPart(id: string, part: ResultPart, signal?: AbortSignal): Promise<unknown> {
  return apiRequest<unknown>(`/api/${part}/${encodeURIComponent(id)}`, { signal });
}

/** One result part of a simulation; results never change once stored, so they are cached for the page's life. */
export function useResultPart(id: string, part: ResultPart) {
  return useQuery({
    queryKey: resultadosKeys.part(id, part),
    queryFn: ({ signal }) => fetchResultPart(id, part, signal),
    enabled: id !== '',
    staleTime: Infinity,
    retry: 1,
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
