// Date helpers of the Ro master: DATE_RO is 'yyyy-MM-01' (SPEC §3), shown dd/MM/yyyy; the
// modification stamp is shown in local time.
import { format, isValid, parseISO } from 'date-fns';

export const isFirstOfMonth = (date: Date): boolean => date.getDate() === 1;

/** 'yyyy-MM-01' of a picked date (the picker only allows first days; the day is forced anyway). */
export const toDateRo = (date: Date): string => format(date, 'yyyy-MM-01');

/** Local Date of a 'yyyy-MM-dd' text, or null. */
export function fromDateRo(text: string): Date | null {
  const d = parseISO(text.slice(0, 10));
  return isValid(d) ? d : null;
}

/** 'dd/MM/yyyy' of 'yyyy-MM-dd'; the text itself when unreadable. */
export function showDateRo(text: string): string {
  const d = fromDateRo(text);
  return d ? format(d, 'dd/MM/yyyy') : text;
}

/** A server timestamp (ISO, UTC unless it says otherwise) as local 'yyyy-MM-dd HH:mm'. */
export function showStamp(text: string | null | undefined): string {
  if (!text) return '';
  const iso = /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? text : format(d, 'yyyy-MM-dd HH:mm');
}
