// Day-ahead offers of an executed one-day run (contract: @plantasim/domain contract/offers.ts, docs/offers.md):
//   GET  /api/simulaciones/{id}/ofertas  the offers' state and, once done, the offers
//   POST /api/simulaciones/{id}/ofertas  asks for them (full users only) -> the state
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { offersAnswerSchema, type OffersAnswer } from '@plantasim/domain';
import { callRoute } from './client';

export type { OffersAnswer };

export const offersKeys = {
  offers: (id: string) => ['ofertas', id] as const,
};

/** How often the offers are read again while their job is queued or solving (ms). */
export const OFFERS_REFRESH_MS = 2000;

/** Whether the job is still being worked (queued or solving): the state is read again meanwhile. */
export function offersInProgress(answer: Pick<OffersAnswer, 'estado'> | undefined): boolean {
  return answer?.estado === 'queued' || answer?.estado === 'solving';
}

export function useOffers(id: string, enabled: boolean) {
  return useQuery({
    queryKey: offersKeys.offers(id),
    queryFn: ({ signal }) => callRoute('offers', offersAnswerSchema, { params: { id }, signal }),
    enabled: enabled && id !== '',
    retry: false,
    refetchInterval: (q) => (offersInProgress(q.state.data) ? OFFERS_REFRESH_MS : false),
  });
}

export function useRequestOffers(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute('offersRequest', offersAnswerSchema, { params: { id } }),
    onSuccess: (answer) => queryClient.setQueryData<OffersAnswer>(offersKeys.offers(id), answer),
  });
}
