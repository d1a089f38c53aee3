// Ofertas sub-tab (docs/offers.md): the day-ahead offers of an executed one-day run, asked for by a full
// user and computed as a job on the server. None asked: the button; queued or solving: progress (the
// state is read again meanwhile); done: a period's stepwise curve, every period's steps, the engines'
// blocks and the CSV export. Loaded on demand (React.lazy) like the explanation.
import { useMemo, useState } from 'react';
import {
  Alert, Button, CircularProgress, LinearProgress, MenuItem, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead,
  TableRow, TextField, Typography,
} from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { SimulationOffers } from '@plantasim/domain';
import { useOffers, useRequestOffers, type OffersAnswer } from '../../../api/offers';
import { saveFile } from '../../../components/DataTable/saveFile';
import { formatNumber, uiLang, type UiLang } from '../../../i18n/format';
import { EChart } from '../charts/EChart';
import { curveChartOption, deltasText, offersCsv, offersFileName, periodDateTime, stepsText } from './model';

type Offers = SimulationOffers;

/** The chosen period's curve, with its selector. */
function CurvePanel({ offers, fechaActual, lang }: { offers: Offers; fechaActual: string | null; lang: UiLang }) {
  const { t } = useTranslation();
  const [periodo, setPeriodo] = useState(offers.periodos[0]?.periodo ?? 1);
  const count = offers.periodos.length;
  const period = offers.periodos.find((p) => p.periodo === periodo) ?? offers.periodos[0];
  const option = useMemo(() => (period ? curveChartOption(period, {
    curve: t('resultados.offers.curve'), forecast: t('resultados.offers.forecastPoint'), price: t('resultados.offers.priceAxis'), quantity: t('resultados.offers.quantityAxis'),
  }, lang) : null), [period, t, lang]);
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600 }}>{t('resultados.offers.chart')}</Typography>
        <TextField select size="small" label={t('resultados.offers.period')} value={periodo} onChange={(e) => setPeriodo(Number(e.target.value))} sx={{ minWidth: 220 }} data-testid="offers-period">
          {offers.periodos.map((p) => (
            <MenuItem key={p.periodo} value={p.periodo} data-testid={`offers-period-${p.periodo}`}>{`${p.periodo} · ${periodDateTime(fechaActual, p.periodo, count)}`}</MenuItem>
          ))}
        </TextField>
      </Stack>
      {option ? <EChart option={option} height={320} testId="chart-offers" /> : null}
    </Paper>
  );
}

/** Every period: forecast price, expected position and the curve's steps in short. */
function PeriodsTable({ offers, fechaActual, lang }: { offers: Offers; fechaActual: string | null; lang: UiLang }) {
  const { t } = useTranslation();
  const count = offers.periodos.length;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600, mb: 1 }}>{t('resultados.offers.periods')}</Typography>
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label={t('resultados.offers.periods')} data-testid="offers-periods">
          <TableHead>
            <TableRow>
              <TableCell>{t('resultados.offers.period')}</TableCell>
              <TableCell align="right">{t('resultados.offers.forecastPrice')}</TableCell>
              <TableCell align="right">{t('resultados.offers.expectedPosition')}</TableCell>
              <TableCell>{t('resultados.offers.steps')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {offers.periodos.map((p) => (
              <TableRow key={p.periodo} data-testid="offers-period-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${p.periodo} · ${periodDateTime(fechaActual, p.periodo, count)}`}</TableCell>
                <TableCell align="right">{formatNumber(p.precio_previsto, lang, 2)}</TableCell>
                <TableCell align="right">{formatNumber(p.posicion_prevista_mw, lang, 2)}</TableCell>
                <TableCell sx={{ fontSize: 12, color: 'text.secondary' }}>{stepsText(p.curva, lang)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

/** The engines' runs as all-or-nothing blocks. */
function BlocksTable({ offers, lang }: { offers: Offers; lang: UiLang }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Typography variant="subtitle2" component="h4" sx={{ fontWeight: 600, mb: 1 }}>{t('resultados.offers.blocks')}</Typography>
      {offers.bloques.length === 0 ? <Typography variant="body2" color="text.secondary" data-testid="offers-no-blocks">{t('resultados.offers.noBlocks')}</Typography> : (
        <TableContainer>
          <Table size="small" aria-label={t('resultados.offers.blocks')} data-testid="offers-blocks">
            <TableHead>
              <TableRow>
                <TableCell>{t('resultados.offers.engine')}</TableCell>
                <TableCell align="right">{t('resultados.offers.from')}</TableCell>
                <TableCell align="right">{t('resultados.offers.to')}</TableCell>
                <TableCell align="right">{t('resultados.offers.blockMw')}</TableCell>
                <TableCell align="right">{t('resultados.offers.minimumPrice')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {offers.bloques.map((b) => (
                <TableRow key={`${b.motor}-${b.desde}`}>
                  <TableCell>{b.motor}</TableCell>
                  <TableCell align="right">{b.desde}</TableCell>
                  <TableCell align="right">{b.hasta}</TableCell>
                  <TableCell align="right">{formatNumber(b.cantidad_mw, lang, 2)}</TableCell>
                  <TableCell align="right">{formatNumber(b.precio_minimo, lang, 2)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

/** The offers once computed: the export, the curve, the periods and the blocks. */
function OffersDone({ offers, simulationId, fechaActual, seconds }: { offers: Offers; simulationId: string; fechaActual: string | null; seconds: number | null }) {
  const { t, i18n } = useTranslation();
  const lang = uiLang(i18n.language);
  const exportCsv = () => saveFile(offersFileName(simulationId), offersCsv(offers, fechaActual, lang));
  return (
    <Stack spacing={2.5} data-testid="offers-done">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 240 }}>
          {t('resultados.offers.intro', { deltas: deltasText(offers.deltas, lang) })}
          {seconds !== null ? ` ${t('resultados.offers.solvedIn', { seconds: formatNumber(seconds, lang, 0) })}` : ''}
        </Typography>
        <Button variant="outlined" size="small" startIcon={<FileDownloadOutlinedIcon />} onClick={exportCsv} data-testid="offers-export">
          {t('resultados.offers.export')}
        </Button>
      </Stack>
      <CurvePanel offers={offers} fechaActual={fechaActual} lang={lang} />
      <PeriodsTable offers={offers} fechaActual={fechaActual} lang={lang} />
      <BlocksTable offers={offers} lang={lang} />
    </Stack>
  );
}

/** None asked, failed, or being computed: the button, the error, the progress. */
function OffersPending({ answer, onCompute, busy }: { answer: OffersAnswer | undefined; onCompute: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const estado = answer?.estado ?? 'none';
  if (estado === 'queued' || estado === 'solving') {
    return (
      <Stack spacing={1.5} data-testid="offers-progress" sx={{ maxWidth: 520 }}>
        <Typography variant="body2">{t(estado === 'queued' ? 'resultados.offers.queued' : 'resultados.offers.solving')}</Typography>
        <LinearProgress />
        {answer?.segundos != null ? <Typography variant="caption" color="text.secondary">{t('resultados.offers.seconds', { seconds: formatNumber(answer.segundos, uiLang(i18n.language), 0) })}</Typography> : null}
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} data-testid="offers-none">
      {estado === 'failed' ? <Alert severity="error" variant="outlined" data-testid="offers-failed">{t('resultados.offers.failed', { message: answer?.error ?? '' })}</Alert> : null}
      <Typography variant="body2" color="text.secondary">{t('resultados.offers.explain')}</Typography>
      <Button variant="contained" onClick={onCompute} disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined} data-testid="offers-compute">
        {t('resultados.offers.compute')}
      </Button>
    </Stack>
  );
}

export function OffersView({ simulationId, fechaActual }: { simulationId: string; fechaActual: string | null }) {
  const { t } = useTranslation();
  const offers = useOffers(simulationId, true);
  const request = useRequestOffers(simulationId);
  const failure = offers.error ?? request.error;
  return (
    <Stack spacing={2} data-testid="resultados-offers">
      {failure ? <Alert severity="error" variant="outlined" data-testid="offers-error">{failure instanceof Error ? failure.message : t('resultados.offers.loadError')}</Alert> : null}
      {offers.isPending && !offers.isError ? <CircularProgress data-testid="offers-loading" /> : null}
      {offers.data?.estado === 'done' && offers.data.ofertas
        ? <OffersDone offers={offers.data.ofertas} simulationId={simulationId} fechaActual={fechaActual} seconds={offers.data.segundos} />
        : offers.data ? <OffersPending answer={offers.data} onCompute={() => request.mutate()} busy={request.isPending} /> : null}
    </Stack>
  );
}

export default OffersView;
