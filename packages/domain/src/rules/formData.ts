// What the simulation form fetches and when it regenerates (docs/rules/states.md "Date change", "New simulation
// start", "Prices source"): the price downloads of a configuration, the Ro months to request, and
// the regeneration key with the counter rule that suppresses regeneration on programmatic changes.
import { addDays, formatIsoDate, parseDate, type CalendarDate } from '../calendar/dates.ts';
import { backtestingStartDate } from '../calendar/horizon.ts';
import { daysInMonth } from '../calendar/dates.ts';
import type { Configuracion } from '../schemas/configuracion.ts';
import { endpoints } from '../contract/endpoints.ts';
import { PLANNING_MODE } from './executionModes.ts';
import { PRICE_SERIES, priceRegime } from './priceSeries.ts';

/** Price endpoints of docs/rules/calls.md the form uses, and the payload series each one fills. */
export type PriceDownloadKind = 'omie' | 'mibgas' | 'prevision' | 'omie-historicos' | 'mibgas-historicos' | 'omie-cuartos';
export const PRICE_DOWNLOAD_TARGET = {
  omie: 'elec_precios_OMIE',
  // The OMIE quarter-hours of the horizon, beside the hourly series (quarter-hour scenarios only).
  'omie-cuartos': 'elec_precios_OMIE_cuartos',
  mibgas: 'gas_precios_MIBGAS',
  prevision: 'elec_precios_prevision',
  'omie-historicos': 'elec_precios_historicos',
  'mibgas-historicos': 'gas_precios_historicos',
} as const satisfies Record<PriceDownloadKind, string>;

/** The route of each download (contract/endpoints.ts). */
const PRICE_DOWNLOAD_ENDPOINT = {
  omie: endpoints.pricesOmie,
  mibgas: endpoints.pricesMibgas,
  prevision: endpoints.pricesPrevision,
  'omie-historicos': endpoints.pricesOmieHistoric,
  'mibgas-historicos': endpoints.pricesMibgasHistoric,
  'omie-cuartos': endpoints.pricesOmieQuarters,
} as const satisfies Record<PriceDownloadKind, { method: 'GET'; path: string }>;

export interface PriceDownload {
  kind: PriceDownloadKind;
  /** GET /api/descargar-precios-{kind} */
  path: string;
  /** yyyy-MM-dd, both included */
  start_date: string;
  end_date: string;
  target: (typeof PRICE_DOWNLOAD_TARGET)[PriceDownloadKind];
}

function startOf(config: Configuracion): CalendarDate | null {
  const r = parseDate(config.fechaActual);
  return r.ok ? r.data : null;
}

const download = (kind: PriceDownloadKind, start: CalendarDate, end: CalendarDate): PriceDownload => ({
  kind,
  path: PRICE_DOWNLOAD_ENDPOINT[kind].path,
  start_date: formatIsoDate(start),
  end_date: formatIsoDate(end),
  target: PRICE_DOWNLOAD_TARGET[kind],
});

/**
 * Downloads a configuration needs (docs/rules/states.md Prices source, docs/rules/calls.md): backtesting → historical OMIE and
 * MIBGAS of the whole month (first to last day); planning and Manual → none (manual/estimated series
 * are generated); OMIE → OMIE + MIBGAS of the horizon; Prevision → forecast + MIBGAS.
 */
export function priceDownloadsFor(config: Configuracion): PriceDownload[] {
  const start = startOf(config);
  if (!start) return [];
  const { downloads, downloadRange } = PRICE_SERIES[priceRegime(config.modoEjecucion, config.precios)];
  if (downloadRange === 'month') {
    const first = backtestingStartDate(start);
    const last = { ...first, day: daysInMonth(first.year, first.month) };
    return downloads.map((kind) => download(kind, first, last));
  }
  const end = addDays(start, Math.max(1, config.horizonte) - 1);
  const quarters: PriceDownloadKind[] = config.resolucion === 'cuartohoraria' && downloads.includes('omie') ? ['omie-cuartos'] : [];
  return [...downloads, ...quarters].map((kind) => download(kind, start, end));
}

/** The quarter-hour download a quarter-hourly configuration needs, if any (the hourly series are
 *  downloaded with the rest; switching the resolution on asks for this one alone). */
export function quarterPriceDownloadFor(config: Configuracion): PriceDownload | undefined {
  return priceDownloadsFor(config).find((d) => d.kind === 'omie-cuartos');
}

/**
 * GET /api/ro range of a configuration: first day of the start month to the first day of the
 * horizon's last month (yyyy-MM-01). Planning asks for 365 days (docs/rules/states.md).
 */
export function roRangeFor(config: Configuracion): { start_date: string; end_date: string } | null {
  const start = startOf(config);
  if (!start) return null;
  const days = config.modoEjecucion === PLANNING_MODE ? Math.max(365, config.horizonte) : config.horizonte;
  const last = addDays(start, Math.max(1, days) - 1);
  return { start_date: formatIsoDate({ ...start, day: 1 }), end_date: formatIsoDate({ ...last, day: 1 }) };
}

/** The configuration fields whose change regenerates the series and refetches (docs/rules/states.md Date change). */
export function regenerationKey(config: Configuracion): string {
  return [config.fechaActual, config.horizonte, config.precios, config.modoEjecucionTexto].join('|');
}

/**
 * docs/rules/states.md: the counter that suppresses regeneration on programmatic changes is incremented when a
 * loaded file has a different horizon, mode text or current date than the form — the one change of
 * the regeneration key the load causes must not regenerate the loaded series.
 */
export function loadIncrementsRegenerationCounter(current: Configuracion, loaded: Configuracion): boolean {
  return regenerationKey(current) !== regenerationKey(loaded);
}

/** One watched change: regenerate unless the counter holds a suppression, which it then consumes. */
export function consumeRegeneration(counter: number): { regenerate: boolean; counter: number } {
  return counter > 0 ? { regenerate: false, counter: counter - 1 } : { regenerate: true, counter: 0 };
}
