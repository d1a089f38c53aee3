// The form header (docs/rules/screens.md): the name (editable by full users on a new simulation; 'Simulación:
// created-date id name' for an existing one), the 'Activa' switch (existing; disabled for operators,
// and with the reason for a simulation that did not run OK), Save (new, full users; overwrites the
// base case after confirmation) and Launch (new).
import { Box, Button, Chip, CircularProgress, FormControlLabel, Paper, Stack, Switch, TextField, Tooltip, Typography } from '@mui/material';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_SIMULATION_NAME, displaySimulationName, effectiveExecutionMode, hasResultsStatus, isFailedStatus, isRunningStatus, launchReadiness, pricesUsedCode,
} from '@plantasim/domain';
import { messageLang } from '../../../components/DataTable';
import { useRuntimeConfig } from '../../../api/hooks';
import { useSimulationDetail } from '../../../api/simulaciones';
import { localStamp } from '../../../components/localStamp';
import { useDomainMessage } from '../../../components/DataTable';
import { useLaunchFlow } from '../launch/LaunchFlow';
import { usePayload, useSimulation, useUpdate } from '../state/SimulationContext';
import { useBaseCaseSave } from './useBaseCaseSave';
import { useValiditySwitch } from './useValiditySwitch';

/** The header's title: the existing simulation's, the operator's new-simulation title, or the editable name. */
function HeaderTitle({ title, operator }: { title: string | null; operator: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = messageLang(i18n.resolvedLanguage ?? i18n.language);
  const payload = usePayload();
  const update = useUpdate();
  if (title) return <Typography variant="h1" component="h1" sx={{ fontSize: '1.4rem' }} data-testid="simulation-title">{title}</Typography>;
  if (operator) return <Typography variant="h1" component="h1" sx={{ fontSize: '1.4rem' }} data-testid="simulation-title">{t('simulacion.newTitle')}</Typography>;
  return (
    <TextField
      label={t('simulacion.name')}
      value={displaySimulationName(payload.metadata.simulation_name, lang)}
      onChange={(e) => {
        // The default name stays stored as 'Sin título' (docs/rules/constants.md) whatever language shows it.
        const typed = e.target.value.slice(0, 200);
        const v = typed === displaySimulationName(DEFAULT_SIMULATION_NAME, lang) ? DEFAULT_SIMULATION_NAME : typed;
        update((p) => ({ ...p, metadata: { ...p.metadata, simulation_name: v } }));
      }}
      size="small"
      sx={{ width: { xs: '100%', sm: 420 } }}
      slotProps={{ htmlInput: { 'data-testid': 'simulation-name' } }}
    />
  );
}

/** The chips under the title: the run's live status (existing), mode, date, horizon and prices used. */
function HeaderChips({ runStatus, provider }: { runStatus: number | undefined; provider: string }) {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const config = usePayload().configuracion;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
      {runStatus !== undefined ? (
        <Chip
          size="small"
          color={hasResultsStatus(runStatus) ? 'success' : isFailedStatus(runStatus) ? 'error' : isRunningStatus(runStatus) ? 'info' : 'default'}
          icon={isRunningStatus(runStatus) ? <CircularProgress size={12} color="inherit" /> : undefined}
          label={message(`status.${runStatus}`)}
          data-testid="chip-status"
          data-status={runStatus}
        />
      ) : null}
      <Chip size="small" color="primary" variant="outlined" label={message(`mode.${config.modoEjecucion}`)} data-testid="chip-mode" />
      <Chip size="small" variant="outlined" label={config.fechaActual} data-testid="chip-date" />
      <Chip size="small" variant="outlined" label={t('simulacion.config.days', { count: config.horizonte })} data-testid="chip-horizon" />
      <Chip size="small" variant="outlined" label={message(pricesUsedCode(effectiveExecutionMode(config), config.precios), { prevision: provider })} data-testid="chip-prices" />
    </Stack>
  );
}

/** Launch (new simulation), with the reasons it is blocked beside it. */
function LaunchButton({ launch, blockedText, refreshing }: { launch: ReturnType<typeof useLaunchFlow>; blockedText: string | null; refreshing: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {blockedText ? (
        <Typography id="launch-blocked" variant="body2" color="error" sx={{ maxWidth: 320 }} data-testid="launch-blocked">{blockedText}</Typography>
      ) : null}
      <Button
        variant="contained"
        color="secondary"
        startIcon={<RocketLaunchOutlinedIcon />}
        onClick={launch.start}
        loading={launch.checking || launch.busy}
        disabled={refreshing || blockedText !== null}
        aria-describedby={blockedText ? 'launch-blocked' : undefined}
      >
        {t('simulacion.launch')}
      </Button>
    </Stack>
  );
}

export function FormHeader({ created, validParam }: { created: string | null; validParam: 0 | 1 | null }) {
  const { t, i18n } = useTranslation();
  const lang = messageLang(i18n.resolvedLanguage ?? i18n.language);
  const message = useDomainMessage();
  const payload = usePayload();
  const { access, state } = useSimulation();
  const launch = useLaunchFlow(payload);
  const validity = useValiditySwitch(state.id, validParam ?? payload.metadata.valid);
  const baseCase = useBaseCaseSave();
  // The run's live status beside its title (the same query as its Resultados tab: asked once).
  const detail = useSimulationDetail(access.existing ? (state.id ?? '') : '');
  const runStatus = access.existing ? detail.data?.status : undefined;
  const provider = useRuntimeConfig().data?.etiqueta_prevision || 'Previsión';
  // While prices download the series are empty by design: judge them once they have arrived.
  const blockers = access.existing || state.refreshing ? [] : launchReadiness(payload, provider);
  const blockedText = blockers.length > 0 ? message('launch.blocked', { reasons: blockers.map((b) => message(b.code, b.params)).join(' · ') }) : null;

  const title = access.existing
    ? message('simulation.header', { created: localStamp(created ?? payload.metadata.created), id: state.id ?? '', name: displaySimulationName(payload.metadata.simulation_name, lang) })
    : null;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 2.5 }, mb: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <HeaderTitle title={title} operator={access.operator} />
          <HeaderChips runStatus={runStatus} provider={provider} />
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {access.existing ? (
            <Tooltip title={access.operator ? '' : (validity.blockedReason ?? '')} describeChild>
              <FormControlLabel
                control={<Switch checked={validity.valid === 1} disabled={access.operator || validity.busy || validity.blockedReason !== null} onChange={(e) => validity.toggle(e.target.checked ? 1 : 0)} />}
                label={message('simulation.active')}
                data-testid="validity-switch"
              />
            </Tooltip>
          ) : null}
          {!access.existing && !access.operator ? (
            <Button variant="outlined" startIcon={<SaveOutlinedIcon />} onClick={baseCase.ask}>{t('simulacion.save')}</Button>
          ) : null}
          {!access.existing ? <LaunchButton launch={launch} blockedText={blockedText} refreshing={state.refreshing} /> : null}
        </Stack>
      </Stack>
      {launch.dialogs}
      {validity.dialog}
      {baseCase.dialogs}
    </Paper>
  );
}
