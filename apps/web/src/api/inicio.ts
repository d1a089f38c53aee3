// GET /api/inicio: the morning page's days and alerts (contract/morning.ts); operators get theirs.
import { useQuery } from '@tanstack/react-query';
import { morningResponseSchema, type MorningResponse } from '@plantasim/domain';
import { callRoute } from './client';

export async function fetchMorning(signal?: AbortSignal): Promise<MorningResponse> {
  return callRoute('morning', morningResponseSchema, { signal });
}

export function useMorning() {
  return useQuery({ queryKey: ['inicio'], queryFn: ({ signal }) => fetchMorning(signal), staleTime: 30_000 });
}
