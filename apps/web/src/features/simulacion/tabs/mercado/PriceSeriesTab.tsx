// One price series tab (market read-only, manual, historical, planning estimate) on SeriesTable,
// with the translated not-available message when a downloaded series is empty.
import { Alert, LinearProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { parseHistoricalMonth, type CsvCodec, type CsvExporter, type PriceDownloadKind, type SeriesCtx, type SeriesExportCtx, type SimulationPayload } from '@plantasim/domain';
import { usePayload, useSimulation, useUpdate } from '../../state/SimulationContext';
import { SeriesTable } from '../SeriesTable';
import { useEnsurePrices } from './useEnsurePrices';

type SeriesKey =
  | 'elec_precios_OMIE' | 'elec_precios_prevision' | 'elec_precios_manual' | 'elec_precios_historicos' | 'elec_precios_estimados'
  | 'gas_precios_MIBGAS' | 'gas_precios_manual' | 'gas_precios_historicos' | 'gas_precios_estimados';

export interface PriceSeriesTabProps {
  seriesKey: SeriesKey;
  testId: string;
  title: string;
  valueHeader: string;
  valueField?: string;
  horizonField: 'horizonte' | 'fecha_hora';
  /** Editable tables import and export; read-only ones export only. */
  codec?: CsvCodec<never[], SeriesCtx<never>, SeriesExportCtx>;
  exporter?: CsvExporter<readonly never[], SeriesExportCtx>;
  editable: boolean;
  decimals?: number;
  notAvailableText?: string;
  /** Historical tabs download their data when opened. */
  ensure?: PriceDownloadKind;
  /** Backtesting history: imports may fill the hours of the month the download left without prices. */
  wholeMonth?: boolean;
}

export function PriceSeriesTab(props: PriceSeriesTabProps) {
  const { t } = useTranslation();
  const p = usePayload();
  const { access } = useSimulation();
  const update = useUpdate();
  const rows = (p[props.seriesKey] ?? []) as never[];
  const loading = useEnsurePrices(props.ensure ?? 'omie', props.ensure !== undefined && rows.length === 0);
  const editable = props.editable && access.editable;
  const codec = props.codec && props.wholeMonth
    ? { ...props.codec, parse: (text: string, ctx: SeriesCtx<never>) => parseHistoricalMonth(props.codec as never, text, ctx as never, p.configuracion.fechaActual) as never }
    : props.codec;
  return (
    <Stack spacing={1}>
      {loading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {rows.length === 0 && props.notAvailableText && !loading ? <Alert severity="info" variant="outlined">{props.notAvailableText}</Alert> : null}
      <SeriesTable<never>
        testId={props.testId}
        title={props.title}
        rows={rows}
        horizonHours={p.configuracion.horizonte_horas}
        horizonField={props.horizonField}
        valueField={props.valueField ?? 'valor'}
        horizonHeader={t('simulacion.columns.horizon')}
        hourHeader={t('simulacion.columns.hour')}
        valueHeader={props.valueHeader}
        decimals={props.decimals}
        editable={editable}
        step={0.01}
        codec={codec}
        exporter={props.exporter}
        onChange={editable ? (next) => update((q) => ({ ...q, [props.seriesKey]: next }) as SimulationPayload) : undefined}
        emptyText={props.notAvailableText}
      />
    </Stack>
  );
}
