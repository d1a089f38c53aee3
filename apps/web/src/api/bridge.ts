// Plan vs actual vs hindsight: GET /api/datos-reales/balance?dia= (one day) and ?desde&hasta (a period).
import { useQuery } from '@tanstack/react-query';
import { bridgeDayResponseSchema, bridgeRangeResponseSchema, endpoints, type BridgeDayResponse, type BridgeRangeResponse } from '@plantasim/domain';
import { callApi } from './client';

export const bridgeKeys = {
  all: ['datos-reales', 'balance'] as const,
  day: (dia: string, simulacion?: number) => ['datos-reales', 'balance', dia, simulacion ?? 'en-vigor'] as const,
  range: (desde: string, hasta: string) => ['datos-reales', 'balance', desde, hasta] as const,
};

/** One day against its plan in force, or against the executed run `simulacion` when given. */
export async function fetchBridgeDay(dia: string, signal?: AbortSignal, simulacion?: number): Promise<BridgeDayResponse> {
  const query = simulacion === undefined ? { dia } : { dia, simulacion: String(simulacion) };
  return bridgeDayResponseSchema.parse(await callApi(endpoints.bridge, { query, signal }));
}

export async function fetchBridgeRange(desde: string, hasta: string, signal?: AbortSignal): Promise<BridgeRangeResponse> {
  return bridgeRangeResponseSchema.parse(await callApi(endpoints.bridge, { query: { desde, hasta }, signal }));
}

// A refusal (no plan, incomplete actuals…) is an answer for the page to show, not worth retrying.
export function useBridgeDay(dia: string, enabled = true, simulacion?: number) {
  return useQuery({ queryKey: bridgeKeys.day(dia, simulacion), queryFn: ({ signal }) => fetchBridgeDay(dia, signal, simulacion), retry: false, enabled });
}

export function useBridgeRange(desde: string, hasta: string, enabled = true) {
  return useQuery({ queryKey: bridgeKeys.range(desde, hasta), queryFn: ({ signal }) => fetchBridgeRange(desde, hasta, signal), retry: false, enabled });
}
