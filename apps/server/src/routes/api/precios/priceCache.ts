import type { CachedSource, PriceCache } from '@plantasim/market-data';
import type { Db } from '../../../db/index.ts';

/** Values each cached day must hold (anything else in the table is ignored, then refetched). */
const LENGTH: Record<CachedSource, number> = { omie: 24, mibgas: 1 };

/** PriceCache on the market_price_days table (migration 002). Inserts never overwrite: a day is
 *  stored once; concurrent requests for the same day are harmless (ON CONFLICT DO NOTHING). */
export class DbPriceCache implements PriceCache {
  constructor(private readonly db: Db) {}

  async get(source: CachedSource, dates: readonly string[]): Promise<Map<string, number[]>> {
    const out = new Map<string, number[]>();
    if (dates.length === 0) return out;
    const sorted = [...dates].sort();
    const { rows } = await this.db.query<{ day: string; valores: unknown }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, valores FROM market_price_days
        WHERE source = $1 AND day BETWEEN $2::date AND $3::date`,
      [source, sorted[0], sorted[sorted.length - 1]],
    );
    const wanted = new Set(dates);
    for (const r of rows) {
      const v = typeof r.valores === 'string' ? (JSON.parse(r.valores) as unknown) : r.valores;
      if (wanted.has(r.day) && Array.isArray(v) && v.length === LENGTH[source] && v.every((x) => typeof x === 'number' && Number.isFinite(x))) {
        out.set(r.day, v as number[]);
      }
    }
    return out;
  }

  async put(source: CachedSource, days: ReadonlyMap<string, number[]>): Promise<void> {
    const items = [...days].filter(([, v]) => v.length === LENGTH[source]).map(([day, v]) => ({ day, v }));
    if (items.length === 0) return;
    await this.db.query(
      `INSERT INTO market_price_days (source, day, valores)
       SELECT $1, (e->>'day')::date, e->'v' FROM jsonb_array_elements($2::jsonb) AS e
       ON CONFLICT (source, day) DO NOTHING`,
      [source, JSON.stringify(items)],
    );
  }
}
