// "Recalcular exacto" on an explanation's block (contract: @plantasim/domain contract/exact.ts):
//   GET  /api/simulaciones/{id}/explicacion/exactos  every block asked for, with its state
//   POST /api/simulaciones/{id}/explicacion/exacto   { bloque } -> that block's state
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { exactBlockSchema, exactListSchema, type ExactBlockAnswer, type ExactList } from '@plantasim/domain';
import { callRoute } from './client';

export type { ExactBlockAnswer };

export const exactKeys = {
  list: (id: string) => ['explicacion-exactos', id] as const,
};

/** Whether a request is still being worked (queued or solving): the list is read again meanwhile. */
export function exactInProgress(a: Pick<ExactBlockAnswer, 'estado'>): boolean {
  return a.estado === 'queued' || a.estado === 'solving';
}

export function useExactBlocks(id: string, enabled: boolean) {
  return useQuery({
    queryKey: exactKeys.list(id),
    queryFn: ({ signal }) => callRoute('exactList', exactListSchema, { params: { id }, signal }),
    enabled: enabled && id !== '',
    retry: false,
    refetchInterval: (q) => ((q.state.data?.exactos ?? []).some(exactInProgress) ? 1000 : false),
  });
}

export function useRequestExact(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bloque: number) => callRoute('exactRequest', exactBlockSchema, { params: { id }, body: { bloque } }),
    onSuccess: (answer) => {
      queryClient.setQueryData<ExactList>(exactKeys.list(id), (old) => ({
        exactos: [...(old?.exactos ?? []).filter((e) => e.bloque !== answer.bloque), answer].sort((a, b) => a.bloque - b.bloque),
      }));
    },
  });
}
