/** One problem found while reading a market file. `code` is stable; `message` is English for logs. */
export interface Issue {
  code: string;
  message: string;
  /** 1-based line (text files) or row (sheets) where the problem is, when it has one. */
  row?: number;
  column?: number;
  params?: Record<string, unknown>;
}

/** Every parser answers with this shape and never throws (ARCHITECTURE.md, rules of the house). */
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

/** A price per delivery day (gas, CO2). */
export interface DailyPrice {
  date: string; // yyyy-MM-dd
  value: number; // EUR/MWh (gas) or EUR/t (CO2)
}

/** The wire row of the price endpoints (SPEC §3 "Market prices: fecha_hora, hora, valor"). */
export interface PriceRow {
  fecha_hora: string; // 'dd/MM/yyyy HH:00', Europe/Madrid hour start (domain key format)
  hora: string; // 'H1'..'Hn', position from the first requested day
  valor: number;
}

/** A futures tab as the futures downloader shows it (SPEC §3 "Futures response"). */
export interface FuturesTable {
  headers: { name: string }[];
  data: Record<string, string | number | null>[];
}

export interface FuturesResponse {
  omip: FuturesTable;
  mibgas: FuturesTable;
  co2: FuturesTable;
}
