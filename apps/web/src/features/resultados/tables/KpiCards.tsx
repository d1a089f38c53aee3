// The cards that open the economic results: net cost, savings against the reference without
// cogeneration, cost per MWh of steam, engine hours and starts. The figures come from the domain
// (planKpis); this only lays them out.
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PlanKpis } from '@plantasim/domain';
import { useFormat } from '../../../i18n/format';

function Card({ testId, label, value, unit, hint }: { testId: string; label: string; value: string; unit: string; hint: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, flex: '1 1 200px', minWidth: 0 }} data-testid={testId}>
      <Typography variant="overline" component="h4" color="text.secondary" sx={{ lineHeight: 1.4, display: 'block' }}>{label}</Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.3, whiteSpace: 'nowrap' }}>
        <span data-testid={`${testId}-value`}>{value}</span>
        {unit ? <Typography component="span" variant="body2" color="text.secondary">{` ${unit}`}</Typography> : null}
      </Typography>
      <Typography variant="caption" color="text.secondary" data-testid={`${testId}-hint`}>{hint}</Typography>
    </Paper>
  );
}

export function KpiCards({ kpis }: { kpis: PlanKpis }) {
  const { t } = useTranslation();
  const f = useFormat();
  const shown = (value: number | null, decimals: number) => (value === null ? '—' : f.number(value, decimals));
  return (
    <Box component="section" aria-label={t('resultados.kpis.label')} sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }} data-testid="economic-kpis">
      <Card testId="kpi-netCost" label={t('resultados.kpis.netCost')} value={shown(kpis.netCost, 0)} unit="EUR" hint={t('resultados.kpis.netCostHint')} />
      <Card
        testId="kpi-savings"
        label={t('resultados.kpis.savings')}
        value={shown(kpis.savings, 0)}
        unit="EUR"
        hint={kpis.savingsShare === null ? t('resultados.kpis.savingsHintNoShare') : t('resultados.kpis.savingsHint', { share: f.number(kpis.savingsShare * 100, 1) })}
      />
      <Card testId="kpi-steamCost" label={t('resultados.kpis.steamCost')} value={shown(kpis.steamCost, 2)} unit="EUR/MWh" hint={t('resultados.kpis.steamCostHint')} />
      <Card testId="kpi-engineHours" label={t('resultados.kpis.engineHours')} value={f.number(kpis.engineHours, Number.isInteger(kpis.engineHours) ? 0 : 2)} unit="h" hint={t('resultados.kpis.engineHoursHint')} />
      <Card testId="kpi-engineStarts" label={t('resultados.kpis.engineStarts')} value={f.number(kpis.engineStarts, 0)} unit="" hint={t('resultados.kpis.engineStartsHint')} />
    </Box>
  );
}
