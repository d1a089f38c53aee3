export * from './configRules.ts';
export * from './validity.ts';
export * from './minimumTimes.ts';
export * from './steam.ts';
export * from './operatorTitle.ts';
export * from './launch.ts';
export * from './formData.ts';
