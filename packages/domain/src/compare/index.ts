export * from './inputDiff.ts';
export * from './kpis.ts';
export * from './scheduleDiff.ts';
export * from './sensitivity.ts';
export * from './warnings.ts';
