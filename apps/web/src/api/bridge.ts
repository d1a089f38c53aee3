// Plan vs actual vs hindsight: GET /api/datos-reales/balance?dia= (one day) and ?desde&hasta (a period).
import { useQuery } from '@tanstack/react-query';
import { bridgeDayResponseSchema, bridgeRangeResponseSchema, type BridgeDayResponse, type BridgeRangeResponse } from '@plantasim/domain';
import { apiRequest } from './client';

export const bridgeKeys = {
  all: ['datos-reales', 'balance'] as const,
  day: (dia: string) => ['datos-reales', 'balance', dia] as const,
  range: (desde: string, hasta: string) => ['datos-reales', 'balance', desde, hasta] as const,
};

export async function fetchBridgeDay(dia: string, signal?: AbortSignal): Promise<BridgeDayResponse> {
  return bridgeDayResponseSchema.parse(await apiRequest<unknown>('/api/datos-reales/balance', { query: { dia }, signal }));
}

export async function fetchBridgeRange(desde: string, hasta: string, signal?: AbortSignal): Promise<BridgeRangeResponse> {
  return bridgeRangeResponseSchema.parse(await apiRequest<unknown>('/api/datos-reales/balance', { query: { desde, hasta }, signal }));
}

// A refusal (no plan, incomplete actuals…) is an answer for the page to show, not worth retrying.
export function useBridgeDay(dia: string, enabled = true) {
  return useQuery({ queryKey: bridgeKeys.day(dia), queryFn: ({ signal }) => fetchBridgeDay(dia, signal), retry: false, enabled });
}

export function useBridgeRange(desde: string, hasta: string, enabled = true) {
  return useQuery({ queryKey: bridgeKeys.range(desde, hasta), queryFn: ({ signal }) => fetchBridgeRange(desde, hasta, signal), retry: false, enabled });
}
