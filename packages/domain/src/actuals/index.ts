export * from './units.ts';
export * from './rows.ts';
export * from './actualsCsv.ts';
export * from './bridge.ts';
export * from './measuredDay.ts';
export * from './plausibility.ts';
