// GET /api/anual/acumulado?fecha=dd/MM/yyyy: the year so far before a day, from the year's valid
// simulations, and the annual limits' prices of its planning simulation (contract/annual.ts).
import { useQuery } from '@tanstack/react-query';
import { annualToDateResponseSchema, type AnnualToDateResponse } from '@plantasim/domain';
import { callRoute } from './client';

export async function fetchAnnualToDate(fecha: string, signal?: AbortSignal): Promise<AnnualToDateResponse> {
  return callRoute('annualToDate', annualToDateResponseSchema, { query: { fecha }, signal });
}

export function useAnnualToDate(fecha: string | null) {
  return useQuery({
    queryKey: ['anual', 'acumulado', fecha],
    queryFn: ({ signal }) => fetchAnnualToDate(fecha!, signal),
    enabled: fecha !== null,
    staleTime: 60_000,
  });
}
