// What changed against the previous plan in force for the same day (domain results/morningDay.ts):
// per unit the hours it now starts or stops and the set-points moved, and the € difference.
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { hourRanges, type MorningChange } from '@plantasim/domain';
import { useFormat } from '../../i18n/format';

export function DayChanges({ change }: { change: MorningChange | null }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (!change) return <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="manana-sin-anterior">{t('manana.changes.noPrevious')}</Typography>;
  return (
    <Box sx={{ mt: 1 }} data-testid="manana-cambios">
      <Typography variant="subtitle2">
        {t('manana.changes.title', { id: change.anterior.id, name: change.anterior.name })}
      </Typography>
      {change.unidades.length === 0 ? <Typography variant="body2">{t('manana.changes.none')}</Typography> : null}
      {change.unidades.map((u) => {
        const parts: string[] = [];
        if (u.arranca.length) parts.push(t('manana.changes.starts', { hours: hourRanges(u.arranca) }));
        if (u.para.length) parts.push(t('manana.changes.stops', { hours: hourRanges(u.para) }));
        if (u.consignas.length) parts.push(t('manana.changes.setpoints', { count: u.consignas.length, hours: hourRanges(u.consignas.map((c) => c.hora)) }));
        return <Typography key={u.unidad} variant="body2">{`${u.unidad}: ${parts.join('; ')}`}</Typography>;
      })}
      {change.diferenciaCosteNeto !== null ? (
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="manana-diferencia">
          {t('manana.changes.money', { amount: f.signedMoney(change.diferenciaCosteNeto) })}
        </Typography>
      ) : null}
    </Box>
  );
}
