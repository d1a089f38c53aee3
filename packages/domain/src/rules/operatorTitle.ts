// Automatic title of an operator's run (docs/rules/roles.md): weekday, date and time in Spanish, Madrid time.
import { formatDate, madridDateTime, weekday } from '../calendar/dates.ts';

const WEEKDAYS_ES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];
const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** e.g. 'Lunes 13/01/2025 09:05' (English: 'Monday 13/01/2025 09:05'). */
export function operatorSimulationTitle(now: Date, lang: 'es' | 'en' = 'es'): string {
  const t = madridDateTime(now);
  const names = lang === 'en' ? WEEKDAYS_EN : WEEKDAYS_ES;
  const hh = String(t.hour).padStart(2, '0');
  const mm = String(t.minute).padStart(2, '0');
  return `${names[weekday(t)]} ${formatDate(t)} ${hh}:${mm}`;
}
