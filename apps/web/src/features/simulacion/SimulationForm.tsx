// The simulation form (SPEC §2): header, vertical tabs, the loading overlay (logo + message) of the
// first load and of mode changes, and the alerts that wait for an overlay to close.
import { useEffect, useState } from 'react';
import { Alert, Box, LinearProgress, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LoadingOverlay, MessageDialog } from '../../components';
import { useDomainMessage } from '../../components/DataTable';
import { useRuntimeConfig } from '../../api/hooks';
import { FormHeader } from './header/FormHeader';
import { useFormLifecycle } from './state/useFormLifecycle';
import { useLeaveGuard } from './state/useLeaveGuard';
import { useSimulation } from './state/SimulationContext';
import { SimulationTabs, type TabId } from './tabs/SimulationTabs';

export function SimulationForm({ created, validParam, initialTab }: { created: string | null; validParam: 0 | 1 | null; initialTab?: string | null }) {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const { state, dispatch } = useSimulation();
  const { timeoutError, clearTimeoutError } = useFormLifecycle();
  const leaveGuard = useLeaveGuard();
  const provider = useRuntimeConfig().data?.etiqueta_prevision || 'Previsión';
  // SPEC §8: a failed forecast download also raises an alert (the other sources only show the
  // not-available message in their tab).
  const [previsionAlert, setPrevisionAlert] = useState(false);
  const previsionMissing = state.notAvailable.includes('elec_precios_prevision');
  useEffect(() => {
    if (previsionMissing) setPrevisionAlert(true);
  }, [previsionMissing]);

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
          <Box sx={{ height: 4, mb: 1 }}>{state.refreshing && !state.overlay ? <LinearProgress aria-label={t('simulacion.refreshing')} /> : null}</Box>
          <SimulationTabs initialTab={(initialTab ?? undefined) as TabId | undefined} />
        </>
      )}
      <MessageDialog
        open={state.alert !== null && state.overlay === null}
        severity="info"
        title={message('dialog.attention.title')}
        message={state.alert ? message(state.alert) : ''}
        onClose={() => dispatch({ type: 'alertShown' })}
      />
      <MessageDialog
        open={previsionAlert && state.overlay === null}
        severity="warning"
        title={message('dialog.warning.title')}
        message={message('prices.notAvailable.prevision', { provider })}
        onClose={() => setPrevisionAlert(false)}
      />
      {leaveGuard}
      <MessageDialog
        open={timeoutError}
        severity="error"
        title={message('dialog.error.title')}
        message={t('simulacion.overlayTimeout')}
        onClose={clearTimeoutError}
      />
    </Box>
  );
}
