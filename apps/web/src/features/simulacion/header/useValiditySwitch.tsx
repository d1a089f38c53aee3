// The 'Activa' switch of an existing simulation (docs/rules/screens.md, docs/rules/states.md Validity): the domain decides whether
// the change is allowed; a refusal shows the warning dialog with 'Activar simulación', which makes
// this one the day's valid simulation of its kind (the server clears the others), and says which
// operating days would change plan in force. An accepted change that moves the plan in force of
// some day says so too. A simulation whose status may not be valid (only 'Ejecutada OK' may) gets
// the switch disabled with the reason.
import { useState } from 'react';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  activationList, changeValidity, planChangeMessages, planChanges, validityRefusal, type RuleMessage, type SimulationListItem,
} from '@plantasim/domain';
import { activateSimulation } from '../../../api/simulacion';
import { changeSimulationValidity, fetchSimulations, simulacionesKeys } from '../../../api/simulaciones';
import { MessageDialog } from '../../../components';
import { useDomainMessage } from '../../../components/DataTable';

export function useValiditySwitch(id: string | null, initial: 0 | 1) {
  const message = useDomainMessage();
  const [valid, setValid] = useState<0 | 1>(initial);
  const [busy, setBusy] = useState(false);
  const [warning, setWarning] = useState<{ text: string; offerActivate: boolean } | null>(null);
  // The history list (shared cache with the history page) says this simulation's status.
  const listed = useQuery({ queryKey: simulacionesKeys.list, queryFn: ({ signal }) => fetchSimulations(signal), enabled: id !== null, staleTime: 30_000 });
  const status = listed.data?.find((s) => String(s.id) === id)?.status;
  const refusal = status !== undefined && valid === 0 ? validityRefusal(status) : null;
  const blockedReason = refusal ? message(refusal.code, refusal.params) : null;

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    try {
      await task();
    } catch (error) {
      console.error('Validity change failed', error);
      setWarning({ text: error instanceof Error && error.message ? error.message : message('general.problem'), offerActivate: false });
    } finally {
      setBusy(false);
    }
  };

  /** A message, then the operating days that change plan between two states of the list. */
  const withPlanChanges = (first: RuleMessage | null, before: readonly SimulationListItem[], after: readonly SimulationListItem[]): string | null => {
    const changes = planChanges(before, after);
    if (!first && changes.length === 0) return null;
    return [...(first ? [first] : []), ...planChangeMessages(changes)].map((l) => message(l.code, l.params)).join('\n');
  };

  const toggle = (next: 0 | 1) => void run(async () => {
    if (id === null) return;
    const list = await fetchSimulations();
    const key = Number.isNaN(Number(id)) ? id : Number(id);
    const decision = changeValidity(list, key, next);
    if (!decision.ok) {
      // Activating replaces the day's valid one of its kind; it cannot make a run that did not end OK valid.
      const offerActivate = decision.error.code === 'validity.alreadyActive';
      const text = offerActivate ? withPlanChanges(decision.error, list, activationList(list, key)) : null;
      setWarning({ text: text ?? message(decision.error.code, decision.error.params), offerActivate });
      return;
    }
    await changeSimulationValidity(key, next);
    setValid(next);
    const text = withPlanChanges(decision.warning, list, decision.list);
    if (text) setWarning({ text, offerActivate: false });
  });

  const activate = () => void run(async () => {
    if (id === null) return;
    await activateSimulation(id);
    setValid(1);
    setWarning(null);
  });

  const dialog = (
    <MessageDialog
      open={warning !== null}
      severity="warning"
      title={message('dialog.warning.title')}
      message={warning?.text ?? ''}
      onClose={() => setWarning(null)}
      closeLabel={message('dialog.close')}
      actions={warning?.offerActivate ? <Button onClick={activate} variant="outlined" loading={busy}>{message('dialog.activateSimulation')}</Button> : null}
    />
  );
  return { valid, busy, toggle, dialog, blockedReason };
}
