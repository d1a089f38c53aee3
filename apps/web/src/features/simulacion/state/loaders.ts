// Loading the form's data: a new simulation from the base case, an existing one from its stored
// inputs, and the refresh that follows a date, horizon, source or mode change (series regenerated,
// Ro fetched, prices downloaded). Rules come from @plantasim/domain; this file only sequences calls.
import {
  applyDateChange, co2PriceFromSource, correctModeFromText, createBaseCase, generateRoMonths, madridDate, parseDate, parsePayload,
  priceDownloadsFor, pricesByTarget, regenerateSeries, resolveRoMonths, roRangeFor, type SimulationPayload,
} from '@plantasim/domain';
import { downloadMarketPrices, fetchBaseCase, fetchRoValues, fetchSimulationInputs } from '../../../api/simulacion';
import { fetchCo2Price } from '../../../api/precios';
import { estimatesByQuarter, fetchRoEstimates } from '../../../api/ro';

const isAbort = (e: unknown): boolean => e instanceof DOMException && e.name === 'AbortError';

/** Ro of the horizon's months: the master's values where it has them, the stored/default ones elsewhere. */
async function withRo(p: SimulationPayload, signal?: AbortSignal): Promise<SimulationPayload> {
  const range = roRangeFor(p.configuracion);
  const date = parseDate(p.configuracion.fechaActual);
  if (!range || !date.ok) return p;
  let published: Record<string, number> = {};
  try {
    published = await fetchRoValues(range, signal);
  } catch (error) {
    if (isAbort(error)) throw error;
    // When the master cannot be read, the stored/default values stay (logged only).
    console.warn('Ro could not be fetched', error);
  }
  // Months the master does not publish take their quarter's estimate from futures, when the plant
  // names its instalación tipo and the futures allow one (the Ro tab says which months).
  let estimated: Record<string, number> = {};
  try {
    const code = p.planta.codigo_instalacion_tipo;
    if (code) estimated = estimatesByQuarter(await fetchRoEstimates({ ...range, codigo_it: code }, signal));
  } catch (error) {
    if (isAbort(error)) throw error;
    console.warn('Ro estimates could not be fetched', error);
  }
  const current = generateRoMonths(date.data, p.configuracion.horizonte, p.ro_cogeneracion);
  return { ...p, ro_cogeneracion: resolveRoMonths(current, published, estimated).values };
}

/**
 * The CO2 price of a new scenario from the EUA source for its date, when it has one (the value it had
 * otherwise; Otros datos says which). Operators' forms do not show it and may not read the downloader.
 */
async function withCo2(p: SimulationPayload, signal?: AbortSignal): Promise<SimulationPayload> {
  if (p.metadata.vista_operador) return p;
  let eua: number | null = null;
  try {
    eua = await fetchCo2Price(p.configuracion.fechaActual, signal);
  } catch (error) {
    if (isAbort(error)) throw error;
    console.warn('CO2 price could not be fetched', error);
  }
  const otros = p.configuracion.otros;
  const precio_CO2 = co2PriceFromSource(otros.precio_CO2, eua);
  return precio_CO2 === otros.precio_CO2 ? p : { ...p, configuracion: { ...p.configuracion, otros: { ...otros, precio_CO2 } } };
}

/** Market prices of a configuration: the series to merge, and those that came back empty. */
export interface PricesLoaded {
  series: Partial<SimulationPayload>;
  notAvailable: string[];
}

export async function downloadPrices(p: SimulationPayload, signal?: AbortSignal): Promise<PricesLoaded> {
  const downloads = priceDownloadsFor(p.configuracion);
  const answers = await Promise.all(downloads.map((d) => downloadMarketPrices(d, signal)));
  const notAvailable = downloads.filter((_, i) => answers[i] === null).map((d) => d.target);
  return { series: pricesByTarget(downloads, answers), notAvailable };
}

/**
 * Date/horizon/source/mode change of a new simulation, first part: series regenerated and Ro
 * fetched. Prices follow with downloadPrices (docs/rules/messages.md "automatic price update": they may take
 * longer, and the form shows them when they arrive).
 */
export async function refreshSeries(payload: SimulationPayload, signal?: AbortSignal, dateChanged = false): Promise<SimulationPayload> {
  const refreshed = await withRo(regenerateSeries(payload), signal);
  // A new date takes that date's CO2 price; a horizon, source or mode change keeps the one shown.
  return dateChanged ? withCo2(refreshed, signal) : refreshed;
}

/** The base case as the server keeps it (every user may read it), or the domain's when it cannot be read. */
async function baseCase(signal?: AbortSignal): Promise<SimulationPayload> {
  try {
    const parsed = parsePayload(await fetchBaseCase(signal));
    if (parsed.ok) return parsed.data;
    console.warn('Base case is not valid; using the default one', parsed.issues.slice(0, 3));
  } catch (error) {
    if (isAbort(error)) throw error;
    console.warn('Base case could not be read', error);
  }
  return createBaseCase();
}

/** docs/rules/states.md New simulation start: today, base case, series generated, Ro fetched (prices: downloadPrices). */
export async function loadNewSimulation(operator: boolean, signal?: AbortSignal): Promise<SimulationPayload> {
  const base = await baseCase(signal);
  const configuracion = applyDateChange(base.configuracion, madridDate(new Date()));
  const payload: SimulationPayload = {
    ...base,
    configuracion,
    resultado: null,
    metadata: { ...base.metadata, id: null, created: null, valid: 0, vista_operador: operator },
  };
  return refreshSeries(payload, signal, true);
}

/** GET /api/descargar-entrada/{id}: the stored inputs, mode number corrected from its text. */
export async function loadExistingSimulation(id: string, signal?: AbortSignal): Promise<SimulationPayload> {
  const parsed = parsePayload(await fetchSimulationInputs(id, signal));
  if (!parsed.ok) throw new Error(parsed.issues.map((i) => i.message).slice(0, 5).join('\n'));
  return { ...parsed.data, configuracion: correctModeFromText(parsed.data.configuracion) };
}
