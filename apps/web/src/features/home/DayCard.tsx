// A day of the morning page: its date and weekday, its plan in force (figures, schedule at a glance,
// what changed against the previous plan, the re-plans made from it) or "no valid plan" with the way
// to make one. The morning page shows today and tomorrow with their alerts; /programa the same days.
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MorningDay, MorningPlan } from '@plantasim/domain';
import { useFormat } from '../../i18n/format';
import { ScheduleGlance } from './ScheduleGlance';
import { DayChanges } from './DayChanges';

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

export function DayCard({ day, operator }: { day: MorningDay; operator: boolean }) {
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

