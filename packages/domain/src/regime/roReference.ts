// The published values the Ro estimate rests on. Each one names where it was read; a quarter or a
// code this table lacks gives no estimate rather than a guess (docs/annual-rules.md §3).
import type { GasAccessTolls, RoOwnValues, RoPrices } from './roFormula.ts';

/** 'IT-01144': the código de identificación of an instalación tipo. */
export const IT_CODE_PATTERN = /^IT-\d{5}$/;

/** 'yyyy-Tq' of a calendar quarter. */
export const QUARTER_PATTERN = /^(\d{4})-T([1-4])$/;

/**
 * Valores propios per instalación tipo and year. IT-01144 2026: Orden TED/53/2026 (BOE-A-2026-2476),
 * Anexo X.A (VC, C_O&M y otros, VCO2, V_IVPEE-RI, VAC, VHV, VHF, I_HE, P_otros) and Anexo IV (Rinv
 * 15,520 EUR/MW), as transcribed by MiguelAlumbreros/ro_calculation; they reproduce the Ro the BOE
 * published for that code in 2026-T3 (PUBLISHED_RO). Other codes and years were not read.
 */
export const RO_OWN_VALUES: Readonly<Record<string, Readonly<Record<number, RoOwnValues>>>> = {
  'IT-01144': {
    2026: { vc: 2.606, oymOtros: 20.999, vco2: 0.406, rinv: 15520, vIvpeeRi: 5158, vac: 0, pOtros: 0, vhv: 1.0289, vhf: 0.611, ihe: 0 },
  },
};

/**
 * Gas tolls and canons at local network level RL11, by the quarter whose resolution published
 * them. 2026-T3: Resolución de 2 de julio de 2026 (BOE-A-2026-14552), its "Tercero" tables.
 */
export const RO_GAS_TOLLS_RL11: Readonly<Record<string, GasAccessTolls>> = {
  '2026-T3': {
    tasaCnmcPct: 0.14, cuotaGtsPct: 1.354, diasExistencias: 20.6, canonAlmacenamiento: 0.002525, primaSubasta: 0,
    canonInyeccion: 0.141516, canonExtraccion: 0.101405, salidaCapacidad: 0.091488, salidaVolumen: 0,
    otrosCostesRegasificacion: -0.01016, redLocalCargos: 0.00614, redLocalCapacidad: 0.139655, redLocalVolumen: 0.000046,
  },
};

/**
 * The generation tax rate (IVPEE, %) each resolution applies in the formula, by first quarter it
 * holds from: 7 % statutory, the reduced rates of the Reales Decretos-ley from 2026-T3 (as listed in
 * MiguelAlumbreros/ro_calculation docs/boe/IVPEE; 2026-T1 and T2 were set on 7 %).
 */
export const RO_IVPEE_PCT: readonly { from: string; pct: number }[] = [
  { from: '2025-T1', pct: 7 },
  { from: '2026-T3', pct: 4.9 },
  { from: '2026-T4', pct: 4.2 },
  { from: '2027-T1', pct: 3.5 },
  { from: '2028-T1', pct: 0 },
];

/** A published Ro, with the prices its resolution states when they were read (null: not read). */
export interface PublishedRo {
  quarter: string;
  itCode: string;
  ro: number;
  prices: RoPrices | null;
  /** The resolution that published it (BOE reference). */
  source: string;
}

/**
 * The Ro the BOE published for IT-01144, as transcribed by MiguelAlumbreros/ro_calculation
 * (realised quarters of notebooks/pfc_with_ro.ipynb; resolutions listed in docs/boe/boe_guide.txt).
 * Only 2026-T3's prices were read, so only it is recomputed; 2026-T1 used the 2025 valores propios
 * and 2026-T2 its own gas tolls, neither read here (docs/annual-rules.md §8).
 */
export const PUBLISHED_RO: readonly PublishedRo[] = [
  { quarter: '2026-T1', itCode: 'IT-01144', ro: 52.963, prices: null, source: 'BOE-A-2026-226' },
  { quarter: '2026-T2', itCode: 'IT-01144', ro: 89.486, prices: null, source: 'BOE-A-2026-7426' },
  { quarter: '2026-T3', itCode: 'IT-01144', ro: 55.377, prices: { electricity: 78.714, gas: 42.433, co2: 75.48 }, source: 'BOE-A-2026-14552' },
];

/** The method's values for a code and quarter, and which of them come from another year or quarter. */
export interface RoMethodValues {
  own: RoOwnValues;
  /** The year of the valores propios used (the quarter's own, else the latest read before it). */
  ownYear: number;
  tolls: GasAccessTolls;
  /** The quarter whose tolls are used (the latest published at or before the estimated one). */
  tollsQuarter: string;
  ivpeePct: number;
}

export type RoMethodLookup = { ok: true; data: RoMethodValues } | { ok: false; reason: 'bad_code' | 'unknown_code' | 'no_values_for_year' | 'no_tolls' };

/** The latest entry of `keys` not after `key` (keys compare as text: 'yyyy-Tq', years). */
const latestAtOrBefore = <K extends string | number>(keys: K[], key: K): K | undefined =>
  keys.filter((k) => String(k).padStart(8, '0') <= String(key).padStart(8, '0')).sort().at(-1);

export function roMethodFor(itCode: string, quarter: string): RoMethodLookup {
  const q = QUARTER_PATTERN.exec(quarter);
  if (!IT_CODE_PATTERN.test(itCode) || !q) return { ok: false, reason: 'bad_code' };
  const byYear = RO_OWN_VALUES[itCode];
  if (!byYear) return { ok: false, reason: 'unknown_code' };
  const ownYear = latestAtOrBefore(Object.keys(byYear).map(Number), Number(q[1]));
  if (ownYear === undefined) return { ok: false, reason: 'no_values_for_year' };
  // Tolls move a little each quarter; a later quarter than the last read takes that one's.
  const tollsQuarter = latestAtOrBefore(Object.keys(RO_GAS_TOLLS_RL11), quarter);
  if (!tollsQuarter) return { ok: false, reason: 'no_tolls' };
  const ivpeePct = RO_IVPEE_PCT.filter((r) => r.from <= quarter).at(-1)?.pct ?? 7;
  return { ok: true, data: { own: byYear[ownYear]!, ownYear, tolls: RO_GAS_TOLLS_RL11[tollsQuarter]!, tollsQuarter, ivpeePct } };
}
