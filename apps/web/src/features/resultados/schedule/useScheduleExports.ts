// The schedule's files: the printed sheet's days and what it says of the run, and the PDF, the
// operators' Excel and the full Excel built from them (each loaded on demand).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEsNumber } from '../../../components/DataTable';
import { formatDay, formatDayWithWeekday, formatWeekday, useFormat } from '../../../i18n/format';
import type { ScheduleGrids } from '../model/scheduleGrids';
import { inForceOver, sheetDays, sheetParts, type SheetRun } from '../model/sheet';
import { EXCEL_FILES, fullReportSheets, scheduleSheets, type ResultsBundle, type SheetContext } from '../model/workbooks';
import { useFileAction } from '../useFileAction';
import { useSheetLabels } from '../useResultLabels';

/** The sheet's days (date, weekday, clock hours) and what it says of the run, for the PDF and the Excel. */
function useSheetContext(grids: ScheduleGrids, run: SheetRun, fechas: string[]): SheetContext {
  const { t } = useTranslation();
  const f = useFormat();
  return useMemo<SheetContext>(() => {
    const days = sheetDays(grids.hours, run, fechas);
    const dated = days.filter((d) => d.date);
    const inForce = inForceOver(days);
    return {
      run,
      days,
      span: dated.length ? `${formatDayWithWeekday(dated[0]!.date!, f.lang)} – ${formatDayWithWeekday(dated.at(-1)!.date!, f.lang)}` : '',
      inForce: inForce === 'all' ? t('resultados.sheet.inForceAll')
        : inForce === 'some' ? t('resultados.sheet.inForceSome', { days: days.filter((d) => d.inForce && d.date).map((d) => formatDay(d.date!)).join(', ') })
          : t('resultados.sheet.inForceNone'),
      weekday: (date) => formatWeekday(date, f.lang),
    };
  }, [grids.hours, run, fechas, f.lang, t]);
}

export interface ScheduleExportsInput {
  bundle: ResultsBundle;
  grids: ScheduleGrids;
  /** The run's FECHA_HORA per period. */
  fechas: string[];
  run: SheetRun;
  operator: boolean;
  simulationName: string;
  poolPrice: number | null;
}

/** The PDF, Excel and full Excel actions of the schedule, with their busy state and failure. */
export function useScheduleExports({ bundle, grids, fechas, run, operator, simulationName, poolPrice }: ScheduleExportsInput) {
  const { t } = useTranslation();
  const f = useFormat();
  const labels = useSheetLabels();
  const files = useFileAction();
  const p = bundle.program;
  const sheet = useSheetContext(grids, run, fechas);

  const printPdf = () => files.run('pdf', async () => {
    const { savePdf } = await import('../exports/pdf');
    await savePdf({
      title: t('resultados.pdf.title'),
      subtitle: t('resultados.pdf.subtitle', { name: simulationName }),
      plant: run.plant,
      run: t('resultados.pdf.run', { id: run.id }),
      clockHeader: t('resultados.pdf.clock'),
      // A quarter-hour day prints in parts of 24 quarters, each headed with its clock span.
      days: sheetParts(sheet.days).map(({ day: d, hours, clock, span }) => {
        const heading = d.date
          ? t('resultados.pdf.day', { n: d.index + 1, total: sheet.days.length, date: formatDayWithWeekday(d.date, f.lang) })
          : t('resultados.pdf.dayUndated', { n: d.index + 1, total: sheet.days.length });
        return {
          heading: span ? `${heading} · ${span}` : heading,
          inForce: t(d.inForce ? 'resultados.pdf.dayInForce' : 'resultados.pdf.dayNotInForce'),
          hours,
          clock,
        };
      }),
      page: (n, total) => t('resultados.pdf.page', { n, total }),
      summary: [
        [t('resultados.cards.totalGas'), `${formatEsNumber(p.total_consumo_gas, 2)} MWh`],
        [t('resultados.cards.poolPrice'), poolPrice === null ? '—' : `${formatEsNumber(poolPrice, 2)} EUR/MWh`],
      ],
      scheduleTitle: t('resultados.grids.engines'),
      programTitle: t('resultados.grids.program'),
      equipmentHeader: t('resultados.grids.equipment'),
      conceptHeader: t('resultados.grids.concept'),
      engines: grids.engines,
      program: grids.program,
      truncatedNote: t('resultados.pdf.truncated'),
    });
  });
  const excel = () => files.run('excel', async () => {
    const { saveWorkbook } = await import('../exports/excel');
    await saveWorkbook(EXCEL_FILES.operators, scheduleSheets(bundle, labels, sheet, operator));
  });
  const fullExcel = () => files.run('full', async () => {
    const { saveWorkbook } = await import('../exports/excel');
    await saveWorkbook(EXCEL_FILES.full, fullReportSheets(bundle, labels, sheet));
  });
  return { files, printPdf, excel, fullExcel };
}
