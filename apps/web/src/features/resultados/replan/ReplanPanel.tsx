// The re-plan on the Resultados tab: on a simulation that may be re-planned, the "Re-planificar
// desde H…" action; on a re-plan, its origin, the units tripped, the cost of the trip against the
// plan, how many setpoints changed and the spare capacity per hour (N-1); on an origin, its re-plans.
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIMULATION_STATUS_TEXT, type ReplanInfo, type SimulationStatus } from '@plantasim/domain';
import { DataTable, messageLang, type DataTableColumn } from '../../../components/DataTable';
import { useFormat } from '../../../i18n/format';
import { ReplanDialog } from './ReplanDialog';

const resultPath = (id: number) => `/resultado-simulacion/${id}?tab=resultados`;

interface SpareRow { id: string; hora: string; vapor: number; frio: number; covered: boolean; n1: string }

function Figure({ label, value, hint, testId }: { label: string; value: string; hint: string; testId: string }) {
  return (
    <Card variant="outlined" sx={{ minWidth: 220 }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="caption" color="text.secondary">{label}</Typography>
        <Typography variant="h6" data-testid={testId}>{value}</Typography>
        <Typography variant="caption" color="text.secondary">{hint}</Typography>
      </CardContent>
    </Card>
  );
}

export function ReplanPanel({ simulationId, info }: { simulationId: string; info: ReplanInfo }) {
  const { t, i18n } = useTranslation();
  const lang = messageLang(i18n.resolvedLanguage ?? i18n.language);
  const f = useFormat();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const part = info.resultado;
  const spareRows: SpareRow[] = (part?.reserva ?? []).map((r) => ({
    id: String(r.hora), hora: `H${r.hora}`, vapor: r.vapor, frio: r.frio, covered: r.vaporN1, n1: r.vaporN1 ? t('replan.n1Yes') : t('replan.n1No'),
  }));
  const spareColumns: DataTableColumn<SpareRow>[] = [
    { field: 'hora', headerName: t('replan.spareHour'), type: 'text', width: 90 },
    { field: 'vapor', headerName: t('replan.spareSteam'), type: 'number', decimals: 1, width: 170 },
    { field: 'frio', headerName: t('replan.spareCold'), type: 'number', decimals: 1, width: 170 },
    { field: 'n1', headerName: t('replan.spareN1'), type: 'text', width: 140, cellStyle: (r) => (r.covered ? undefined : { color: '#B71C1C', fontWeight: 600 }) },
  ];
  const status = (s: number) => SIMULATION_STATUS_TEXT[s as SimulationStatus]?.[lang] ?? String(s);

  return (
    <Stack spacing={2} sx={{ mb: 2.5 }} data-testid="replan-panel">
      {info.origen && info.peticion ? (
        <Alert severity="info" variant="outlined" data-testid="replan-origin">
          {t('replan.isReplanOf', { hour: info.peticion.hora })}{' '}
          <Link component={RouterLink} to={resultPath(info.origen.id)} data-testid="replan-origin-link">{info.origen.name}</Link>
          {'. '}
          {t('replan.tripped', { hour: info.peticion.hora, units: info.peticion.unidades.join(', ') })}
          {part && part.horasReales > 0 ? ` ${t('replan.actualHours', { count: part.horasReales })}` : ''}
        </Alert>
      ) : null}
      {part ? (
        <>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Figure label={t('replan.tripCost')} value={f.signedMoney(part.costeDisparo, 0)} hint={t('replan.tripCostHint')} testId="replan-trip-cost" />
            <Figure label={t('replan.changes')} value={f.number(part.cambios.length, 0)} hint={t('replan.changesHint')} testId="replan-changes" />
          </Stack>
          <Stack spacing={0.75}>
            <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>{t('replan.spareTitle')}</Typography>
            <Box sx={{ maxWidth: 600 }}>
              <DataTable<SpareRow> rows={spareRows} columns={spareColumns} readOnly dense height={Math.min(300, 36 + 28 * spareRows.length)} title={t('replan.spareTitle')} testId="replan-spare" getRowId={(r) => r.id} />
            </Box>
          </Stack>
        </>
      ) : null}
      {info.replanificaciones.length > 0 ? (
        <Alert severity="info" variant="outlined" data-testid="replan-list">
          <strong>{t('replan.replans')}</strong>
          {info.replanificaciones.map((r) => (
            <div key={r.id}>
              <Link component={RouterLink} to={resultPath(r.id)}>{r.name}</Link> · {status(r.status)}
            </div>
          ))}
        </Alert>
      ) : null}
      {info.noReplanificable === null ? (
        <Box>
          <Button variant="outlined" startIcon={<RestartAltIcon />} onClick={() => setOpen(true)} data-testid="replan-open">{t('replan.action')}</Button>
          {open ? (
            <ReplanDialog
              simulationId={simulationId} info={info} open onClose={() => setOpen(false)}
              onLaunched={(id) => { setOpen(false); void navigate(resultPath(id)); }}
            />
          ) : null}
        </Box>
      ) : null}
    </Stack>
  );
}
