export * from './rules.ts';
export * from './operation.ts';
export * from './edit.ts';
export * from './zeroPrice.ts';
export * from './quarterSettlement.ts';
export * from './budgetTrack.ts';
export * from './share.ts';
export * from './yearToDate.ts';
