// Operational results (docs/rules/screens.md): the charts of the plant's hours, then the table with a fixed header,
// 550 px high, every row (no paging), its columns grouped by equipment with readable names, and
// resultados-operacion.xlsx (the column codes of docs/rules/fields.md, "Operational result columns").
import { useDeferredValue, useMemo } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { ChartCard } from '../charts/ChartCard';
import { coldChart, pricesChart, steamChart } from '../model/chartData';
import { EXCEL_FILES, tableSheet, type ResultsBundle } from '../model/workbooks';
import { useFileAction } from '../useFileAction';
import { useSheetLabels } from '../useResultLabels';
import { operationColumns } from './operationColumns';

export function OperationView({ bundle }: { bundle: ResultsBundle }) {
  const { t } = useTranslation();
  const labels = useSheetLabels();
  const files = useFileAction();
  const { operation, economic, program } = bundle;
  const columns = useMemo(() => operationColumns(operation.columns, t), [operation.columns, t]);
  // The table shows first; the chart series (a planning year folds 8,760 hours into days) are worked
  // out in a second, deferred render, so opening the sub-tab is not one long block of the page.
  const chartsReady = useDeferredValue(true, false);
  const charts = useMemo(() => (chartsReady ? {
    steam: steamChart(operation, t('resultados.charts.steamDemand')),
    cold: coldChart(operation, program.conceptos, t('resultados.charts.coldDemand')),
    prices: pricesChart(operation, economic, program.conceptos, { elec: t('resultados.charts.elecPrice'), gas: t('resultados.charts.gasPrice'), output: t('resultados.charts.engineOutput') }),
  } : null), [chartsReady, operation, economic, program, t]);

  const download = () => files.run('operation', async () => {
    const { saveWorkbook } = await import('../exports/excel');
    await saveWorkbook(EXCEL_FILES.operation, [tableSheet(labels.operation, operation)]);
  });

  return (
    <Stack spacing={2.5} data-testid="resultados-operation">
      <ChartCard title={t('resultados.charts.steam')} testId="chart-steam" data={charts?.steam ?? null} unit="MW" />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <ChartCard title={t('resultados.charts.cold')} testId="chart-cold" data={charts?.cold ?? null} unit="MW" lineColor="#1565C0" />
        <ChartCard title={t('resultados.charts.prices')} testId="chart-prices" data={charts?.prices ?? null} unit="MW" rightUnit="EUR/MWh" bars />
      </Box>
      {files.error ? <Alert severity="error" variant="outlined" onClose={files.clearError}>{t('resultados.exportFailed', { message: files.error })}</Alert> : null}
      <DataTable
        rows={operation.rows}
        columns={columns}
        readOnly
        height={550}
        title={t('resultados.tabs.operation')}
        testId="grid-operation"
        emptyText={t('resultados.empty')}
        toolbar={(
          <Button variant="outlined" onClick={download} disabled={files.busy !== null} startIcon={files.busy ? <CircularProgress size={16} /> : <GridOnOutlined />} data-testid="download-operation-excel">
            {t('resultados.buttons.excel')}
          </Button>
        )}
      />
    </Stack>
  );
}
