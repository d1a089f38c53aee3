import { publishedValueCount, type CachedDay, type CachedSource, type PriceCache, type PriceOrigin } from '@plantasim/market-data';
import type { Db } from '../db/index.ts';

/** Whether a stored row's value count is one a day can be read with: the published count (OMIE: the
 *  day's periods, 23/24/25 hourly or 92/96/100 quarter-hourly; MIBGAS: 1), or the 24 folded hours
 *  OMIE rows held before the periods were kept (served as hours until replaced). Anything else in
 *  the table is ignored, then refetched. */
const readable = (source: CachedSource, day: string, n: number) => n === publishedValueCount(source, day) || (source === 'omie' && n === 24);

/**
 * PriceCache on the market_price_days table (migrations 002, 007), following market-data's
 * replacesStoredDay: a day is replaced by a higher file version (OMIE corrections), when it was
 * stored without one, or at the same version when the stored row's value count is not the one the
 * day publishes (a row of 24 folded hours written before the periods were kept). Only days with the
 * published count are written, so a count that differs from the incoming one is a short row. The
 * condition lives in the upsert itself, so concurrent requests for the same day never go back to
 * an older version. The table needs no change: `valores` is jsonb of any length.
 */
export class DbPriceCache implements PriceCache {
  constructor(private readonly db: Db) {}

  async get(source: CachedSource, dates: readonly string[]): Promise<Map<string, CachedDay>> {
    const out = new Map<string, CachedDay>();
    if (dates.length === 0) return out;
    const sorted = [...dates].sort();
    const { rows } = await this.db.query<{ day: string; valores: unknown; version: number | null; origen: string | null }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, valores, version, origen FROM market_price_days
        WHERE source = $1 AND day BETWEEN $2::date AND $3::date`,
      [source, sorted[0], sorted[sorted.length - 1]],
    );
    const wanted = new Set(dates);
    for (const r of rows) {
      const v = typeof r.valores === 'string' ? (JSON.parse(r.valores) as unknown) : r.valores;
      if (wanted.has(r.day) && Array.isArray(v) && readable(source, r.day, v.length) && v.every((x) => typeof x === 'number' && Number.isFinite(x))) {
        const origin = r.origen === 'HTTP' || r.origen === 'MARKET_DATA_DIR' ? (r.origen as PriceOrigin) : null;
        out.set(r.day, { values: v as number[], version: r.version, origin });
      }
    }
    return out;
  }

  async put(source: CachedSource, days: ReadonlyMap<string, CachedDay>): Promise<void> {
    const items = [...days].filter(([day, d]) => d.values.length === publishedValueCount(source, day))
      .map(([day, d]) => ({ day, v: d.values, version: d.version, origen: d.origin ?? null }));
    if (items.length === 0) return;
    await this.db.query(
      `INSERT INTO market_price_days (source, day, valores, version, origen)
       SELECT $1, (e->>'day')::date, e->'v', (e->>'version')::int, e->>'origen' FROM jsonb_array_elements($2::jsonb) AS e
       ON CONFLICT (source, day) DO UPDATE
         SET valores = EXCLUDED.valores, version = EXCLUDED.version, origen = EXCLUDED.origen, fetched_at = now()
         WHERE market_price_days.version IS NULL
            OR (EXCLUDED.version IS NOT NULL AND EXCLUDED.version > market_price_days.version)
            OR (EXCLUDED.version = market_price_days.version
                AND CASE WHEN jsonb_typeof(market_price_days.valores) = 'array' THEN jsonb_array_length(market_price_days.valores) ELSE -1 END
                    <> jsonb_array_length(EXCLUDED.valores))`,
      [source, JSON.stringify(items)],
    );
  }
}
