export * from './resultTables.ts';
export * from './planKpis.ts';
export * from './figures.ts';
export * from './morningDay.ts';
export * from './explainWarning.ts';
export * from './hourlyFromPeriods.ts';
