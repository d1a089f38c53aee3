export * from './registry.ts';
export * from './electricBoilers.ts';
export * from './gasBoilers.ts';
export * from './engines.ts';
export * from './compressors.ts';
export * from './equipmentRegistries.ts';
export * from './displayNames.ts';
