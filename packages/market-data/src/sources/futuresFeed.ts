// Futures that arrive by themselves (OMIP quotes, CO2 settlements): per source, the files of
// MARKET_DATA_DIR first, else the configured HTTP download; every session found is stored per
// trading day in a cache (the server's database table), and the tab is served from the cache, so
// sessions fetched once stay available. Each source reports its state for the futures page.
import type { SourceProblem } from '../types.ts';
import type { PriceOrigin } from './priceCache.ts';

export type FuturesSource = 'omip' | 'co2';
export type FuturesRow = Record<string, string | number | null>;

export interface FuturesDay {
  rows: FuturesRow[];
  origin: PriceOrigin;
}

/** The key of a futures row within its session (one CO2 settlement a day; OMIP one row per contract). */
const rowKey = (r: FuturesRow) => String(r.contrato ?? r.producto ?? '');

/** Whether `next` may replace the stored session: only a session that has every row the stored
 *  one has (a correction of the same rows, or more of them). A download that came back with fewer
 *  rows is worse and never replaces a day already held (the rule every FuturesCache follows). */
export function replacesFuturesDay(stored: FuturesDay | undefined, next: FuturesDay): boolean {
  if (!stored) return next.rows.length > 0;
  const keys = new Set(next.rows.map(rowKey));
  return next.rows.length >= stored.rows.length && stored.rows.every((r) => keys.has(rowKey(r)));
}

/** Storage of futures sessions per trading day ('fecha'); a put replaces a stored day only by
 *  one that `replacesFuturesDay` allows. */
export interface FuturesCache {
  get(source: FuturesSource, start: string, end: string): Promise<Map<string, FuturesDay>>;
  put(source: FuturesSource, days: ReadonlyMap<string, FuturesDay>): Promise<void>;
  /** The newest stored session of the source. */
  latest(source: FuturesSource): Promise<{ day: string; origin: PriceOrigin } | null>;
}

export class MemoryFuturesCache implements FuturesCache {
  private readonly store = new Map<string, FuturesDay>();
  async get(source: FuturesSource, start: string, end: string) {
    const out = new Map<string, FuturesDay>();
    for (const [key, day] of this.store) {
      const [s, d] = key.split('#') as [string, string];
      if (s === source && d >= start && d <= end) out.set(d, day);
    }
    return out;
  }
  async put(source: FuturesSource, days: ReadonlyMap<string, FuturesDay>) {
    for (const [d, day] of days) if (replacesFuturesDay(this.store.get(`${source}#${d}`), day)) this.store.set(`${source}#${d}`, day);
  }
  async latest(source: FuturesSource) {
    let best: { day: string; origin: PriceOrigin } | null = null;
    for (const [key, day] of this.store) {
      const [s, d] = key.split('#') as [string, string];
      if (s === source && (!best || d > best.day)) best = { day: d, origin: day.origin };
    }
    return best;
  }
}

/** The state a futures tab shows: rows for the range ('ok'), a source configured that has nothing
 *  for the range ('no_disponible'), or no source at all ('sin_proveedor'); `aviso` says what went
 *  wrong with this request's attempt (rows shown may then be stored ones). */
export interface SourceStatus {
  estado: 'ok' | 'no_disponible' | 'sin_proveedor';
  /** Newest session stored (any range), and where it came from. */
  ultimo_dia: string | null;
  origen: PriceOrigin | null;
  aviso: SourceProblem | null;
}

export interface FeedLoaders {
  /** Rows of the local files (empty when none); null when the folder has no file of this source. */
  local: (() => Promise<FuturesRow[] | null>) | null;
  /** Rows of the HTTP download for the range (`fresh` false when they come from the in-memory
   *  copy of an earlier download); null when no URL is configured. */
  remote: ((start: string, end: string) => Promise<{ rows: FuturesRow[]; fresh: boolean }>) | null;
  /** Resolves with 'late' when the page may wait no longer (the download goes on in the background
   *  and stores what it finds). Without it the feed waits for the download. */
  deadline?: Promise<'late'>;
  /** The problem this request met at the source, read once the feed is done. */
  problem?: () => SourceProblem | null;
  /** The problem to state when the deadline wins. */
  late?: () => SourceProblem;
}

const byDay = (rows: FuturesRow[], origin: PriceOrigin, keep: (d: string) => boolean = () => true): Map<string, FuturesDay> => {
  const out = new Map<string, FuturesDay>();
  for (const r of rows) {
    const d = String(r.fecha ?? '');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(d) || !keep(d)) continue;
    if (!out.has(d)) out.set(d, { rows: [], origin });
    out.get(d)!.rows.push(r);
  }
  return out;
};

/** The rows of the sessions between start and end, and the source's state. Rows are always served
 *  from the cache, so a day is the same whatever range asks for it. */
export async function feedDays(source: FuturesSource, cache: FuturesCache, loaders: FeedLoaders, start: string, end: string):
  Promise<{ rows: FuturesRow[]; status: SourceStatus }> {
  const inRange = (d: string) => d >= start && d <= end;
  const local = loaders.local ? await loaders.local() : null;
  const localDays = byDay(local ?? [], 'MARKET_DATA_DIR', inRange);
  let late = false;
  if (localDays.size > 0) await cache.put(source, localDays);
  else if (loaders.remote) {
    const download = loaders.remote(start, end).then(async ({ rows, fresh }) => {
      const fetched = byDay(rows, 'HTTP');
      if (fresh && fetched.size > 0) await cache.put(source, fetched);
    }).catch(() => undefined); // the cache failing leaves what is stored
    late = (await Promise.race([download.then(() => 'done' as const), loaders.deadline ?? new Promise<never>(() => undefined)])) === 'late';
  }
  const stored = await cache.get(source, start, end);
  const rows = [...stored.values()].flatMap((d) => d.rows);
  const latest = await cache.latest(source);
  const provider = local !== null || loaders.remote !== null || latest !== null;
  const aviso = late && loaders.late ? loaders.late() : (loaders.problem?.() ?? null);
  return {
    rows,
    status: { estado: rows.length > 0 ? 'ok' : provider ? 'no_disponible' : 'sin_proveedor', ultimo_dia: latest?.day ?? null, origen: latest?.origin ?? null, aviso },
  };
}
