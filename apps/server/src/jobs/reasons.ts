import type { SolveStatus } from './types.ts';

/** Reasons stored with status 5 (Ejecutada NOK); Spanish for users, English beside. */
export const failureReasons = {
  infeasible: 'El problema no tiene solución factible', // infeasible
  time_limit: 'Se alcanzó el tiempo límite del optimizador', // time limit reached
  error: 'Error del optimizador', // solver error
  crash: 'Fallo inesperado durante la ejecución', // crash (exception, worker lost)
  restart: 'Interrumpida por reinicio del servidor', // interrupted by a server restart
  missingInputs: 'Los datos de entrada guardados no son válidos', // stored inputs unreadable
} as const;

export function failureReason(status: Exclude<SolveStatus, 'optimal'> | 'crash', detail?: string): string {
  const base = failureReasons[status];
  return detail ? `${base}: ${detail.slice(0, 500)}` : base;
}
