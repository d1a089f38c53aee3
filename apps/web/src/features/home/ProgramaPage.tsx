// /programa: under the word Programa, the schedule the plant runs today and tomorrow — each day's plan
// in force, as on the morning page but without its alerts — so the page an operator opens from the
// menu is the plan to follow, not an empty title. Operators get their reduced days (no money).
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useMorning } from '../../api/inicio';
import { DayCard } from './DayCard';

export default function ProgramaPage() {
  const { t } = useTranslation();
  const morning = useMorning();
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {t('programa.word')}
      </Typography>
      {morning.isPending ? <CircularProgress data-testid="programa-cargando" /> : null}
      {morning.error ? <Alert severity="error">{t('manana.loadError')}</Alert> : null}
      {morning.data ? (
        <Box data-testid="programa-dias" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
          {morning.data.dias.map((day) => <DayCard key={day.cual} day={day} operator={morning.data.operador} />)}
        </Box>
      ) : null}
    </>
  );
}
