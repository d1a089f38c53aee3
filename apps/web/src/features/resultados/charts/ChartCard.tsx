// A titled chart panel; says when a long horizon is drawn as daily means, and under the title what
// the values mean when the chart needs it (`caption`).
import { useMemo, type ReactNode } from 'react';
import { Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ChartData } from '../model/chartData';
import { chartOption, type ChartOptionsInput } from './chartOptions';
import { EChart } from './EChart';
import { useFormat } from '../../../i18n/format';

/** `data` null: the series are still being worked out (a loading panel of the chart's height). */
export function ChartCard({ title, testId, height = 320, data, caption, ...input }: Omit<ChartOptionsInput, 'data'> & { title: string; testId: string; height?: number; data: ChartData | null; caption?: ReactNode }) {
  const { t } = useTranslation();
  const { lang } = useFormat();
  const { unit, rightUnit, bars, lineColor } = input;
  const option = useMemo(() => (data ? chartOption({ data, unit, rightUnit, bars, lineColor, lang }) : null), [data, unit, rightUnit, bars, lineColor, lang]);
  if (!data || !option) {
    return (
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, minWidth: 0 }}>
        <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600, mb: 1 }}>{title}</Typography>
        <Stack spacing={1} sx={{ height, alignItems: 'center', justifyContent: 'center' }} data-testid={testId} data-ready="false">
          <CircularProgress size={24} />
          <Typography variant="caption" color="text.secondary">{t('resultados.charts.loading')}</Typography>
        </Stack>
      </Paper>
    );
  }
  const empty = data.labels.length === 0 || (data.stacked.length === 0 && data.lines.length === 0);
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600 }}>{title}</Typography>
        {data.daily ? <Chip size="small" variant="outlined" label={t('resultados.charts.daily')} /> : null}
      </Stack>
      {caption ? <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid={`${testId}-caption`}>{caption}</Typography> : null}
      {empty ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>{t('resultados.charts.noData')}</Typography>
      ) : (
        <EChart option={option} height={height} testId={testId} />
      )}
    </Paper>
  );
}
