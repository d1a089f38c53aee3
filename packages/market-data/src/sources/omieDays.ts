// OMIE day-ahead days: the stored day, replaced by a newer file version (a correction) from the
// folder or over HTTP; what is newer is written back to the store, so each day is fetched once.
// A day is stored as its file publishes it (every period); the 24 hourly rows are derived from it
// when served (periodsToHourly), so the hourly answer is what it was when only hours were stored.
import type { HourlyPrice, OmieDay, OmiePeriodDay } from '../types.ts';
import { addDays, eachDay, madridDateHour } from '../util/calendar.ts';
import { expectedPeriodCount, periodsToHourly, resolutionForDate } from '../omie/periods.ts';
import type { Deadline, SourceWait } from './pageDeadline.ts';
import { isShortOfPublished, replacesStoredDay, type CachedDay, type PriceOrigin } from './priceCache.ts';
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
    const { days, found } = await this.best(start, end, wait);
    // A day stored before the periods were kept holds its 24 hourly values already (unchanged by periodsToHourly).
    return days.flatMap((date) => {
      const day = found.get(date);
      return day ? periodsToHourly(date, day.values) ?? [] : [];
    });
  }

  /** The available days at the market's resolution, each at the highest file version found; a day
   *  stored short of its periods (by the code that kept 24 hours) and not read again is left out. */
  async periods(start: string, end: string, wait: SourceWait): Promise<OmiePeriodDay[]> {
    const { days, found } = await this.best(start, end, wait);
    return days.flatMap((date) => {
      const day = found.get(date);
      if (!day || day.values.length !== expectedPeriodCount(date)) return [];
      return [{ date, minutes: resolutionForDate(date) === 'quarter-hourly' ? 15 as const : 60 as const, values: [...day.values] }];
    });
  }

  private async best(start: string, end: string, wait: SourceWait) {
    const days = eachDay(start, end);
    const today = madridDateHour(this.s.now()).date;
    return { days, found: await this.days(days, (d) => d >= addDays(today, -this.recheckDays), this.s.deadline(wait)) };
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
      const updated = !old || old.version !== day.version || old.origin !== day.origin || old.values.length !== day.values.length;
      return [{ date, version: day.version, origin: day.origin ?? null, updated }];
    });
  }

  /**
   * The best OMIE day known for each date: the stored one, replaced by a newer file version from
   * the directory, or over HTTP for days not stored yet and for `recheck` days (only versions above
   * the one held are asked for). A day stored short of its published periods is read again from its
   * own version up (priceCache.ts replacesStoredDay). What is newer is written back to the cache.
   */
  private async days(days: string[], recheck: (date: string) => boolean, deadline: Deadline): Promise<Map<string, CachedDay>> {
    const s = this.s;
    const found = new Map<string, CachedDay>(await s.cacheGet('omie', days));
    // Newer days than `found` holds, stored as they come: what arrives after the deadline is kept
    // for the next request.
    const newer = async (m: Map<string, OmieDay>, origin: PriceOrigin) => {
      const fresh = new Map<string, CachedDay>();
      for (const [d, day] of m) {
        if (day.periods.length !== expectedPeriodCount(d)) continue;
        const next: CachedDay = { values: day.periods, version: day.version, origin };
        if (replacesStoredDay(found.get(d), next, expectedPeriodCount(d))) fresh.set(d, next);
      }
      await s.cachePut('omie', fresh);
      return fresh;
    };
    const take = (fresh: Map<string, CachedDay>) => { for (const [d, day] of fresh) found.set(d, day); };
    const short = (d: string) => { const day = found.get(d); return day !== undefined && isShortOfPublished('omie', d, day); };
    // Whether the file of `version` would replace the stored day (a file read whole has the published count).
    const fileReplaces = (d: string, version: number) =>
      replacesStoredDay(found.get(d), { values: new Array<number>(expectedPeriodCount(d)).fill(0), version }, expectedPeriodCount(d));
    const local = s.local;
    if (local) {
      const versions = await s.safe(() => local.omieVersions(days), new Map<string, number>());
      const newerHere = days.filter((d) => versions.has(d) && fileReplaces(d, versions.get(d) as number));
      if (newerHere.length > 0) take(await newer(await s.safe(() => local.omieDays(newerHere), new Map()), 'MARKET_DATA_DIR'));
    }
    const publishable = s.lastPublishable();
    const ask = days.filter((d) => d <= publishable && (!found.has(d) || recheck(d) || short(d)));
    if (ask.length > 0 && s.config.httpEnabled) {
      // Only versions above the one held are asked for; a short day is asked from its own version.
      const held = new Map<string, number>();
      for (const d of ask) {
        const v = found.get(d)?.version;
        if (v) held.set(d, short(d) ? v - 1 : v);
      }
      const work = s.safe(() => s.remote.omieDays(ask, held), new Map<string, OmieDay>()).then((m) => newer(m, 'HTTP'));
      take(await s.bounded('omie', work, deadline, new Map()));
    }
    return found;
  }
}
