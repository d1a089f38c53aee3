// The year's annual rules beside the economics (economico.anual): REE, equivalent hours and CO2
// against the plant's limits, whether each is met and the € value of one more unit. A run that is
// not the planning year also shows the year so far (the valid simulations before its day, GET
// /api/anual/acumulado) with the prices of the year's planning simulation.
import { Chip, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AnnualResult } from '@plantasim/domain';
import { useAnnualToDate } from '../../../api/anual';
import { annualLines, toDateLines, type AnnualLine } from '../model/annualRows';
import { formatNumber, useFormat } from '../../../i18n/format';

function LinesTable({ lines, testId }: { lines: AnnualLine[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Table size="small" sx={{ mt: 1 }} data-testid={testId}>
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
          <TableRow key={l.key} data-testid={`${testId}-${l.key}`}>
            <TableCell>{t(`anual.rules.${l.key}`)}</TableCell>
            <TableCell align="right" data-testid={`${testId}-${l.key}-value`}>{l.value === '—' ? l.value : `${l.value} ${t(`anual.units.${l.key}`)}`}</TableCell>
            <TableCell align="right">{l.limit === null ? t('anual.noLimit') : `${l.limit} ${t(`anual.units.${l.key}`)}`}</TableCell>
            <TableCell>
              {l.meets === null ? '—' : <Chip size="small" color={l.meets ? 'success' : 'error'} variant="outlined" label={t(l.meets ? 'anual.meets' : 'anual.fails')} />}
            </TableCell>
            <TableCell align="right" data-testid={`${testId}-${l.key}-price`}>{l.price === null ? '—' : t(`anual.prices.${l.key}`, { value: l.price })}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Up to this many measured days are named; more are only counted (a year's list would bury the table). */
const MEASURED_LISTED = 14;

function YearToDate({ report, day }: { report: AnnualResult; day: string }) {
  const { t } = useTranslation();
  const ytd = useAnnualToDate(day);
  const { lang } = useFormat();
  if (ytd.isError) return <Typography variant="body2" color="error">{t('anual.toDate.error')}</Typography>;
  if (!ytd.data) return <Typography variant="body2" color="text.secondary">{t('anual.toDate.loading')}</Typography>;
  const d = ytd.data;
  return (
    <>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2, fontWeight: 700 }}>{t('anual.toDate.title', { year: d.anio, day })}</Typography>
      <Typography variant="caption" color="text.secondary" data-testid="annual-todate-days">
        {t('anual.toDate.days', { days: d.dias, elapsed: d.dias_transcurridos, measured: d.dias_medidos, planned: d.dias_planificados })}
        {' '}
        {d.dias_medidos > 0 && d.dias_medidos <= MEASURED_LISTED ? `${t('anual.toDate.measuredList', { list: d.origen_dias.filter((o) => o.origen === 'medido').map((o) => o.fecha).join(', ') })} ` : ''}
        {d.planificacion ? t('anual.toDate.prices', { date: d.planificacion.fechaActual }) : t('anual.toDate.noPlan')}
      </Typography>
      {d.avisos.length > 0 && (
        <Typography variant="caption" color="warning.main" component="div" data-testid="annual-todate-warnings">
          {t('anual.toDate.warnings')} {d.avisos.join('; ')}
        </Typography>
      )}
      <LinesTable lines={toDateLines(report, d, lang)} testId="annual-todate" />
    </>
  );
}

type Share = NonNullable<AnnualResult['cuota']>;

/** A short run's share of the year's limits, as the optimiser reported it: used (the year so far),
 *  this plan, left (after it) and the plan's part, per limit the plant sets. */
function ShareTable({ share }: { share: Share }) {
  const { t } = useTranslation();
  const { lang } = useFormat();
  const rows = (['co2', 'horas', 'ree'] as const).flatMap((key) => (share[key] ? [{ key, use: share[key] }] : []));
  const n = (x: number) => formatNumber(x, lang, 1);
  return (
    <>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 2, fontWeight: 700 }}>{t('anual.share.title')}</Typography>
      <Typography variant="caption" color="text.secondary" component="p" data-testid="annual-share-days">
        {t('anual.share.days', { measured: share.dias_medidos, planned: share.dias_planificados, left: share.dias_restantes })}
        {' '}
        {t(share.ajustada ? 'anual.share.held' : 'anual.share.reported')}
      </Typography>
      <Table size="small" sx={{ mt: 1 }} data-testid="annual-share">
        <TableHead>
          <TableRow>
            <TableCell>{t('anual.columns.rule')}</TableCell>
            <TableCell align="right">{t('anual.share.used')}</TableCell>
            <TableCell align="right">{t('anual.share.plan')}</TableCell>
            <TableCell align="right">{t('anual.share.left')}</TableCell>
            <TableCell align="right">{t('anual.share.part')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ key, use }) => (
            <TableRow key={key} data-testid={`annual-share-${key}`}>
              <TableCell>{t(`anual.share.rules.${key}`)}</TableCell>
              <TableCell align="right">{n(use.usado)}</TableCell>
              <TableCell align="right">{n(use.plan)}</TableCell>
              <TableCell align="right">{n(use.queda)}</TableCell>
              <TableCell align="right">{n(use.parte)}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={use.excede ? 'warning' : 'success'} label={t(use.excede ? `anual.share.over.${key}` : 'anual.share.within')} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

export function AnnualPanel({ report, day }: { report: AnnualResult; day: string | null }) {
  const { t } = useTranslation();
  const { lang } = useFormat();
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }} component="section" aria-label={t('anual.title')} data-testid="economic-annual">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>{t('anual.title')}</Typography>
      <Typography variant="caption" color="text.secondary" data-testid="economic-annual-mode">
        {report.cuota?.ajustada ? t('anual.share.held') : report.aplicadas ? t('anual.applied', { count: report.pasadas }) : t('anual.reported')}
      </Typography>
      <LinesTable lines={annualLines(report, lang)} testId="annual" />
      {report.horas_exentas ? (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="annual-exempt">
          {t('anual.exempt', { hours: formatNumber(report.horas_exentas, lang, 0) })}
        </Typography>
      ) : null}
      {report.cuota ? <ShareTable share={report.cuota} /> : null}
      {(!report.aplicadas || report.cuota) && day ? <YearToDate report={report} day={day} /> : null}
    </Paper>
  );
}
