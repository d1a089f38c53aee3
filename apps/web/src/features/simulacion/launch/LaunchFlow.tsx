// Launch (docs/rules/states.md, docs/rules/validation.md, docs/rules/messages.md): coupling/stop-time breaches, and a backtesting month with days without
// historical prices, block the launch in a dialog; otherwise the
// confirmation ('¿Estás seguro?' … plus the active-simulation notice of the day), then the upload,
// the success dialog and navigation to the run's own page, on its Resultados tab (its live status). 601 → 'Error' / 'Hubo un problema al validar simulación';
// any other failure → 'Hubo un problema al lanzar la simulación.'.
import { useState } from 'react';
import { Alert, Box, List, ListItem, ListItemText } from '@mui/material';
import { useNavigate } from 'react-router';
import {
  launchActiveWarning, launchBlockers, runKind, minimumTimeBreachMessage, missingBacktestingPrices, missingPricesMessage, payloadForLaunch, utcDay,
  type SimulationPayload,
} from '@plantasim/domain';
import { ApiError } from '../../../api/client';
import { launchSimulation } from '../../../api/simulacion';
import { fetchSimulations } from '../../../api/simulaciones';
import { ConfirmDialog, MessageDialog } from '../../../components';
import { useDomainMessage } from '../../../components/DataTable';
import { useSimulation } from '../state/SimulationContext';

/** The run's own page opened on its Resultados tab: while it runs, that tab shows its progress. */
export function runPageLink(id: number | string): string {
  return `/resultado-simulacion/${encodeURIComponent(String(id))}?tab=resultados`;
}

type Step =
  | { kind: 'idle' }
  | { kind: 'breaches'; heading: string | null; lines: string[] }
  | { kind: 'confirm'; active: string | null }
  | { kind: 'sending' }
  | { kind: 'success'; id: number | string | null }
  | { kind: 'error'; title: string; text: string; reasons: string[] };

interface LaunchDialogsProps {
  step: Step;
  onClose: () => void;
  /** The confirmation accepted: send the simulation. */
  onConfirm: () => void;
  /** The success dialog closed: go to the run's page. */
  onSuccessClose: () => void;
}

/** The launch's dialogs, each open on its step: breaches, confirmation (and sending), success, error. */
function LaunchDialogs({ step, onClose, onConfirm, onSuccessClose }: LaunchDialogsProps) {
  const message = useDomainMessage();
  return (
    <>
      <MessageDialog
        open={step.kind === 'breaches'}
        severity="warning"
        title={message('dialog.warning.title')}
        onClose={onClose}
        animation
        message={
          <Box data-testid="launch-breaches">
            {step.kind === 'breaches' && step.heading ? <Box sx={{ fontWeight: 600, mb: 1 }}>{step.heading}</Box> : null}
            <List dense disablePadding>
              {step.kind === 'breaches' ? step.lines.map((line) => <ListItem key={line} disableGutters><ListItemText primary={line} /></ListItem>) : null}
            </List>
          </Box>
        }
      />
      <ConfirmDialog
        open={step.kind === 'confirm' || step.kind === 'sending'}
        busy={step.kind === 'sending'}
        title={message('launch.confirm.title')}
        message={
          <Box>
            <Box component="p" sx={{ mt: 0 }}>{message('launch.confirm.text')}</Box>
            {step.kind === 'confirm' && step.active ? <Alert severity="warning" variant="outlined">{step.active}</Alert> : null}
          </Box>
        }
        confirmLabel={message('launch.confirm.ok')}
        cancelLabel={message('launch.confirm.cancel')}
        onConfirm={onConfirm}
        onCancel={onClose}
      />
      <MessageDialog
        open={step.kind === 'success'}
        severity="success"
        title={message('launch.success.title')}
        message={message('launch.success.text')}
        onClose={onSuccessClose}
      />
      <MessageDialog
        open={step.kind === 'error'}
        severity="error"
        title={step.kind === 'error' ? step.title : ''}
        message={step.kind === 'error' ? [step.text, ...step.reasons].join('\n') : ''}
        onClose={onClose}
      />
    </>
  );
}

export function useLaunchFlow(payload: SimulationPayload | null) {
  const message = useDomainMessage();
  const navigate = useNavigate();
  const { markSaved } = useSimulation();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [checking, setChecking] = useState(false);

  const start = async () => {
    if (!payload) return;
    const breaches = launchBlockers(payload);
    if (breaches.length > 0) {
      setStep({ kind: 'breaches', heading: message('minimumTimes.title'), lines: breaches.map((b) => { const m = minimumTimeBreachMessage(b); return message(m.code, m.params); }) });
      return;
    }
    const gaps = missingBacktestingPrices(payload);
    if (gaps.length > 0) {
      setStep({ kind: 'breaches', heading: null, lines: gaps.map((g) => { const m = missingPricesMessage(g); return message(m.code, m.params); }) });
      return;
    }
    setChecking(true);
    let active: string | null = null;
    try {
      const warning = launchActiveWarning(await fetchSimulations(), utcDay(new Date()), runKind(payload.configuracion));
      active = warning ? message(warning.code, warning.params) : null;
    } catch (error) {
      console.warn('Simulation list not available for the launch check', error);
    } finally {
      setChecking(false);
    }
    setStep({ kind: 'confirm', active });
  };

  const send = async () => {
    if (!payload) return;
    setStep({ kind: 'sending' });
    try {
      const answer = await launchSimulation(payloadForLaunch(payload, new Date()));
      // The run holds the form's inputs now: going to its page loses nothing.
      markSaved();
      setStep({ kind: 'success', id: answer?.id ?? null });
    } catch (error) {
      if (error instanceof ApiError && error.status === 601) {
        const body = error.body as { reasons?: unknown } | undefined;
        const reasons = Array.isArray(body?.reasons) ? body!.reasons.map(String).slice(0, 20) : [];
        setStep({ kind: 'error', title: message('launch.validationError.title'), text: message('launch.validationError'), reasons });
      } else {
        console.error('Launch failed', error);
        setStep({ kind: 'error', title: message('dialog.error.title'), text: message('launch.error'), reasons: [] });
      }
    }
  };

  const close = () => setStep({ kind: 'idle' });

  const dialogs = (
    <LaunchDialogs
      step={step}
      onClose={close}
      onConfirm={() => void send()}
      onSuccessClose={() => {
        const target = step.kind === 'success' && step.id !== null ? runPageLink(step.id) : '/simulaciones';
        close();
        void navigate(target);
      }}
    />
  );

  return { start: () => void start(), checking, busy: step.kind === 'sending', dialogs };
}
