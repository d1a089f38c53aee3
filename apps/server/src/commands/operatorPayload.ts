/**
 * An operator's upload as the server stores and solves it: the operator's form rebuilt here (stored
 * base case opened today, Ro from the master, prices this server downloads) with only the demand and
 * availability tables taken from the upload (domain rules/operatorPayload.ts decides which).
 */
import {
  applyDateChange, createBaseCase, madridDate, mergeOperatorUpload, monthLabel, operatorStartingPayload, parseIsoDate,
  parsePayload, priceDownloadsFor, roRangeFor, type MarketPriceRow, type PayloadProblem, type PriceDownload, pricesByTarget, type QuarterPriceRow,
  type SimulationPayload,
} from '@plantasim/domain';
import { spreadDailyToHours, toPriceRows, toQuarterPriceRows, type PriceService } from '@plantasim/market-data';
import type { Repos } from '../repositories/index.ts';

/** What the operator's form reads: the stored base case and the Ro master. */
type FormRepos = Repos<'baseCase' | 'ro'>;

/** The stored base case, or the domain's when none is stored or it no longer validates (as the form does). */
async function baseCase(repos: FormRepos): Promise<SimulationPayload> {
  const stored = await repos.baseCase.readBaseCase();
  if (stored !== undefined) {
    const parsed = parsePayload(stored);
    if (parsed.ok) return parsed.data;
  }
  return createBaseCase();
}

/** The rows of one price download, as GET /api/descargar-precios-{kind} answers them; [] when not available. */
async function pricesOf(service: PriceService, d: PriceDownload): Promise<MarketPriceRow[] | QuarterPriceRow[]> {
  try {
    switch (d.kind) {
      case 'omie':
      case 'omie-historicos':
        return toPriceRows(await service.omieHourly(d.start_date, d.end_date), d.start_date);
      case 'mibgas':
      case 'mibgas-historicos':
        return toPriceRows(spreadDailyToHours(await service.mibgasDaily(d.start_date, d.end_date)), d.start_date);
      case 'prevision':
        return toPriceRows(await service.previsionHourly(d.start_date, d.end_date), d.start_date);
      case 'omie-cuartos':
        return toQuarterPriceRows(await service.omiePeriods(d.start_date, d.end_date));
    }
  } catch {
    // A source that cannot answer is "not available": the launch check reports the missing rows.
    return [];
  }
}

async function roMaster(repos: FormRepos, range: { start_date: string; end_date: string } | null): Promise<Record<string, number>> {
  if (!range) return {};
  const out: Record<string, number> = {};
  for (const r of await repos.ro.listRo(range.start_date, range.end_date)) {
    const d = parseIsoDate(r.DATE_RO);
    if (d.ok && Number.isFinite(r.VALUE)) out[monthLabel(d.data)] = r.VALUE;
  }
  return out;
}

export async function operatorPayload(
  repos: FormRepos, service: PriceService, upload: SimulationPayload, now: Date,
): Promise<{ ok: true; payload: SimulationPayload } | { ok: false; problems: PayloadProblem[] }> {
  const base = await baseCase(repos);
  const today = madridDate(now);
  const config = applyDateChange(base.configuracion, today);
  const downloads = priceDownloadsFor(config);
  const [ro, series] = await Promise.all([roMaster(repos, roRangeFor(config)), Promise.all(downloads.map((d) => pricesOf(service, d)))]);
  const start = operatorStartingPayload({ base, today, roMaster: ro, prices: pricesByTarget(downloads, series) });
  return mergeOperatorUpload(start, upload);
}
