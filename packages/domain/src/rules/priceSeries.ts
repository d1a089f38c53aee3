// Which price series a simulation uses, by execution mode and price source (docs/rules/states.md Prices source):
// the one table behind the form's price tabs (pestanasFor), the form's price downloads
// (priceDownloadsFor) and the optimiser's input (fromPayload in @plantasim/optimizer).
import type { ExecutionMode, Pestanas, PriceSource } from '../schemas/configuracion.ts';
import type { SimulationPayload } from '../schemas/payload.ts';
import { BACKTESTING_MODE, PLANNING_MODE } from './executionModes.ts';
import type { PriceDownloadKind } from './formData.ts';

/** Backtesting and planning fix their own series whatever the source; the other modes follow it. */
export type PriceRegime = 'backtesting' | 'planning' | PriceSource;

export function priceRegime(mode: ExecutionMode, source: PriceSource): PriceRegime {
  if (mode === BACKTESTING_MODE) return 'backtesting';
  if (mode === PLANNING_MODE) return 'planning';
  return source;
}

export type ElecSeries = 'elec_precios_historicos' | 'elec_precios_estimados' | 'elec_precios_OMIE' | 'elec_precios_prevision' | 'elec_precios_manual';
type GasSeries = 'gas_precios_historicos' | 'gas_precios_estimados' | 'gas_precios_MIBGAS' | 'gas_precios_manual';

export interface PriceSeriesChoice {
  /** The payload series of electricity and gas prices the optimiser reads. */
  elec: ElecSeries;
  gas: GasSeries;
  /** The price tabs the form shows. */
  tabs: readonly (keyof Pestanas)[];
  /** The price endpoints that fill the series (none when the form generates them), and over which
   *  days: the horizon, or the whole backtesting month. */
  downloads: readonly PriceDownloadKind[];
  downloadRange: 'horizon' | 'month';
}

export const PRICE_SERIES: Readonly<Record<PriceRegime, PriceSeriesChoice>> = {
  backtesting: {
    elec: 'elec_precios_historicos', gas: 'gas_precios_historicos', tabs: ['ElecPreciosHistoricos', 'GasPreciosHistoricos'],
    downloads: ['omie-historicos', 'mibgas-historicos'], downloadRange: 'month',
  },
  planning: {
    elec: 'elec_precios_estimados', gas: 'gas_precios_estimados', tabs: ['ElecPrevisionPrecios', 'GasPrevisionPrecios'],
    downloads: [], downloadRange: 'horizon',
  },
  OMIE: { elec: 'elec_precios_OMIE', gas: 'gas_precios_MIBGAS', tabs: ['omie', 'mibgas'], downloads: ['omie', 'mibgas'], downloadRange: 'horizon' },
  Prevision: { elec: 'elec_precios_prevision', gas: 'gas_precios_MIBGAS', tabs: ['prevision', 'mibgas'], downloads: ['prevision', 'mibgas'], downloadRange: 'horizon' },
  Manual: { elec: 'elec_precios_manual', gas: 'gas_precios_manual', tabs: ['manualElect', 'manualGas'], downloads: [], downloadRange: 'horizon' },
};

/** The hourly values of a price series of the payload, by position (H1..Hn); empty when absent. */
export function priceValues(p: SimulationPayload, series: ElecSeries | GasSeries): number[] {
  if (series === 'elec_precios_estimados') return (p.elec_precios_estimados ?? []).map((r) => r.precio_estimado);
  return (p[series] ?? []).map((r) => r.valor);
}

/**
 * The catalogue code naming the prices a run uses (its header's price chip): the series of its regime,
 * so a backtesting month reads 'OMIE histórico + MIBGAS histórico' even though its source selector
 * kept 'Manual'. `mode` is the effective one (a launched run carries 3 and 4 as 2 with their text).
 */
export function pricesUsedCode(mode: ExecutionMode, source: PriceSource): `prices.used.${PriceRegime}` {
  return `prices.used.${priceRegime(mode, source)}`;
}
