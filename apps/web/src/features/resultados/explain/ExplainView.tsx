// Explicación sub-tab: why each unit runs or stops, and what each MWh is worth. The marginal values
// per hour (chart and table, with each engine's PCEQ beside the pool price), and every block of
// every unit with what flipping it would cost and the reason, in the interface language. Loaded on
// demand (React.lazy) like the charts and the Excel writer.
import { useMemo, useState } from 'react';
import {
  Alert, Button, CircularProgress, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead,
  TablePagination, TableRow, TextField, Typography,
} from '@mui/material';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useFormat } from '../../../i18n/format';
import { ChartCard } from '../charts/ChartCard';
import { blockRangeText, explanationSheets, marginalChart, marginalColumns, marginalRows, type ExplainBlock, type Explanation } from '../model/explanation';
import { useFileAction } from '../useFileAction';
import type { TranslationKey } from '../../../i18n/keys';
import { useExactBlocks, useRequestExact, type ExactBlockAnswer } from '../../../api/exact';
import { ExactAction, exactSentence } from './ExactAction';

export const EXPLANATION_FILE = 'explicacion.xlsx';

type Row = Record<string, string | number>;

/** The marginal values' chart, rows and columns (each engine's PCEQ beside the pool price). */
function useMarginalTable(explanation: Explanation | null) {
  const { t } = useTranslation();
  const chart = useMemo(() => (explanation ? marginalChart(explanation, {
    steam: t('resultados.explain.steam'), cold: t('resultados.explain.cold'), elec: t('resultados.explain.elec'), price: t('resultados.explain.price'),
  }) : null), [explanation, t]);
  const rows = useMemo(() => (explanation ? marginalRows(explanation) : []), [explanation]);
  const columns = useMemo<DataTableColumn<Row>[]>(() => (explanation ? marginalColumns(explanation).map((c) => ({
    field: c,
    headerName: c === 'FECHA_HORA' ? t('resultados.explain.hour') : c.startsWith('PCEQ_') ? `PCEQ ${c.slice(5)}` : t(`resultados.explain.columns.${c}` as TranslationKey) /* a column of the answer */,
    type: c === 'FECHA_HORA' ? 'text' : 'number',
    decimals: 2,
    width: c === 'FECHA_HORA' ? 150 : c.startsWith('PCEQ_') ? 170 : 130,
    pinned: c === 'FECHA_HORA' ? 'left' : undefined,
  })) : []), [explanation, t]);
  return { chart, rows, columns };
}

export function ExplainView({ explanation, simulationId = '' }: { explanation: Explanation | null; simulationId?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const files = useFileAction();
  const { chart, rows, columns } = useMarginalTable(explanation);
  // "Recalcular exacto": the blocks asked for, by their index in the explanation.
  const exact = useExactBlocks(simulationId, explanation !== null);
  const askExact = useRequestExact(simulationId);

  if (!explanation) {
    return <Alert severity="info" variant="outlined" data-testid="explain-none">{t('resultados.explain.none')}</Alert>;
  }
  const download = () => files.run('explain', async () => {
    const { saveWorkbook } = await import('../exports/excel');
    await saveWorkbook(EXPLANATION_FILE, explanationSheets(explanation, lang, {
      marginal: t('resultados.explain.marginalSheet'), blocks: t('resultados.explain.blocksSheet'),
      headers: [t('resultados.explain.unit'), t('resultados.explain.from'), t('resultados.explain.to'), t('resultados.explain.state'), t('resultados.explain.delta'), t('resultados.explain.reason')],
    }));
  });
  const requestError = askExact.error instanceof Error ? askExact.error.message : null;

  return (
    <Stack spacing={2.5} data-testid="resultados-explain">
      <Typography variant="body2" color="text.secondary">{t('resultados.explain.intro')}</Typography>
      <ChartCard title={t('resultados.explain.chart')} testId="chart-marginal" data={chart} unit="EUR/MWh" height={300} />
      {files.error ? <Alert severity="error" variant="outlined" onClose={files.clearError}>{t('resultados.exportFailed', { message: files.error })}</Alert> : null}
      <DataTable
        rows={rows}
        columns={columns}
        readOnly
        height={400}
        title={t('resultados.explain.table')}
        testId="grid-marginal"
        emptyText={t('resultados.empty')}
        toolbar={(
          <Button variant="outlined" onClick={download} disabled={files.busy !== null} startIcon={files.busy ? <CircularProgress size={16} /> : <GridOnOutlined />} data-testid="download-explain-excel">
            {t('resultados.buttons.excel')}
          </Button>
        )}
      />
      {requestError ? <Alert severity="error" variant="outlined" onClose={() => askExact.reset()}>{requestError}</Alert> : null}
      <BlocksPanel explanation={explanation} simulationId={simulationId} exact={exact.data?.exactos} askExact={askExact} />
    </Stack>
  );
}

type AskExact = ReturnType<typeof useRequestExact>;

/** Every block of every unit, filtered by unit and paged, with what flipping it would cost and why. */
function BlocksPanel({ explanation, simulationId, exact, askExact }: {
  explanation: Explanation;
  simulationId: string;
  exact: ExactBlockAnswer[] | undefined;
  askExact: AskExact;
}) {
  const { t } = useTranslation();
  const [unit, setUnit] = useState('');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(100);
  const units = useMemo(() => [...new Set(explanation.blocks.map((b) => b.name))], [explanation]);
  const blocks = useMemo(() => explanation.blocks.filter((b) => !unit || b.name === unit), [explanation, unit]);
  const exactOf = useMemo(() => new Map((exact ?? []).map((e) => [e.bloque, e])), [exact]);
  const indexOf = useMemo(() => new Map(explanation.blocks.map((b, i) => [b, i])), [explanation]);
  const shown = blocks.slice(page * perPage, page * perPage + perPage);

  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600 }}>{t('resultados.explain.blocks')}</Typography>
        <TextField select size="small" label={t('resultados.explain.unit')} value={unit} onChange={(e) => { setUnit(e.target.value); setPage(0); }} sx={{ minWidth: 240 }} data-testid="explain-unit">
          <MenuItem value="">{t('resultados.explain.allUnits')}</MenuItem>
          {units.map((u) => <MenuItem key={u} value={u}>{u}</MenuItem>)}
        </TextField>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label={t('resultados.explain.blocks')} data-testid="explain-blocks">
          <TableHead>
            <TableRow>
              <TableCell>{t('resultados.explain.unit')}</TableCell>
              <TableCell>{t('resultados.explain.hours')}</TableCell>
              <TableCell>{t('resultados.explain.state')}</TableCell>
              <TableCell align="right">{t('resultados.explain.delta')}</TableCell>
              <TableCell>{t('resultados.explain.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((b) => {
              const index = indexOf.get(b) ?? -1;
              return (
                <BlockRow key={`${b.name}-${b.from}`} block={b} range={blockRangeText(explanation, b)} answer={exactOf.get(index)}
                  canAsk={simulationId !== '' && b.status === 'flipped' && b.delta !== undefined} busy={askExact.isPending} onAsk={() => askExact.mutate(index)} />
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={blocks.length}
        page={page}
        onPageChange={(_e, p) => setPage(p)}
        rowsPerPage={perPage}
        rowsPerPageOptions={[50, 100, 500]}
        onRowsPerPageChange={(e) => { setPerPage(Number(e.target.value)); setPage(0); }}
        labelRowsPerPage={t('resultados.explain.perPage')}
      />
    </Paper>
  );
}

/** One block: unit, hours, state, the estimated (or exact) cost of flipping it, and the reason. */
function BlockRow({ block: b, range, answer, canAsk, busy, onAsk }: {
  block: ExplainBlock;
  /** The block's periods as the run's clock names them (model/explanation blockRangeText). */
  range: string;
  answer: ExactBlockAnswer | undefined;
  canAsk: boolean;
  busy: boolean;
  onAsk: () => void;
}) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const lang = i18n.language === 'en' ? 'en' : 'es';
  const sentence = canAsk ? exactSentence(t, (x) => f.money(x, 0), answer, b.delta!) : null;
  return (
    <TableRow data-testid="explain-block">
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{b.name}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{range}</TableCell>
      <TableCell>{b.status === 'unavailable' ? t('resultados.explain.unavailable') : t(b.on ? 'resultados.grids.on' : 'resultados.grids.off')}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {canAsk
          ? <ExactAction answer={answer} estimate={b.delta!} busy={busy} onAsk={onAsk} />
          : b.delta === undefined ? '—' : f.money(b.delta, 0)}
      </TableCell>
      <TableCell data-testid="explain-reason">
        {b[lang]}
        {sentence ? <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 500 }} data-testid="exact-sentence">{sentence}</Typography> : null}
      </TableCell>
    </TableRow>
  );
}

export default ExplainView;
