import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, formatDate, mustParseDate } from '../calendar/dates.ts';
import { createBaseCase } from '../plant/baseCase.ts';
import { applyExecutionMode } from './configRules.ts';
import { formatMessage } from '../messages/index.ts';
import {
  dayIndexIn, planChangeMessages, planChanges, planInForce, runKind, runPlanOf, type PlannedRun, type RunKind,
} from './planInForce.ts';
import { activationList, changeValidity, launchActiveWarning, listValidityWarnings } from './validity.ts';

const run = (id: number, created: string, fechaActual: string, horizonte: number, over: Partial<PlannedRun> = {}): PlannedRun & { id: number; name: string } => ({
  id, created, status: 4, VALID: 1, tipo: 'operativa', fechaActual, horizonte, parent_id: null, name: `Plan ${id}`, ...over,
}) as PlannedRun & { id: number; name: string };
const day = (text: string) => mustParseDate(text);
const inForce = (runs: readonly PlannedRun[], text: string) => planInForce(runs, day(text));

describe('the kind of a run', () => {
  it('reads the mode as launched: modes 3 and 4 travel as 2 with their text', () => {
    const c = createBaseCase({ date: '15/01/2025' }).configuracion;
    expect(runKind(c)).toBe('operativa');
    expect(runKind({ ...c, modoEjecucion: 2, modoEjecucionTexto: 'Planificación' })).toBe('planificacion');
    expect(runKind({ ...c, modoEjecucion: 2, modoEjecucionTexto: 'Backtesting' })).toBe('backtesting');
    expect(runKind(applyExecutionMode(c, 4))).toBe('planificacion');
    expect(runKind(applyExecutionMode(c, 3))).toBe('backtesting');
    expect(runKind(applyExecutionMode(c, 0))).toBe('operativa');
  });

  it('reads what a stored run plans from its inputs', () => {
    const p = createBaseCase({ date: '15/01/2025', horizonDays: 3 });
    expect(runPlanOf(p)).toEqual({ tipo: 'operativa', fechaActual: '15/01/2025', horizonte: 3 });
    expect(runPlanOf(null)).toEqual({ tipo: 'operativa', fechaActual: null, horizonte: null });
    expect(runPlanOf({ configuracion: { fechaActual: '31/02/2025', horizonte: 0 } })).toMatchObject({ fechaActual: null, horizonte: null });
  });
});

describe('the plan in force for an operating day', () => {
  it('a 3-day run created on Friday plans Saturday to Monday, each day at its place in the horizon', () => {
    // Friday 17/01/2025, created in the afternoon (UTC); it plans Sat 18, Sun 19 and Mon 20.
    const friday = run(1, '2025-01-17T15:00:00.000Z', '18/01/2025', 3);
    expect(inForce([friday], '17/01/2025')).toBeNull();
    expect(inForce([friday], '18/01/2025')).toEqual({ run: friday, dayIndex: 0 });
    expect(inForce([friday], '19/01/2025')).toEqual({ run: friday, dayIndex: 1 });
    expect(inForce([friday], '20/01/2025')).toEqual({ run: friday, dayIndex: 2 });
    expect(inForce([friday], '21/01/2025')).toBeNull();
    // Monday's own plan, made on Monday morning, takes Monday over; Saturday and Sunday stay Friday's.
    const monday = run(2, '2025-01-20T05:00:00.000Z', '20/01/2025', 1);
    expect(inForce([friday, monday], '20/01/2025')).toEqual({ run: monday, dayIndex: 0 });
    expect(inForce([friday, monday], '19/01/2025')).toEqual({ run: friday, dayIndex: 1 });
  });

  it('a planning year and a daily plan valid on the same creation day: the daily plan is in force', () => {
    const year = run(1, '2025-01-15T07:00:00.000Z', '15/01/2025', 365, { tipo: 'planificacion' });
    const daily = run(2, '2025-01-15T06:00:00.000Z', '15/01/2025', 1);
    // Both valid: validity is one per creation day and kind.
    expect(changeValidity([{ ...daily, id: 2 }, { ...year, id: 1, VALID: 0 as const }], 1, 1).ok).toBe(true);
    expect(inForce([year, daily], '15/01/2025')).toEqual({ run: daily, dayIndex: 0 });
    expect(inForce([year, daily], '16/01/2025')).toBeNull();
    expect(planInForce([year, daily], day('16/01/2025'), 'planificacion')).toEqual({ run: year, dayIndex: 1 });
  });

  it('only a valid run that ran OK, of the operational kind and not a sensitivity child, is in force', () => {
    const base = run(1, '2025-01-15T06:00:00.000Z', '15/01/2025', 1);
    for (const other of [{ VALID: 0 as const }, { status: 5 }, { status: 7 }, { tipo: 'backtesting' as RunKind }, { parent_id: 9 }]) {
      expect(inForce([{ ...base, ...other }], '15/01/2025'), JSON.stringify(other)).toBeNull();
    }
  });

  it('the most recently created one wins, whatever the order of the list; the higher id breaks a tie', () => {
    const a = run(1, '2025-01-14T06:00:00.000Z', '15/01/2025', 2);
    const b = run(2, '2025-01-15T06:00:00.000Z', '15/01/2025', 1);
    const c = run(3, '2025-01-15T06:00:00.000Z', '16/01/2025', 1);
    expect(inForce([a, b], '15/01/2025')!.run.id).toBe(2);
    expect(inForce([b, a], '15/01/2025')!.run.id).toBe(2);
    expect(inForce([a, c], '16/01/2025')!.run.id).toBe(3);
    expect(inForce([a, { ...c, created: a.created, id: 0 }], '16/01/2025')!.run.id).toBe(1);
  });

  it('is always a valid operational run covering the day, and no newer one covers it (property)', () => {
    const arbRun = fc.record({
      id: fc.integer({ min: 1, max: 50 }),
      createdDay: fc.integer({ min: 0, max: 20 }),
      hour: fc.integer({ min: 0, max: 23 }),
      start: fc.integer({ min: -3, max: 20 }),
      horizonte: fc.integer({ min: 1, max: 7 }),
      VALID: fc.constantFrom(0 as const, 1 as const),
      status: fc.constantFrom(4, 4, 4, 5),
      tipo: fc.constantFrom<RunKind>('operativa', 'operativa', 'planificacion', 'backtesting'),
    });
    const origin = day('01/03/2025');
    fc.assert(fc.property(fc.array(arbRun, { maxLength: 12 }), fc.integer({ min: -3, max: 28 }), (specs, at) => {
      const runs = specs.map((s, i) => run(i + 1, `${formatDate(addDays(origin, s.createdDay)).split('/').reverse().join('-')}T${String(s.hour).padStart(2, '0')}:00:00.000Z`,
        formatDate(addDays(origin, s.start)), s.horizonte, { VALID: s.VALID, status: s.status, tipo: s.tipo }));
      const target = addDays(origin, at);
      const chosen = planInForce(runs, target);
      const candidates = runs.filter((r) => r.VALID === 1 && r.status === 4 && r.tipo === 'operativa' && dayIndexIn(r, target) !== null);
      if (candidates.length === 0) {
        expect(chosen).toBeNull();
        return;
      }
      expect(chosen).not.toBeNull();
      expect(candidates).toContain(chosen!.run);
      expect(chosen!.dayIndex).toBe(dayIndexIn(chosen!.run, target));
      for (const c of candidates) expect(Date.parse(c.created)).toBeLessThanOrEqual(Date.parse(chosen!.run.created));
    }));
  });
});

describe('which operating days change plan', () => {
  const friday = run(1, '2025-01-17T15:00:00.000Z', '18/01/2025', 3);
  const saturday = run(2, '2025-01-18T06:00:00.000Z', '19/01/2025', 1, { VALID: 0 });
  const text = (lines: ReturnType<typeof planChangeMessages>, lang: 'es' | 'en' = 'es') => lines.map((l) => formatMessage(l.code, l.params, lang));

  it('activating another run names the days it takes over and from which plan', () => {
    const after = [friday, { ...saturday, VALID: 1 as const }];
    const changes = planChanges([friday, saturday], after);
    expect(changes.map((c) => [formatDate(c.day), c.before?.id ?? null, c.after?.id ?? null])).toEqual([['19/01/2025', 1, 2]]);
    expect(text(planChangeMessages(changes))).toEqual([
      'Días de operación que cambian de plan en vigor:',
      '19/01/2025: la simulación 2 «Plan 2» sustituye a la 1 «Plan 1».',
    ]);
    expect(text(planChangeMessages(changes), 'en')[1]).toBe('19/01/2025: simulation 2 «Plan 2» replaces 1 «Plan 1».');
  });

  it('unmarking a plan groups the consecutive days it leaves without a plan or to an older one', () => {
    const older = run(3, '2025-01-16T06:00:00.000Z', '17/01/2025', 3);
    const changes = planChanges([older, friday], [older, { ...friday, VALID: 0 }]);
    expect(text(planChangeMessages(changes))).toEqual([
      'Días de operación que cambian de plan en vigor:',
      '18/01/2025 – 19/01/2025: la simulación 3 «Plan 3» sustituye a la 1 «Plan 1».',
      '20/01/2025: se quedan sin plan en vigor (lo era la simulación 1 «Plan 1»).',
    ]);
    const added = planChanges([{ ...friday, VALID: 0 }], [friday]);
    expect(text(planChangeMessages(added))[1]).toBe('18/01/2025 – 20/01/2025: pasa a regir la simulación 1 «Plan 1» (no tenían plan en vigor).');
  });

  it('activation unmarks the valid run of the same creation day and kind only, and says which days change', () => {
    const rival = run(5, '2025-01-17T09:00:00.000Z', '20/01/2025', 1, { VALID: 0 });
    const year = run(6, '2025-01-17T10:00:00.000Z', '17/01/2025', 365, { tipo: 'planificacion' });
    const after = activationList([friday, rival, year], 5);
    expect(after.map((r) => [r.id, r.VALID])).toEqual([[1, 0], [5, 1], [6, 1]]);
    expect(text(planChangeMessages(planChanges([friday, rival, year], after)))).toEqual([
      'Días de operación que cambian de plan en vigor:',
      '18/01/2025 – 19/01/2025: se quedan sin plan en vigor (lo era la simulación 1 «Plan 1»).',
      '20/01/2025: la simulación 5 «Plan 5» sustituye a la 1 «Plan 1».',
    ]);
  });

  it('a planning year made valid changes no operating day', () => {
    const year = run(4, '2025-01-17T16:00:00.000Z', '17/01/2025', 365, { tipo: 'planificacion', VALID: 0 });
    const changes = planChanges([friday, year], [friday, { ...year, VALID: 1 }]);
    expect(changes).toEqual([]);
    expect(text(planChangeMessages(changes))).toEqual(['Ningún día de operación cambia de plan en vigor.']);
  });
});

describe('validity per creation day and kind of run', () => {
  const sim = (id: number, created: string, VALID: 0 | 1, tipo: RunKind = 'operativa') => ({ id, created, VALID, status: 4, tipo });

  it('a planning year or a backtesting month made valid never removes the daily plan, nor the reverse', () => {
    const list = [sim(1, '2025-01-15T06:00:00Z', 1), sim(2, '2025-01-15T07:00:00Z', 0, 'planificacion'), sim(3, '2025-01-15T08:00:00Z', 0, 'backtesting')];
    const year = changeValidity(list, 2, 1);
    expect(year.ok).toBe(true);
    const month = changeValidity(year.list, 3, 1);
    expect(month.ok).toBe(true);
    expect(month.list.map((s) => s.VALID)).toEqual([1, 1, 1]);
    // A second daily plan of that day is still refused.
    expect(changeValidity([...month.list, sim(4, '2025-01-15T09:00:00Z', 0)], 4, 1).ok).toBe(false);
    // Unmarking the planning year warns for its kind only.
    const off = changeValidity(month.list, 2, 0);
    expect(off.ok && off.warning?.code).toBe('validity.lastUnmarked');
    expect(launchActiveWarning(month.list, '2025-01-15', 'planificacion')).not.toBeNull();
    expect(launchActiveWarning([list[0]!], '2025-01-15', 'planificacion')).toBeNull();
  });

  it('the list warnings count each kind apart and name the kind they are about', () => {
    const list = [
      sim(1, '2025-01-15T06:00:00Z', 1), sim(2, '2025-01-15T07:00:00Z', 1, 'planificacion'),
      sim(3, '2025-01-16T07:00:00Z', 1), sim(4, '2025-01-16T08:00:00Z', 0, 'backtesting'),
      sim(5, '2025-01-17T07:00:00Z', 1, 'planificacion'), sim(6, '2025-01-17T08:00:00Z', 1, 'planificacion'),
    ];
    expect(listValidityWarnings(list).map((w) => formatMessage(w.code, w.params))).toEqual([
      'No hay ninguna simulación de backtesting activa para las fechas: 16/01/2025',
      'Hay más de una simulación de planificación activa para las fechas: 17/01/2025',
    ]);
  });
});
