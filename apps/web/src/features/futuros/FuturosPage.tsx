// /futuros, the futures downloader (docs/rules/screens.md, docs/rules/calls.md, docs/rules/constants.md): the downloaders' date range, Download
// (GET /api/descargador-futuros; a JSON-string answer is read too), tabs OMIP, MIBGAS and CO2
// whose columns and rows come from the server, and Export to Futuros.xlsx. On screen the columns
// read as words with the price unit ('Precio de referencia (€/MWh)') and dates as dd/MM/yyyy; the
// workbook keeps the server's names and values.
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Tab, Tabs } from '@mui/material';
import CloudDownloadOutlinedIcon from '@mui/icons-material/CloudDownloadOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import { DataTable, saveFile, useDomainMessage, type DataTableColumn } from '../../components/DataTable';
import { XLSX_MIME } from '../../components/DataTable/workbook';
import { DateRangeBar, useRangeDownload } from '../../components/DateRangeBar';
import { MessageDialog } from '../../components/MessageDialog';
import { PageFrame } from '../../components/PageFrame';
import { downloadFutures, type FuturesResponse } from '../../api/precios';
import { useSourceProblemText } from '../../components/SourceWarnings';
import {
  buildFuturesWorkbook, columnNames, displayDate, FUTURES_FILE, FUTURES_TABS, hasFutures, isDateColumn, isKnownColumn, isNumericColumn, plainHeader, priceUnit,
  type FuturesKey, type FuturesRow,
} from './futuresTables';

export default function FuturosPage() {
  const { t } = useTranslation();
  const message = useDomainMessage();
  const problemText = useSourceProblemText();
  const [futures, setFutures] = useState<FuturesResponse | null>(null);
  const [tab, setTab] = useState<FuturesKey>('omip');
  const { range, setRange, busy, attention, setAttention, download } = useRangeDownload({
    fetch: downloadFutures,
    onAnswer: setFutures,
    isEmpty: (answer) => !hasFutures(answer),
    noDataKey: 'futuros.noData',
    errorKey: 'futuros.downloadError',
    logLabel: 'futures download failed',
  });

  async function exportExcel() {
    if (!futures || !hasFutures(futures)) {
      setAttention(message('csv.exportNoPrices'));
      return;
    }
    try {
      saveFile(FUTURES_FILE, await buildFuturesWorkbook(futures), XLSX_MIME);
    } catch (error) {
      console.error('futures export failed', error);
      setAttention(`${message('csv.exportError.title')}. ${message('csv.exportError.detail')}`);
    }
  }

  const set = futures?.[tab];
  // Each source says where its data comes from, or why there is none (no source configured, or
  // nothing for these dates), instead of leaving an empty grid.
  const state = futures?.estado?.[tab];
  const lastDay = state?.ultimo_dia
    ? t('futuros.state.lastDay', { day: displayDate(state.ultimo_dia) ?? state.ultimo_dia, origin: t(`futuros.state.origin.${state.origen === 'HTTP' ? 'http' : 'dir'}`) })
    : '';
  // A workbook missing for a year is the reason, not "no provider": the problem, when there is one, is said first.
  const stateText = state ? [state.aviso ? problemText(state.aviso) : '', t(`futuros.state.${state.estado}`), lastDay].filter(Boolean).join(' · ') : '';
  const rows = useMemo(() => (set?.data ?? []) as FuturesRow[], [set]);
  const columns = useMemo<DataTableColumn<FuturesRow>[]>(() => columnNames(set).map((name) => {
    const label = isKnownColumn(name) ? t(`futuros.columns.${name}`) : plainHeader(name);
    const unit = priceUnit(tab, name);
    const headerName = unit ? t('futuros.withUnit', { label, unit }) : label;
    // Dates stay 'yyyy-MM-dd' underneath, so sorting by them keeps the calendar order.
    const date = isDateColumn(rows, name);
    return {
      field: name, headerName, headerTooltip: `${headerName} · ${name}`, minWidth: date ? 110 : 120, sortable: true,
      type: isNumericColumn(rows, name) ? 'number' : 'text',
      format: date ? (value: unknown) => displayDate(value) ?? (value == null ? '' : String(value)) : undefined,
    } satisfies DataTableColumn<FuturesRow>;
  }), [set, rows, tab, t]);

  return (
    <PageFrame title={t('futuros.title')}>
      <DateRangeBar value={range} onChange={setRange} disabled={busy}>
        <Button variant="contained" startIcon={<CloudDownloadOutlinedIcon />} onClick={() => void download()} loading={busy}>
          {t('futuros.download')}
        </Button>
        <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={() => void exportExcel()} disabled={busy}>
          {t('futuros.export')}
        </Button>
      </DateRangeBar>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mt: 2, mb: 1.5 }}>
        <Tabs value={tab} onChange={(_e, next: FuturesKey) => setTab(next)} aria-label={t('futuros.title')}>
          {FUTURES_TABS.map((key) => (
            <Tab key={key} value={key} label={`${t(`futuros.tabs.${key}`)}${futures ? ` (${futures[key].data.length})` : ''}`} id={`futuros-tab-${key}`} aria-controls="futuros-panel" />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id="futuros-panel" aria-labelledby={`futuros-tab-${tab}`}>
        {state ? (
          <Alert severity={state.estado === 'ok' && !state.aviso ? 'info' : 'warning'} variant="outlined" sx={{ mb: 1 }} data-testid={`futuros-estado-${tab}`}>
            {stateText}
          </Alert>
        ) : null}
        {/* A new key per tab: each set has its own columns. */}
        <DataTable key={tab} title={t(`futuros.tabs.${tab}`)} testId={`futuros-${tab}`} rows={rows} columns={columns} loading={busy} readOnly height={520} emptyText={!futures ? t('futuros.empty') : state && state.estado !== 'ok' ? t(`futuros.state.${state.estado}`) : t('futuros.noData')} />
      </Box>
      <MessageDialog open={attention !== null} severity="warning" title={message('dialog.attention.title')} message={attention ?? ''} onClose={() => setAttention(null)} />
    </PageFrame>
  );
}
