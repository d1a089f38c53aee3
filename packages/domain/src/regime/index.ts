export * from './roFormula.ts';
export * from './roReference.ts';
export * from './roMonths.ts';
export * from './roEstimate.ts';
