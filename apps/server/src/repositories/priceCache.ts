import type { CachedDay, CachedSource, PriceCache, PriceOrigin } from '@plantasim/market-data';
import type { Db } from '../db/index.ts';

/** Values each cached day must hold (anything else in the table is ignored, then refetched). */
const LENGTH: Record<CachedSource, number> = { omie: 24, mibgas: 1 };

/**
 * PriceCache on the market_price_days table (migrations 002, 007). A day is replaced only by a
 * higher file version (OMIE corrections), or when it was stored without one; the condition lives
 * in the upsert itself, so concurrent requests for the same day never go back to an older version.
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
      if (wanted.has(r.day) && Array.isArray(v) && v.length === LENGTH[source] && v.every((x) => typeof x === 'number' && Number.isFinite(x))) {
        const origin = r.origen === 'HTTP' || r.origen === 'MARKET_DATA_DIR' ? (r.origen as PriceOrigin) : null;
        out.set(r.day, { values: v as number[], version: r.version, origin });
      }
    }
    return out;
  }

  async put(source: CachedSource, days: ReadonlyMap<string, CachedDay>): Promise<void> {
    const items = [...days].filter(([, d]) => d.values.length === LENGTH[source])
      .map(([day, d]) => ({ day, v: d.values, version: d.version, origen: d.origin ?? null }));
    if (items.length === 0) return;
    await this.db.query(
      `INSERT INTO market_price_days (source, day, valores, version, origen)
       SELECT $1, (e->>'day')::date, e->'v', (e->>'version')::int, e->>'origen' FROM jsonb_array_elements($2::jsonb) AS e
       ON CONFLICT (source, day) DO UPDATE
         SET valores = EXCLUDED.valores, version = EXCLUDED.version, origen = EXCLUDED.origen, fetched_at = now()
         WHERE market_price_days.version IS NULL
            OR (EXCLUDED.version IS NOT NULL AND EXCLUDED.version > market_price_days.version)`,
      [source, JSON.stringify(items)],
    );
  }
}
