/**
 * Re-plan from hour H through HTTP, on both engines: the refusals (nothing stored), the operator's
 * limits, 401, and a real re-plan with the optimizer where the tripped engine is off from H, the hours
 * before H are the origin's, and the re-plan replaces its origin as the day's valid simulation.
 * "Today" is fixed by the app's clock (config.now): 15/01/2025 in Madrid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createBaseCase, dayQuarterKeys, SIMULATION_STATUS, type ReplanInfo, type ReplanPart, type ResultTable, type SimulationPayload } from '@plantasim/domain';
import { authHeaders, buildTestApp, dbKinds, demoCredentials, type DbKind } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { insertSimulation, transition } from '../../src/repositories/simulations.ts';
import { fakeResults, openEvents, payload, scriptedSolver, upload, waitForStatus } from './support.ts';
import type { ReplanSolve, SolveFn } from '../../src/jobs/types.ts';

const now = () => new Date('2025-01-15T10:00:00Z');
const ENGINE = 'Motor cogeneración 1';

async function storeExecuted(app: FastifyInstance, username: string, inputs: SimulationPayload, status: 4 | 5 = 4): Promise<number> {
  const row = await insertSimulation(app.db, { name: inputs.metadata.simulation_name, username, status: SIMULATION_STATUS.EnEjecucion, inputs, mode: null });
  await transition(app.db, row.id, [SIMULATION_STATUS.EnEjecucion], status, status === 4 ? { results: fakeResults } : { error: 'x' });
  return row.id;
}

async function tableCounts(app: FastifyInstance) {
  const r = await app.db.query<{ sims: number; parts: number }>(
    'SELECT (SELECT count(*)::int FROM simulations) AS sims, (SELECT count(*)::int FROM simulation_results) AS parts',
  );
  return r.rows[0];
}

describe.each(dbKinds)('re-plan refusals and limits on %s', (kind: DbKind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  let operator: Record<string, string>;
  let own: number;
  let others: number;

  beforeAll(async () => {
    setSolverForTests(scriptedSolver);
    app = await buildTestApp(kind, { now });
    full = await authHeaders(app, 'full');
    operator = await authHeaders(app, 'operator');
    own = await storeExecuted(app, demoCredentials.operator.username, payload('Del operador'));
    others = await storeExecuted(app, demoCredentials.full.username, payload('Del gestor'));
  });
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });

  const post = (id: number, body: unknown, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: `/api/simulaciones/${id}/replanificar`, payload: body as object, headers });

  it('refuses every bad request with a clear 4xx in Spanish or English and stores nothing', async () => {
    const before = await tableCounts(app);
    const failed = await storeExecuted(app, demoCredentials.full.username, payload('Fallida'), 5);
    const past = await storeExecuted(app, demoCredentials.full.username, payload('Pasada', (p) => ({ ...p, configuracion: { ...p.configuracion, fechaActual: '13/01/2025' } })));
    const counted = await tableCounts(app);
    const cases: [number, unknown, number, string, string?][] = [
      [others, { hora: 14 }, 400, 'Petición de re-planificación no válida: indique la hora (número entero) y al menos una unidad.'],
      [others, { hora: 14.5, unidades: [ENGINE] }, 400, 'Petición de re-planificación no válida: indique la hora (número entero) y al menos una unidad.'],
      [others, { hora: 14, unidades: [] }, 400, 'Invalid re-plan request: give the hour (a whole number) and at least one unit.', 'en'],
      [others, { hora: 1, unidades: [ENGINE] }, 400, 'La hora H1 no está en el horizonte: debe estar entre H2 y H24.'],
      [others, { hora: 25, unidades: [ENGINE] }, 400, 'Hour H25 is outside the horizon: it must be between H2 and H24.', 'en'],
      [others, { hora: 14, unidades: ['Motor 99'] }, 400, 'La unidad «Motor 99» no existe en la simulación.'],
      [others, { hora: 14, unidades: [ENGINE, ENGINE] }, 400, `La unidad «${ENGINE}» aparece más de una vez.`],
      [failed, { hora: 14, unidades: [ENGINE] }, 409, 'Solo se puede re-planificar una simulación ejecutada correctamente (estado: Ejecutada NOK).'],
      [past, { hora: 14, unidades: [ENGINE] }, 409, 'Only simulations whose horizon (13/01/2025 to 13/01/2025) includes today or tomorrow (15/01/2025) can be re-planned.', 'en'],
      [999_999, { hora: 14, unidades: [ENGINE] }, 404, 'No existe la simulación 999999.'],
    ];
    for (const [id, body, status, message, lang] of cases) {
      const res = await post(id, body, lang ? { ...full, 'accept-language': lang } : full);
      expect({ status: res.statusCode, message: (res.json() as { message: string }).message }).toEqual({ status, message });
    }
    const bad = await app.inject({ method: 'POST', url: '/api/simulaciones/abc/replanificar', payload: { hora: 14, unidades: [ENGINE] }, headers: full });
    expect(bad.statusCode).toBe(400);
    expect(await tableCounts(app)).toEqual(counted);
    expect(counted!.sims).toBe(before!.sims + 2);
  });

  it('checks the body against the contract before reading the simulation: a malformed one is refused in words whatever the id names', async () => {
    const before = await tableCounts(app);
    const es = 'Petición de re-planificación no válida: indique la hora (número entero) y al menos una unidad.';
    const en = 'Invalid re-plan request: give the hour (a whole number) and at least one unit.';
    const cases: [number, unknown, Record<string, string>, string][] = [
      [999_999, { hora: 14 }, full, es],
      [999_999, { hora: 14, unidades: [ENGINE], usarReales: 'sí' }, { ...full, 'accept-language': 'en' }, en],
      // Someone else's run: the same refusal as for a missing one, so it tells nothing of the id.
      [others, { hora: '14', unidades: [ENGINE] }, operator, es],
      [own, [], { ...operator, 'accept-language': 'en' }, en],
    ];
    for (const [id, body, headers, message] of cases) {
      const res = await post(id, body, headers);
      expect({ status: res.statusCode, body: res.json() as unknown }).toEqual({ status: 400, body: { status: 400, message, code: 'BAD_REPLAN_REQUEST' } });
    }
    expect(await tableCounts(app)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    expect((await post(own, { hora: 14, unidades: [ENGINE] }, {})).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/simulaciones/${own}/replanificacion` })).statusCode).toBe(401);
  });

  it('lets an operator re-plan their own runs only; the re-plan links to its origin and the origin lists it', async () => {
    const before = await tableCounts(app);
    const refused = await post(others, { hora: 14, unidades: [ENGINE] }, operator);
    expect(refused.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/simulaciones/${others}/replanificacion`, headers: operator })).statusCode).toBe(404);
    expect(await tableCounts(app)).toEqual(before);

    const events = await app.inject({ method: 'GET', url: `/api/simulaciones/${own}/replanificacion`, headers: operator });
    const info = events.json() as ReplanInfo;
    expect(info.noReplanificable).toBeNull();
    expect(info.horas).toBe(24);
    expect(info.unidades.filter((u) => u.tipo === 'motor').map((u) => u.nombre)).toContain(ENGINE);
    expect(info.origen).toBeNull();

    const res = await post(own, { hora: 14, unidades: [ENGINE], usarReales: true }, operator);
    expect(res.statusCode).toBe(200);
    const launched = res.json() as { id: number; origen: number; message: string };
    expect(launched.origen).toBe(own);
    expect(launched.message).toBe(`Re-planificación desde H14 lanzada como simulación ${launched.id}.`);
    const row = await app.db.query<{ username: string; replan_of: number; replan: unknown; valid: number; name: string }>(
      'SELECT username, replan_of, replan, valid, name FROM simulations WHERE id = $1', [launched.id],
    );
    expect(row.rows[0]).toEqual({
      username: demoCredentials.operator.username, replan_of: own, replan: { hora: 14, unidades: [ENGINE], usarReales: true }, valid: 0, name: 'Del operador · Re-plan. H14',
    });
    const replanInfo = (await app.inject({ method: 'GET', url: `/api/simulaciones/${launched.id}/replanificacion`, headers: operator })).json() as ReplanInfo;
    expect(replanInfo.origen?.id).toBe(own);
    expect(replanInfo.peticion).toEqual({ hora: 14, unidades: [ENGINE], usarReales: true });
    const originInfo = (await app.inject({ method: 'GET', url: `/api/simulaciones/${own}/replanificacion`, headers: operator })).json() as ReplanInfo;
    expect(originInfo.replanificaciones.map((r) => r.id)).toEqual([launched.id]);
    // A full user sees it too; the past run says why it cannot be re-planned.
    const asFull = (await app.inject({ method: 'GET', url: `/api/simulaciones/${own}/replanificacion`, headers: full })).json() as ReplanInfo;
    expect(asFull.replanificaciones.map((r) => r.id)).toEqual([launched.id]);
  });
});

describe.each(dbKinds)('a re-plan of a re-plan on %s', (kind: DbKind) => {
  let app: FastifyInstance;
  let base: string;
  let full: Record<string, string>;
  /** What each solve job was handed, by simulation name. */
  const received = new Map<string, ReplanSolve | undefined>();
  const recording: SolveFn = async (p, opts) => {
    received.set(p.metadata.simulation_name, opts.replan);
    return scriptedSolver(p, opts);
  };

  beforeAll(async () => {
    setSolverForTests(recording);
    app = await buildTestApp(kind, { now });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    full = await authHeaders(app, 'full');
  });
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });

  it("hands the second re-plan's job the first trip from its own hour with the new one", async () => {
    const [first, second] = payload().planta.motores.map((m) => m.nombre);
    const origin = await storeExecuted(app, demoCredentials.full.username, payload('Plan del día'));
    const ticket = ((await (await fetch(`${base}/api/simulacion/eventos/ticket`, { method: 'POST', headers: full })).json()) as { ticket: string }).ticket;
    const events = await openEvents(`${base}/api/simulacion/eventos?ticket=${encodeURIComponent(ticket)}`);
    const replan = async (id: number, hora: number, unit: string): Promise<number> => {
      const res = await fetch(`${base}/api/simulaciones/${id}/replanificar`, {
        method: 'POST', headers: { ...full, 'content-type': 'application/json' }, body: JSON.stringify({ hora, unidades: [unit] }),
      });
      expect(res.status).toBe(200);
      const launched = ((await res.json()) as { id: number }).id;
      await events.waitFor((e) => e.id === launched && e.status !== 3, 20_000);
      return launched;
    };
    try {
      const once = await replan(origin, 14, first!);
      const twice = await replan(once, 18, second!);
      expect((await app.db.query<{ replan_of: number }>('SELECT replan_of FROM simulations WHERE id = $1', [twice])).rows[0]!.replan_of).toBe(once);
      expect(received.get('Plan del día · Re-plan. H14')?.disparos).toEqual([{ unidad: first, hora: 14 }]);
      const job = received.get('Plan del día · Re-plan. H14 · Re-plan. H18');
      expect([job?.origen, job?.hora, job?.unidades]).toEqual([once, 18, [second]]);
      expect(job?.disparos).toEqual([{ unidad: first, hora: 14 }, { unidad: second, hora: 18 }]);
    } finally {
      events.close();
    }
  });
});

describe.each(dbKinds)('a real re-plan with the optimizer on %s', (kind: DbKind) => {
  let app: FastifyInstance;
  let base: string;
  let full: Record<string, string>;
  const explain = process.env.SOLVE_EXPLAIN;

  beforeAll(async () => {
    setSolverForTests(undefined);
    process.env.SOLVE_EXPLAIN = 'off'; // the origin's explanation is not what is tested here
    app = await buildTestApp(kind, { now });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    full = await authHeaders(app, 'full');
  });
  afterAll(async () => {
    await app?.close();
    if (explain === undefined) delete process.env.SOLVE_EXPLAIN;
    else process.env.SOLVE_EXPLAIN = explain;
  });

  const json = async <T>(path: string): Promise<T> => (await fetch(`${base}${path}`, { headers: full })).json() as Promise<T>;

  it('keeps the hours before H (measured ones when asked), stops the tripped engine from H, prices the trip and may replace its origin as valid', async () => {
    const ticket = ((await (await fetch(`${base}/api/simulacion/eventos/ticket`, { method: 'POST', headers: full })).json()) as { ticket: string }).ticket;
    const events = await openEvents(`${base}/api/simulacion/eventos?ticket=${encodeURIComponent(ticket)}`);
    try {
      const launched = await upload(app, '/api/lanzar-simulacion/', full, payload('Plan del día'));
      expect(launched.statusCode, launched.body).toBe(200);
      const origin = (launched.json() as { id: number }).id;
      await events.waitFor((e) => e.id === origin && e.status !== 3, 150_000);
      const plan = await json<ResultTable>(`/api/resultado-operacion/${origin}`);
      expect(plan.rows).toHaveLength(24);
      // The engine that runs at H14 trips there.
      const engines = Object.keys(plan.rows[13]!).filter((k) => k.startsWith('PE_Motor'));
      const tripped = engines.find((k) => Number(plan.rows[13]![k]) > 0)!;
      expect(tripped).toBeDefined();
      const unit = tripped.slice(3);

      const res = await fetch(`${base}/api/simulaciones/${origin}/replanificar`, {
        method: 'POST', headers: { ...full, 'content-type': 'application/json' }, body: JSON.stringify({ hora: 14, unidades: [unit] }),
      });
      expect(res.status).toBe(200);
      const id = ((await res.json()) as { id: number }).id;
      await events.waitFor((e) => e.id === id && e.status !== 3, 150_000);
      const detail = await json<{ status: number; error: string | null }>(`/api/simulacion/${id}`);
      expect({ status: detail.status, error: detail.error }).toEqual({ status: 4, error: null });

      const after = await json<ResultTable>(`/api/resultado-operacion/${id}`);
      expect(after.rows.slice(0, 13)).toEqual(plan.rows.slice(0, 13));
      expect(after.rows.slice(13).map((r) => r[tripped])).toEqual(new Array(11).fill(0));
      const info = await json<ReplanInfo>(`/api/simulaciones/${id}/replanificacion`);
      const part = info.resultado as ReplanPart;
      expect(part.origen).toBe(origin);
      expect(part.hora).toBe(14);
      expect(part.cambios.filter((c) => c.unidad === unit).map((c) => c.hora)).toEqual(
        plan.rows.map((r, t) => (t >= 13 && Number(r[tripped]) > 0 ? t + 1 : 0)).filter((h) => h > 0),
      );
      expect(part.cambios.every((c) => c.hora >= 14)).toBe(true);
      expect(part.costeDisparo).toBeCloseTo(part.coste - part.costePlan, 6);
      expect(part.costeDisparo).toBeGreaterThan(0);
      expect(part.reserva.map((r) => r.hora)).toEqual(Array.from({ length: 11 }, (_, i) => 14 + i));

      // With the actuals: the hours measured before H are kept as measured (the tripped engine at 1 MWe
      // in H1-H3), the others as planned.
      const position = payload().planta.motores.findIndex((m) => m.nombre === unit) + 1;
      const filas = [0, 1, 2].map((h) => ({ horizonte: `15/01/2025 0${h}:00`, valores: { [`motor.${position}`]: 1 } }));
      const pushed = await fetch(`${base}/api/datos-reales`, { method: 'POST', headers: { ...full, 'content-type': 'application/json' }, body: JSON.stringify({ filas }) });
      expect(pushed.status).toBe(200);
      const measured = await fetch(`${base}/api/simulaciones/${origin}/replanificar`, {
        method: 'POST', headers: { ...full, 'content-type': 'application/json' }, body: JSON.stringify({ hora: 14, unidades: [unit], usarReales: true }),
      });
      const measuredId = ((await measured.json()) as { id: number }).id;
      await events.waitFor((e) => e.id === measuredId && e.status !== 3, 150_000);
      const kept = await json<ResultTable>(`/api/resultado-operacion/${measuredId}`);
      expect(kept.rows.slice(0, 3).map((r) => r[tripped])).toEqual([1, 1, 1]);
      expect(kept.rows.slice(3, 13).map((r) => r[tripped])).toEqual(plan.rows.slice(3, 13).map((r) => r[tripped]));
      expect(kept.rows.slice(13).map((r) => r[tripped])).toEqual(new Array(11).fill(0));
      const measuredPart = (await json<ReplanInfo>(`/api/simulaciones/${measuredId}/replanificacion`)).resultado!;
      expect(measuredPart.horasReales).toBe(3);
      expect(measuredPart.usarReales).toBe(true);
      const originInfo = await json<ReplanInfo>(`/api/simulaciones/${origin}/replanificacion`);
      expect(originInfo.replanificaciones.map((r) => r.id)).toEqual([id, measuredId]);

      // Validity: the re-plan takes its origin's place as the day's valid simulation.
      expect((await fetch(`${base}/api/cambiar-estado?simulation_id=${origin}&new_status=1`, { headers: full })).status).toBe(200);
      const activated = await fetch(`${base}/api/simulacion/${id}/activar`, { method: 'POST', headers: full });
      expect(((await activated.json()) as { deactivated: number[] }).deactivated).toEqual([origin]);
    } finally {
      events.close();
    }
  }, 300_000);
});

describe.each(dbKinds)('a real re-plan of a quarter-hour run on %s', (kind: DbKind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  const explain = process.env.SOLVE_EXPLAIN;
  /** 11:00 in Madrid on 15/11/2025, a day planned in quarters. */
  const quarterNow = () => new Date('2025-11-15T10:00:00Z');

  beforeAll(async () => {
    setSolverForTests(undefined);
    process.env.SOLVE_EXPLAIN = 'off';
    app = await buildTestApp(kind, { now: quarterNow });
    full = await authHeaders(app, 'full');
  });
  afterAll(async () => {
    await app?.close();
    if (explain === undefined) delete process.env.SOLVE_EXPLAIN;
    else process.env.SOLVE_EXPLAIN = explain;
  });

  const json = async <T>(url: string): Promise<T> => (await app.inject({ method: 'GET', url, headers: full })).json() as T;
  const replan = async (origin: number, body: object): Promise<number> => {
    const res = await app.inject({ method: 'POST', url: `/api/simulaciones/${origin}/replanificar`, payload: body, headers: full });
    expect(res.statusCode, res.body).toBe(200);
    const id = (res.json() as { id: number }).id;
    expect(await waitForStatus(app, full, id, (s) => s !== 3, 150_000)).toMatchObject({ status: 4, error: null });
    return id;
  };

  it('keeps the quarters before H as planned, stops the tripped engine from the first quarter of H and plans the rest in quarters', async () => {
    const base = createBaseCase({ date: '15/11/2025' });
    const quarters = dayQuarterKeys({ year: 2025, month: 11, day: 15 }).map((fecha_hora, i) => ({ fecha_hora, periodo: i + 1, valor: i % 4 < 2 ? 150 : 20 }));
    const p = payload('Cuartos', () => ({
      ...base, metadata: { ...base.metadata, simulation_name: 'Cuartos' },
      configuracion: { ...base.configuracion, resolucion: 'cuartohoraria' }, elec_precios_manual_cuartos: quarters,
    }));
    const launched = await upload(app, '/api/lanzar-simulacion/', full, p);
    expect(launched.statusCode, launched.body).toBe(200);
    const origin = (launched.json() as { id: number }).id;
    expect(await waitForStatus(app, full, origin, (s) => s !== 3, 150_000)).toMatchObject({ status: 4, error: null });
    expect((await json<ReplanInfo>(`/api/simulaciones/${origin}/replanificacion`)).noReplanificable).toBeNull();
    const plan = await json<ResultTable>(`/api/resultado-operacion/${origin}?resolucion=cuartos`);
    expect(plan.rows).toHaveLength(96);

    // H14 (13:00–14:00) begins at the 53rd quarter; an engine running then trips.
    const H = 52;
    expect(plan.rows[H]!.FECHA_HORA).toBe('15/11/2025 13:00');
    const tripped = Object.keys(plan.rows[H]!).find((k) => k.startsWith('PE_') && Number(plan.rows[H]![k]) > 0)!;
    expect(tripped).toBeDefined();
    const unit = tripped.slice(3);
    const id = await replan(origin, { hora: 14, unidades: [unit] });

    const after = await json<ResultTable>(`/api/resultado-operacion/${id}?resolucion=cuartos`);
    expect(after.rows).toHaveLength(96);
    expect(after.rows.map((r) => r.FECHA_HORA)).toEqual(plan.rows.map((r) => r.FECHA_HORA));
    expect(after.rows.slice(0, H)).toEqual(plan.rows.slice(0, H));
    expect(after.rows.slice(H).map((r) => r[tripped])).toEqual(new Array(96 - H).fill(0));
    expect((await json<ResultTable>(`/api/resultado-operacion/${id}`)).rows).toHaveLength(24);
    expect((await json<{ cuartos?: boolean }>(`/api/resultados/${id}`)).cuartos).toBe(true);

    // Changes and spare capacity by hour, as for an hourly run: the tripped engine changes in every
    // hour from H14 in which the plan ran it in some quarter, by its hour's mean power.
    const part = (await json<ReplanInfo>(`/api/simulaciones/${id}/replanificacion`)).resultado as ReplanPart;
    expect([part.origen, part.hora]).toEqual([origin, 14]);
    const planHours = await json<ResultTable>(`/api/resultado-operacion/${origin}`);
    const ranHours = Array.from({ length: 24 }, (_, h) => h).filter((h) => h >= 13 && plan.rows.slice(h * 4, h * 4 + 4).some((r) => Number(r[tripped]) > 0));
    const own = part.cambios.filter((c) => c.unidad === unit);
    expect(own.map((c) => c.hora)).toEqual(ranHours.map((h) => h + 1));
    for (const c of own) {
      expect(c.antes).toBeCloseTo(Number(planHours.rows[c.hora - 1]![tripped]), 9);
      expect(c.despues).toBe(0);
    }
    expect(part.cambios.every((c) => c.hora >= 14 && c.hora <= 24)).toBe(true);
    expect(part.reserva.map((r) => r.hora)).toEqual(Array.from({ length: 11 }, (_, i) => 14 + i));
    expect(part.costeDisparo).toBeCloseTo(part.coste - part.costePlan, 6);

    // With the actuals given per hour: the tripped engine measured at 1 MWe from 00:00 to 02:00 runs
    // at 1 MWe in each of those hours' quarters; the other quarters before H are the plan's.
    const position = base.planta.motores.findIndex((m) => m.nombre === unit) + 1;
    const filas = [0, 1].map((h) => ({ horizonte: `15/11/2025 0${h}:00`, valores: { [`motor.${position}`]: 1 } }));
    const pushed = await app.inject({ method: 'POST', url: '/api/datos-reales', payload: { filas }, headers: full });
    expect(pushed.statusCode, pushed.body).toBe(200);
    const measuredId = await replan(origin, { hora: 14, unidades: [unit], usarReales: true });
    const kept = await json<ResultTable>(`/api/resultado-operacion/${measuredId}?resolucion=cuartos`);
    expect(kept.rows.slice(0, 8).map((r) => r[tripped])).toEqual(new Array(8).fill(1));
    expect(kept.rows.slice(8, H).map((r) => r[tripped])).toEqual(plan.rows.slice(8, H).map((r) => r[tripped]));
    expect(kept.rows.slice(H).map((r) => r[tripped])).toEqual(new Array(96 - H).fill(0));
    expect(((await json<ReplanInfo>(`/api/simulaciones/${measuredId}/replanificacion`)).resultado as ReplanPart).horasReales).toBe(2);

    // 02:00 measured per quarter (another import): each quarter holds its own value, not the hour's mean.
    const perQuarter = [1, 2, 1.5, 1];
    const quarterRows = perQuarter.map((mw, k) => ({ horizonte: `15/11/2025 02:${String(15 * k).padStart(2, '0')}`, valores: { [`motor.${position}`]: mw } }));
    const pushedQuarters = await app.inject({ method: 'POST', url: '/api/datos-reales', payload: { filas: quarterRows }, headers: full });
    expect(pushedQuarters.statusCode, pushedQuarters.body).toBe(200);
    const quarterId = await replan(origin, { hora: 14, unidades: [unit], usarReales: true });
    const byQuarter = await json<ResultTable>(`/api/resultado-operacion/${quarterId}?resolucion=cuartos`);
    expect(byQuarter.rows.slice(0, 12).map((r) => r[tripped])).toEqual([...new Array(8).fill(1), ...perQuarter]);
    expect(byQuarter.rows.slice(12, H).map((r) => r[tripped])).toEqual(plan.rows.slice(12, H).map((r) => r[tripped]));
    expect(((await json<ReplanInfo>(`/api/simulaciones/${quarterId}/replanificacion`)).resultado as ReplanPart).horasReales).toBe(3);
  }, 400_000);
});
