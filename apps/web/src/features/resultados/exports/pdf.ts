// tabla_prevision_operarios.pdf (SPEC §9): the operator forecast on A3 landscape — title, the two
// summary figures, the coloured engine/boiler grid and the program, 24 hours per block. jspdf and
// jspdf-autotable load by dynamic import() only when the user prints.
import { formatEsNumber, saveFile } from '../../../components/DataTable';
import type { ScheduleRow } from '../model/scheduleGrids';
import { PDF_FILE } from '../model/workbooks';

export interface PdfContent {
  title: string;
  subtitle: string;
  summary: Array<[string, string]>;
  scheduleTitle: string;
  programTitle: string;
  equipmentHeader: string;
  conceptHeader: string;
  engines: ScheduleRow[];
  program: ScheduleRow[];
  hours: string[];
  /** Shown when the horizon is longer than the printed part. */
  truncatedNote: string;
}

/** Hours printed: a month at most (a planning year would be hundreds of pages). */
export const PDF_MAX_HOURS = 31 * 24;
const BLOCK = 24;

const ON_FILL: [number, number, number] = [200, 230, 201];
const OFF_FILL: [number, number, number] = [236, 239, 241];
const HEAD_FILL: [number, number, number] = [10, 79, 126];

export async function savePdf(c: PdfContent): Promise<void> {
  const [{ jsPDF }, { autoTable }] = await Promise.all([import('jspdf'), import('jspdf-autotable')]);
  const doc = new jsPDF({ orientation: 'landscape', unit: 'pt', format: 'a3' });
  const width = doc.internal.pageSize.getWidth();
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(18);
  doc.text(c.title, 40, 48);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(11);
  doc.text(c.subtitle, 40, 68);
  c.summary.forEach(([label, value], i) => {
    doc.text(`${label}: ${value}`, 40 + i * 380, 92);
  });
  let y = 110;
  const hours = c.hours.slice(0, PDF_MAX_HOURS);
  for (let start = 0; start < hours.length; start += BLOCK) {
    const block = hours.slice(start, start + BLOCK);
    const table = (title: string, header: string, rows: ScheduleRow[], coloured: boolean) => {
      autoTable(doc, {
        startY: y,
        head: [[{ content: title, colSpan: block.length + 1, styles: { halign: 'left', fillColor: [232, 239, 245], textColor: [6, 50, 82] } }], [header, ...block]],
        body: rows.map((r) => [r.concepto, ...block.map((h) => (r.kind === 'spacer' ? '' : formatEsNumber(r.values[h] ?? '', 2)))]),
        theme: 'grid',
        margin: { left: 40, right: 40 },
        tableWidth: width - 80,
        styles: { fontSize: 8.5, cellPadding: 3.5, halign: 'right', lineColor: [210, 218, 226], lineWidth: 0.5 },
        headStyles: { fillColor: HEAD_FILL, textColor: 255, halign: 'center' },
        columnStyles: { 0: { halign: 'left', cellWidth: 120, fontStyle: 'bold' } },
        didParseCell: (data) => {
          if (!coloured || data.section !== 'body' || data.column.index === 0) return;
          const row = rows[data.row.index];
          if (!row || row.kind === 'spacer') return;
          const state = row.estado[block[data.column.index - 1]!];
          data.cell.styles.fillColor = state === 1 ? ON_FILL : OFF_FILL;
        },
      });
      y = (doc as unknown as { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 16;
    };
    table(c.scheduleTitle, c.equipmentHeader, c.engines, true);
    table(c.programTitle, c.conceptHeader, c.program, false);
  }
  if (c.hours.length > hours.length) doc.text(c.truncatedNote, 40, Math.min(y, doc.internal.pageSize.getHeight() - 30));
  saveFile(PDF_FILE, doc.output('blob'));
}
