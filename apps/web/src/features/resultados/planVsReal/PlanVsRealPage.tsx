// /plan-vs-real: where the money went. One day: the plan, the actual operation and the hindsight
// optimum side by side (cost by line), and the bridge from plan to actual as a waterfall. A month:
// the bridge summed, and a calendar of its days coloured by how far each strayed from its plan.
// The figures come from the server (docs/plan-vs-actual.md); this page only lays them out.
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  Alert, Box, ButtonBase, CircularProgress, IconButton, Paper, Stack, ToggleButton, ToggleButtonGroup, Tooltip, Typography,
} from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import {
  addDays, daysInMonth, formatDate, madridDate, parseDate, type BridgeAmounts, type BridgeDayResponse, type BridgeLines,
  type BridgeRangeResponse, type CalendarDate,
} from '@plantasim/domain';
import { DataTable, type DataTableColumns } from '../../../components/DataTable';
import { DatePicker } from '../../../components/DatePicker';
import { pickerDate, pickerDay } from '../../../components/pickerDays';
import { PageFrame } from '../../../components/PageFrame';
import { EChart } from '../charts/EChart';
import { useBridgeDay, useBridgeRange } from '../../../api/bridge';
import { waterfallOption, waterfallSteps, type WaterfallStepKey } from './waterfall';
import { monthWeeks } from './calendar';
import { PlanPicker } from './PlanPicker';
import { useFormat } from '../../../i18n/format';


const LINE_KEYS = ['gas', 'co2', 'compra', 'venta', 'ro', 'otros', 'total'] as const;
type LineKey = (typeof LINE_KEYS)[number];
interface LineRow { concepto: string; key: LineKey; plan: number; real: number; posteriori: number | null }

/** A column's lines in EUR, income (sales, Ro) negative so that each column adds up to its total. */
function lineValue(l: BridgeLines, key: LineKey): number {
  const cents = key === 'venta' || key === 'ro' ? -l[key] : l[key];
  return cents / 100;
}

function Waterfall({ amounts, testId }: { amounts: BridgeAmounts; testId: string }) {
  const { t } = useTranslation();
  const { money } = useFormat();
  const option = useMemo(
    () => waterfallOption(waterfallSteps(amounts), (k: WaterfallStepKey) => t(`planVsReal.steps.${k}`), money),
    [amounts, t, money],
  );
  return <EChart option={option} height={340} testId={testId} />;
}

function Parts({ amounts }: { amounts: BridgeAmounts }) {
  const { t } = useTranslation();
  const { money, signedMoney } = useFormat();
  const parts = ['precio', 'demanda', 'indisponibilidad', 'ejecucion'] as const;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="plan-vs-real-parts">
      {parts.map((p) => (
        <Paper key={p} variant="outlined" sx={{ px: 1.5, py: 1, minWidth: 150 }} data-testid={`part-${p}`}>
          <Typography variant="caption" color="text.secondary">{t(`planVsReal.steps.${p}`)}</Typography>
          <Typography variant="subtitle1" sx={{ color: amounts[p] > 0 ? 'error.main' : amounts[p] < 0 ? 'success.main' : 'text.primary' }}>
            {signedMoney(amounts[p] / 100)}
          </Typography>
        </Paper>
      ))}
      <Paper variant="outlined" sx={{ px: 1.5, py: 1, minWidth: 150 }} data-testid="part-total">
        <Typography variant="caption" color="text.secondary">{t('planVsReal.total')}</Typography>
        <Typography variant="subtitle1">{signedMoney(amounts.total / 100)}</Typography>
      </Paper>
      {amounts.prevision !== null ? (
        <Paper variant="outlined" sx={{ px: 1.5, py: 1, minWidth: 150 }} data-testid="part-prevision">
          <Typography variant="caption" color="text.secondary">{t('planVsReal.foresightSaving')}</Typography>
          <Typography variant="subtitle1">{money(amounts.prevision / 100)}</Typography>
        </Paper>
      ) : null}
    </Stack>
  );
}

function DayView({ data, picked }: { data: BridgeDayResponse; picked: boolean }) {
  const { t } = useTranslation();
  const rows = useMemo<LineRow[]>(() => LINE_KEYS.map((key) => ({
    key,
    concepto: t(`planVsReal.lines.${key}`),
    plan: lineValue(data.columnas.plan, key),
    real: lineValue(data.columnas.real, key),
    posteriori: data.columnas.posteriori ? lineValue(data.columnas.posteriori, key) : null,
  })), [data, t]);
  const columns = useMemo<DataTableColumns<LineRow>>(() => [
    { field: 'concepto', headerName: t('planVsReal.concept'), type: 'text', pinned: 'left', width: 190 },
    { field: 'plan', headerName: t('planVsReal.columns.plan'), type: 'number', decimals: 2, minWidth: 112 },
    { field: 'real', headerName: t('planVsReal.columns.real'), type: 'number', decimals: 2, minWidth: 112 },
    { field: 'posteriori', headerName: t('planVsReal.columns.posteriori'), type: 'number', decimals: 2, minWidth: 112 },
  ], [t]);
  const notes = [
    data.horasDemanda.length > 0 ? t('planVsReal.demandHours', { hours: data.horasDemanda.map((h) => `H${h}`).join(', ') }) : t('planVsReal.noDemandHours'),
    data.averias.length > 0
      ? t('planVsReal.outages', { list: data.averias.map((a) => `${a.unidad} (${a.horas.map((h) => `H${h}`).join(', ')})`).join('; ') })
      : t('planVsReal.noOutages'),
  ];
  return (
    <Stack spacing={2}>
      <Typography variant="body2" data-testid="plan-vs-real-plan">
        {t('planVsReal.planOf', { name: data.simulacion.name, user: data.simulacion.username, id: data.simulacion.id })}
        {picked ? ` ${t('planVsReal.pickedNote')}` : ''}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>{t('planVsReal.columnsTitle')}</Typography>
          <DataTable title={t('planVsReal.columnsTitle')} testId="plan-vs-real-columns" rows={rows} columns={columns} getRowId={(r) => r.key} readOnly dense height="auto" />
          <Typography variant="caption" color="text.secondary">{t('planVsReal.signNote')}</Typography>
        </Box>
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>{t('planVsReal.bridgeTitle')}</Typography>
          <Waterfall amounts={data.puente} testId="plan-vs-real-waterfall" />
        </Box>
      </Box>
      <Parts amounts={data.puente} />
      {notes.map((n) => <Typography key={n} variant="body2" color="text.secondary">{n}</Typography>)}
      {data.avisos.length > 0 && (
        <Alert severity="warning" data-testid="plan-vs-real-warnings">
          {t('planVsReal.measuredWarnings')}
          {data.avisos.map((a) => <Typography key={a} variant="body2">{a}</Typography>)}
        </Alert>
      )}
    </Stack>
  );
}

const BAND_COLORS = { better: '#c8e6c9', close: '#eceff1', worse: '#ffe0b2', muchWorse: '#ffcdd2' } as const;

function MonthView({ data, year, month, onDay }: { data: BridgeRangeResponse; year: number; month: number; onDay: (d: CalendarDate) => void }) {
  const { t } = useTranslation();
  const { signedMoney } = useFormat();
  const byDay = new Map(data.dias.map((d) => [d.fecha, d]));
  const skipped = new Map(data.omitidos.map((d) => [d.fecha, d.motivo]));
  const weekdays = t('planVsReal.weekdays').split(',');
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 6fr) minmax(0, 5fr)' }, alignItems: 'start' }}>
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>{t('planVsReal.monthBridgeTitle', { count: data.dias.length })}</Typography>
          <Waterfall amounts={data.puente} testId="plan-vs-real-month-waterfall" />
        </Box>
        <Box>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>{t('planVsReal.calendarTitle')}</Typography>
          <Box role="grid" aria-label={t('planVsReal.calendarTitle')} data-testid="plan-vs-real-calendar" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5 }}>
            {weekdays.map((w) => <Typography key={w} variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>{w}</Typography>)}
            {monthWeeks(year, month).flat().map((d, i) => {
              if (!d) return <Box key={`empty-${i}`} />;
              const fecha = formatDate(d);
              const day = byDay.get(fecha);
              const reason = skipped.get(fecha);
              const title = day ? t(`planVsReal.bands.${day.banda}`) : reason ? t(`planVsReal.skipped.${reason}`) : '';
              return (
                <Tooltip key={fecha} title={title}>
                  <ButtonBase
                    onClick={() => onDay(d)}
                    data-testid="calendar-day"
                    data-band={day?.banda ?? 'none'}
                    aria-label={`${fecha}: ${day ? signedMoney(day.total / 100, 0) : title}`}
                    sx={{
                      flexDirection: 'column', alignItems: 'stretch', p: 0.5, minHeight: 52, borderRadius: 1,
                      bgcolor: day ? BAND_COLORS[day.banda] : 'transparent', border: 1, borderColor: day ? 'transparent' : 'divider',
                    }}
                  >
                    <Typography variant="caption" sx={{ fontWeight: 600 }}>{d.day}</Typography>
                    <Typography variant="caption" sx={{ fontSize: 11 }} color={day ? 'text.primary' : 'text.disabled'}>
                      {day ? signedMoney(day.total / 100, 0) : '—'}
                    </Typography>
                  </ButtonBase>
                </Tooltip>
              );
            })}
          </Box>
          <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, mt: 1 }}>
            {(['better', 'close', 'worse', 'muchWorse'] as const).map((b) => (
              <Stack key={b} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Box sx={{ width: 12, height: 12, borderRadius: 0.5, bgcolor: BAND_COLORS[b] }} />
                <Typography variant="caption">{t(`planVsReal.bands.${b}`)}</Typography>
              </Stack>
            ))}
          </Stack>
        </Box>
      </Box>
      <Parts amounts={data.puente} />
    </Stack>
  );
}

function Pending({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (error) return <Alert severity="info" data-testid="plan-vs-real-refusal">{error instanceof Error ? error.message : t('planVsReal.loadError')}</Alert>;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <CircularProgress size={20} />
      <Typography variant="body2" color="text.secondary">{t('planVsReal.computing')}</Typography>
    </Stack>
  );
}

export default function PlanVsRealPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const view = params.get('vista') === 'mes' ? 'mes' : 'dia';
  const parsed = parseDate(params.get('dia') ?? '');
  // Yesterday by default: the last whole day the plant has measured.
  const day: CalendarDate = parsed.ok ? parsed.data : addDays(madridDate(new Date()), -1);
  const first = { year: day.year, month: day.month, day: 1 };
  const last = { ...first, day: daysInMonth(day.year, day.month) };
  // The run the day is compared with when the user picked one (else its plan in force).
  const picked = Number(params.get('simulacion')) || undefined;
  const dayQuery = useBridgeDay(formatDate(day), view === 'dia', picked);
  const monthQuery = useBridgeRange(formatDate(first), formatDate(last), view === 'mes');
  const go = (d: CalendarDate, v: 'dia' | 'mes' = view) => setParams({ vista: v, dia: formatDate(d) });
  const longMonth = new Date(Date.UTC(day.year, day.month - 1, 1)).toLocaleDateString(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const monthName = longMonth.charAt(0).toUpperCase() + longMonth.slice(1);
  const step = (n: number) => (view === 'dia' ? addDays(day, n) : { year: day.month + n > 12 ? day.year + 1 : day.month + n < 1 ? day.year - 1 : day.year, month: ((day.month + n + 11) % 12) + 1, day: 1 });

  return (
    <PageFrame
      title={t('planVsReal.title')}
      rowFrom="md"
      actions={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <ToggleButtonGroup size="small" exclusive value={view} onChange={(_e, v: 'dia' | 'mes' | null) => { if (v) go(day, v); }}>
            <ToggleButton value="dia" data-testid="plan-vs-real-view-day">{t('planVsReal.viewDay')}</ToggleButton>
            <ToggleButton value="mes" data-testid="plan-vs-real-view-month">{t('planVsReal.viewMonth')}</ToggleButton>
          </ToggleButtonGroup>
          <Tooltip title={t(view === 'dia' ? 'planVsReal.previousDay' : 'planVsReal.previousMonth')}>
            <IconButton aria-label={t(view === 'dia' ? 'planVsReal.previousDay' : 'planVsReal.previousMonth')} onClick={() => go(step(-1))}><ChevronLeftIcon /></IconButton>
          </Tooltip>
          {view === 'dia' ? (
            <DatePicker
              label={t('planVsReal.day')}
              format="dd/MM/yyyy"
              value={pickerDate(day)}
              enableAccessibleFieldDOMStructure={false}
              onChange={(d) => { const picked = pickerDay(d); if (picked) go(picked); }}
              slotProps={{ textField: { size: 'small', inputProps: { 'data-testid': 'plan-vs-real-dia' } } }}
            />
          ) : (
            <Typography sx={{ minWidth: 140, textAlign: 'center' }} data-testid="plan-vs-real-month">{monthName}</Typography>
          )}
          <Tooltip title={t(view === 'dia' ? 'planVsReal.nextDay' : 'planVsReal.nextMonth')}>
            <IconButton aria-label={t(view === 'dia' ? 'planVsReal.nextDay' : 'planVsReal.nextMonth')} onClick={() => go(step(1))}><ChevronRightIcon /></IconButton>
          </Tooltip>
          {view === 'dia' ? (
            <PlanPicker day={day} value={picked} onChange={(id) => setParams({ vista: 'dia', dia: formatDate(day), ...(id === undefined ? {} : { simulacion: String(id) }) })} />
          ) : null}
        </Stack>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t('planVsReal.intro')}</Typography>
      {view === 'dia'
        ? (dayQuery.data ? <DayView data={dayQuery.data} picked={picked !== undefined} /> : <Pending error={dayQuery.error} />)
        : (monthQuery.data
          ? <MonthView data={monthQuery.data} year={day.year} month={day.month} onDay={(d) => void navigate(`/plan-vs-real?vista=dia&dia=${encodeURIComponent(formatDate(d))}`)} />
          : <Pending error={monthQuery.error} />)}
    </PageFrame>
  );
}
