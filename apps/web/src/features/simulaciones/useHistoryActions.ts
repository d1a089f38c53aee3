// Validity and deletion from the history list (SPEC §4 Validity, §8 General). The day rules
// come from the domain: a refused mark never reaches the server and the box stays unchecked;
// unmarking the last valid simulation of a day warns after the server has accepted it, and deleting
// it warns the same way (then says it was deleted).
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { changeValidity as validityRule, deletionWarning, type SimulationListItem } from '@plantasim/domain';
import { changeSimulationValidity, deleteSimulation, simulacionesKeys } from '../../api/simulaciones';
import { useDomainMessage } from '../../components/DataTable';

export type HistoryDialog =
  | { kind: 'warning'; text: string; then?: HistoryDialog }
  | { kind: 'error'; text: string }
  | { kind: 'deleted'; name: string };

export function useHistoryActions(list: readonly SimulationListItem[], username: string | undefined) {
  const message = useDomainMessage();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Map<string, 0 | 1>>(new Map());
  const [dialog, setDialog] = useState<HistoryDialog | null>(null);
  const [deleting, setDeleting] = useState<SimulationListItem | null>(null);
  const [busy, setBusy] = useState(false);

  const reload = () => queryClient.invalidateQueries({ queryKey: simulacionesKeys.list });

  async function toggleValidity(item: SimulationListItem, valid: 0 | 1) {
    const rule = validityRule(list, item.id, valid);
    if (!rule.ok) {
      setDialog({ kind: 'warning', text: message(rule.error.code, rule.error.params) });
      return;
    }
    const key = String(item.id);
    setPending((m) => new Map(m).set(key, valid));
    try {
      await changeSimulationValidity(item.id, valid, username);
      if (rule.warning) setDialog({ kind: 'warning', text: message(rule.warning.code, rule.warning.params) });
    } catch (error) {
      setDialog({ kind: 'error', text: error instanceof Error && error.message ? error.message : message('general.problem') });
    } finally {
      await reload();
      setPending((m) => {
        const next = new Map(m);
        next.delete(key);
        return next;
      });
    }
  }

  async function confirmDelete() {
    const target = deleting;
    if (!target) return;
    const warning = deletionWarning(list, target.id);
    setBusy(true);
    try {
      await deleteSimulation(target.id);
      const deleted: HistoryDialog = { kind: 'deleted', name: target.name };
      setDialog(warning ? { kind: 'warning', text: message(warning.code, warning.params), then: deleted } : deleted);
    } catch {
      setDialog({ kind: 'error', text: message('delete.error') });
    } finally {
      setDeleting(null);
      setBusy(false);
      void reload();
    }
  }

  /** The checkbox value: the pending one while its request runs. */
  const validOf = (item: SimulationListItem): 0 | 1 => pending.get(String(item.id)) ?? item.VALID;

  /** Closes the open dialog, opening the one queued after it. */
  const closeDialog = () => setDialog((d) => (d?.kind === 'warning' && d.then ? d.then : null));

  return { toggleValidity, validOf, closeDialog, isPending: (item: SimulationListItem) => pending.has(String(item.id)), dialog, setDialog, deleting, setDeleting, confirmDelete, busy };
}
