// The 'Activa' switch of an existing simulation (SPEC §2, §4 Validity): the domain decides whether
// the change is allowed; a refusal shows the warning dialog with 'Activar simulación', which makes
// this one the day's valid simulation (the server clears the others). A simulation whose status may
// not be valid (only 'Ejecutada OK' may) gets the switch disabled with the reason.
import { useState } from 'react';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { changeValidity, validityRefusal } from '@plantasim/domain';
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

  const toggle = (next: 0 | 1) => void run(async () => {
    if (id === null) return;
    const list = await fetchSimulations();
    const decision = changeValidity(list, Number.isNaN(Number(id)) ? id : Number(id), next);
    if (!decision.ok) {
      // Activating replaces the day's valid one; it cannot make a run that did not end OK valid.
      setWarning({ text: message(decision.error.code, decision.error.params), offerActivate: decision.error.code === 'validity.alreadyActive' });
      return;
    }
    await changeSimulationValidity(Number.isNaN(Number(id)) ? id : Number(id), next);
    setValid(next);
    if (decision.warning) setWarning({ text: message(decision.warning.code, decision.warning.params), offerActivate: false });
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
