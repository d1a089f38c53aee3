export * from './curves.ts';
export * from './blocks.ts';
