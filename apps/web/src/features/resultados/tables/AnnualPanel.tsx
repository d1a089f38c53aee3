// The year's annual rules beside the economics (economico.anual): REE, equivalent hours and CO2
// against the plant's limits, whether each is met and the € value of one more unit.
import { Chip, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AnnualResult } from '@plantasim/domain';
import { annualLines } from '../model/annualRows';

export function AnnualPanel({ report }: { report: AnnualResult }) {
  const { t } = useTranslation();
  const lines = annualLines(report);
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} component="section" aria-label={t('anual.title')} data-testid="economic-annual">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>{t('anual.title')}</Typography>
      <Typography variant="caption" color="text.secondary" data-testid="economic-annual-mode">
        {report.aplicadas ? t('anual.applied', { count: report.pasadas }) : t('anual.reported')}
      </Typography>
      <Table size="small" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('anual.columns.rule')}</TableCell>
            <TableCell align="right">{t('anual.columns.value')}</TableCell>
            <TableCell align="right">{t('anual.columns.limit')}</TableCell>
            <TableCell>{t('anual.columns.meets')}</TableCell>
            <TableCell align="right">{t('anual.columns.price')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={l.key} data-testid={`annual-${l.key}`}>
              <TableCell>{t(`anual.rules.${l.key}`)}</TableCell>
              <TableCell align="right" data-testid={`annual-${l.key}-value`}>{`${l.value} ${t(`anual.units.${l.key}`)}`}</TableCell>
              <TableCell align="right">{l.limit === null ? t('anual.noLimit') : `${l.limit} ${t(`anual.units.${l.key}`)}`}</TableCell>
              <TableCell>
                {l.meets === null ? '—' : <Chip size="small" color={l.meets ? 'success' : 'error'} variant="outlined" label={t(l.meets ? 'anual.meets' : 'anual.fails')} />}
              </TableCell>
              <TableCell align="right" data-testid={`annual-${l.key}-price`}>{l.price === null ? '—' : t(`anual.prices.${l.key}`, { value: l.price })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
