export * from './resultTables.ts';
export * from './planKpis.ts';
