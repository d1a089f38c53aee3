// General › Configuración (docs/rules/screens.md, docs/rules/states.md): date (dd/MM/yyyy), horizon, prices source and execution
// mode. Every change goes through the domain transitions; the mode's overlay and alert come from
// executionModeEffects and close when the watched refresh has finished (useFormLifecycle). A mode or
// source change that moves the horizon says so (horizonChangeNotice); one that keeps it says nothing.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { DatePicker } from '../../../../components/DatePicker';
import { pickerDate, pickerDay } from '../../../../components/pickerDays';
import { useTranslation } from 'react-i18next';
import {
  applyDateChange, applyExecutionMode, applyHorizon, applyPriceSource, applyResolution, executionModeEffects, horizonChangeNotice, isPlanningMode, parseDate,
  MAX_QUARTER_HORIZON_DAYS, PRICE_SOURCES, quarterResolutionAllowed, RESOLUTIONS, type Configuracion, type ExecutionMode, type PlanResolution, type PriceSource,
} from '@plantasim/domain';
import { useRuntimeConfig } from '../../../../api/hooks';
import { useDomainMessage } from '../../../../components/DataTable';
import { usePayload, useSimulation } from '../../state/SimulationContext';

const MODES: ExecutionMode[] = [0, 1, 2, 3, 4];

function toJsDate(ddmmyyyy: string): Date | null {
  const r = parseDate(ddmmyyyy);
  return r.ok ? pickerDate(r.data) : null;
}

interface ConfigSelectProps {
  id: string;
  label: string;
  value: string | number;
  disabled: boolean;
  onChange: (value: string | number) => void;
  testId: string;
  children: ReactNode;
}

/** One labelled select of the form (small, full width; the label's id is the select's labelId). */
function ConfigSelect({ id, label, value, disabled, onChange, testId, children }: ConfigSelectProps) {
  return (
    <FormControl size="small" fullWidth disabled={disabled}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {children}
      </Select>
    </FormControl>
  );
}

/** The date (dd/MM/yyyy) of the run, with the domain's date transition applied when it is committed. */
function ConfigDateField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { dispatch } = useSimulation();
  const config = usePayload().configuracion;
  // A typed date is committed on blur, Enter or a calendar pick, not on every keystroke: each
  // commit regenerates the series and refetches, and backtesting rewrites the day to 01.
  const [draft, setDraft] = useState<Date | null>(() => toJsDate(config.fechaActual));
  const draftRef = useRef(draft);
  draftRef.current = draft;
  useEffect(() => setDraft(toJsDate(config.fechaActual)), [config.fechaActual]);
  const commitDate = (d: Date | null) => {
    const day = pickerDay(d);
    if (!day) {
      setDraft(toJsDate(config.fechaActual));
      return;
    }
    const next = applyDateChange(config, day);
    if (next.fechaActual !== config.fechaActual || next.horizonte !== config.horizonte) dispatch({ type: 'config', config: next });
    setDraft(toJsDate(next.fechaActual));
  };

  return (
    <DatePicker
      label={t('simulacion.config.date')}
      format="dd/MM/yyyy"
      value={draft}
      disabled={disabled}
      enableAccessibleFieldDOMStructure={false}
      onChange={(d) => setDraft(d)}
      onAccept={(d) => commitDate(d)}
      slotProps={{
        textField: {
          size: 'small',
          fullWidth: true,
          onBlur: () => commitDate(draftRef.current),
          onKeyDown: (e) => { if (e.key === 'Enter') commitDate(draftRef.current); },
        },
      }}
    />
  );
}

export function ConfigurationForm() {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const { dispatch, access } = useSimulation();
  const config = usePayload().configuracion;
  const previsionLabel = useRuntimeConfig().data?.etiqueta_prevision || 'Previsión';
  const effects = executionModeEffects(config.modoEjecucion);
  const disabled = !access.editable;

  const sourceLabel = (s: PriceSource) => (s === 'Prevision' ? previsionLabel : s);

  // The last mode or source change that moved the horizon, said until the next change.
  const [notice, setNotice] = useState<string | null>(null);
  const applyWithNotice = (next: Configuracion) => {
    const said = horizonChangeNotice(config, next);
    setNotice(said ? message(said.code, said.params) : null);
    dispatch({ type: 'config', config: next });
  };

  const changeMode = (mode: ExecutionMode) => {
    if (mode === config.modoEjecucion) return;
    const next = executionModeEffects(mode);
    if (next.overlay) {
      dispatch({ type: 'overlay', overlay: { message: next.overlay.messageCode, timeoutMs: next.overlay.durationMs, afterAlert: next.alertCode ?? undefined } });
    }
    applyWithNotice(applyExecutionMode(config, mode));
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 560, pt: 1 }} data-testid="config-form">
      <ConfigDateField disabled={disabled} />
      <ConfigSelect
        id="cfg-horizon"
        label={t('simulacion.config.horizon')}
        value={config.horizonte}
        disabled={disabled || effects.horizonLocked}
        onChange={(value) => {
          setNotice(null);
          dispatch({ type: 'config', config: applyHorizon(config, Number(value)) });
        }}
        testId="config-horizon"
      >
        {[...new Set([...config.opciones_precios, config.horizonte])].map((d) => (
          <MenuItem key={d} value={d}>{t('simulacion.config.days', { count: d })}</MenuItem>
        ))}
      </ConfigSelect>
      <ConfigSelect
        id="cfg-source"
        label={t('simulacion.config.source')}
        value={config.precios}
        disabled={disabled || effects.priceSourceLocked}
        onChange={(value) => applyWithNotice(applyPriceSource(config, value as PriceSource))}
        testId="config-source"
      >
        {PRICE_SOURCES.map((s) => <MenuItem key={s} value={s}>{sourceLabel(s)}</MenuItem>)}
      </ConfigSelect>
      <ConfigSelect
        id="cfg-mode"
        label={t('simulacion.config.mode')}
        value={config.modoEjecucion}
        disabled={disabled}
        onChange={(value) => changeMode(Number(value) as ExecutionMode)}
        testId="config-mode"
      >
        {MODES.map((m) => <MenuItem key={m} value={m}>{message(`mode.${m}`)}</MenuItem>)}
      </ConfigSelect>
      <ConfigSelect
        id="cfg-resolution"
        label={t('simulacion.config.resolution')}
        value={config.resolucion ?? 'horaria'}
        disabled={disabled || !quarterResolutionAllowed(config)}
        onChange={(value) => dispatch({ type: 'config', config: applyResolution(config, value as PlanResolution) })}
        testId="config-resolution"
      >
        {RESOLUTIONS.map((r) => <MenuItem key={r} value={r} data-testid={`config-resolution-${r}`}>{t(`simulacion.config.resolutions.${r}`)}</MenuItem>)}
      </ConfigSelect>
      {config.resolucion === 'cuartohoraria' ? (
        <Box sx={{ color: 'text.secondary', fontSize: 13 }} data-testid="config-resolution-help">{t('simulacion.config.quarterHelp', { days: MAX_QUARTER_HORIZON_DAYS })}</Box>
      ) : null}
      {notice ? <Alert severity="info" data-testid="config-horizon-notice" onClose={() => setNotice(null)}>{notice}</Alert> : null}
      {effects.horizonLocked ? (
        <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{t(isPlanningMode(config.modoEjecucion) ? 'simulacion.config.planningLocked' : 'simulacion.config.backtestingLocked')}</Box>
      ) : null}
    </Stack>
  );
}
