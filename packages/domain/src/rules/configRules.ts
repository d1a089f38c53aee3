// Execution-mode, price-source and date effects on the configuration (docs/rules/states.md), as pure
// transitions: configuration in, configuration out. UI side effects (overlays, alerts, timers,
// downloads) are described by executionModeEffects and performed by the caller.
import { parseDate, formatDate, type CalendarDate } from '../calendar/dates.ts';
import { backtestingHorizonDays, backtestingStartDate, DEFAULT_HORIZON_OPTIONS, OMIE_HORIZON_OPTIONS, planningHorizonDays } from '../calendar/horizon.ts';
import { HOURS_PER_DAY } from '../calendar/keys.ts';
import { monthLabel } from '../calendar/months.ts';
import {
  EXECUTION_MODE_TEXTS, type Configuracion, type ExecutionMode, type Pestanas, type PlanResolution, type PriceSource,
} from '../schemas/configuracion.ts';
import { MAX_QUARTER_HORIZON_DAYS } from './planClock.ts';

import { BACKTESTING_MODE, couplingSelectorsEditable, FIXED_COUPLING_MODE, isLockedMode, PLANNING_MODE, usesCouplingTable } from './executionModes.ts';
import { PRICE_SERIES, priceRegime } from './priceSeries.ts';

export {
  PRICE_SERIES, priceRegime, pricesUsedCode, priceValues, type PriceRegime, type PriceSeriesChoice,
} from './priceSeries.ts';
/** Overlay durations (docs/rules/constants.md). */
export const PLANNING_OVERLAY_MS = 50_000;
export const BACKTESTING_OVERLAY_MS = 7_000;
export const PLANNING_RESULTS_WAIT_MS = 20_000;

/** Which price tabs are shown for a source and mode (docs/rules/states.md Prices source). */
export function pestanasFor(source: PriceSource, mode: ExecutionMode): Pestanas {
  const none: Pestanas = {
    omie: false, mibgas: false, prevision: false, manualElect: false, manualGas: false,
    ElecPreciosHistoricos: false, GasPreciosHistoricos: false, ElecPrevisionPrecios: false, GasPrevisionPrecios: false,
  };
  const shown = { ...none };
  for (const tab of PRICE_SERIES[priceRegime(mode, source)].tabs) shown[tab] = true;
  return shown;
}

/** Horizon options in days (docs/rules/constants.md): one value in the locked modes, [1] for OMIE, 1–7 otherwise. */
export function horizonOptionsFor(source: PriceSource, mode: ExecutionMode, date: CalendarDate): number[] {
  if (mode === PLANNING_MODE) return [planningHorizonDays(date)];
  if (mode === BACKTESTING_MODE) return [backtestingHorizonDays(date)];
  return source === 'OMIE' ? [...OMIE_HORIZON_OPTIONS] : [...DEFAULT_HORIZON_OPTIONS];
}

function dateOf(config: Configuracion): CalendarDate {
  const r = parseDate(config.fechaActual);
  // The schema guarantees a valid date; fall back to 1 Jan 1970 rather than throw on a hand-made object.
  return r.ok ? r.data : { year: 1970, month: 1, day: 1 };
}

function withHorizon(config: Configuracion, days: number): Configuracion {
  const next = { ...config, horizonte: days, horizonte_horas: days * HOURS_PER_DAY };
  // A horizon a quarter-hour plan cannot take (planning's year, backtesting's month, two weeks) is planned hourly.
  return next.resolucion === 'cuartohoraria' && !quarterResolutionAllowed(next) ? { ...next, resolucion: 'horaria' } : next;
}

/** Mode change (docs/rules/states.md Mode change effects). */
export function applyExecutionMode(config: Configuracion, mode: ExecutionMode): Configuracion {
  const base: Configuracion = { ...config, modoEjecucion: mode, modoEjecucionTexto: EXECUTION_MODE_TEXTS[mode] };
  if (mode === PLANNING_MODE) {
    const date = dateOf(base);
    const days = planningHorizonDays(date);
    return {
      ...withHorizon(base, days),
      precios: 'Manual',
      opciones_precios: [days],
      mes: monthLabel(date),
      mesBacktesting: false,
      mesPlanificacion: true,
      mesHabilitado: true,
      pestanas: pestanasFor('Manual', mode),
    };
  }
  if (mode === BACKTESTING_MODE) {
    const date = backtestingStartDate(dateOf(base));
    const days = backtestingHorizonDays(date);
    return {
      ...withHorizon(base, days),
      fechaActual: formatDate(date),
      opciones_precios: [days],
      mes: monthLabel(date),
      mesBacktesting: true,
      mesPlanificacion: false,
      mesHabilitado: true,
      pestanas: pestanasFor(base.precios, mode),
    };
  }
  // Other modes: options 1–7 (narrowed by the source), unlocked. The horizon is kept when the new
  // options allow it (a 7-day run switched from mode 2 to 0 stays 7 days); otherwise (leaving the
  // planning year or the backtesting month, or OMIE's one day) it becomes the first option, and
  // horizonChangeNotice says so.
  const options = horizonOptionsFor(base.precios, mode, dateOf(base));
  const kept = !isLockedMode(config.modoEjecucion) && options.includes(config.horizonte) ? config.horizonte : options[0]!;
  return {
    ...withHorizon(base, kept),
    opciones_precios: options,
    mes: monthLabel(dateOf(base)),
    mesBacktesting: false,
    mesPlanificacion: false,
    mesHabilitado: false,
    pestanas: pestanasFor(base.precios, mode),
  };
}

/** Price-source change. Ignored in backtesting and planning, where the selector is disabled. */
export function applyPriceSource(config: Configuracion, source: PriceSource): Configuracion {
  if (isLockedMode(config.modoEjecucion)) return config;
  const options = horizonOptionsFor(source, config.modoEjecucion, dateOf(config));
  const days = options.includes(config.horizonte) ? config.horizonte : options[0]!;
  return { ...withHorizon(config, days), precios: source, opciones_precios: options, pestanas: pestanasFor(source, config.modoEjecucion) };
}

/**
 * What the form says when a mode or price-source change moved the horizon (null when it kept it):
 * the days before and after, and why (the planning year, the backtesting month, or the options the
 * new mode and source allow).
 */
export function horizonChangeNotice(before: Configuracion, after: Configuracion): { code: string; params: Record<string, string | number> } | null {
  if (before.horizonte === after.horizonte) return null;
  const params = { from: before.horizonte, to: after.horizonte };
  if (after.modoEjecucion === PLANNING_MODE) return { code: 'horizon.changed.planning', params };
  if (after.modoEjecucion === BACKTESTING_MODE) return { code: 'horizon.changed.backtesting', params };
  const options = after.opciones_precios;
  const first = options[0]!;
  const last = options[options.length - 1]!;
  return first === last
    ? { code: 'horizon.changed.only', params: { ...params, days: first } }
    : { code: 'horizon.changed.range', params: { ...params, first, last } };
}

/** Whether a scenario may be planned in quarter hours: a horizon of at most a week in a mode that
 *  does not fix its own (planning plans a year, backtesting a month). */
export function quarterResolutionAllowed(config: Pick<Configuracion, 'horizonte' | 'modoEjecucion'>): boolean {
  return config.horizonte <= MAX_QUARTER_HORIZON_DAYS && !isLockedMode(config.modoEjecucion);
}

/** Resolution change: quarter hours only where quarterResolutionAllowed; otherwise unchanged. */
export function applyResolution(config: Configuracion, resolution: PlanResolution): Configuracion {
  if (resolution === 'cuartohoraria' && !quarterResolutionAllowed(config)) return config;
  return { ...config, resolucion: resolution };
}

/** Horizon change: accepted only when among the options; otherwise the config is returned unchanged. */
export function applyHorizon(config: Configuracion, days: number): Configuracion {
  if (!config.opciones_precios.includes(days)) return config;
  return withHorizon(config, days);
}

/**
 * Date change: backtesting forces day 01 and recomputes the month's horizon; planning recomputes
 * the one-year horizon; other modes keep the horizon. Invalid dates leave the config unchanged.
 */
export function applyDateChange(config: Configuracion, fecha: string | CalendarDate): Configuracion {
  let date: CalendarDate;
  if (typeof fecha === 'string') {
    const r = parseDate(fecha);
    if (!r.ok) return config;
    date = r.data;
  } else {
    date = fecha;
  }
  const mode = config.modoEjecucion;
  if (mode === BACKTESTING_MODE) date = backtestingStartDate(date);
  const next: Configuracion = { ...config, fechaActual: formatDate(date), mes: monthLabel(date) };
  if (!isLockedMode(mode)) return next;
  const days = mode === PLANNING_MODE ? planningHorizonDays(date) : backtestingHorizonDays(date);
  return { ...withHorizon(next, days), opciones_precios: [days] };
}

/** Loading an existing simulation: the mode number is corrected to match the mode text (docs/rules/states.md). */
export function correctModeFromText(config: Configuracion): Configuracion {
  const idx = EXECUTION_MODE_TEXTS.indexOf(config.modoEjecucionTexto);
  if (idx < 0 || idx === config.modoEjecucion) return config;
  return { ...config, modoEjecucion: idx as ExecutionMode };
}

/** Launch: modes 3 and 4 are sent as 2; the text is kept ('Backtesting', 'Planificación' for 4). */
export function configForLaunch(config: Configuracion): Configuracion {
  if (config.modoEjecucion === PLANNING_MODE) return { ...config, modoEjecucion: FIXED_COUPLING_MODE, modoEjecucionTexto: 'Planificación' };
  if (config.modoEjecucion === BACKTESTING_MODE) return { ...config, modoEjecucion: FIXED_COUPLING_MODE, modoEjecucionTexto: 'Backtesting' };
  return config;
}

/** What the UI does on a mode change, besides the configuration (docs/rules/states.md, docs/rules/constants.md). */
export interface ExecutionModeEffects {
  overlay: { messageCode: 'overlay.planning' | 'overlay.backtesting'; durationMs: number } | null;
  alertCode: 'config.backtestingAlert' | null;
  /** The source selector is disabled. */
  priceSourceLocked: boolean;
  /** The horizon selector is disabled. */
  horizonLocked: boolean;
  /** The Acoplamiento tab is shown (modes 2, 3, 4). */
  couplingTab: boolean;
}

export function executionModeEffects(mode: ExecutionMode): ExecutionModeEffects {
  return {
    overlay: mode === PLANNING_MODE ? { messageCode: 'overlay.planning', durationMs: PLANNING_OVERLAY_MS }
      : mode === BACKTESTING_MODE ? { messageCode: 'overlay.backtesting', durationMs: BACKTESTING_OVERLAY_MS } : null,
    alertCode: mode === BACKTESTING_MODE ? 'config.backtestingAlert' : null,
    priceSourceLocked: isLockedMode(mode),
    horizonLocked: isLockedMode(mode),
    couplingTab: usesCouplingTable(mode),
  };
}

/** Coupling selectors (Si/No) editable only in modes 2 and 3; percentages disabled in modes 0 and 1. */
export function couplingEditability(mode: ExecutionMode): { selectors: boolean; percentages: boolean } {
  return { selectors: couplingSelectorsEditable(mode), percentages: usesCouplingTable(mode) };
}

/**
 * docs/rules/states.md: loading a file whose horizon, mode text or current date differ from the form's makes the
 * form change them programmatically; those changes must not regenerate the loaded series. True when
 * the caller should bump its suppression counter before applying `loaded`.
 */
export function loadedConfigDiffers(current: Configuracion, loaded: Configuracion): boolean {
  return current.horizonte !== loaded.horizonte
    || current.modoEjecucionTexto !== loaded.modoEjecucionTexto
    || current.fechaActual !== loaded.fechaActual;
}
