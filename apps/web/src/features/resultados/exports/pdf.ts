// tabla_prevision_operarios.pdf (docs/rules/constants.md): the operator forecast on A3 landscape, one day per page so
// that a control room can pin a day up. Every page names the plant, the run (name and id), whether
// it is the plan in force for that day, and the day's date and weekday; the hours read as clock
// times under H1…H24. A table never splits across pages (it moves whole to the next one, which is
// headed again). jspdf and jspdf-autotable load by dynamic import() only when the user prints.
import { formatEsNumber, saveFile } from '../../../components/DataTable';
import type { ScheduleRow } from '../model/scheduleGrids';
import { PDF_FILE } from '../model/workbooks';

/** One printed day: its heading ('Día 2 de 7 · martes 16/01/2025'), whether the run is in force for
 *  it (as a sentence), its hour labels and their clock hours. */
export interface PdfDay {
  heading: string;
  inForce: string;
  hours: string[];
  clock: string[];
}

export interface PdfContent {
  title: string;
  subtitle: string;
  /** Plant and run lines printed on every page ('Planta Norte', 'Simulación 42 · Plan martes'). */
  plant: string;
  run: string;
  summary: Array<[string, string]>;
  scheduleTitle: string;
  programTitle: string;
  equipmentHeader: string;
  conceptHeader: string;
  clockHeader: string;
  engines: ScheduleRow[];
  program: ScheduleRow[];
  days: PdfDay[];
  /** 'Página {n} de {total}'. */
  page: (n: number, total: number) => string;
  /** Shown when the horizon is longer than the printed part. */
  truncatedNote: string;
}

/** Days printed: a month at most (a planning year would be hundreds of pages). */
export const PDF_MAX_DAYS = 31;
/** Hours printed. */
export const PDF_MAX_HOURS = PDF_MAX_DAYS * 24;

const ON_FILL: [number, number, number] = [200, 230, 201];
const OFF_FILL: [number, number, number] = [236, 239, 241];
const HEAD_FILL: [number, number, number] = [10, 79, 126];
const CLOCK_FILL: [number, number, number] = [225, 236, 245];
const MARGIN = 40;
/** Where the tables of a page start, below its heading. */
const TABLE_TOP = 128;

export async function savePdf(c: PdfContent): Promise<void> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a3' });
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const headed = new Set<number>();

  // The heading of every page: the sheet, the plant, the run, the day and whether the run is in force.
  const heading = (day: PdfDay) => {
    const page = doc.getCurrentPageInfo().pageNumber;
    if (headed.has(page)) return;
    headed.add(page);
    doc.setTextColor(0);
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(18);
    doc.text(c.title, MARGIN, 44);
    if (c.plant) doc.text(c.plant, width - MARGIN, 44, { align: 'right' });
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(11);
    doc.text(c.subtitle, MARGIN, 64);
    doc.text(c.run, width - MARGIN, 64, { align: 'right' });
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(14);
    doc.text(day.heading, MARGIN, 90);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(11);
    doc.text(day.inForce, width - MARGIN, 90, { align: 'right' });
    if (page === 1) c.summary.forEach(([label, value], i) => doc.text(`${label}: ${value}`, MARGIN + i * 380, 112));
  };

  const days = c.days.slice(0, PDF_MAX_DAYS);
  days.forEach((day, d) => {
    if (d > 0) doc.addPage();
    heading(day);
    let y = TABLE_TOP;
    const table = (title: string, header: string, rows: ScheduleRow[], coloured: boolean) => {
      autoTable(doc, {
        startY: y,
        head: [
          [{ content: title, colSpan: day.hours.length + 1, styles: { halign: 'left', fillColor: [232, 239, 245], textColor: [6, 50, 82] } }],
          [header, ...day.hours],
          [{ content: c.clockHeader, styles: { halign: 'left' } }, ...day.clock],
        ],
        body: rows.map((r) => [r.concepto, ...day.hours.map((h) => (r.kind === 'spacer' ? '' : formatEsNumber(r.values[h] ?? '', 2)))]),
        theme: 'grid',
        // A table that does not fit below the one before moves whole to a new page, headed as the first.
        pageBreak: 'avoid',
        rowPageBreak: 'avoid',
        showHead: 'everyPage',
        margin: { left: MARGIN, right: MARGIN, top: TABLE_TOP, bottom: 48 },
        tableWidth: width - 2 * MARGIN,
        styles: { fontSize: 8.5, cellPadding: 3.5, halign: 'right', lineColor: [210, 218, 226], lineWidth: 0.5 },
        headStyles: { fillColor: HEAD_FILL, textColor: 255, halign: 'center' },
        columnStyles: { 0: { halign: 'left', cellWidth: 120, fontStyle: 'bold' } },
        didParseCell: (data) => {
          if (data.section === 'head' && data.row.index === 2) {
            data.cell.styles.fillColor = CLOCK_FILL;
            data.cell.styles.textColor = [6, 50, 82];
            data.cell.styles.fontStyle = 'normal';
            return;
          }
          if (!coloured || data.section !== 'body' || data.column.index === 0) return;
          const row = rows[data.row.index];
          if (!row || row.kind === 'spacer') return;
          const state = row.estado[day.hours[data.column.index - 1]!];
          data.cell.styles.fillColor = state === 1 ? ON_FILL : OFF_FILL;
        },
        didDrawPage: () => heading(day),
      });
      y = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 18;
    };
    table(c.scheduleTitle, c.equipmentHeader, c.engines, true);
    table(c.programTitle, c.conceptHeader, c.program, false);
  });
  if (c.days.length > days.length) {
    doc.setFontSize(11);
    doc.text(c.truncatedNote, MARGIN, height - 30);
  }
  const pages = doc.getNumberOfPages();
  for (let n = 1; n <= pages; n++) {
    doc.setPage(n);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    doc.setTextColor(90);
    doc.text(c.page(n, pages), width - MARGIN, height - 16, { align: 'right' });
  }
  saveFile(PDF_FILE, doc.output('blob'));
}
