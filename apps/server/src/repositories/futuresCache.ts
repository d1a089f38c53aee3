import { replacesFuturesDay, type FuturesCache, type FuturesDay, type FuturesRow, type FuturesSource, type PriceOrigin } from '@plantasim/market-data';
import type { Db } from '../db/index.ts';

const origin = (s: string | null): PriceOrigin => (s === 'HTTP' ? 'HTTP' : 'MARKET_DATA_DIR');

/** FuturesCache on the market_futures_days table (migration 007): one row per source and trading
 *  day holding that session's rows; a new fetch of the day replaces them only when it holds every
 *  row stored (`replacesFuturesDay`: a worse download never replaces a good day). */
export class DbFuturesCache implements FuturesCache {
  constructor(private readonly db: Db) {}

  async get(source: FuturesSource, start: string, end: string): Promise<Map<string, FuturesDay>> {
    const { rows } = await this.db.query<{ day: string; filas: unknown; origen: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, filas, origen FROM market_futures_days
        WHERE source = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day`,
      [source, start, end],
    );
    const out = new Map<string, FuturesDay>();
    for (const r of rows) {
      const filas = typeof r.filas === 'string' ? (JSON.parse(r.filas) as unknown) : r.filas;
      if (Array.isArray(filas)) out.set(r.day, { rows: filas as FuturesRow[], origin: origin(r.origen) });
    }
    return out;
  }

  async put(source: FuturesSource, days: ReadonlyMap<string, FuturesDay>): Promise<void> {
    if (days.size === 0) return;
    const sorted = [...days.keys()].sort();
    const stored = await this.get(source, sorted[0]!, sorted[sorted.length - 1]!);
    const items = [...days].filter(([day, d]) => replacesFuturesDay(stored.get(day), d))
      .map(([day, d]) => ({ day, filas: d.rows, origen: d.origin }));
    if (items.length === 0) return;
    await this.db.query(
      `INSERT INTO market_futures_days (source, day, filas, origen)
       SELECT $1, (e->>'day')::date, e->'filas', e->>'origen' FROM jsonb_array_elements($2::jsonb) AS e
       ON CONFLICT (source, day) DO UPDATE SET filas = EXCLUDED.filas, origen = EXCLUDED.origen, fetched_at = now()`,
      [source, JSON.stringify(items)],
    );
  }

  async latest(source: FuturesSource): Promise<{ day: string; origin: PriceOrigin } | null> {
    const { rows } = await this.db.query<{ day: string; origen: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, origen FROM market_futures_days WHERE source = $1 ORDER BY day DESC LIMIT 1`,
      [source],
    );
    return rows[0] ? { day: rows[0].day, origin: origin(rows[0].origen) } : null;
  }
}
