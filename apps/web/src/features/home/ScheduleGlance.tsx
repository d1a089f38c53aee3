// The schedule at a glance: one row per unit, one cell per hour of the day, filled when the unit
// runs (its set-point on hover). The full coloured grids stay on the results screen.
import { Box, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { MorningPlan } from '@plantasim/domain';
import { useFormat } from '../../i18n/format';

const HOURS = Array.from({ length: 24 }, (_, i) => i);

export function ScheduleGlance({ units }: { units: MorningPlan['horario'] }) {
  const { t } = useTranslation();
  const f = useFormat();
  if (units.length === 0) return <Typography variant="body2" color="text.secondary">{t('manana.noSchedule')}</Typography>;
  return (
    <Box
      data-testid="manana-horario"
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(7rem, max-content) repeat(24, minmax(0.6rem, 1fr))', gap: '2px', alignItems: 'center', fontSize: '0.75rem', my: 1 }}
    >
      <Box />
      {HOURS.map((h) => (
        <Box key={h} sx={{ textAlign: 'center', color: 'text.secondary', fontSize: '0.6rem' }}>{h % 6 === 0 ? String(h).padStart(2, '0') : ''}</Box>
      ))}
      {units.map((u) => (
        <Box key={u.unidad} sx={{ display: 'contents' }} data-testid="manana-unidad">
          <Box sx={{ whiteSpace: 'nowrap', pr: 1 }}>{u.unidad}</Box>
          {HOURS.map((h) => (
            <Tooltip key={h} title={t('manana.cellTitle', { unit: u.unidad, from: String(h).padStart(2, '0'), to: String(h + 1).padStart(2, '0'), mw: f.number(u.consigna[h] ?? 0, 2) })}>
              <Box
                data-on={u.marcha[h] === 1 ? '1' : '0'}
                sx={{ height: '0.9rem', borderRadius: '2px', bgcolor: u.marcha[h] === 1 ? (u.tipo === 'motor' ? 'success.main' : 'info.main') : 'action.hover' }}
              />
            </Tooltip>
          ))}
        </Box>
      ))}
    </Box>
  );
}
