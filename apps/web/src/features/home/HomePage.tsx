// The morning page ('/'): today and tomorrow, each with its plan in force or a clear "no valid plan"
// and the way to make one, the schedule at a glance and what changed against the previous plan, and
// the alerts that need a decision, each with its link. Everything comes from GET /api/inicio; this
// page only lays it out (operators get a reduced answer without money).
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MorningAlert } from '@plantasim/domain';
import { useMorning } from '../../api/inicio';
import { useFormat } from '../../i18n/format';
import { PageFrame } from '../../components';
import { DayCard } from './DayCard';

/** The annual budget's alert says which limit is off its pace, its figures in the page's language. */
const ANNUAL_LIMIT_TEXT = { co2: 'presupuestoAnualCo2', horas: 'presupuestoAnualHoras', ree: 'presupuestoAnualRee' } as const;

function AlertLine({ alert }: { alert: MorningAlert }) {
  const { t } = useTranslation();
  const format = useFormat();
  const limit = alert.codigo === 'presupuestoAnual' ? ANNUAL_LIMIT_TEXT[alert.params.limite as keyof typeof ANNUAL_LIMIT_TEXT] : undefined;
  const text = limit
    ? t(`manana.alerts.${limit}`, { ...alert.params, acumulado: format.number(alert.params.acumulado, 0), objetivo: format.number(alert.params.objetivo, 0) })
    : t(`manana.alerts.${alert.codigo}`, alert.params);
  return (
    <Alert
      severity={alert.codigo === 'ejecucionFallida' || alert.codigo === 'averia' ? 'error' : 'warning'}
      data-testid={`manana-alerta-${alert.codigo}`}
      action={(
        <Button color="inherit" size="small" component={RouterLink} to={alert.enlace}>
          {t(alert.replanificar !== undefined ? 'manana.actions.replan' : `manana.actions.${alert.codigo}`)}
        </Button>
      )}
    >
      {text}
    </Alert>
  );
}

export default function HomePage() {
  const { t } = useTranslation();
  const morning = useMorning();
  return (
    <PageFrame title={t('manana.title')}>
      {morning.isPending ? <CircularProgress data-testid="manana-cargando" /> : null}
      {morning.error ? <Alert severity="error">{t('manana.loadError')}</Alert> : null}
      {morning.data ? (
        <Stack spacing={2}>
          {morning.data.alertas.length > 0 ? (
            <Stack spacing={1} data-testid="manana-alertas">
              {morning.data.alertas.map((a, i) => <AlertLine key={`${a.codigo}-${i}`} alert={a} />)}
            </Stack>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            {morning.data.dias.map((day) => <DayCard key={day.cual} day={day} operator={morning.data.operador} />)}
          </Box>
        </Stack>
      ) : null}
    </PageFrame>
  );
}
