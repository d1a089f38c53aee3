/** One problem found while reading a market file. `code` is stable; `message` is English for logs. */
export interface Issue {
  code: string;
  message: string;
  /** 1-based line (text files) or row (sheets) where the problem is, when it has one. */
  row?: number;
  column?: number;
  params?: Record<string, unknown>;
}

/** Every parser answers with this shape and never throws (docs/architecture.md, packages and dependency direction). */
export type ParseResult<T> = { ok: true; data: T } | { ok: false; issues: Issue[] };

export const ok = <T>(data: T): ParseResult<T> => ({ ok: true, data });
export const fail = <T = never>(...issues: Issue[]): ParseResult<T> => ({ ok: false, issues });

/** An hourly price on the product's 24-rows-per-day grid: `hour` 1..24 is the Europe/Madrid hour
 *  starting at hour-1 (hour 1 = 00:00-01:00 local). DST days are already mapped onto 24 hours. */
export interface HourlyPrice {
  date: string; // yyyy-MM-dd (Europe/Madrid delivery day)
  hour: number; // 1..24
  value: number; // EUR/MWh
}

/** One OMIE delivery day as its file publishes it: the Spanish price of each period of the day
 *  (23/24/25 hours up to 2025-09-30, 92/96/100 quarter-hours from 2025-10-01), and the version of
 *  the file (1 = first publication, 2, 3… = corrections). */
export interface OmieDay {
  periods: number[];
  version: number;
}

/** One OMIE delivery day at the market's resolution (PriceService.omiePeriods): `values[i]` is the
 *  Spanish price of period i+1 of the day, EUR/MWh; `minutes` 60 (23/24/25 values) up to
 *  2025-09-30, 15 (92/96/100 values) from 2025-10-01. */
export interface OmiePeriodDay {
  date: string; // yyyy-MM-dd (Europe/Madrid delivery day)
  minutes: 15 | 60;
  values: number[];
}

/** A price per delivery day (gas, CO2). */
export interface DailyPrice {
  date: string; // yyyy-MM-dd
  value: number; // EUR/MWh (gas) or EUR/t (CO2)
}

/** The wire row of the price endpoints (docs/rules/fields.md "Market prices: fecha_hora, hora, valor"). */
export interface PriceRow {
  fecha_hora: string; // 'dd/MM/yyyy HH:00', Europe/Madrid hour start (domain key format)
  hora: string; // 'H1'..'Hn', position from the first requested day
  valor: number;
}

/** A futures tab as the futures downloader shows it (docs/rules/fields.md "Futures response"). */
export interface FuturesTable {
  headers: { name: string }[];
  data: Record<string, string | number | null>[];
}

/** What went wrong with the latest attempt at an outside source, for the pages to say:
 *  'incompleta' an answer or file refused (cut short, malformed, an HTML page, no rows);
 *  'tarde' no answer within the deadline (the page answered without it);
 *  'error' the source refused (404, 5xx) or could not be reached;
 *  'sin_libro' no MIBGAS workbook for a year asked (`fuente` names the file). */
export type SourceProblemKind = 'incompleta' | 'tarde' | 'error' | 'sin_libro';

export interface SourceProblem {
  tipo: SourceProblemKind;
  /** The URL's host and path (no query), or the file name in MARKET_DATA_DIR. */
  fuente: string;
  /** When it happened (ISO 8601 instant). */
  hora: string;
  /** English detail for logs and tooltips. */
  detalle: string;
}

/** The outside sources PriceService reads. */
export type MarketSource = 'omie' | 'mibgas' | 'prevision' | 'omip' | 'co2';

/** What a futures tab shows when it has no rows, and where its data comes from. */
export interface FuturesSourceState {
  /** 'ok': rows for the range; 'no_disponible': a source is configured but has nothing for the
   *  range; 'sin_proveedor': no file and no URL for this source. */
  estado: 'ok' | 'no_disponible' | 'sin_proveedor';
  /** Newest session known (yyyy-MM-dd), any range. */
  ultimo_dia: string | null;
  origen: 'MARKET_DATA_DIR' | 'HTTP' | null;
  /** The problem of this request's attempt at the source, if any (rows shown may be stored ones). */
  aviso?: SourceProblem | null;
}

export interface FuturesResponse {
  omip: FuturesTable;
  mibgas: FuturesTable;
  co2: FuturesTable;
  estado: { omip: FuturesSourceState; mibgas: FuturesSourceState; co2: FuturesSourceState };
}
