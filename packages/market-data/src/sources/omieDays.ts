// OMIE day-ahead days: the stored day, replaced by a newer file version (a correction) from the
// folder or over HTTP; what is newer is written back to the store, so each day is fetched once.
import type { HourlyPrice, OmieDay } from '../types.ts';
import { addDays, eachDay, madridDateHour } from '../util/calendar.ts';
import type { Deadline, SourceWait } from './pageDeadline.ts';
import { replacesStoredDay, type CachedDay, type PriceOrigin } from './priceCache.ts';
import type { SourceAccess } from './sourceAccess.ts';

/** What a refresh of OMIE days found, per day (dd included only when some source has it). */
export interface OmieRefreshDay {
  date: string;
  version: number;
  origin: PriceOrigin | null;
  /** True when this refresh replaced the stored prices (or stored the day for the first time). */
  updated: boolean;
}

export class OmieDays {
  /** `recheckDays`: stored days this recent (days before today, Madrid) are re-checked for a correction. */
  constructor(private readonly s: SourceAccess, private readonly recheckDays: number) {}

  /** 24 rows per delivery day, for the days that are available, each at the highest file version found. */
  async hourly(start: string, end: string, wait: SourceWait): Promise<HourlyPrice[]> {
    const days = eachDay(start, end);
    const today = madridDateHour(this.s.now()).date;
    const found = await this.days(days, (d) => d >= addDays(today, -this.recheckDays), this.s.deadline(wait));
    return days.flatMap((date) => (found.get(date)?.values ?? []).map((value, i) => ({ date, hour: i + 1, value })));
  }

  /** The file version of each OMIE day stored in the range. */
  async versions(start: string, end: string): Promise<Map<string, number>> {
    const stored = await this.s.cacheGet('omie', eachDay(start, end));
    return new Map([...stored].flatMap(([d, day]) => (day.version === null ? [] : [[d, day.version] as const])));
  }

  /** Every day of the range re-checked for a higher version; the stored day is replaced when one appears. */
  async refresh(start: string, end: string, wait: SourceWait): Promise<OmieRefreshDay[]> {
    const days = eachDay(start, end);
    const before = await this.s.cacheGet('omie', days);
    const after = await this.days(days, () => true, this.s.deadline(wait));
    return days.flatMap((date) => {
      const day = after.get(date);
      if (!day || day.version === null) return [];
      const old = before.get(date);
      return [{ date, version: day.version, origin: day.origin ?? null, updated: !old || old.version !== day.version || old.origin !== day.origin }];
    });
  }

  /**
   * The best OMIE day known for each date: the stored one, replaced by a newer file version from
   * the directory, or over HTTP for days not stored yet and for `recheck` days (only versions above
   * the one held are asked for). What is newer is written back to the cache.
   */
  private async days(days: string[], recheck: (date: string) => boolean, deadline: Deadline): Promise<Map<string, CachedDay>> {
    const s = this.s;
    const found = new Map<string, CachedDay>(await s.cacheGet('omie', days));
    // Newer days than `found` holds, stored as they come: what arrives after the deadline is kept
    // for the next request.
    const newer = async (m: Map<string, OmieDay>, origin: PriceOrigin) => {
      const fresh = new Map<string, CachedDay>();
      for (const [d, day] of m) {
        if (day.prices.length !== 24) continue;
        const next: CachedDay = { values: day.prices.map((r) => r.value), version: day.version, origin };
        if (replacesStoredDay(found.get(d), next)) fresh.set(d, next);
      }
      await s.cachePut('omie', fresh);
      return fresh;
    };
    const take = (fresh: Map<string, CachedDay>) => { for (const [d, day] of fresh) found.set(d, day); };
    const local = s.local;
    if (local) {
      const versions = await s.safe(() => local.omieVersions(days), new Map<string, number>());
      const newerHere = days.filter((d) => versions.has(d) && replacesStoredDay(found.get(d), { values: [], version: versions.get(d) as number }));
      if (newerHere.length > 0) take(await newer(await s.safe(() => local.omieHourly(newerHere), new Map()), 'MARKET_DATA_DIR'));
    }
    const publishable = s.lastPublishable();
    const ask = days.filter((d) => d <= publishable && (!found.has(d) || recheck(d)));
    if (ask.length > 0 && s.config.httpEnabled) {
      const held = new Map<string, number>();
      for (const d of ask) { const v = found.get(d)?.version; if (v) held.set(d, v); }
      const work = s.safe(() => s.remote.omieHourly(ask, held), new Map<string, OmieDay>()).then((m) => newer(m, 'HTTP'));
      take(await s.bounded('omie', work, deadline, new Map()));
    }
    return found;
  }
}
