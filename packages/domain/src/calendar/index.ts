export * from './dates.ts';
export * from './keys.ts';
export * from './months.ts';
export * from './horizon.ts';
export * from './dst.ts';
export * from './tariff.ts';
export * from './quarterKeys.ts';
