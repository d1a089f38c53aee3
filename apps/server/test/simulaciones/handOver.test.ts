/**
 * The operator's hand-over, on both engines: an operator reads the manager's plan in force for today
 * and for tomorrow (the results screen's parts and the inputs) and may re-plan it; every other run of
 * a manager (not valid, valid but superseded, valid for a past day or for a later day) answers 404 —
 * like a missing id — or 403 on full-only routes, on every :id route, the comparison and plan vs real
 * included, and nothing changes. "Today" is fixed by the app's clock: 15/01/2025 in Madrid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SIMULATION_STATUS, type SimulationPayload } from '@plantasim/domain';
import { authHeaders, buildTestApp, dbKinds, demoCredentials, type DbKind } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { insertSimulation, transition } from '../../src/repositories/simulations.ts';
import { fakeResults, payload, scriptedSolver } from './support.ts';

const now = () => new Date('2025-01-15T10:00:00Z');
const ENGINE = 'Motor cogeneración 1';

type Method = 'GET' | 'POST' | 'DELETE';
interface Route { route: string; request: (id: number) => { method: Method; url: string; payload?: Record<string, unknown> } }

/** Every route that names a simulation, and what an operator gets on the plan in force. */
const routes: Array<Route & { inForce: number }> = [
  { route: '/api/simulacion/:id', request: (id) => ({ method: 'GET', url: `/api/simulacion/${id}` }), inForce: 200 },
  { route: '/api/programa/:id', request: (id) => ({ method: 'GET', url: `/api/programa/${id}` }), inForce: 200 },
  { route: '/api/resultado-operacion/:id', request: (id) => ({ method: 'GET', url: `/api/resultado-operacion/${id}` }), inForce: 200 },
  { route: '/api/resultado-economico/:id', request: (id) => ({ method: 'GET', url: `/api/resultado-economico/${id}` }), inForce: 200 },
  { route: '/api/explicacion/:id', request: (id) => ({ method: 'GET', url: `/api/explicacion/${id}` }), inForce: 200 },
  // The exact counterfactuals refine the explanation the operator may read; a request without a block
  // is refused (400) only once the run is found readable, and queues nothing.
  { route: '/api/simulaciones/:id/explicacion/exactos', request: (id) => ({ method: 'GET', url: `/api/simulaciones/${id}/explicacion/exactos` }), inForce: 200 },
  { route: '/api/simulaciones/:id/explicacion/exacto', request: (id) => ({ method: 'POST', url: `/api/simulaciones/${id}/explicacion/exacto`, payload: {} }), inForce: 400 },
  { route: '/api/resultados/:id', request: (id) => ({ method: 'GET', url: `/api/resultados/${id}` }), inForce: 200 },
  { route: '/api/descargar-entrada/:id', request: (id) => ({ method: 'GET', url: `/api/descargar-entrada/${id}` }), inForce: 200 },
  { route: '/api/simulaciones/:id/replanificacion', request: (id) => ({ method: 'GET', url: `/api/simulaciones/${id}/replanificacion` }), inForce: 200 },
  // An hour outside the horizon: refused (400) only once the run is found readable; nothing is stored.
  { route: '/api/simulaciones/:id/replanificar', request: (id) => ({ method: 'POST', url: `/api/simulaciones/${id}/replanificar`, payload: { hora: 25, unidades: [ENGINE] } }), inForce: 400 },
  // Not part of the hand-over: the plan in force stays the manager's there.
  { route: '/api/simulacion/:id/activar', request: (id) => ({ method: 'POST', url: `/api/simulacion/${id}/activar` }), inForce: 403 },
  { route: '/api/simulacion/:id/cancelar', request: (id) => ({ method: 'POST', url: `/api/simulacion/${id}/cancelar` }), inForce: 404 },
  { route: '/api/borrar-simulacion/:id', request: (id) => ({ method: 'DELETE', url: `/api/borrar-simulacion/${id}` }), inForce: 403 },
  { route: '/api/descargar-resultado/:id', request: (id) => ({ method: 'GET', url: `/api/descargar-resultado/${id}` }), inForce: 403 },
  // Day-ahead offers are the plan owner's market decision: not part of the hand-over.
  { route: '/api/simulaciones/:id/ofertas', request: (id) => ({ method: 'GET', url: `/api/simulaciones/${id}/ofertas` }), inForce: 404 },
  { route: '/api/simulaciones/:id/ofertas', request: (id) => ({ method: 'POST', url: `/api/simulaciones/${id}/ofertas` }), inForce: 403 },
  { route: '/api/simulaciones/:id/sensibilidad', request: (id) => ({ method: 'GET', url: `/api/simulaciones/${id}/sensibilidad` }), inForce: 404 },
  { route: '/api/simulaciones/:id/sensibilidad', request: (id) => ({ method: 'POST', url: `/api/simulaciones/${id}/sensibilidad`, payload: {} }), inForce: 403 },
  { route: '/api/datos-reales/importaciones/:id', request: (id) => ({ method: 'DELETE', url: `/api/datos-reales/importaciones/${id}` }), inForce: 403 },
  { route: '/api/comparar?a&b', request: (id) => ({ method: 'GET', url: `/api/comparar?a=${id}&b=${id}` }), inForce: 404 },
  { route: '/api/cambiar-estado?simulation_id', request: (id) => ({ method: 'GET', url: `/api/cambiar-estado?simulation_id=${id}&new_status=1` }), inForce: 403 },
  { route: '/api/datos-reales/balance?simulacion', request: (id) => ({ method: 'GET', url: `/api/datos-reales/balance?dia=15/01/2025&simulacion=${id}` }), inForce: 404 },
];

const onDay = (day: string, days = 1) => (p: SimulationPayload): SimulationPayload => ({ ...p, configuracion: { ...p.configuracion, fechaActual: day, horizonte: days } });

describe.each(dbKinds)('the operator\'s hand-over on %s', (kind: DbKind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  let operator: Record<string, string>;
  const ids = { today: 0, tomorrow: 0, superseded: 0, notValid: 0, past: 0, later: 0 };

  /** An executed run of the manager, created at `created`, valid or not. */
  async function managerRun(name: string, inputs: SimulationPayload, created: string, valid: 0 | 1): Promise<number> {
    const row = await insertSimulation(app.db, { name, username: demoCredentials.full.username, status: SIMULATION_STATUS.EnEjecucion, inputs, mode: null });
    await transition(app.db, row.id, [SIMULATION_STATUS.EnEjecucion], 4, { results: fakeResults });
    await app.db.query('UPDATE simulations SET created = $2, valid = $3 WHERE id = $1', [row.id, created, valid]);
    return row.id;
  }
  const snapshot = async () => JSON.stringify((await app.db.query('SELECT id, name, username, status, valid, last_update FROM simulations ORDER BY id')).rows);

  beforeAll(async () => {
    setSolverForTests(scriptedSolver);
    app = await buildTestApp(kind, { now });
    full = await authHeaders(app, 'full');
    operator = await authHeaders(app, 'operator');
    ids.superseded = await managerRun('Sustituida', payload('s', onDay('15/01/2025', 2)), '2025-01-13T08:00:00Z', 1);
    ids.tomorrow = await managerRun('Mañana', payload('m', onDay('16/01/2025')), '2025-01-14T08:00:00Z', 1);
    ids.today = await managerRun('Hoy', payload('h', onDay('15/01/2025')), '2025-01-15T07:00:00Z', 1);
    ids.notValid = await managerRun('No válida', payload('n', onDay('15/01/2025')), '2025-01-15T08:00:00Z', 0);
    ids.past = await managerRun('Pasada', payload('p', onDay('12/01/2025')), '2025-01-12T08:00:00Z', 1);
    ids.later = await managerRun('Pasado mañana', payload('l', onDay('17/01/2025')), '2025-01-11T08:00:00Z', 1);
  });
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });

  it('covers every route that names a simulation', () => {
    const stack: string[] = [];
    const all: string[] = [];
    for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
      const m = /^([│ ]*)[├└]── (\S+)/.exec(line);
      if (!m) continue;
      const depth = m[1]!.length / 4;
      stack[depth] = m[2]!;
      all.push(stack.slice(0, depth + 1).join(''));
    }
    const withId = [...new Set(all.filter((r) => r.includes(':id')))].sort();
    expect(withId).toEqual([...new Set(routes.map((r) => r.route).filter((r) => r.includes(':id')))].sort());
  });

  it('serves the plan in force for today and for tomorrow to operators, read-only', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const id of [ids.today, ids.tomorrow]) {
      for (const r of routes) {
        const res = await app.inject({ ...r.request(id), headers: operator });
        if (res.statusCode !== r.inForce) failures.push(`${r.route} id=${id} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
    const programa = await app.inject({ method: 'GET', url: `/api/programa/${ids.today}`, headers: operator });
    expect(programa.json()).toEqual(fakeResults.programa);
  });

  it('answers 404/403 on every route for every other run of the manager, and changes nothing', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const id of [ids.superseded, ids.notValid, ids.past, ids.later]) {
      for (const r of routes) {
        const res = await app.inject({ ...r.request(id), headers: operator });
        const expected = r.inForce === 403 ? 403 : 404;
        if (res.statusCode !== expected) failures.push(`${r.route} id=${id} -> ${res.statusCode}`);
        if (expected === 404 && r.route.includes(':id') && (res.json() as { message: string }).message !== `No existe la simulación ${id}.`) {
          failures.push(`${r.route} id=${id} message ${(res.json() as { message: string }).message}`);
        }
      }
      // The comparison with the plan in force does not open the other run either.
      const pair = await app.inject({ method: 'GET', url: `/api/comparar?a=${ids.today}&b=${id}`, headers: operator });
      if (pair.statusCode !== 404) failures.push(`comparar today/${id} -> ${pair.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
    const list = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: operator })).json() as unknown[];
    expect(list).toEqual([]);
  });

  it('lets the operator re-plan only the plan in force: the re-plan is theirs, linked to it, and the manager sees it', async () => {
    const count = async () => (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM simulations')).rows[0]!.n;
    const before = await count();
    for (const id of [ids.superseded, ids.notValid, ids.past, ids.later]) {
      const refused = await app.inject({ method: 'POST', url: `/api/simulaciones/${id}/replanificar`, payload: { hora: 5, unidades: [ENGINE] }, headers: operator });
      expect(refused.statusCode).toBe(404);
    }
    expect(await count()).toBe(before);
    const res = await app.inject({ method: 'POST', url: `/api/simulaciones/${ids.today}/replanificar`, payload: { hora: 5, unidades: [ENGINE] }, headers: operator });
    expect(res.statusCode).toBe(200);
    const { id, origen } = res.json() as { id: number; origen: number };
    expect(origen).toBe(ids.today);
    const row = (await app.db.query<{ username: string; replan_of: number; valid: number }>('SELECT username, replan_of, valid FROM simulations WHERE id = $1', [id])).rows[0]!;
    expect(row).toEqual({ username: demoCredentials.operator.username, replan_of: ids.today, valid: 0 });
    const info = (await app.inject({ method: 'GET', url: `/api/simulaciones/${ids.today}/replanificacion`, headers: full })).json() as { replanificaciones: { id: number }[] };
    expect(info.replanificaciones.map((r) => r.id)).toContain(id);
    // The operator's own list holds their re-plan and nothing of the manager's.
    const list = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: operator })).json() as { id: number }[];
    expect(list.map((s) => s.id)).toEqual([id]);
  });
});
