// The operation term Ro of a cogeneration's instalación tipo for one calendar quarter, by the
// method of Orden TED/526/2024 (BOE-A-2024-11291, arts. 10–13): the regulated cost of producing a
// MWhE (fuel with its gas access costs, CO2, O&M, the generation tax on the market price and the
// investment term) minus what the plant already earns (the market price, the useful heat, other
// income), grossed up by the generation tax paid on Ro itself. docs/annual-rules.md §3 gives the
// sources and what was checked; the symbols below are the order's.

/** The estimated prices of the quarter (averages of futures sessions, rounded as the BOE does). */
export interface RoPrices {
  /** P_m, Spanish baseload electricity, EUR/MWh. */
  electricity: number;
  /** P_PVB, Spanish PVB natural gas, EUR/MWh PCS. */
  gas: number;
  /** P_CO2, EU emission allowance, EUR/t. */
  co2: number;
}

/** The instalación tipo's own values (valores propios) for a year. */
export interface RoOwnValues {
  /** VC, fuel per unit of electricity, MWh PCI/MWhE. */
  vc: number;
  /** C_O&M y otros, EUR/MWhE. */
  oymOtros: number;
  /** VCO2, t CO2/MWhE. */
  vco2: number;
  /** Rinv, the investment term, EUR/MW a year. */
  rinv: number;
  /** V_IVPEE-RI, hours that spread Rinv per MWhE in the tax term, h. */
  vIvpeeRi: number;
  /** VAC, market adjustment coefficient (p.u.). */
  vac: number;
  /** P_otros, other components of the electricity price, EUR/MWhE. */
  pOtros: number;
  /** VHV, useful heat valued at the fuel price, MWh PCI/MWhE. */
  vhv: number;
  /** VHF, fixed value of the useful heat, EUR/MWhE. */
  vhf: number;
  /** I_HE, other non-electrical income, EUR/MWhE. */
  ihe: number;
}

/** The gas system's tolls and canons a resolution publishes for the plant's local network level. */
export interface GasAccessTolls {
  /** CNMC rate and GTS fee on the tolls, %. */
  tasaCnmcPct: number;
  cuotaGtsPct: number;
  /** Days of minimum security stock, and the underground storage canons: storage EUR/(kWh/día)/año
   *  and the auction premium, injection and extraction, EUR/(kWh/día)/año. */
  diasExistencias: number;
  canonAlmacenamiento: number;
  primaSubasta: number;
  canonInyeccion: number;
  canonExtraccion: number;
  /** Transport exit toll: capacity EUR/(kWh/día)/año, volume EUR/kWh. */
  salidaCapacidad: number;
  salidaVolumen: number;
  /** Other regasification costs, capacity EUR/(kWh/día)/año (may be negative). */
  otrosCostesRegasificacion: number;
  /** Local network level: unit charges and capacity EUR/(kWh/día)/año, volume EUR/kWh. */
  redLocalCargos: number;
  redLocalCapacidad: number;
  redLocalVolumen: number;
}

/** The capacity terms are yearly per kWh/day of capacity; the method spreads them over 248 days. */
const CAPACITY_DAYS = 248;
/** Gas natural: 0.9 MWh PCI per MWh PCS (Orden TED/526/2024, art. 11). */
export const GAS_PCI_PER_PCS = 0.9;

/**
 * P_e, the gas access costs added to the PVB price, EUR/MWh PCS:
 *   s = 1 + (tasa CNMC + cuota GTS)/100
 *   cm_AS = días/365 · (canon_AS·s + prima + 0.3 · (canon_I·s + canon_E·s)/365)
 *   P_e = 1000 · ( s·(TC_SA + TC_OCR + cargos_RL + TC_RL)/248 + s·TV_SA + s·TV_RL + cm_AS )
 */
export function gasAccessTerm(t: GasAccessTolls): number {
  const s = 1 + (t.tasaCnmcPct + t.cuotaGtsPct) / 100;
  const storage = (t.diasExistencias / 365) * (t.canonAlmacenamiento * s + t.primaSubasta + 0.3 * ((t.canonInyeccion * s + t.canonExtraccion * s) / 365));
  const capacity = (s * (t.salidaCapacidad + t.otrosCostesRegasificacion + t.redLocalCargos + t.redLocalCapacidad)) / CAPACITY_DAYS;
  return 1000 * (capacity + s * t.salidaVolumen + s * t.redLocalVolumen + storage);
}

/** The terms of one Ro, EUR/MWhE, so a page can show how it was reached. */
export interface RoBreakdown {
  /** Ro, never below 0 (a negative result pays nothing). */
  ro: number;
  /** The formula's result before that floor. */
  roFormula: number;
  /** The three prices as the formula used them (rounded to 3 decimals). */
  prices: RoPrices;
  gasAccess: number;
  fuelCost: number;
  co2Cost: number;
  taxOnMarketAndRinv: number;
  marketAdjustment: number;
  heatIncome: number;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Ro = 1/(1 − t) · ( C_c + C_O&M + C_CO2 + t·(P_m + Rinv/V_IVPEE-RI) − P_m − VAC·(P_m + P_otros) − I_h − I_HE )
 * with P_comb = P_PVB + P_e, C_c = P_comb/PCI · VC, C_CO2 = P_CO2 · VCO2, I_h = P_comb/PCI · VHV + VHF,
 * and t the generation tax (IVPEE) rate the resolution applies to the quarter.
 */
export function roFromPrices(prices: RoPrices, own: RoOwnValues, gasAccess: number, ivpeePct: number): RoBreakdown {
  const p = { electricity: round3(prices.electricity), gas: round3(prices.gas), co2: round3(prices.co2) };
  const t = ivpeePct / 100;
  const fuelPrice = p.gas + gasAccess;
  const fuelCost = (fuelPrice / GAS_PCI_PER_PCS) * own.vc;
  const co2Cost = p.co2 * own.vco2;
  const taxOnMarketAndRinv = t * (p.electricity + (own.vIvpeeRi > 0 ? own.rinv / own.vIvpeeRi : 0));
  const marketAdjustment = own.vac * (p.electricity + own.pOtros);
  const heatIncome = (fuelPrice / GAS_PCI_PER_PCS) * own.vhv + own.vhf;
  const roFormula = (fuelCost + own.oymOtros + co2Cost + taxOnMarketAndRinv - p.electricity - marketAdjustment - heatIncome - own.ihe) / (1 - t);
  return { ro: Math.max(0, roFormula), roFormula, prices: p, gasAccess, fuelCost, co2Cost, taxOnMarketAndRinv, marketAdjustment, heatIncome };
}
