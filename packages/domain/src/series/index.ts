export * from './profiles.ts';
export * from './generate.ts';
