// Live statuses (the history list shows a run ending without a press of Refresh): the server's event stream
// patches the cached list; an unknown id (a simulation launched elsewhere) or a reconnection
// reloads it.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { simulacionesKeys, subscribeSimulationEvents, type SimulationListItem } from '../../api/simulaciones';
import { applyStatusUpdate } from './listView';

export function useLiveStatuses(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const reload = () => void queryClient.invalidateQueries({ queryKey: simulacionesKeys.list });
    return subscribeSimulationEvents((event) => {
      const current = queryClient.getQueryData<SimulationListItem[]>(simulacionesKeys.list);
      if (!current) return;
      const { list, known } = applyStatusUpdate(current, event);
      if (known) queryClient.setQueryData(simulacionesKeys.list, list);
      else reload();
    }, reload);
  }, [enabled, queryClient]);
}
