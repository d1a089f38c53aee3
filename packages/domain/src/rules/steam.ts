// Steam-maximum recalculation of the plant and the steam demand coefficient (docs/rules/states.md, docs/rules/validation.md, docs/rules/constants.md).
import { withComputed } from '../plant/registry.ts';
import { electricBoilerRegistry } from '../plant/electricBoilers.ts';
import { gasBoilerRegistry } from '../plant/gasBoilers.ts';
import type { Plant } from '../schemas/equipment.ts';

/** Recalculates potencia_vapor_maxima / potencia_vapor_maximo of every boiler (max × efficiency, 2 decimals). */
export function recalculateSteamMaxima(plant: Plant): Plant {
  return {
    ...plant,
    calderas_gas: plant.calderas_gas.map((r) => withComputed(gasBoilerRegistry, r)),
    calderas_electricas: plant.calderas_electricas.map((r) => withComputed(electricBoilerRegistry, r)),
  };
}

export const STEAM_COEF_MIN = 0;
export const STEAM_COEF_MAX = 1.5;
export const STEAM_COEF_STEP = 0.01;

/**
 * Parses and clamps the steam demand coefficient: numeric (decimal comma accepted), rounded to the
 * 0.01 step, clamped to 0–1.5. Non-numeric input gives 'El coeficiente debe ser numérico'.
 */
export function clampSteamCoefficient(input: string | number): { ok: true; value: number } | { ok: false; code: 'demand.coefNotNumeric' } {
  const n = typeof input === 'number' ? input : Number(String(input).trim().replace(',', '.'));
  if (typeof input === 'string' && input.trim() === '') return { ok: false, code: 'demand.coefNotNumeric' };
  if (!Number.isFinite(n)) return { ok: false, code: 'demand.coefNotNumeric' };
  const stepped = Math.round(n / STEAM_COEF_STEP) * STEAM_COEF_STEP;
  const clamped = Math.min(STEAM_COEF_MAX, Math.max(STEAM_COEF_MIN, stepped));
  return { ok: true, value: Math.round(clamped * 100) / 100 };
}
