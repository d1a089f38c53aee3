import { userText } from '../errors.ts';
import type { SolveStatus } from './types.ts';

/**
 * Reasons stored with status 5 (Ejecutada NOK), in the catalogue's Spanish ('failure.*'): crash is
 * an exception or a lost worker, restart a run interrupted by a server restart.
 */
export const failureReasons = {
  infeasible: userText('failure.infeasible'),
  time_limit: userText('failure.time_limit'),
  error: userText('failure.error'),
  crash: userText('failure.crash'),
  restart: userText('failure.restart'),
  missingInputs: userText('failure.missingInputs'),
} as const;

export function failureReason(status: Exclude<SolveStatus, 'optimal'> | 'crash', detail?: string): string {
  const base = failureReasons[status];
  return detail ? `${base}: ${detail.slice(0, 500)}` : base;
}
