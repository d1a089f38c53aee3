// Resultados tab of the simulation form (docs/rules/screens.md): sub-tabs operator forecast (schedule), operation
// and economic, over the four result parts of GET /api/programa|resultado-operacion|
// resultado-economico|resultados/{id}, the explanation, and (full users, executed one-day runs) the
// day-ahead offers (docs/offers.md). The form renders it for existing simulations only.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, CircularProgress, Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { hasResultsStatus, type ResultResolution, type ResultWarning } from '@plantasim/domain';
import { resultadosKeys, useResultPart } from '../../api/resultados';
import { useRuntimeConfig } from '../../api/hooks';
import { simulacionesKeys, useSimulationDetail, type SimulationDetail } from '../../api/simulaciones';
import { RunStatusPanel } from './RunStatusPanel';
import { PlanStatusNote } from './PlanStatusNote';
import { readProgram } from './readProgram';
import { useQuarterTime } from './useQuarterTime';
import type { ResultsBundle } from './model/workbooks';
import type { SheetRun } from './model/sheet';
import { ScheduleView } from './schedule/ScheduleView';
import { scheduleTooltips, toExplanation, type Explanation } from './model/explanation';
import { EconomicView } from './tables/EconomicView';
import { useReplanInfo } from '../../api/replan';
import { ReplanPanel } from './replan/ReplanPanel';
import { changedCells } from './replan/model';
import { OperationView } from './tables/OperationView';
import { offersAvailable } from './offers/model';

export interface ResultadosTabProps {
  /** The simulation id (route or ?id=). */
  simulationId: string;
  /** Operator view (docs/rules/roles.md: no economic/concept grids in their Excel, no full Excel). */
  operator: boolean;
  /** Planning (mode text 'Planificación'): results of a whole year. */
  planning: boolean;
  /** The simulation's name, for file titles. */
  simulationName: string;
}

type SubTab = 'schedule' | 'operation' | 'economic' | 'explain' | 'offers';

// The explanation sub-tab (tables, chart, Excel) loads only when opened.
const ExplainView = lazy(() => import('./explain/ExplainView'));
// The offers sub-tab (docs/offers.md) too.
const OffersView = lazy(() => import('./offers/OffersView'));

const NO_WARNINGS: ResultWarning[] = [];

const SUB_TABS: SubTab[] = ['schedule', 'operation', 'economic', 'explain'];
const SUB_TABS_WITH_OFFERS: SubTab[] = [...SUB_TABS, 'offers'];

/** Offers are asked for by full users (403 to operators) of an executed one-day run (docs/offers.md). */
function subTabsOf(detail: SimulationDetail | undefined, operator: boolean): SubTab[] {
  return offersAvailable(detail, operator) ? SUB_TABS_WITH_OFFERS : SUB_TABS;
}

/** Hours or quarter hours: shown over the tables of a run planned in quarter hours. */
function ResolutionToggle({ value, onChange }: { value: ResultResolution; onChange: (resolution: ResultResolution) => void }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
      <Typography variant="body2" color="text.secondary" id="resultados-resolution-label">{t('resultados.resolution.label')}</Typography>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={value}
        onChange={(_e, v: ResultResolution | null) => { if (v) onChange(v); }}
        aria-labelledby="resultados-resolution-label"
        data-testid="resultados-resolution"
      >
        <ToggleButton value="horas" data-testid="resultados-resolution-horas">{t('resultados.resolution.hours')}</ToggleButton>
        <ToggleButton value="cuartos" data-testid="resultados-resolution-cuartos">{t('resultados.resolution.quarters')}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
}

/** The run summary's warnings, in the interface language. */
function RunWarnings({ warnings, language }: { warnings: ResultWarning[]; language: 'es' | 'en' }) {
  const { t } = useTranslation();
  return (
    <Alert severity="warning" variant="outlined" sx={{ mb: 2 }} data-testid="resultados-warnings">
      <strong>{t('resultados.warnings')}</strong>
      {warnings.map((w, i) => <div key={`${w.code}-${i}`}>{w[language]}</div>)}
    </Alert>
  );
}

/** The explanation sub-tab: pending while its job runs, a spinner while it is read, then the lazy view. */
function ExplainPanel({ simulationId, pending, explanation, failed }: {
  simulationId: string;
  pending: boolean;
  explanation: Explanation | null | undefined;
  failed: boolean;
}) {
  const { t } = useTranslation();
  if (pending) return <Alert severity="info" variant="outlined" data-testid="explain-pending">{t('resultados.explain.pending')}</Alert>;
  if (explanation === undefined && !failed) return <CircularProgress data-testid="explain-loading" />;
  return (
    <Suspense fallback={<CircularProgress data-testid="explain-loading" />}>
      <ExplainView explanation={explanation ?? null} simulationId={simulationId} />
    </Suspense>
  );
}

/** What the printed sheet says of the run: its days, whether it is the plan in force, the plant. */
function useSheetRun(detail: SimulationDetail | undefined, simulationId: string, simulationName: string): SheetRun {
  const config = useRuntimeConfig();
  return useMemo<SheetRun>(() => ({
    id: detail?.id ?? simulationId,
    name: detail?.name ?? simulationName,
    fechaActual: detail?.fechaActual ?? null,
    horizonte: detail?.horizonte ?? null,
    enVigor: detail?.enVigor ?? [],
    plant: config.data?.nombre_planta?.trim() ?? '',
  }), [detail, simulationId, simulationName, config.data]);
}

export function ResultadosTab({ simulationId, operator, planning, simulationName }: ResultadosTabProps) {
  const { t, i18n } = useTranslation();
  const [tab, setTab] = useState<SubTab>('schedule');
  const queryClient = useQueryClient();
  // The run first: its parts are asked for only once it has results (a running run would answer 409).
  // When its status cannot be read, the parts are asked for anyway and speak for themselves.
  const detail = useSimulationDetail(simulationId);
  const withResults = detail.data ? hasResultsStatus(detail.data.status) : detail.isError;
  const resumen = useResultPart(simulationId, 'resultados', undefined, withResults);
  // A run planned in quarter hours shows its hourly tables, or its tables per period when asked.
  const [resolution, setResolution] = useState<ResultResolution>('horas');
  const shown: ResultResolution = resumen.data?.cuartos === true ? resolution : 'horas';
  // Each part is parsed (and the schedule grids built) in tasks of its own as it arrives.
  const programa = useResultPart(simulationId, 'programa', readProgram, withResults, shown);
  const operacion = useResultPart(simulationId, 'resultado-operacion', undefined, withResults, shown);
  const economico = useResultPart(simulationId, 'resultado-economico', undefined, withResults, shown);
  // The explanation: its own sub-tab, and the reasons shown over the engine grid's cells. It is
  // computed after the results (the run's page asks again until it is ready), then read once.
  const explaining = detail.data?.explicacion_pendiente === true;
  const explicacion = useResultPart(simulationId, 'explicacion', toExplanation, withResults && !explaining);
  // An explanation that could not be made is said on the summary's warnings when its job ends: the
  // summary read while it was being prepared is read again then.
  const wasExplaining = useRef(false);
  useEffect(() => {
    if (wasExplaining.current && !explaining) void queryClient.invalidateQueries({ queryKey: resultadosKeys.part(simulationId, 'resultados') });
    wasExplaining.current = explaining;
  }, [explaining, queryClient, simulationId]);
  // Re-planning: the action on a simulation that may be re-planned, a re-plan's figures and changed cells.
  const replan = useReplanInfo(simulationId, withResults);
  // Its changes are by hour: on the quarter view they mark every quarter of their hour.
  const quarterFechas = useMemo(() => (shown === 'cuartos' ? operacion.data?.rows.map((r) => String(r.FECHA_HORA ?? '')) : undefined), [shown, operacion.data]);
  const changed = useMemo(() => (replan.data?.resultado ? changedCells(replan.data.resultado.cambios, quarterFechas) : undefined), [replan.data, quarterFechas]);
  const language = i18n.language === 'en' ? 'en' : 'es';
  // Keyed by the schedule's columns at the resolution shown (a quarter run's hourly view folds its periods).
  const tooltips = useMemo(() => (explicacion.data ? scheduleTooltips(explicacion.data, language, shown) : undefined), [explicacion.data, language, shown]);

  const quarters = useQuarterTime(simulationId, resumen.data?.cuartos === true, shown, withResults);
  const bundle = useMemo<ResultsBundle | null>(() => {
    if (programa.data === undefined || operacion.data === undefined || economico.data === undefined) return null;
    return { program: programa.data, operation: operacion.data, economic: economico.data, ...(quarters ? { quarters } : {}) };
  }, [programa.data, operacion.data, economico.data, quarters]);
  const warnings = resumen.data?.warnings ?? NO_WARNINGS;
  const sheetRun = useSheetRun(detail.data, simulationId, simulationName);
  const error = programa.error ?? operacion.error ?? economico.error;

  if (detail.data && !hasResultsStatus(detail.data.status)) {
    return (
      <RunStatusPanel
        detail={detail.data}
        onCancelled={() => void queryClient.invalidateQueries({ queryKey: simulacionesKeys.detail(simulationId) })}
      />
    );
  }
  if (error) {
    return (
      <Alert severity="error" variant="outlined" data-testid="resultados-error">
        {t('resultados.loadError')} {error instanceof Error ? error.message : ''}
      </Alert>
    );
  }
  if (!bundle) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', minHeight: 320 }} data-testid="resultados-loading">
        <CircularProgress />
        <Typography color="text.secondary">{t(planning ? 'resultados.loadingPlanning' : 'resultados.loading')}</Typography>
      </Stack>
    );
  }

  return (
    <Box data-testid="resultados-tab" sx={{ minWidth: 0 }}>
      <Tabs
        value={tab}
        onChange={(_e, v: SubTab) => setTab(v)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('resultados.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}
      >
        {subTabsOf(detail.data, operator).map((id) => (
          <Tab key={id} value={id} label={t(`resultados.tabs.${id}`)} id={`resultados-tab-${id}`} aria-controls={`resultados-panel-${id}`} data-testid={`resultados-subtab-${id}`} />
        ))}
      </Tabs>
      {resumen.data?.cuartos === true ? <ResolutionToggle value={shown} onChange={setResolution} /> : null}
      {replan.data ? <ReplanPanel simulationId={simulationId} info={replan.data} /> : null}
      {resumen.data ? <PlanStatusNote summary={resumen.data} economic={bundle.economic} /> : null}
      {warnings.length ? <RunWarnings warnings={warnings} language={language} /> : null}
      <Box role="tabpanel" id={`resultados-panel-${tab}`} aria-labelledby={`resultados-tab-${tab}`}>
        {tab === 'schedule' ? <ScheduleView bundle={bundle} operator={operator} simulationName={simulationName} run={sheetRun} tooltips={tooltips} changed={changed} /> : null}
        {tab === 'operation' ? <OperationView bundle={bundle} /> : null}
        {tab === 'economic' ? <EconomicView bundle={bundle} /> : null}
        {tab === 'explain' ? (
          <ExplainPanel simulationId={simulationId} pending={explaining} explanation={explicacion.data} failed={Boolean(explicacion.error)} />
        ) : null}
        {tab === 'offers' ? (
          <Suspense fallback={<CircularProgress data-testid="offers-loading" />}>
            <OffersView simulationId={simulationId} fechaActual={detail.data?.fechaActual ?? null} />
          </Suspense>
        ) : null}
      </Box>
    </Box>
  );
}

export default ResultadosTab;
