// The morning page ('/'): today and tomorrow, each with its plan in force or a clear "no valid plan"
// and the way to make one, the schedule at a glance and what changed against the previous plan, and
// the alerts that need a decision, each with its link. Everything comes from GET /api/inicio; this
// page only lays it out (operators get a reduced answer without money).
import { Alert, Box, Button, Card, CardContent, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MorningAlert, MorningDay, MorningPlan } from '@plantasim/domain';
import { useMorning } from '../../api/inicio';
import { useFormat } from '../../i18n/format';
import { PageFrame } from '../../components';
import { ScheduleGlance } from './ScheduleGlance';
import { DayChanges } from './DayChanges';

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

function Figures({ plan }: { plan: MorningPlan }) {
  const { t } = useTranslation();
  const f = useFormat();
  const items: Array<[string, string]> = [];
  if (plan.cifras) {
    items.push([t('manana.figures.netCost'), f.money(plan.cifras.costeNeto)]);
    items.push([t('manana.figures.grossMargin'), f.money(plan.cifras.margenBruto)]);
    if (plan.cifras.ahorro !== null) items.push([t('manana.figures.savings'), f.money(plan.cifras.ahorro)]);
    if (plan.cifras.costeVapor !== null) items.push([t('manana.figures.steamCost'), `${f.number(plan.cifras.costeVapor)} €/MWh`]);
  }
  if (plan.gasMWh !== null) items.push([t('manana.figures.gas'), `${f.number(plan.gasMWh, 1)} MWh`]);
  if (items.length === 0) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, my: 1 }} data-testid="manana-cifras">
      {items.map(([label, value]) => (
        <Box key={label}>
          <Typography variant="caption" color="text.secondary" component="div">{label}</Typography>
          <Typography variant="subtitle1" component="div" sx={{ fontWeight: 600 }}>{value}</Typography>
        </Box>
      ))}
    </Stack>
  );
}

function DayCard({ day, operator }: { day: MorningDay; operator: boolean }) {
  const { t } = useTranslation();
  const plan = day.plan;
  return (
    <Card variant="outlined" data-testid={`manana-dia-${day.cual}`} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t(`manana.${day.cual}`)} · {t(`manana.weekday.${String(day.diaSemana) as '0'}`)} {day.fecha}
        </Typography>
        {plan ? (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
              <Typography variant="body2" data-testid="manana-plan">
                {t('manana.plan', { id: plan.id, name: plan.name, user: plan.username })}
              </Typography>
              <Button size="small" variant="outlined" component={RouterLink} to={`/resultado-simulacion/${plan.id}`} data-testid="manana-abrir">
                {t('manana.actions.open')}
              </Button>
            </Stack>
            <Figures plan={plan} />
            <Typography variant="subtitle2" sx={{ mt: 1 }}>{t('manana.schedule')}</Typography>
            <ScheduleGlance units={plan.horario} />
            <DayChanges change={plan.cambios} />
            {plan.replanificaciones.length > 0 ? (
              <Box sx={{ mt: 1 }} data-testid="manana-replanes">
                <Typography variant="subtitle2">{t('manana.replans')}</Typography>
                {plan.replanificaciones.map((r) => (
                  <Typography key={r.id} variant="body2">
                    <Link component={RouterLink} to={`/resultado-simulacion/${r.id}`}>{`${r.id} «${r.name}»`}</Link>
                    {` · ${r.username}`}
                  </Typography>
                ))}
              </Box>
            ) : null}
          </>
        ) : (
          <Alert severity="info" sx={{ mt: 1 }} data-testid="manana-sin-plan"
            action={operator ? undefined : (
              <Button color="inherit" size="small" component={RouterLink} to="/nueva-simulacion">{t('manana.actions.newSimulation')}</Button>
            )}
          >
            {t(operator ? 'manana.noPlanOperator' : 'manana.noPlan')}
          </Alert>
        )}
      </CardContent>
    </Card>
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
