// /precios, the price downloader (docs/rules/screens.md, docs/rules/validation.md, docs/rules/calls.md, docs/rules/messages.md): start and end dates (default the last 7
// days), Download (GET /api/descargador-precios) and Export (precios.csv through the domain's
// downloader exporter: semicolon, decimal comma, BOM). Problems show in the 'Atención' dialog;
// exporting before downloading says 'Descarga los precios antes de exportarlos'. The hours are
// downloaded once and Día/Hora shapes them on screen (shapeDownloadedPrices): switching re-shapes the
// prices shown, and the export writes the shape shown.
import { useMemo, useState } from 'react';
import { Button, ToggleButton, ToggleButtonGroup, Tooltip, Typography } from '@mui/material';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import SyncOutlinedIcon from '@mui/icons-material/SyncOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { downloadedPricesCsv, shapeDownloadedPrices } from '@plantasim/domain';
import { DataTable, saveFile, useDomainMessage, type DataTableColumn } from '../../components/DataTable';
import { DateRangeBar, rangeQuery, useRangeDownload } from '../../components/DateRangeBar';
import { MessageDialog } from '../../components/MessageDialog';
import { PageFrame } from '../../components/PageFrame';
import { useRuntimeConfig } from '../../api/hooks';
import { downloadPrices, fetchSourceProblems, refreshOmie, type DownloadedPriceRow, type PriceResolution } from '../../api/precios';
import { SourceWarnings } from '../../components/SourceWarnings';

/** The table's columns: day or hour, OMIE and its file version, the forecast (named by the deployment), MIBGAS and CO2. */
function usePriceColumns(previsionLabel: string): DataTableColumn<DownloadedPriceRow>[] {
  const { t } = useTranslation();
  return useMemo<DataTableColumn<DownloadedPriceRow>[]>(
    () => [
      { field: 'fecha', headerName: t('precios.columns.fecha'), type: 'text', minWidth: 150, pinned: 'left' },
      { field: 'omie', headerName: t('precios.columns.omie'), type: 'number' },
      // The OMIE file of each day: 1, or a correction (2, 3…) that replaced the first publication.
      { field: 'version_omie', headerName: t('precios.columns.version_omie'), headerTooltip: t('precios.columns.version_omieHint'), type: 'text', minWidth: 110,
        format: (value: unknown) => (typeof value === 'number' ? `.${value}` : '') },
      { field: 'prevision', headerName: t('precios.columns.prevision', { label: previsionLabel }), type: 'number' },
      { field: 'mibgas_2', headerName: t('precios.columns.mibgas_2'), type: 'number' },
      { field: 'co2', headerName: t('precios.columns.co2'), type: 'number' },
    ],
    [t, previsionLabel],
  );
}

export default function PreciosPage() {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const config = useRuntimeConfig();
  const previsionLabel = config.data?.etiqueta_prevision || 'Previsión';
  const [resolution, setResolution] = useState<PriceResolution>('dia');
  const [hours, setHours] = useState<DownloadedPriceRow[]>([]);
  const rows = useMemo(() => shapeDownloadedPrices(hours, resolution), [hours, resolution]);
  // The sources' problems are asked after each download: the tab itself says which source was
  // late, refused or missing, not only an empty column.
  const [problems, setProblems] = useState<Awaited<ReturnType<typeof fetchSourceProblems>>>([]);
  // docs/rules/validation.md, docs/rules/messages.md: an invalid or empty answer empties the table and says so.
  const { range, setRange, busy, attention, setAttention, download } = useRangeDownload({
    fetch: async (query) => {
      const answer = await downloadPrices(query, 'hora');
      setProblems(await fetchSourceProblems().catch(() => []));
      return answer;
    },
    onAnswer: (answer) => setHours(answer ?? []),
    isEmpty: (answer) => !answer || answer.length === 0,
    noDataKey: 'precios.noData',
    errorKey: 'precios.downloadError',
    logLabel: 'price download failed',
  });

  // OMIE publishes corrections as new file versions: a full user may have the range re-checked, and
  // the stored days replaced, then the table is downloaded again.
  const [refreshing, setRefreshing] = useState(false);
  const [refreshed, setRefreshed] = useState<string | null>(null);
  async function refresh() {
    const checked = rangeQuery(range);
    if (!checked.ok) {
      setAttention(t(`precios.${checked.problem}`));
      return;
    }
    setRefreshing(true);
    try {
      const answer = await refreshOmie(checked.query);
      setRefreshed(t('precios.refreshDone', { checked: answer.dias.length, updated: answer.actualizados }));
      await download();
    } catch (error) {
      console.error('OMIE refresh failed', error);
      setAttention(t('precios.refreshError', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setRefreshing(false);
    }
  }

  function exportCsv() {
    if (rows.length === 0) {
      setAttention(message('csv.exportNoPrices'));
      return;
    }
    saveFile(downloadedPricesCsv.fileName, downloadedPricesCsv.export(rows));
  }

  const columns = usePriceColumns(previsionLabel);

  return (
    <PageFrame title={t('precios.title')}>
      <DateRangeBar value={range} onChange={setRange} disabled={busy}>
        <Tooltip title={t('precios.resolution')}>
          <ToggleButtonGroup size="small" exclusive value={resolution} onChange={(_e, next: PriceResolution | null) => next && setResolution(next)} aria-label={t('precios.resolution')} disabled={busy}>
            <ToggleButton value="dia">{t('precios.daily')}</ToggleButton>
            <ToggleButton value="hora">{t('precios.hourly')}</ToggleButton>
          </ToggleButtonGroup>
        </Tooltip>
        <Button variant="contained" startIcon={<CloudDownloadOutlinedIcon />} onClick={() => void download()} loading={busy}>
          {t('precios.download')}
        </Button>
        <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={exportCsv} disabled={busy || refreshing}>
          {t('precios.export')}
        </Button>
        <Tooltip title={t('precios.refreshHint')}>
          <span>
            <Button variant="outlined" startIcon={<SyncOutlinedIcon />} onClick={() => void refresh()} loading={refreshing} disabled={busy}>
              {t('precios.refresh')}
            </Button>
          </span>
        </Tooltip>
      </DateRangeBar>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1.5 }} data-testid="precios-count">
        {rows.length > 0 ? t('precios.rows', { count: rows.length }) : t('precios.empty')}
      </Typography>
      <SourceWarnings problems={problems} previsionLabel={previsionLabel} />
      <DataTable title={t('precios.title')} testId="precios-table" rows={rows} columns={columns} getRowId={(row) => row.fecha} loading={busy} readOnly height={560} />
      <MessageDialog open={refreshed !== null} severity="success" title={t('precios.refreshTitle')} message={refreshed ?? ''} onClose={() => setRefreshed(null)} />
      <MessageDialog open={attention !== null} severity="warning" title={message('dialog.attention.title')} message={attention ?? ''} onClose={() => setAttention(null)} />
    </PageFrame>
  );
}
