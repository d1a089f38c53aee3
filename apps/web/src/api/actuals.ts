// The plant's measured operation: GET /api/datos-reales?desde&hasta and POST /api/datos-reales with
// the actuals CSV as it was chosen (the server checks it again with the same domain rules).
import { useQuery } from '@tanstack/react-query';
import { actualsImportResponseSchema, actualsResponseSchema, type ActualsImportResponse, type ActualsResponse } from '@plantasim/domain';
import { callRoute } from './client';

export const actualsKeys = { all: ['datos-reales'] as const, period: (desde: string, hasta: string) => ['datos-reales', desde, hasta] as const };

export async function fetchActuals(desde: string, hasta: string, signal?: AbortSignal): Promise<ActualsResponse> {
  return callRoute('actuals', actualsResponseSchema, { query: { desde, hasta }, signal });
}

export function useActuals(desde: string, hasta: string) {
  return useQuery({ queryKey: actualsKeys.period(desde, hasta), queryFn: ({ signal }) => fetchActuals(desde, hasta, signal) });
}

export async function importActualsCsv(text: string): Promise<ActualsImportResponse> {
  return callRoute('actualsImport', actualsImportResponseSchema, { body: text, headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
}
