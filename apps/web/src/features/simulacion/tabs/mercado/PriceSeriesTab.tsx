// One price series tab (market read-only, manual, historical, planning estimate) on SeriesTable:
// 'Cargando…' while its source is being asked, the translated not-available message only once the
// source answered with nothing (never while it is still loading); a backtesting month's
// missing days are named here as ranges. A quarter-hourly scenario shows the source's quarter-hour
// prices below, read-only, in a second table.
import { useMemo } from 'react';
import { Alert, LinearProgress, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  missingBacktestingPrices, missingPricesMessage, type CsvCodec, type CsvExporter, type PriceDownloadKind, type SeriesCtx, type SeriesExportCtx,
  type QuarterPriceRow, type SimulationPayload,
} from '@plantasim/domain';
import { useDomainMessage, type DataTableColumn } from '../../../../components/DataTable';
import { usePayload, useSimulation, useUpdate } from '../../state/SimulationContext';
import { SeriesTable } from '../SeriesTable';
import type { SeriesImporter } from '../seriesImport';
import { QUARTER_EXPORTERS, shownQuarterRows, withEditedSeries, type QuarterSeriesKey } from './quarterPrices';
import { useEnsurePrices } from './useEnsurePrices';
import { useOmieVersionColumns } from './omieVersionColumn';
import { useQuarterTemplate } from './useQuarterTemplate';

type SeriesKey =
  | 'elec_precios_OMIE' | 'elec_precios_prevision' | 'elec_precios_manual' | 'elec_precios_historicos' | 'elec_precios_estimados'
  | 'gas_precios_MIBGAS' | 'gas_precios_manual' | 'gas_precios_historicos' | 'gas_precios_estimados';

/** The row type of a price series of the payload. */
type SeriesRow<K extends SeriesKey> = NonNullable<SimulationPayload[K]>[number];

export interface PriceSeriesTabProps<K extends SeriesKey> {
  seriesKey: K;
  testId: string;
  title: string;
  valueHeader: string;
  valueField?: string;
  horizonField: 'horizonte' | 'fecha_hora';
  /** Editable tables import and export; read-only ones export only. */
  codec?: CsvCodec<SeriesRow<K>[], SeriesCtx<SeriesRow<K>>, SeriesExportCtx>;
  exporter?: CsvExporter<readonly SeriesRow<K>[], SeriesExportCtx>;
  editable: boolean;
  decimals?: number;
  notAvailableText?: string;
  /** Historical tabs download their data when opened. */
  ensure?: PriceDownloadKind;
  /** OMIE rows: a column with the file version of each row's day (.1, or .2… a correction). */
  omieVersions?: boolean;
  /** An import that brings more than this series (the manual electricity hours or quarter hours). */
  importer?: SeriesImporter<SeriesRow<K>>;
  /** The quarter-hour series of the same source, shown below in a quarter-hourly scenario. */
  quarterSeriesKey?: QuarterSeriesKey;
}

export function PriceSeriesTab<K extends SeriesKey>(props: PriceSeriesTabProps<K>) {
  const { t } = useTranslation();
  const p = usePayload();
  const { access, state } = useSimulation();
  const update = useUpdate();
  const rows: readonly SeriesRow<K>[] = p[props.seriesKey] ?? [];
  const ensuring = useEnsurePrices(props.ensure ?? 'omie', props.ensure !== undefined && rows.length === 0);
  // The form's market downloads (state.refreshing) fill the other tabs.
  const loading = ensuring || (state.refreshing && rows.length === 0);
  const editable = props.editable && access.editable;
  // A historical series of a backtesting month says here which of its days have no prices (as
  // ranges), not only when the launch refuses it.
  const message = useDomainMessage();
  const gap = useMemo(() => missingBacktestingPrices(p).find((g) => g.series === props.seriesKey), [p, props.seriesKey]);
  const gapText = gap ? (({ code, params }) => message(code, params))(missingPricesMessage(gap)) : null;
  const quarterRows = shownQuarterRows(p, props.quarterSeriesKey);
  const template = useQuarterTemplate(editable ? props.quarterSeriesKey : undefined);
  const versionColumns = useOmieVersionColumns(props.omieVersions === true && !loading ? rows as readonly { fecha_hora?: string }[] : []);
  return (
    <Stack spacing={1}>
      {loading ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {loading && rows.length === 0 ? <Alert severity="info" variant="outlined" data-testid={`${props.testId}-loading`}>{t('common.loading')}</Alert> : null}
      {gapText && !loading ? <Alert severity="warning" variant="outlined" data-testid={`${props.testId}-faltan`}>{gapText}</Alert> : null}
      {rows.length === 0 && props.notAvailableText && !loading && !gapText ? <Alert severity="info" variant="outlined">{props.notAvailableText}</Alert> : null}
      <SeriesTable<SeriesRow<K>>
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
        codec={props.codec}
        exporter={props.exporter}
        importer={props.importer}
        onChange={editable ? (next) => update((q) => withEditedSeries(q, props.seriesKey, next, props.quarterSeriesKey)) : undefined}
        emptyText={loading ? t('common.loading') : props.notAvailableText}
        extraColumns={versionColumns as DataTableColumn<SeriesRow<K>>[] | undefined}
        template={template}
      />
      {props.quarterSeriesKey && quarterRows.length > 0 ? (
        <SeriesTable<QuarterPriceRow>
          testId={`${props.testId}-cuartos`}
          title={t('simulacion.electricidad.cuartos.title')}
          rows={quarterRows}
          horizonHours={quarterRows.length}
          horizonField="fecha_hora"
          hourField="periodo"
          valueField="valor"
          horizonHeader={t('simulacion.electricidad.cuartos.fechaHora')}
          hourHeader={t('simulacion.electricidad.cuartos.periodo')}
          valueHeader={props.valueHeader}
          exporter={QUARTER_EXPORTERS[props.quarterSeriesKey]}
          height={360}
        />
      ) : null}
    </Stack>
  );
}
