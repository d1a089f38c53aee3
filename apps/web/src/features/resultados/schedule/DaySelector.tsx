// The day shown by the schedule grids of a run longer than a day: 'Día 2 de 3 · H25–H48' and the
// pages of the days (first/last buttons for a planning year).
import { Pagination, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface DaySelectorProps {
  /** The day shown, 0-based. */
  day: number;
  days: number;
  /** The hour labels of the day shown. */
  hours: readonly string[];
  onChange: (day: number) => void;
}

export function DaySelector({ day, days, hours, onChange }: DaySelectorProps) {
  const { t } = useTranslation();
  const range = hours.length ? `${hours[0]}–${hours[hours.length - 1]}` : '';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="schedule-day-selector">
      <Typography variant="body2" color="text.secondary" data-testid="schedule-day">
        {t('resultados.grids.dayPage', { day: day + 1, days, range })}
      </Typography>
      <Pagination
        size="small"
        count={days}
        page={day + 1}
        onChange={(_e, page) => onChange(page - 1)}
        siblingCount={1}
        showFirstButton={days > 7}
        showLastButton={days > 7}
        aria-label={t('resultados.grids.dayHint')}
        getItemAriaLabel={(type, page) => (type === 'first' || type === 'last' || type === 'next' || type === 'previous'
          ? t(`resultados.grids.dayNav.${type}`)
          : t('resultados.grids.dayButton', { day: page ?? 0 }))}
      />
    </Stack>
  );
}
