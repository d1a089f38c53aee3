// @plantasim/optimizer: the plant MILP on HiGHS, rolling horizons, result tables, worker runtime.
export * from './input.ts';
export { solve, type SolveOptions, type SolveStats, type OptimizerResult, type Progress } from './solve.ts';
export { closeIdleSolvers, idleSolverCount, solveInWorker, SolveCancelledError, type SolveInWorkerOptions } from './worker/solveInWorker.ts';
export { solveWindow, type WindowResult, type WindowOptions } from './solveWindow.ts';
export { solveRolling, lowerBound, type RollingOptions, type RollingResult, type WindowStat } from './rolling.ts';
export { buildModel, type PlantModel } from './model.ts';
export { writeLp } from './lp/lpWriter.ts';
export { runCbc, type CbcResult } from './lp/cbc.ts';
export { LinearModel, type ColumnKey } from './lp/linearModel.ts';
export { compileHighsModule, loadHighs, type RunStatus } from './highsRunner.ts';
export type { PlantSolution } from './solution.ts';
export type { Programa, ConceptItem } from './results/schedule.ts';
export type { Table } from './results/operation.ts';
export type { Warning } from './results/warnings.ts';
export { gasCostFormula } from './prepare.ts';
export { fromPayload, type FromPayloadResult, type PayloadIssue } from './fromPayload.ts';
export { baseCaseInput } from './testing/baseCase.ts';
export { checkSolution } from './testing/checker.ts';
