// Operator forecast (programa, docs/rules/screens.md): summary cards, the coloured engine/boiler grid, the concepts
// grid, the hourly-average program and the program; mail links (nomination, planning), PDF and
// Excel files. Operators get neither the concepts grid in their Excel nor the full Excel.
// A day of hours fits the width (the hour columns share the room left by the pinned names); a
// longer run shows one day at a time, chosen with the day selector, and its grids scroll sideways
// together when the window is too narrow even for that.
import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Chip, CircularProgress, Snackbar, Stack } from '@mui/material';
import MailOutline from '@mui/icons-material/MailOutline';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import SummarizeOutlined from '@mui/icons-material/SummarizeOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { referencePoolPrice, type Programa } from '@plantasim/domain';
import { postNomination } from '../../../api/resultados';
import { createScrollGroup } from '../../../components/DataTable';
import { useFormat } from '../../../i18n/format';
import { mailtoLink, nominationBody, planningBody } from '../model/mail';
import { dayGroups, periodHeadings, scheduleGridsOf, type ScheduleGrids } from '../model/scheduleGrids';
import type { SheetRun } from '../model/sheet';
import type { ResultsBundle } from '../model/workbooks';
import { DaySelector } from './DaySelector';
import { CHANGED_COLOUR, MIN_HOUR_WIDTH, NAME_COLUMN_WIDTH, QUARTER_MIN_WIDTH, ScheduleGrid } from './ScheduleGrid';
import { SummaryCards } from './SummaryCards';
import { useElementWidth } from './useElementWidth';
import { useScheduleExports } from './useScheduleExports';

/** The widest an hour column gets on a very wide screen. */
const MAX_HOUR_WIDTH = 80;
/** The grid's own borders beside its columns. */
const GRID_BORDERS = 4;

export interface ScheduleViewProps {
  bundle: ResultsBundle;
  operator: boolean;
  simulationName: string;
  /** The run as its printed sheet names it (id, days, plan in force, plant). */
  run: SheetRun;
  /** Explanation of each engine and electric boiler block, shown as a tooltip on its cells. */
  tooltips?: ReadonlyMap<string, Readonly<Record<string, string>>>;
  /** A re-plan's changed setpoints: engine grid row name → hour labels, highlighted. */
  changed?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** The hour and name column widths that fit `columns` hour columns into the measured width; no
 *  column narrower than `minWidth`. */
function useFittedColumns(columns: number, minWidth: number) {
  const [measure, width] = useElementWidth<HTMLDivElement>();
  const columnsShown = Math.max(columns, 1);
  const hourWidth = width > 0
    ? Math.min(MAX_HOUR_WIDTH, Math.max(minWidth, Math.floor((width - NAME_COLUMN_WIDTH - GRID_BORDERS) / columnsShown)))
    : minWidth;
  // The name column takes what the whole hours leave, so the grids end flush with the page.
  const nameWidth = width > 0 && hourWidth > minWidth && hourWidth < MAX_HOUR_WIDTH
    ? Math.max(NAME_COLUMN_WIDTH, width - GRID_BORDERS - hourWidth * columnsShown)
    : NAME_COLUMN_WIDTH;
  return { measure, hourWidth, nameWidth };
}

type Notice = { severity: 'success' | 'error'; text: string };

/** The nomination and planning mail links; the nomination is stored when its link is followed. */
function useMailLinks(p: Programa, grids: ScheduleGrids, simulationName: string, setNotice: (notice: Notice) => void) {
  const { t } = useTranslation();
  const f = useFormat();
  const nominationHref = mailtoLink(
    t('resultados.mail.nominationSubject', { name: simulationName }),
    nominationBody(t('resultados.mail.totalGas'), p.total_consumo_gas, t('resultados.mail.nominationHeading', { name: simulationName })),
  );
  const planningHref = useMemo(() => mailtoLink(
    t('resultados.mail.planningSubject', { name: simulationName }),
    planningBody(t('resultados.mail.planningHeading', { name: simulationName }), grids.program, grids.engines, grids.hours, t('resultados.mail.enginesOn')),
  ), [t, simulationName, grids]);

  const nominate = () => {
    // The mail program opens from the link itself; the nomination is stored alongside.
    postNomination(p.total_consumo_gas).then(
      (answer) => setNotice({ severity: 'success', text: t('resultados.nomination.saved', { value: f.number(answer.value ?? p.total_consumo_gas, 2) }) }),
      (error: unknown) => setNotice({ severity: 'error', text: t('resultados.nomination.failed', { message: error instanceof Error ? error.message : String(error) }) }),
    );
  };
  return { nominationHref, planningHref, nominate };
}

interface ScheduleActionsProps {
  mail: ReturnType<typeof useMailLinks>;
  exports: ReturnType<typeof useScheduleExports>;
  operator: boolean;
}

/** The row of actions: the two mail links, then the PDF and Excel files and the hidden upload. */
function ScheduleActions({ mail, exports: { files, printPdf, excel, fullExcel }, operator }: ScheduleActionsProps) {
  const { t } = useTranslation();
  const busyIcon = (id: string, icon: ReactNode) => (files.busy === id ? <CircularProgress size={16} /> : icon);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="contained" component="a" href={mail.nominationHref} onClick={mail.nominate} startIcon={<MailOutline />} data-testid="mail-nomination">
        {t('resultados.buttons.mailNomination')}
      </Button>
      <Button variant="outlined" component="a" href={mail.planningHref} startIcon={<MailOutline />} data-testid="mail-planning">
        {t('resultados.buttons.mailPlanning')}
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="outlined" onClick={printPdf} disabled={files.busy !== null} startIcon={busyIcon('pdf', <PictureAsPdfOutlined />)} data-testid="download-pdf">
        {t('resultados.buttons.pdf')}
      </Button>
      <Button variant="outlined" onClick={excel} disabled={files.busy !== null} startIcon={busyIcon('excel', <GridOnOutlined />)} data-testid="download-excel">
        {t('resultados.buttons.excel')}
      </Button>
      {operator ? null : (
        <Button variant="outlined" onClick={fullExcel} disabled={files.busy !== null} startIcon={busyIcon('full', <SummarizeOutlined />)} data-testid="download-full-excel">
          {t('resultados.buttons.fullExcel')}
        </Button>
      )}
      {/* docs/rules/screens.md: the upload-nomination button exists but is always hidden. */}
      <Button variant="outlined" startIcon={<UploadFileOutlined />} sx={{ display: 'none' }} hidden aria-hidden="true" tabIndex={-1} data-testid="upload-nomination">
        {t('resultados.buttons.uploadNomination')}
      </Button>
    </Stack>
  );
}

/** The on/off (and changed-cell) legend, with the day selector of a run longer than a day. */
function ScheduleLegend({ changed, daySelector }: { changed: boolean; daySelector: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip size="small" label={t('resultados.grids.on')} sx={{ bgcolor: 'rgba(46, 125, 50, 0.7)', color: '#fff' }} />
      <Chip size="small" label={t('resultados.grids.off')} sx={{ bgcolor: '#ECEFF1', color: '#546E7A' }} />
      {changed ? <Chip size="small" variant="outlined" label={t('replan.changedCell')} sx={{ borderColor: CHANGED_COLOUR, borderWidth: 2, color: CHANGED_COLOUR }} data-testid="replan-changed-legend" /> : null}
      <Box sx={{ flexGrow: 1 }} />
      {daySelector}
    </Stack>
  );
}

export function ScheduleView({ bundle, operator, simulationName, run, tooltips, changed }: ScheduleViewProps) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const p = bundle.program;

  // Built ahead by the programa reader (ResultadosTab) and kept per program: no work here on a revisit.
  const grids = scheduleGridsOf(p);
  // Runs longer than a day show one day of hours at a time; the files keep every hour.
  // The days follow the run's own dates (a quarter-hour day has 92 to 100 periods), its columns the clock.
  const fechas = useMemo(() => bundle.operation.rows.map((r) => String(r.FECHA_HORA ?? '')), [bundle.operation]);
  const groups = useMemo(() => dayGroups(grids.hours, fechas), [grids.hours, fechas]);
  const headings = useMemo(() => periodHeadings(grids.hours, fechas), [grids.hours, fechas]);
  const paged = groups.length > 1;
  const days = groups.length;
  const [day, setDay] = useState(0);
  const shownHours = useMemo(() => (paged ? groups[Math.min(day, groups.length - 1)] ?? [] : grids.hours), [paged, groups, day, grids.hours]);
  // A day of quarters scrolls sideways anyway: its columns keep room for '150,00' and '00:15'.
  const quarterly = headings !== undefined;
  const { measure, hourWidth, nameWidth } = useFittedColumns(Math.max(shownHours.length, grids.averageHours.length), quarterly ? QUARTER_MIN_WIDTH : MIN_HOUR_WIDTH);
  const hint = (key: 'loadHint' | 'conceptUnits' | 'programUnits') => t(`resultados.grids.${key}${quarterly ? 'Quarters' : ''}`);
  const scrollGroup = useMemo(() => createScrollGroup(), []);
  const gridProps = { hours: shownHours, hourWidth, nameWidth, scrollGroup, headings };
  const poolPrice = useMemo(() => referencePoolPrice(p.conceptos, bundle.economic.rows), [p, bundle.economic]);
  const mail = useMailLinks(p, grids, simulationName, setNotice);
  const exports = useScheduleExports({ bundle, grids, fechas, run, operator, simulationName, poolPrice });
  const { files } = exports;

  return (
    <Stack spacing={2.5} ref={measure} data-testid="resultados-schedule">
      <SummaryCards totalGas={p.total_consumo_gas} poolPrice={poolPrice} />
      <ScheduleActions mail={mail} exports={exports} operator={operator} />
      {files.error ? <Alert severity="error" variant="outlined" onClose={files.clearError}>{t('resultados.exportFailed', { message: files.error })}</Alert> : null}
      <ScheduleLegend changed={changed !== undefined} daySelector={paged ? <DaySelector day={day} days={days} hours={shownHours} onChange={setDay} /> : null} />
      <ScheduleGrid title={t('resultados.grids.engines')} subtitle={hint('loadHint')} firstHeader={t('resultados.grids.equipment')} rows={grids.engines} {...gridProps} coloured tooltips={tooltips} changed={changed} testId="grid-engines" />
      <ScheduleGrid title={t('resultados.grids.concepts')} subtitle={hint('conceptUnits')} firstHeader={t('resultados.grids.concept')} rows={grids.concepts} {...gridProps} testId="grid-concepts" />
      <ScheduleGrid title={t('resultados.grids.averageProgram')} subtitle={hint('programUnits')} firstHeader={t('resultados.grids.concept')} rows={grids.average} {...gridProps} hours={grids.averageHours} testId="grid-average-program" />
      <ScheduleGrid title={t('resultados.grids.program')} subtitle={hint('programUnits')} firstHeader={t('resultados.grids.concept')} rows={grids.program} {...gridProps} testId="grid-program" />
      {notice ? (
        <Snackbar open autoHideDuration={5000} onClose={() => setNotice(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
          <Alert severity={notice.severity} variant="filled" onClose={() => setNotice(null)} data-testid="nomination-notice">{notice.text}</Alert>
        </Snackbar>
      ) : null}
    </Stack>
  );
}
