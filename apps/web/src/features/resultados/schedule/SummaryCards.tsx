// The two summary cards of the schedule (docs/rules/screens.md): total gas consumption and reference pool price.
import { Box, Paper, Typography } from '@mui/material';
import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';
import EuroOutlined from '@mui/icons-material/EuroOutlined';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/format';

function Card({ icon, label, value, unit, hint, testId }: { icon: React.ReactNode; label: string; value: string; unit: string; hint: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flex: '1 1 260px', borderRadius: 2 }} data-testid={testId}>
      <Box sx={{ width: 48, height: 48, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'rgba(10, 79, 126, 0.08)', color: 'primary.main' }}>{icon}</Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4 }}>{label}</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
          <span data-testid={`${testId}-value`}>{value}</span>{' '}
          <Typography component="span" variant="body2" color="text.secondary">{unit}</Typography>
        </Typography>
        <Typography variant="caption" color="text.secondary">{hint}</Typography>
      </Box>
    </Paper>
  );
}

export function SummaryCards({ totalGas, poolPrice }: { totalGas: number; poolPrice: number | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Card testId="card-total-gas" icon={<LocalFireDepartmentOutlined />} label={t('resultados.cards.totalGas')} value={f.number(totalGas, 2)} unit="MWh" hint={t('resultados.cards.totalGasHint')} />
      <Card testId="card-pool-price" icon={<EuroOutlined />} label={t('resultados.cards.poolPrice')} value={poolPrice === null ? '—' : f.number(poolPrice, 2)} unit="EUR/MWh" hint={t('resultados.cards.poolPriceHint')} />
    </Box>
  );
}
