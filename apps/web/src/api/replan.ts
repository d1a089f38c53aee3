// Re-planning from hour H (contract: @plantasim/domain contract/replan.ts):
//   GET  /api/simulaciones/{id}/replanificacion  may it be re-planned, its units, its origin, its re-plans
//   POST /api/simulaciones/{id}/replanificar     { hora, unidades, usarReales } -> the new simulation
import { useQuery } from '@tanstack/react-query';
import { replanInfoSchema, replanLaunchResponseSchema, isRunningStatus, type ReplanInfo, type ReplanLaunchResponse, type ReplanRequestInput } from '@plantasim/domain';
import { callRoute } from './client';

export type { ReplanInfo };

export const replanKeys = {
  info: (id: string) => ['replanificacion', id] as const,
};

export async function fetchReplanInfo(id: string, signal?: AbortSignal): Promise<ReplanInfo> {
  return callRoute('replanInfo', replanInfoSchema, { params: { id }, signal });
}

/** Read again each few seconds while one of its re-plans is still solving (its status in the list). */
export function useReplanInfo(id: string, enabled: boolean) {
  return useQuery({
    queryKey: replanKeys.info(id),
    queryFn: ({ signal }) => fetchReplanInfo(id, signal),
    enabled: enabled && id !== '',
    retry: false,
    refetchInterval: (q) => ((q.state.data?.replanificaciones ?? []).some((r) => isRunningStatus(r.status)) ? 2000 : false),
  });
}

export async function launchReplan(id: string, body: ReplanRequestInput): Promise<ReplanLaunchResponse> {
  return callRoute('replan', replanLaunchResponseSchema, { params: { id }, body });
}
