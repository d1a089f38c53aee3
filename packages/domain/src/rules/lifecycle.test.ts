import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMessage } from '../messages/index.ts';
import { simulationListItemSchema } from '../contract/simulations.ts';
import {
  ALL_SIMULATION_STATUSES, canTransition, DELETABLE_STATUSES, deletionRefusal, hasResultsStatus, isCancellableStatus,
  isDeletableStatus, isFailedStatus, isSettledStatus, isListedStatus, isRunningStatus, LISTED_STATUSES, mayBeValidStatus, SIMULATION_STATUS,
  SIMULATION_STATUS_TEXT, statusesLeadingTo, VALIDATABLE_STATUSES, validityRefusal,
} from './lifecycle.ts';
import { changeValidity, deletionWarning } from './validity.ts';

const S = SIMULATION_STATUS;

describe('simulation lifecycle', () => {
  it('numbers the statuses as docs/rules/states.md does and names them from the catalogue', () => {
    expect(S).toEqual({ Creada: 1, Guardada: 2, EnEjecucion: 3, EjecutadaOK: 4, EjecutadaNOK: 5, Cancelada: 6, Borrada: 7 });
    expect(ALL_SIMULATION_STATUSES.map((s) => SIMULATION_STATUS_TEXT[s].es)).toEqual([
      'Creada', 'Guardada', 'En ejecución', 'Ejecutada OK', 'Ejecutada NOK', 'Cancelada', 'Borrada',
    ]);
    expect(SIMULATION_STATUS_TEXT[S.EjecutadaNOK].en).toBe('Run failed');
  });

  it('lists every status but deleted', () => {
    expect(LISTED_STATUSES).toEqual([1, 2, 3, 4, 5, 6]);
    expect(isListedStatus(7)).toBe(false);
    expect(isListedStatus(0)).toBe(false);
    expect(isListedStatus(8)).toBe(false);
  });

  it('lets every listed status but a running one be deleted', () => {
    expect(DELETABLE_STATUSES).toEqual([1, 2, 4, 5, 6]);
    for (const s of [2, 4, 5, 6]) expect(isDeletableStatus(s), String(s)).toBe(true);
    expect(isDeletableStatus(3)).toBe(false);
    expect(isDeletableStatus(7)).toBe(false);
    expect(statusesLeadingTo(S.Borrada)).toEqual([...DELETABLE_STATUSES]);
    expect(formatMessage(deletionRefusal(3)!.code)).toBe('No se puede borrar una simulación en ejecución: espera a que termine o cancélala.');
    expect(deletionRefusal(5)).toBeNull();
  });

  it('lets only a run that ended OK be valid, and only it has results', () => {
    expect(VALIDATABLE_STATUSES).toEqual([4]);
    for (const s of ALL_SIMULATION_STATUSES) {
      expect(mayBeValidStatus(s), String(s)).toBe(s === 4);
      expect(hasResultsStatus(s), String(s)).toBe(s === 4);
    }
    expect(formatMessage(validityRefusal(6)!.code)).toBe('Solo una simulación ejecutada correctamente (Ejecutada OK) puede ser válida.');
    expect(formatMessage(validityRefusal(2)!.code, {}, 'en')).toBe('Only a simulation that ran successfully (Run OK) can be valid.');
    expect(validityRefusal(4)).toBeNull();
  });

  it('shows only a run that ended failed as failed', () => {
    const failed = { 1: false, 2: false, 3: false, 4: false, 5: true, 6: false, 7: false } as const;
    for (const s of ALL_SIMULATION_STATUSES) expect(isFailedStatus(s), String(s)).toBe(failed[s]);
  });

  it('counts a run as settled once it ended OK, failed, was cancelled or deleted', () => {
    const settled = { 1: false, 2: false, 3: false, 4: true, 5: true, 6: true, 7: true } as const;
    for (const s of ALL_SIMULATION_STATUSES) expect(isSettledStatus(s), String(s)).toBe(settled[s]);
  });

  it('never lets a sensitivity child be valid, whatever its status', () => {
    for (const s of ALL_SIMULATION_STATUSES) expect(validityRefusal(s, true)?.code, String(s)).toBe('lifecycle.childNotValidatable');
    expect(formatMessage('lifecycle.childNotValidatable', {}, 'en')).toBe('A sensitivity run cannot be the valid one of the day: its inputs are shifted on purpose.');
  });

  it('cancels and settles only running simulations, which end OK, failed or cancelled', () => {
    for (const s of ALL_SIMULATION_STATUSES) {
      expect(isCancellableStatus(s), String(s)).toBe(s === 3);
      expect(isRunningStatus(s), String(s)).toBe(s === 3);
    }
    expect(statusesLeadingTo(S.EjecutadaOK)).toEqual([3]);
    expect(statusesLeadingTo(S.EjecutadaNOK)).toEqual([3]);
    expect(statusesLeadingTo(S.Cancelada)).toEqual([3]);
    expect(canTransition(S.Cancelada, S.EnEjecucion)).toBe(false);
    expect(canTransition(S.Borrada, S.EjecutadaOK)).toBe(false);
  });

  it('moves only between known statuses, never out of deleted, never to the same status', () => {
    fc.assert(fc.property(fc.integer({ min: -2, max: 10 }), fc.integer({ min: -2, max: 10 }), (from, to) => {
      if (!canTransition(from, to)) return;
      expect(ALL_SIMULATION_STATUSES).toContain(from);
      expect(ALL_SIMULATION_STATUSES).toContain(to);
      expect(from).not.toBe(to);
      expect(from).not.toBe(S.Borrada);
    }));
  });

  it('accepts in the list schema exactly the known statuses', () => {
    const item = { id: 1, name: 'A', username: 'gestor', created: '2025-01-15T08:00:00Z', VALID: 0, last_update: '2025-01-15T08:00:00Z', parent_id: null,
      tipo: 'operativa', fechaActual: '15/01/2025', horizonte: 1, modo: null };
    for (const s of ALL_SIMULATION_STATUSES) expect(simulationListItemSchema.safeParse({ ...item, status: s }).success).toBe(true);
    expect(simulationListItemSchema.safeParse({ ...item, status: 0 }).success).toBe(false);
    expect(simulationListItemSchema.safeParse({ ...item, status: 8 }).success).toBe(false);
  });
});

describe('validity and deletion by status', () => {
  const sim = (id: number, status: number, VALID: 0 | 1 = 0) => ({ id, created: '2025-01-15T08:00:00Z', VALID, status });

  it('refuses marking valid anything but status 4, whatever the day holds', () => {
    for (const status of [1, 2, 3, 5, 6]) {
      const list = [sim(1, status)];
      const r = changeValidity(list, 1, 1);
      expect(r.ok, String(status)).toBe(false);
      expect(r.list).toEqual(list);
      if (!r.ok) expect(r.error.code).toBe('lifecycle.notValidatable');
    }
    expect(changeValidity([sim(1, 4)], 1, 1).ok).toBe(true);
  });

  it('still lets a valid simulation of any status be unmarked', () => {
    const r = changeValidity([sim(1, 5, 1)], 1, 0);
    expect(r.ok).toBe(true);
  });

  it('warns when deleting the day\'s valid simulation, with the unmarking text', () => {
    const list = [sim(1, 4, 1), sim(2, 5)];
    const w = deletionWarning(list, 1)!;
    expect(formatMessage(w.code, w.params)).toBe('La simulación ya no es válida. No queda ninguna otra simulación activa para la fecha 15/01/2025: debe haber al menos una simulación válida para el día, marca otra.');
    expect(w).toEqual((changeValidity(list, 1, 0) as { warning: unknown }).warning);
    expect(deletionWarning(list, 2)).toBeNull();
    expect(deletionWarning(list, 99)).toBeNull();
  });
});
