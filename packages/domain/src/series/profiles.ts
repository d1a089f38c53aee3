// Default hourly profiles of a new simulation (docs/rules/constants.md and our choices, see README).

/** Steam demand, MW, hour 0..23: about 61–65 (docs/rules/constants.md); night trough, day plateau. */
export const DEFAULT_STEAM_PROFILE: readonly number[] = [
  61.2, 61.0, 61.0, 61.1, 61.3, 61.8, 62.5, 63.4, 64.2, 64.7, 65.0, 65.0,
  64.9, 64.8, 64.6, 64.5, 64.3, 64.0, 63.6, 63.1, 62.6, 62.1, 61.7, 61.4,
];

/**
 * Manual electricity price path, EUR/MWh, hour 0..23 (ours: docs/rules/constants.md gives none). Shape of a
 * 2024–2025 Spanish day-ahead day: night plateau, solar trough at midday, evening peak.
 */
export const DEFAULT_ELEC_PRICE_PROFILE: readonly number[] = [
  85, 80, 77, 75, 75, 78, 88, 98, 92, 70, 55, 45,
  40, 38, 40, 48, 60, 80, 100, 115, 118, 110, 100, 92,
];

/** Gas price, EUR/MWh, every hour (docs/rules/constants.md). */
export const DEFAULT_GAS_PRICE = 35.1;
/** Cooling demand, MW, every hour (docs/rules/constants.md). */
export const DEFAULT_COLD_DEMAND = 2.5;
/** Ro, EUR/MWhe, every month (docs/rules/constants.md). */
export const DEFAULT_RO = 78.8;
/** Steam demand coefficient (1 = demand as given). */
export const DEFAULT_STEAM_COEFFICIENT = 1;
