// Measured hours checked against the plant they claim to describe. A measurement a unit cannot
// physically produce (above its maximum beyond the meter tolerance, or a plant total above what
// every unit together can give) is impossible and refuses the file; one that is possible but does
// not add up (the day's steam, cold or electricity balance off by more than its tolerance, or a
// unit running in an hour its plan had it unavailable) is suspicious: stored, with a warning that
// travels with the day. A value that fits once divided by 1000 is named as a likely kW/MW mix-up,
// the commonest cause of a ×1000 file.
import { baseCompressors, baseElectricBoilers, baseEngines, baseGasBoilers } from '../plant/baseEquipment.ts';
import { formatNumber } from '../csv/engine.ts';
import type { CsvIssue } from '../csv/types.ts';
import { formatCsvMessage, type CsvLang, type CsvMessageCode } from '../messages/csv.ts';
import type { ActualHour } from './rows.ts';
import { ACTUAL_METER_UNITS, ACTUAL_UNITS, QUARTER_HOURS } from './units.ts';

/** Above a unit's maximum by more than this fraction is impossible (meter class and rating margin). */
export const LIMIT_TOLERANCE = 0.05;
/** A balance is off when its two sides differ by more than this many MW… */
export const BALANCE_TOLERANCE_MW = 0.5;
/** …or by more than this fraction of the larger side, whichever is larger. */
export const BALANCE_TOLERANCE_FRACTION = 0.05;
/** Below this a unit counts as not running (for the availability check). */
const RUNNING_MW = 0.001;
/** The ratio of a kW value to the same value in MW. */
const KW_PER_MW = 1000;
/** A value this many times its maximum or more is out by an order of magnitude: a unit, not a reading, is wrong. */
const MAGNITUDE_OFF = 10;

/** The plant's units as the actuals measure them (units.ts), all in MW. */
export interface ActualsPlant {
  readonly engines: readonly { readonly max: number; readonly steamPerMwe: number; readonly coldPerMwe: number }[];
  readonly gasBoilers: readonly { readonly max: number; readonly steamPerGas: number }[];
  readonly electricBoilers: readonly { readonly max: number; readonly steamPerMwe: number }[];
  readonly compressors: readonly { readonly max: number; readonly cop: number }[];
}

/** The base plant (docs/rules/constants.md), whose units the actuals file's columns are (units.ts). */
export function baseActualsPlant(): ActualsPlant {
  return {
    engines: baseEngines().map((e) => {
      const gasPerMwe = 1 / e.rendimiento_electricidad_gas;
      return {
        max: e.potencia_maxima,
        steamPerMwe: gasPerMwe * e.rendimiento_vapor_gas,
        coldPerMwe: gasPerMwe * (e.porcentaje_agua_caliente / 100) * e.rendimiento_agua_fria_agua_caliente,
      };
    }),
    gasBoilers: baseGasBoilers().map((b) => ({ max: b.potencia_gas_maxima, steamPerGas: b.rendimiento_vapor_gas })),
    electricBoilers: baseElectricBoilers().map((b) => ({ max: b.potencia_electrica_maxima, steamPerMwe: b.rendimiento_vapor_electricidad })),
    // The plant table gives compressors in kWe; the actuals measure MWe.
    compressors: baseCompressors().map((c) => ({ max: c.potencia_maxima / KW_PER_MW, cop: c.rendimiento_frio_electricidad })),
  };
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** The most each measured column can read: a unit its maximum, a meter what all its units together give. */
export function actualsMaxima(plant: ActualsPlant): Record<string, number> {
  const out: Record<string, number> = {};
  plant.engines.forEach((u, i) => { out[`motor.${i + 1}`] = u.max; });
  plant.gasBoilers.forEach((u, i) => { out[`caldera_gas.${i + 1}`] = u.max; });
  plant.electricBoilers.forEach((u, i) => { out[`caldera_electrica.${i + 1}`] = u.max; });
  plant.compressors.forEach((u, i) => { out[`compresor.${i + 1}`] = u.max; });
  out['red.venta'] = sum(plant.engines.map((u) => u.max));
  out['red.compra'] = sum([...plant.electricBoilers, ...plant.compressors].map((u) => u.max));
  out['demanda.vapor'] = sum([
    ...plant.engines.map((u) => u.max * u.steamPerMwe),
    ...plant.gasBoilers.map((u) => u.max * u.steamPerGas),
    ...plant.electricBoilers.map((u) => u.max * u.steamPerMwe),
  ]);
  out['demanda.frio'] = sum([...plant.engines.map((u) => u.max * u.coldPerMwe), ...plant.compressors.map((u) => u.max * u.cop)]);
  return out;
}

/** What the plant's units produced and drew in one hour, from its measured values (a unit not measured reads 0). */
export function hourBalances(plant: ActualsPlant, v: Readonly<Record<string, number>>) {
  const at = (key: string) => v[key] ?? 0;
  const engines = plant.engines.map((_, i) => at(`motor.${i + 1}`));
  const eBoilers = plant.electricBoilers.map((_, i) => at(`caldera_electrica.${i + 1}`));
  const compressors = plant.compressors.map((_, i) => at(`compresor.${i + 1}`));
  const steamProduced = sum(engines.map((x, i) => x * plant.engines[i]!.steamPerMwe))
    + sum(plant.gasBoilers.map((u, i) => at(`caldera_gas.${i + 1}`) * u.steamPerGas))
    + sum(eBoilers.map((x, i) => x * plant.electricBoilers[i]!.steamPerMwe));
  const coldProduced = sum(engines.map((x, i) => x * plant.engines[i]!.coldPerMwe)) + sum(compressors.map((x, i) => x * plant.compressors[i]!.cop));
  const generated = sum(engines);
  const consumed = sum(eBoilers) + sum(compressors);
  return { steamProduced, coldProduced, generated, consumed };
}

/** The tolerance of a balance whose larger side is `scale` MW. */
export const balanceTolerance = (scale: number) => Math.max(BALANCE_TOLERANCE_MW, BALANCE_TOLERANCE_FRACTION * scale);

/** Units the plan in force had unavailable, by hour key ('dd/MM/yyyy HH:00') then unit key. */
export type UnavailableUnits = Readonly<Record<string, readonly string[]>>;

export interface PlausibilityFindings {
  /** Impossible values: the file is refused. */
  readonly impossible: CsvIssue[];
  /** Suspicious hours: stored, and the warning shown wherever the day is used. */
  readonly suspicious: CsvIssue[];
}

const headerOf = new Map(ACTUAL_UNITS.map((u) => [u.key, u.header]));
const mw = (x: number) => formatNumber(x, 3);

/** The findings that store a day with a warning (the others refuse the file). */
export const ACTUAL_WARNING_CODES = ['actuals.steamBalance', 'actuals.coldBalance', 'actuals.powerBalance', 'actuals.unavailable'] as const satisfies readonly CsvMessageCode[];

/** A stored warning as one line in the reader's language; null for a code this version does not know. */
export function actualWarningLine(code: string, params: Readonly<Record<string, string | number>>, lang: CsvLang): string | null {
  const known = (ACTUAL_WARNING_CODES as readonly string[]).includes(code);
  return known ? formatCsvMessage(code as CsvMessageCode, params, lang) : null;
}

/** A balance that does not close, as a warning (or nothing when it closes within its tolerance). */
function balanceIssue(code: 'actuals.steamBalance' | 'actuals.coldBalance', hour: string, delivered: number, produced: number): CsvIssue | null {
  // Steam and cold can be produced and not delivered (vented, dissipated); delivering more than was made cannot be.
  const tol = balanceTolerance(Math.max(delivered, produced));
  if (delivered - produced <= tol) return null;
  return { code, params: { hour, delivered: mw(delivered), produced: mw(produced), tol: mw(tol) } };
}

/**
 * Each measured value against its unit's maximum (LIMIT_TOLERANCE above it is impossible) and each
 * hour's balances: steam and cold delivered at most what the units produced, and the units' net
 * electricity (generated − consumed) equal to the grid's (sold − bought) when the grid is metered,
 * all within balanceTolerance; a unit measured running in an hour its plan had it unavailable is
 * suspicious too. Hours are the checked hours of rows.ts (stored keys); `rowOf` gives each hour's
 * line for the messages. A quarter (rows.ts `periodo`) is checked the same way on its mean powers;
 * its grid meters and power balance are reported as the quarter's MWh (power × 0.25 h), as the file
 * gives them.
 */
export function actualsPlausibility(
  hours: readonly ActualHour[], plant: ActualsPlant, rowOf: (hour: ActualHour) => number | undefined, unavailable: UnavailableUnits = {},
): PlausibilityFindings {
  const maxima = actualsMaxima(plant);
  const impossible: CsvIssue[] = [];
  const suspicious: CsvIssue[] = [];
  for (const h of hours) {
    const row = rowOf(h);
    // Energies of the period (MWh) are its mean power × its length.
    const energy = h.periodo === undefined ? 1 : QUARTER_HOURS;
    for (const [unit, value] of Object.entries(h.valores)) {
      const max = maxima[unit];
      if (max === undefined || value <= max * (1 + LIMIT_TOLERANCE)) continue;
      const column = headerOf.get(unit) ?? unit;
      const shown = ACTUAL_METER_UNITS.includes(unit) ? energy : 1;
      const params = { row: row ?? h.horizonte, column, value: mw(value * shown), max: mw(max * shown), tol: String(LIMIT_TOLERANCE * 100) };
      const looksKw = value >= MAGNITUDE_OFF * max && value / KW_PER_MW <= max * (1 + LIMIT_TOLERANCE);
      impossible.push(looksKw
        ? { code: 'actuals.likelyKw', row, column, params: { ...params, scaled: mw((value * shown) / KW_PER_MW) } }
        : { code: 'actuals.overMax', row, column, params });
    }
    const b = hourBalances(plant, h.valores);
    const steam = balanceIssue('actuals.steamBalance', h.horizonte, h.valores['demanda.vapor'] ?? 0, b.steamProduced);
    const cold = balanceIssue('actuals.coldBalance', h.horizonte, h.valores['demanda.frio'] ?? 0, b.coldProduced);
    for (const issue of [steam, cold]) if (issue) suspicious.push({ ...issue, row });
    const sold = h.valores['red.venta'];
    const bought = h.valores['red.compra'];
    // A plant without grid meters writes both as 0 (or leaves them out): nothing to balance.
    if ((sold ?? 0) > 0 || (bought ?? 0) > 0) {
      const net = b.generated - b.consumed;
      const grid = (sold ?? 0) - (bought ?? 0);
      const tol = balanceTolerance(Math.max(b.generated + (bought ?? 0), b.consumed + (sold ?? 0)));
      if (Math.abs(net - grid) > tol) {
        suspicious.push({ code: 'actuals.powerBalance', row, params: { hour: h.horizonte, net: mw(net * energy), grid: mw(grid * energy), tol: mw(tol * energy) } });
      }
    }
    for (const unit of unavailable[`${h.horizonte.slice(0, 13)}:00`] ?? []) {
      const value = h.valores[unit] ?? 0;
      if (value > RUNNING_MW) {
        suspicious.push({ code: 'actuals.unavailable', row, column: headerOf.get(unit) ?? unit, params: { hour: h.horizonte, column: headerOf.get(unit) ?? unit, value: mw(value) } });
      }
    }
  }
  return { impossible, suspicious };
}
