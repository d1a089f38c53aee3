// The simulation form (docs/rules/screens.md): header, vertical tabs, the loading overlay (logo + message) of the
// first load and of mode changes, and the dialogs that wait for an overlay to close.
import { Alert, Box, LinearProgress, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay, MessageDialog } from '../../components';
import { useDomainMessage } from '../../components/DataTable';
import { useRuntimeConfig } from '../../api/hooks';
import { FormHeader } from './header/FormHeader';
import { useFormLifecycle } from './state/useFormLifecycle';
import { useLeaveGuard } from './state/useLeaveGuard';
import { useSimulation } from './state/SimulationContext';
import { openDialog, type FormDialog } from './state/simulationStore';
import { SimulationTabs, type TabId } from './tabs/SimulationTabs';
import { useQuarterPrices } from './tabs/mercado/useQuarterPrices';

export function SimulationForm({ created, validParam, initialTab }: { created: string | null; validParam: 0 | 1 | null; initialTab?: string | null }) {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const { state, dispatch } = useSimulation();
  useFormLifecycle();
  const quarterPricesLoading = useQuarterPrices();
  const leaveGuard = useLeaveGuard();
  const provider = useRuntimeConfig().data?.etiqueta_prevision || 'Previsión';
  const shown = openDialog(state);
  const close = (dialog: FormDialog) => () => dispatch({ type: 'dialogClosed', dialog });

  if (state.phase === 'error') {
    return (
      <Alert severity="error" variant="outlined" sx={{ whiteSpace: 'pre-line' }} data-testid="simulation-load-error">
        {t('simulacion.loadError')}
        {state.error ? `\n${state.error}` : ''}
      </Alert>
    );
  }

  return (
    <Box data-testid="simulation-form">
      <LoadingOverlay
        open={state.phase === 'loading' || state.overlay !== null}
        message={state.overlay ? message(state.overlay.message) : t('simulacion.loading')}
      />
      {state.phase === 'loading' || !state.payload ? (
        <Stack spacing={2}>
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={520} />
        </Stack>
      ) : (
        <>
          <FormHeader created={created} validParam={validParam} />
          <Box sx={{ height: 4, mb: 1 }}>{(state.refreshing || quarterPricesLoading) && !state.overlay ? <LinearProgress aria-label={t('simulacion.refreshing')} /> : null}</Box>
          <SimulationTabs initialTab={(initialTab ?? undefined) as TabId | undefined} />
        </>
      )}
      <MessageDialog
        open={shown === 'refreshFailed'}
        severity="error"
        title={message('dialog.error.title')}
        message={t('simulacion.refreshFailed')}
        onClose={close('refreshFailed')}
      />
      <MessageDialog
        open={shown === 'alert'}
        severity="info"
        title={message('dialog.attention.title')}
        message={state.alert ? message(state.alert) : ''}
        onClose={close('alert')}
      />
      {/* docs/rules/messages.md: a failed forecast download also raises an alert (the other sources only show the
          not-available message in their tab). */}
      <MessageDialog
        open={shown === 'prevision'}
        severity="warning"
        title={message('dialog.warning.title')}
        message={message('prices.notAvailable.prevision', { provider })}
        onClose={close('prevision')}
      />
      {leaveGuard}
    </Box>
  );
}
