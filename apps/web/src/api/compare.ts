// Comparison and sensitivity calls; every answer is checked against the domain contract's schema,
// so the page's types and the server's shapes come from one definition.
import { useQuery } from '@tanstack/react-query';
import {
  compareResponseSchema, sensitivityLaunchResponseSchema, sensitivityResponseSchema, isRunningStatus, type CompareResponse, type SensitivityLaunchResponse, type SensitivityRequest, type SensitivityResponse,
} from '@plantasim/domain';
import { callRoute } from './client';

export type { CompareResponse, SensitivityResponse };

export const compareKeys = {
  compare: (a: number, b: number) => ['comparar', a, b] as const,
  sensitivity: (id: number) => ['sensibilidad', id] as const,
};

/** GET /api/comparar?a=&b= */
export async function fetchComparison(a: number, b: number, signal?: AbortSignal): Promise<CompareResponse> {
  return callRoute('compare', compareResponseSchema, { query: { a, b }, signal });
}

export function useComparison(a: number | null, b: number | null) {
  return useQuery({
    queryKey: compareKeys.compare(a ?? 0, b ?? 0),
    queryFn: ({ signal }) => fetchComparison(a!, b!, signal),
    enabled: a !== null && b !== null,
    retry: false,
  });
}

/** POST /api/simulaciones/:id/sensibilidad */
export async function launchSensitivity(id: number, body: SensitivityRequest = {}): Promise<SensitivityLaunchResponse> {
  return callRoute('sensitivityLaunch', sensitivityLaunchResponseSchema, { params: { id }, body });
}

/** GET /api/simulaciones/:id/sensibilidad */
export async function fetchSensitivity(id: number, signal?: AbortSignal): Promise<SensitivityResponse> {
  return callRoute('sensitivity', sensitivityResponseSchema, { params: { id }, signal });
}

/** Children still solving: the page reads the batch again each second until none is left. */
export function hasRunningChildren(data: SensitivityResponse | undefined): boolean {
  return (data?.children ?? []).some((c) => isRunningStatus(c.status));
}

export function useSensitivity(id: number | null) {
  return useQuery({
    queryKey: compareKeys.sensitivity(id ?? 0),
    queryFn: ({ signal }) => fetchSensitivity(id!, signal),
    enabled: id !== null,
    retry: false,
    refetchInterval: (q) => (hasRunningChildren(q.state.data) ? 1000 : false),
  });
}
