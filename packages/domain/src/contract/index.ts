export * from './common.ts';
export * from './compare.ts';
export * from './sensitivity.ts';
export * from './initialState.ts';
export * from './actuals.ts';
