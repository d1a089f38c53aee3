// Contract of the electricity price forecast provider ("prevision"). See README for the full text.
// Request:  GET {PREVISION_URL}?start_date=yyyy-MM-dd&end_date=yyyy-MM-dd
//           headers: Authorization: Bearer {PREVISION_API_KEY}, Accept: application/json, text/csv
// Response, JSON (application/json): an array, or { "data": [...] } / { "precios": [...] }, of
//           { "fecha_hora": "yyyy-MM-dd HH:mm" (Europe/Madrid hour start) | ISO 8601 with offset, "valor": number }
// Response, CSV (text/csv): header `fecha_hora;valor` (or comma separated), decimal comma or point.
// Each delivery day must carry 24 hours (23/25 on DST days, mapped by the documented DST rule);
// incomplete days are dropped rather than padded.
import { fail, ok, type HourlyPrice, type Issue, type ParseResult } from '../types.ts';
import { isIsoDate, madridDateHour } from '../util/calendar.ts';
import { readCompleteTable, splitDelimited } from '../util/csv.ts';
import { mapDstDayToHours } from '../util/dst.ts';
import { parseLocaleNumber } from '../util/numbers.ts';

interface Point { date: string; order: number; value: number }

const LOCAL = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::\d{2})?$/;
const ZONED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Local Madrid 'yyyy-MM-dd HH:mm' or a zoned ISO instant -> Madrid day and an ordering key. */
function readTimestamp(raw: string): { date: string; order: number } | null {
  const s = raw.trim();
  if (ZONED.test(s)) {
    const t = new Date(s);
    if (Number.isNaN(t.getTime())) return null;
    return { date: madridDateHour(t).date, order: t.getTime() };
  }
  const m = LOCAL.exec(s);
  const [date, hour, minute] = [m?.[1], m?.[2], m?.[3]];
  if (date === undefined || hour === undefined || minute === undefined || !isIsoDate(date) || +hour > 23) return null;
  return { date, order: +hour * 60 + +minute };
}

function toHourly(points: Point[], issues: Issue[]): ParseResult<HourlyPrice[]> {
  if (issues.length > 0) return fail(...issues.slice(0, 20));
  const byDay = new Map<string, Point[]>();
  for (const p of points) byDay.set(p.date, [...(byDay.get(p.date) ?? []), p]);
  const out: HourlyPrice[] = [];
  for (const [date, pts] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
    const values = mapDstDayToHours(pts.sort((a, b) => a.order - b.order).map((p) => p.value));
    if (values) values.forEach((value, i) => out.push({ date, hour: i + 1, value }));
  }
  return ok(out);
}

export function parsePrevisionJson(body: unknown): ParseResult<HourlyPrice[]> {
  const list = Array.isArray(body) ? body
    : body && typeof body === 'object' ? ((body as Record<string, unknown>).data ?? (body as Record<string, unknown>).precios) : undefined;
  if (!Array.isArray(list)) return fail({ code: 'wrong_shape', message: 'Expected an array of { fecha_hora, valor } (or { data: [...] }).' });
  const issues: Issue[] = [];
  const points: Point[] = [];
  list.forEach((item, i) => {
    const rec = (item ?? {}) as Record<string, unknown>;
    const ts = typeof rec.fecha_hora === 'string' ? readTimestamp(rec.fecha_hora) : null;
    const value = typeof rec.valor === 'number' ? rec.valor : typeof rec.valor === 'string' ? parseLocaleNumber(rec.valor) : null;
    if (!ts || value === null || !Number.isFinite(value)) issues.push({ code: 'bad_row', message: `Item ${i}: needs fecha_hora and a numeric valor.`, row: i + 1 });
    else points.push({ ...ts, value });
  });
  return toHourly(points, issues);
}

export function parsePrevisionCsv(text: string): ParseResult<HourlyPrice[]> {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
  const header = splitDelimited(firstLine, firstLine.includes(';') ? ';' : ',')[0] ?? [];
  const h = header.map((x) => x.trim().toLowerCase());
  const ci = h.indexOf('fecha_hora');
  const vi = h.indexOf('valor');
  if (ci < 0 || vi < 0) return fail({ code: 'wrong_header', message: "Header must contain 'fecha_hora' and 'valor'.", row: 1 });
  // A forecast cut inside its last value would still fill its last day: only a whole file is read.
  const table = readCompleteTable(text, firstLine.includes(';') ? ';' : ',');
  if (!table.ok) return table;
  const rows = table.data;
  const issues: Issue[] = [];
  const points: Point[] = [];
  rows.slice(1).forEach((r, i) => {
    const ts = readTimestamp(r[ci] ?? '');
    const value = parseLocaleNumber(r[vi] ?? '');
    if (!ts || value === null) issues.push({ code: 'bad_row', message: `Line ${i + 2}: needs fecha_hora and a numeric valor.`, row: i + 2 });
    else points.push({ ...ts, value });
  });
  return toHourly(points, issues);
}
