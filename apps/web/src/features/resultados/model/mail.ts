// The two mail links of the schedule (docs/rules/screens.md): the gas nomination (total gas consumption) and the
// planning (hourly program). Plain mailto: links so the user's own mail program opens with the
// values filled in; mail programs cut long links, so the planning body is kept under a limit.
import { formatEsNumber } from '../../../components/DataTable';
import type { ScheduleRow } from './scheduleGrids';

/** Characters kept in a mailto body (browsers and mail programs cut links near 2,000). */
export const MAILTO_BODY_LIMIT = 1900;

export function mailtoLink(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Body text of the nomination: one line with the total gas consumption in MWh (es-ES, 2 decimals). */
export function nominationBody(label: string, totalGasMWh: number, heading: string): string {
  return `${heading}\n\n${label}: ${formatEsNumber(totalGasMWh, 2)} MWh`;
}

/**
 * Body text of the planning: a compact table, one line per hour — the program concepts (MW, es-ES)
 * and the numbers of the engines running — so a whole day fits a mail link. Lines stop with '…'
 * at the length limit (a planning year is cut, the files carry it whole).
 */
export function planningBody(heading: string, program: readonly ScheduleRow[], engines: readonly ScheduleRow[], hours: readonly string[], onLabel: string): string {
  const header = ['H', ...program.map((r) => r.concepto.replace(/^Programa /i, '')), onLabel].join(' | ');
  let text = `${heading}\n\n${header}`;
  for (const h of hours) {
    const values = program.map((r) => formatEsNumber(r.values[h] ?? 0, 2));
    const on = engines.filter((r) => r.kind === 'engine' && r.estado[h] === 1).map((r) => /(\d+)\s*$/.exec(r.concepto)?.[1] ?? r.concepto);
    const line = [h, ...values, on.join(' ') || '-'].join(' | ');
    if (text.length + line.length + 1 > MAILTO_BODY_LIMIT) return `${text}\n…`;
    text += `\n${line}`;
  }
  return text;
}
