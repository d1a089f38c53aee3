// @plantasim/domain: pure business rules shared by web, server and optimizer.
export * from './plant/index.ts';
export * from './plant/baseEquipment.ts';
export * from './plant/baseCase.ts';
export * from './calendar/index.ts';
export * from './schemas/index.ts';
export * from './series/index.ts';
export * from './rules/index.ts';
export * from './messages/index.ts';
export * from './csv/index.ts';
export * from './results/index.ts';
export * from './compare/index.ts';
export * from './actuals/index.ts';
export * from './annual/index.ts';
export * from './contract/index.ts';
export * from './regime/index.ts';
export * from './offers/index.ts';
