import { describe, expect, it } from 'vitest';
import type { SimulationListItem } from '@plantasim/domain';
import { formatMessage } from '@plantasim/domain';
import { shouldShowListWarning } from './listView';
import { applyStatusUpdate, canLaunchSensitivity, childrenUnderParents, matchesSearch, modeCode, plannedDaysText, plansDay, resultLink, rowActions, statusText, toggleCompareSelection, validityControl, visibleSimulations } from './listView';

const item = (over: Partial<SimulationListItem>): SimulationListItem => ({
  id: 1, name: 'Caso base', username: 'gestor', created: '2026-03-01T10:05:00.000Z', status: 4, VALID: 0, last_update: '2026-03-02T08:00:00.000Z', parent_id: null,
  tipo: 'operativa', fechaActual: '01/03/2026', horizonte: 1, modo: 'Acoplamientos de cogeneración fijados', ...over,
});

describe('history list view', () => {
  it('finds a run by its creation and last change as the list shows them (local time, TZ=UTC here)', () => {
    expect(matchesSearch(item({}), '2026-03-01 10:05', 'es')).toBe(true);
    expect(matchesSearch(item({ last_update: '2026-03-02 08:00:00' }), '2026-03-02 08:00', 'es')).toBe(true);
    expect(matchesSearch(item({}), '2026-03-01 11:05', 'es')).toBe(false);
  });
  it('hides deleted simulations and, for operators, those of others', () => {
    const list = [item({ id: 1 }), item({ id: 2, status: 7 }), item({ id: 3, username: 'operador' })];
    expect(visibleSimulations(list, null).map((s) => s.id)).toEqual([1, 3]);
    expect(visibleSimulations(list, 'operador').map((s) => s.id)).toEqual([3]);
  });
  it('searches the columns and last_update, ignoring case and accents', () => {
    const s = item({ name: 'Simulación Marzo' });
    expect(matchesSearch(s, 'simulacion', 'es')).toBe(true);
    expect(matchesSearch(s, 'GESTOR marzo', 'es')).toBe(true);
    expect(matchesSearch(s, 'ejecutada ok', 'es')).toBe(true);
    expect(matchesSearch(s, '2026-03-02', 'es')).toBe(true);
    expect(matchesSearch(item({ last_update: '' }), '2026-03-02', 'es')).toBe(false);
    expect(matchesSearch(s, 'operador', 'es')).toBe(false);
    expect(matchesSearch(s, '  ', 'es')).toBe(true);
  });
  it('builds the result link with id, created and valid', () => {
    expect(resultLink(item({ id: 12, VALID: 1 }))).toBe('/resultado-simulacion/12?id=12&created=2026-03-01T10%3A05%3A00.000Z&valid=1&tab=resultados');
    expect(statusText(3, 'es')).toBe('En ejecución');
    expect(statusText(4, 'en')).toBe('Run OK');
  });
  it('applies live status updates', () => {
    const list = [item({ id: 1, status: 3 }), item({ id: 2 })];
    const r = applyStatusUpdate(list, { id: '1', status: 4, VALID: 1 });
    expect(r.known).toBe(true);
    expect(r.list[0]).toMatchObject({ status: 4, VALID: 1 });
    expect(r.list[1]).toBe(list[1]);
    expect(applyStatusUpdate(list, { id: 9, status: 3 }).known).toBe(false);
  });

  it('disables the valid checkbox of rows that did not run OK, with the reason', () => {
    for (const status of [1, 2, 3, 5, 6]) {
      const c = validityControl({ status, VALID: 0 }, { canChange: true, pending: false });
      expect(c.disabled, String(status)).toBe(true);
      expect(formatMessage(c.reason!.code, c.reason!.params)).toBe('Solo una simulación ejecutada correctamente (Ejecutada OK) puede ser válida.');
      expect(formatMessage(c.reason!.code, c.reason!.params, 'en')).toBe('Only a simulation that ran successfully (Run OK) can be valid.');
    }
    expect(validityControl({ status: 4, VALID: 0 }, { canChange: true, pending: false })).toEqual({ disabled: false, reason: null });
    // A valid row of another status (stored before the rule) can still be unmarked.
    expect(validityControl({ status: 5, VALID: 1 }, { canChange: true, pending: false })).toEqual({ disabled: false, reason: null });
    expect(validityControl({ status: 4, VALID: 0 }, { canChange: true, pending: true }).disabled).toBe(true);
    // Operators never change validity: disabled, with no status reason to show.
    expect(validityControl({ status: 5, VALID: 0 }, { canChange: false, pending: false })).toEqual({ disabled: true, reason: null });
  });
  it('offers view result for runs that ended OK and delete for every status but running', () => {
    expect(rowActions({ status: 4 }, true)).toEqual({ view: true, cancel: false, delete: true });
    for (const status of [2, 5, 6]) expect(rowActions({ status }, true), String(status)).toEqual({ view: false, cancel: false, delete: true });
    // A running run: its page (with the progress) and Cancel, for operators too; never delete.
    expect(rowActions({ status: 3 }, true)).toEqual({ view: true, cancel: true, delete: false });
    expect(rowActions({ status: 3 }, false)).toEqual({ view: true, cancel: true, delete: false });
    expect(rowActions({ status: 5 }, false)).toEqual({ view: false, cancel: false, delete: false });
  });
});

describe('sensitivity children and the compare selection', () => {
  it('puts each child right under its parent, and keeps a child whose parent is hidden in its place', () => {
    const rows = [item({ id: 9, parent_id: 5 }), item({ id: 8 }), item({ id: 7, parent_id: 5 }), item({ id: 5 }), item({ id: 4, parent_id: 2 })];
    expect(childrenUnderParents(rows).map((r) => r.id)).toEqual([8, 5, 9, 7, 4]);
  });
  it('keeps at most two runs, the last picked', () => {
    expect(toggleCompareSelection([1, 2], 3, true)).toEqual([2, 3]);
    expect(toggleCompareSelection([1, 2], 1, false)).toEqual([2]);
    expect(toggleCompareSelection([2], 2, true)).toEqual([2]);
  });
  it('offers sensitivity on runs that ended OK and are not children; a child is never valid', () => {
    expect(canLaunchSensitivity(item({ status: 4 }))).toBe(true);
    expect(canLaunchSensitivity(item({ status: 5 }))).toBe(false);
    expect(canLaunchSensitivity(item({ status: 4, parent_id: 3 }))).toBe(false);
    const control = validityControl({ status: 4, VALID: 0, parent_id: 3 }, { canChange: true, pending: false });
    expect(control.disabled).toBe(true);
    expect(control.reason?.code).toBe('lifecycle.childNotValidatable');
  });
});

describe('the load-time day-validity warning', () => {
  it('shows once per day and session, again only when it says something else or on another day', () => {
    expect(shouldShowListWarning(null, '2026-03-01', 'No hay ninguna')).toBe(true);
    expect(shouldShowListWarning('2026-03-01\nNo hay ninguna', '2026-03-01', 'No hay ninguna')).toBe(false);
    expect(shouldShowListWarning('2026-03-01\nNo hay ninguna', '2026-03-01', 'Hay más de una')).toBe(true);
    expect(shouldShowListWarning('2026-03-01\nNo hay ninguna', '2026-03-02', 'No hay ninguna')).toBe(true);
  });
});

describe('what a run plans', () => {
  it('shows its first and last day, and a one-day run by its day', () => {
    expect(plannedDaysText(item({ fechaActual: '30/12/2025', horizonte: 3 }))).toBe('30/12/2025 – 01/01/2026');
    expect(plannedDaysText(item({ fechaActual: '01/03/2026', horizonte: 1 }))).toBe('01/03/2026');
    expect(plannedDaysText(item({ fechaActual: null, horizonte: null }))).toBe('');
  });

  it('is found by any day its horizon covers', () => {
    const run = item({ fechaActual: '30/12/2025', horizonte: 3 });
    expect(plansDay(run, null)).toBe(true);
    expect(plansDay(run, { year: 2025, month: 12, day: 30 })).toBe(true);
    expect(plansDay(run, { year: 2026, month: 1, day: 1 })).toBe(true);
    expect(plansDay(run, { year: 2026, month: 1, day: 2 })).toBe(false);
    expect(plansDay(run, { year: 2025, month: 12, day: 29 })).toBe(false);
    expect(plansDay(item({ fechaActual: null, horizonte: null }), { year: 2026, month: 3, day: 1 })).toBe(false);
  });

  it('names its mode by the catalogue', () => {
    expect(modeCode('Planificación')).toBe('mode.4');
    expect(modeCode('Acoplamientos de cogeneración fijados')).toBe('mode.2');
    expect(modeCode(null)).toBeNull();
  });
});
