// Server timestamps (creation, last change, modification) as the screens show them: the
// browser's local time, 'yyyy-MM-dd HH:mm'. The day is written by the domain calendar.
import { formatIsoDate } from '@plantasim/domain';
import { localDay } from './pickerDays';

const pad2 = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp (UTC unless it says otherwise) in local time; the text itself when unreadable. */
export function localStamp(text: string | null | undefined): string {
  if (!text) return '';
  const iso = /[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? text : `${formatIsoDate(localDay(d))} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}
