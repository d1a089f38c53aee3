// What each execution mode (configuracion.modoEjecucion, EXECUTION_MODE_TEXTS) means to the rules
// that read it. The form, the launch checks and the optimiser ask these instead of comparing mode
// numbers, so each decision reads as what it is and a mode's meaning changes in one place.
import type { ExecutionMode } from '../schemas/configuracion.ts';

/** 'Acoplamientos de cogeneración fijados': also the mode backtesting and planning are launched as
 *  (their text keeps which one they are). */
export const FIXED_COUPLING_MODE: ExecutionMode = 2;
export const BACKTESTING_MODE: ExecutionMode = 3;
export const PLANNING_MODE: ExecutionMode = 4;

/** The year plan: its own one-year horizon, manual prices. */
export function isPlanningMode(mode: ExecutionMode): boolean {
  return mode === PLANNING_MODE;
}

/** A past month replayed: its own month horizon and historical prices. */
export function isBacktestingMode(mode: ExecutionMode): boolean {
  return mode === BACKTESTING_MODE;
}

/** Backtesting and planning impose their own horizon and prices: the source and horizon selectors
 *  are locked. */
export function isLockedMode(mode: ExecutionMode): boolean {
  return isPlanningMode(mode) || isBacktestingMode(mode);
}

/** 'Sin parar cogeneración': every engine runs whenever it is available, so the optimiser does not
 *  choose its on/off and its minimum up and down times do not apply. */
export function mustRunWhenAvailable(mode: ExecutionMode): boolean {
  return mode === 1;
}

/** The coupling table rules the engines marked Si (their on/off and load are fixed): the fixed-coupling
 *  mode and the two launched as it. The form shows the coupling tab and its percentages; the launch
 *  checks the coupled loads; the optimiser follows the table. */
export function usesCouplingTable(mode: ExecutionMode): boolean {
  return mode >= FIXED_COUPLING_MODE;
}

/** Whether the coupling tab's Si/No selectors can be changed: in fixed coupling and backtesting, not
 *  in planning, where only the percentages can. */
export function couplingSelectorsEditable(mode: ExecutionMode): boolean {
  return mode === FIXED_COUPLING_MODE || mode === BACKTESTING_MODE;
}
