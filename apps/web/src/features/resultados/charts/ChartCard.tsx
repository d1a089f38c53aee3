// A titled chart panel; says when a long horizon is drawn as daily means.
import { useMemo } from 'react';
import { Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ChartData } from '../model/chartData';
import { chartOption, type ChartOptionsInput } from './chartOptions';
import { EChart } from './EChart';

export function ChartCard({ title, testId, height = 320, ...input }: ChartOptionsInput & { title: string; testId: string; height?: number; data: ChartData }) {
  const { t } = useTranslation();
  const { data, unit, rightUnit, bars, lineColor } = input;
  const option = useMemo(() => chartOption({ data, unit, rightUnit, bars, lineColor }), [data, unit, rightUnit, bars, lineColor]);
  const empty = data.labels.length === 0 || (data.stacked.length === 0 && data.lines.length === 0);
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600 }}>{title}</Typography>
        {data.daily ? <Chip size="small" variant="outlined" label={t('resultados.charts.daily')} /> : null}
      </Stack>
      {empty ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>{t('resultados.charts.noData')}</Typography>
      ) : (
        <EChart option={option} height={height} testId={testId} />
      )}
    </Paper>
  );
}
