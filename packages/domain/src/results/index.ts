export * from './resultTables.ts';
