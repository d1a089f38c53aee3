export * from './profiles.ts';
export * from './generate.ts';
export * from './quarterToHourly.ts';
