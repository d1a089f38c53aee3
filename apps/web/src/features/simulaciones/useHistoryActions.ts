// Validity and deletion from the history list (docs/rules/states.md Validity, docs/rules/messages.md General). The day rules
// come from the domain: a refused mark never reaches the server and the box stays unchecked;
// unmarking the last valid simulation of a day warns after the server has accepted it, and deleting
// it warns the same way (then says it was deleted). Every accepted change that moves the plan in
// force of an operating day (rules/planInForce.ts) says which days and from which run to which.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  changeValidity as validityRule, deletionWarning, planChangeMessages, planChanges, type RuleMessage, type SimulationListItem,
} from '@plantasim/domain';
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

  /** The dialog's text of an accepted change: its warning, then the operating days that change plan
   *  (said also when none does, beside a warning). Null when there is nothing to say. */
  const changeText = (warning: RuleMessage | null, after: readonly SimulationListItem[]): string | null => {
    const changes = planChanges(list, after);
    if (!warning && changes.length === 0) return null;
    const lines = [...(warning ? [warning] : []), ...planChangeMessages(changes)];
    return lines.map((l) => message(l.code, l.params)).join('\n');
  };

  async function toggleValidity(item: SimulationListItem, valid: 0 | 1) {
    const rule = validityRule(list, item.id, valid);
    if (!rule.ok) {
      setDialog({ kind: 'warning', text: message(rule.error.code, rule.error.params) });
      return;
    }
    const key = String(item.id);
    const said = changeText(rule.warning, rule.list);
    setPending((m) => new Map(m).set(key, valid));
    try {
      await changeSimulationValidity(item.id, valid, username);
      if (said) setDialog({ kind: 'warning', text: said });
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
    const said = changeText(deletionWarning(list, target.id), list.filter((s) => s.id !== target.id));
    setBusy(true);
    try {
      await deleteSimulation(target.id);
      const deleted: HistoryDialog = { kind: 'deleted', name: target.name };
      setDialog(said ? { kind: 'warning', text: said, then: deleted } : deleted);
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
