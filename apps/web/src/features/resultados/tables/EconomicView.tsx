// Economic results (docs/rules/screens.md): the plan's key figures (planKpis), the cumulative gross profit with
// what its sign means, the hourly table with its totals row (1 decimal; COST_IVPEE 2) and
// resultados-economicos.xlsx (the same totals row).
import { useMemo } from 'react';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import { useTranslation } from 'react-i18next';
import { economicTotalsRow, shownPlanKpis } from '@plantasim/domain';
import { DataTable } from '../../../components/DataTable';
import { useFormat } from '../../../i18n/format';
import { ChartCard } from '../charts/ChartCard';
import { profitChart } from '../model/chartData';
import { economicSheet, EXCEL_FILES, type ResultsBundle } from '../model/workbooks';
import { useFileAction } from '../useFileAction';
import { useSheetLabels } from '../useResultLabels';
import { KpiCards } from './KpiCards';
import { AnnualPanel } from './AnnualPanel';
import { firstDayOf } from '../model/annualRows';
import { resultColumns } from './resultColumns';

export function EconomicView({ bundle }: { bundle: ResultsBundle }) {
  const { t, i18n } = useTranslation();
  const f = useFormat();
  const labels = useSheetLabels();
  const files = useFileAction();
  const { economic } = bundle;
  const columns = useMemo(() => resultColumns(economic.columns, true), [economic.columns]);
  const totals = useMemo(() => (economic.rows.length ? [economicTotalsRow(economic.columns, economic.rows)] : []), [economic]);
  const profit = useMemo(() => profitChart(economic, t('resultados.charts.cumulativeProfit')), [economic, t]);
  const kpis = useMemo(
    () => shownPlanKpis(economic, bundle.program, bundle.quarters && { economics: bundle.quarters.economic, schedule: bundle.quarters.program }),
    [economic, bundle.program, bundle.quarters],
  );
  // The last point of the curve, said in words: −50.000 € at the end is a net cost of 50.000 €.
  const end = profit.lines[0]?.data.at(-1);
  const profitCaption = (
    <>
      {t('resultados.charts.profitHint')}
      {end === undefined ? null : (
        <>
          {' '}
          <strong data-testid="chart-profit-end">
            {t(end < 0 ? 'resultados.charts.profitEndCost' : 'resultados.charts.profitEndGain', { value: f.number(end, 0), amount: f.number(Math.abs(end), 0) })}
          </strong>
        </>
      )}
    </>
  );

  const download = () => files.run('economic', async () => {
    const { saveWorkbook } = await import('../exports/excel');
    await saveWorkbook(EXCEL_FILES.economic, [economicSheet(labels.economic, economic)]);
  });

  return (
    <Stack spacing={2.5} data-testid="resultados-economic">
      <KpiCards kpis={kpis} />
      {economic.esquema_liquidacion ? (
        <Typography variant="body2" data-testid="economic-settlement">
          <strong>{t('resultados.settlement.label')}:</strong> {t(`resultados.settlement.${economic.esquema_liquidacion}`)}
        </Typography>
      ) : null}
      {economic.base_gas ? (
        <Typography variant="body2" data-testid="economic-gas-basis">
          {t('resultados.gasBasis', { ratio: new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'es-ES', { maximumFractionDigits: 4 }).format(economic.base_gas.pcs_por_pci) })}
        </Typography>
      ) : null}
      {economic.anual ? <AnnualPanel report={economic.anual} day={firstDayOf(economic.rows)} /> : null}
      <ChartCard title={t('resultados.charts.profit')} caption={profitCaption} testId="chart-profit" data={profit} unit={t('resultados.charts.profitAxis')} lineColor="#0A4F7E" height={280} />
      {files.error ? <Alert severity="error" variant="outlined" onClose={files.clearError}>{t('resultados.exportFailed', { message: files.error })}</Alert> : null}
      <DataTable
        rows={economic.rows}
        columns={columns}
        readOnly
        height={550}
        pinnedBottomRows={totals}
        title={t('resultados.tabs.economic')}
        testId="grid-economic"
        emptyText={t('resultados.empty')}
        toolbar={(
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" onClick={download} disabled={files.busy !== null} startIcon={files.busy ? <CircularProgress size={16} /> : <GridOnOutlined />} data-testid="download-economic-excel">
              {t('resultados.buttons.excel')}
            </Button>
            <Typography variant="caption" color="text.secondary">{t('resultados.totals')}</Typography>
          </Stack>
        )}
      />
    </Stack>
  );
}
