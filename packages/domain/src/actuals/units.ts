// The measured units of an actuals file: one column per engine, boiler and compressor of the base
// plant (by position, so a renamed unit keeps its history) and the plant's grid and demand meters.
// Loads are in the optimiser's own variables so the same cost model prices plan and actuals:
// engines MWe generated, gas boilers MW of gas burnt, electric boilers and compressors MWe drawn.
import { baseCompressors, baseElectricBoilers, baseEngines, baseGasBoilers } from '../plant/baseEquipment.ts';

export type ActualUnitKind = 'motor' | 'caldera_gas' | 'caldera_electrica' | 'compresor' | 'red' | 'demanda';

export interface ActualUnit {
  /** Stable key stored in the database: 'motor.1', 'compresor.11', 'red.compra', 'demanda.vapor'. */
  readonly key: string;
  readonly kind: ActualUnitKind;
  /** The CSV header: the unit's name and its unit of measure. */
  readonly header: string;
}

const numbered = (kind: ActualUnitKind, names: readonly string[], unit: string): ActualUnit[] =>
  names.map((name, i) => ({ key: `${kind}.${i + 1}`, kind, header: `${name} (${unit})` }));

function buildUnits(): readonly ActualUnit[] {
  return [
    ...numbered('motor', baseEngines().map((e) => e.nombre), 'MWe'),
    ...numbered('caldera_gas', baseGasBoilers().map((b) => b.nombre), 'MW gas'),
    ...numbered('caldera_electrica', baseElectricBoilers().map((b) => b.nombre), 'MWe'),
    ...numbered('compresor', baseCompressors().map((c) => c.nombre), 'MWe'),
    { key: 'red.compra', kind: 'red', header: 'Compra red (MWh)' },
    { key: 'red.venta', kind: 'red', header: 'Venta red (MWh)' },
    { key: 'demanda.vapor', kind: 'demanda', header: 'Vapor entregado (MW)' },
    { key: 'demanda.frio', kind: 'demanda', header: 'Frío entregado (MW)' },
  ];
}

export const ACTUAL_UNITS: readonly ActualUnit[] = buildUnits();
export const ACTUAL_UNIT_KEYS: readonly string[] = ACTUAL_UNITS.map((u) => u.key);
const KNOWN = new Set(ACTUAL_UNIT_KEYS);
export const isActualUnitKey = (key: string): boolean => KNOWN.has(key);

/** The grid meters: the columns given in MWh of their period (an hour's MWh are its mean MW). */
export const ACTUAL_METER_UNITS: readonly string[] = ['red.compra', 'red.venta'];
/** Hours in a quarter-hour period: a quarter's energy is its mean power × this. */
export const QUARTER_HOURS = 0.25;
