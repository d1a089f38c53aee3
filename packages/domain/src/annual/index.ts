export * from './rules.ts';
export * from './operation.ts';
