/**
 * Authorisation: operators addressing other users' simulation ids on EVERY :id endpoint
 * (another operator's and a full user's) get 404 — like a missing id — or 403 on full-only routes,
 * and nothing changes; their own ids work. The list of :id routes is read from the app, so a new
 * :id endpoint fails this test until it is added here.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { basicHeader, buildTestApp, dbKinds } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { upsertUser } from '../../src/repositories/users.ts';
import { scriptedSolver, todayPayload, upload, waitForStatus } from '../simulaciones/support.ts';

type Ids = { mine: number; otherOperator: number; full: number; running: number };
interface IdRoute {
  route: string;
  request: (id: number) => { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: Record<string, unknown> };
  /** What an operator gets on their own simulation (executed, status 4). */
  own: number;
  /** What an operator gets on someone else's simulation. */
  foreign: 404 | 403;
}

const idRoutes: IdRoute[] = [
  { route: '/api/simulacion/:id', request: (id) => ({ method: 'GET', url: `/api/simulacion/${id}` }), own: 200, foreign: 404 },
  { route: '/api/simulacion/:id/activar', request: (id) => ({ method: 'POST', url: `/api/simulacion/${id}/activar` }), own: 403, foreign: 403 },
  { route: '/api/simulacion/:id/cancelar', request: (id) => ({ method: 'POST', url: `/api/simulacion/${id}/cancelar` }), own: 409, foreign: 404 },
  { route: '/api/borrar-simulacion/:id', request: (id) => ({ method: 'DELETE', url: `/api/borrar-simulacion/${id}` }), own: 403, foreign: 403 },
  { route: '/api/programa/:id', request: (id) => ({ method: 'GET', url: `/api/programa/${id}` }), own: 200, foreign: 404 },
  { route: '/api/resultado-operacion/:id', request: (id) => ({ method: 'GET', url: `/api/resultado-operacion/${id}` }), own: 200, foreign: 404 },
  { route: '/api/resultado-economico/:id', request: (id) => ({ method: 'GET', url: `/api/resultado-economico/${id}` }), own: 200, foreign: 404 },
  // The quarter tables are read under the same access (an hourly run has none: 409 once found readable).
  { route: '/api/resultado-operacion/:id', request: (id) => ({ method: 'GET', url: `/api/resultado-operacion/${id}?resolucion=cuartos` }), own: 409, foreign: 404 },
  { route: '/api/explicacion/:id', request: (id) => ({ method: 'GET', url: `/api/explicacion/${id}` }), own: 200, foreign: 404 },
  // Own: a request without a block is refused (400) only once the run is found readable; nothing is queued.
  { route: '/api/simulaciones/:id/explicacion/exactos', request: (id) => ({ method: 'GET', url: `/api/simulaciones/${id}/explicacion/exactos` }), own: 200, foreign: 404 },
  { route: '/api/simulaciones/:id/explicacion/exacto', request: (id) => ({ method: 'POST', url: `/api/simulaciones/${id}/explicacion/exacto`, payload: {} }), own: 400, foreign: 404 },
  { route: '/api/resultados/:id', request: (id) => ({ method: 'GET', url: `/api/resultados/${id}` }), own: 200, foreign: 404 },
  // Day-ahead offers: read like the run; asked for by full users only (a market decision).
  { route: '/api/simulaciones/:id/ofertas', request: (id) => ({ method: 'GET', url: `/api/simulaciones/${id}/ofertas` }), own: 200, foreign: 404 },
  { route: '/api/simulaciones/:id/ofertas', request: (id) => ({ method: 'POST', url: `/api/simulaciones/${id}/ofertas` }), own: 403, foreign: 403 },
  { route: '/api/descargar-entrada/:id', request: (id) => ({ method: 'GET', url: `/api/descargar-entrada/${id}` }), own: 200, foreign: 404 },
  { route: '/api/descargar-resultado/:id', request: (id) => ({ method: 'GET', url: `/api/descargar-resultado/${id}` }), own: 403, foreign: 403 },
  { route: '/api/simulaciones/:id/sensibilidad', request: (id) => ({ method: 'GET', url: `/api/simulaciones/${id}/sensibilidad` }), own: 200, foreign: 404 },
  { route: '/api/simulaciones/:id/sensibilidad', request: (id) => ({ method: 'POST', url: `/api/simulaciones/${id}/sensibilidad`, payload: {} }), own: 403, foreign: 403 },
  { route: '/api/simulaciones/:id/replanificacion', request: (id) => ({ method: 'GET', url: `/api/simulaciones/${id}/replanificacion` }), own: 200, foreign: 404 },
  // Own: an hour outside the horizon is refused (400) only once the run is found to be the operator's; nothing is stored.
  { route: '/api/simulaciones/:id/replanificar', request: (id) => ({ method: 'POST', url: `/api/simulaciones/${id}/replanificar`, payload: { hora: 1, unidades: ['Motor cogeneración 1'] } }), own: 400, foreign: 404 },
  // The query-string ids of the comparison.
  { route: '/api/comparar?a&b', request: (id) => ({ method: 'GET', url: `/api/comparar?a=${id}&b=${id}` }), own: 200, foreign: 404 },
  // The query-string id of the validity call.
  // An actuals import's id, not a simulation's: withdrawing an import is for full users only.
  { route: '/api/datos-reales/importaciones/:id', request: (id) => ({ method: 'DELETE', url: `/api/datos-reales/importaciones/${id}` }), own: 403, foreign: 403 },
  { route: '/api/cambiar-estado?simulation_id', request: (id) => ({ method: 'GET', url: `/api/cambiar-estado?simulation_id=${id}&new_status=1` }), own: 403, foreign: 403 },
];

describe.each(dbKinds)('operators and other users\' simulation ids on %s', (kind) => {
  let app: FastifyInstance;
  const ids: Ids = { mine: 0, otherOperator: 0, full: 0, running: 0 };
  const h: Record<'full' | 'op' | 'op2', Record<string, string>> = { full: {}, op: {}, op2: {} };

  const login = async (user: string, password: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/login', headers: { authorization: basicHeader(user, password) } });
    return { authorization: `Bearer ${(res.json() as { token: string }).token}` };
  };
  const snapshot = async () => JSON.stringify((await app.db.query(
    `SELECT id, name, username, status, valid, last_update, error,
       NOT EXISTS (SELECT 1 FROM simulation_results r WHERE r.simulation_id = simulations.id) AS no_results
     FROM simulations ORDER BY id`,
  )).rows);

  beforeAll(async () => {
    // Operators' names are replaced by the automatic title and their upload counts only for demand and
    // availability: the marker of a solve that waits is the first cooling-demand value.
    setSolverForTests((p, opts) => scriptedSolver(p.demanda_frio[0]?.valor === 1.37 ? { ...p, metadata: { ...p.metadata, simulation_name: 'espera' } } : p, opts));
    const dataDir = await mkdtemp(join(tmpdir(), 'plantasim-owner-'));
    await writeFile(join(dataDir, 'config.json'), JSON.stringify({ usuarios_operadores: ['operador', 'operador2'] }));
    app = await buildTestApp(kind, { dataDir });
    await upsertUser(app.db, 'operador2', 'operador2-clave');
    h.full = await login('gestor', 'gestor2026');
    h.op = await login('operador', 'operador2026');
    h.op2 = await login('operador2', 'operador2-clave');
    const launch = async (headers: Record<string, string>, name: string) =>
      ((await upload(app, '/api/lanzar-simulacion/', headers, todayPayload(name))).json() as { id: number }).id;
    ids.mine = await launch(h.op, 'propia');
    ids.otherOperator = await launch(h.op2, 'de otro operador');
    ids.full = await launch(h.full, 'del gestor');
    for (const id of [ids.mine, ids.otherOperator, ids.full]) expect((await waitForStatus(app, h.full, id)).status).toBe(4);
    const waiting = todayPayload('espera');
    waiting.demanda_frio[0]!.valor = 1.37;
    ids.running = ((await upload(app, '/api/lanzar-simulacion/', h.op2, waiting)).json() as { id: number }).id;
    await waitForStatus(app, h.full, ids.running, (s) => s === 3);
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });

  it('tests every :id route the app has', () => {
    // printRoutes draws a tree ('│   └── /:id (GET, HEAD)'): rebuild each full path from its ancestors.
    const stack: string[] = [];
    const routes: string[] = [];
    for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
      const m = /^([│ ]*)[├└]── (\S+)/.exec(line);
      if (!m) continue;
      const depth = m[1]!.length / 4;
      stack[depth] = m[2]!;
      routes.push(stack.slice(0, depth + 1).join(''));
    }
    const withId = routes.filter((r) => r.includes(':id')).sort();
    expect(withId.length).toBeGreaterThan(5);
    expect(withId).toEqual([...new Set(idRoutes.map((r) => r.route).filter((r) => r.includes(':id')))].sort());
  });

  it('answers 404/403 for other users\' ids, leaves them untouched, and serves the operator\'s own', async () => {
    const before = await snapshot();
    const failures: string[] = [];
    for (const r of idRoutes) {
      for (const foreign of [ids.otherOperator, ids.full, ids.running]) {
        const res = await app.inject({ ...r.request(foreign), headers: h.op });
        const body = res.json() as { status: number; message: string };
        if (res.statusCode !== r.foreign || body.status !== r.foreign) failures.push(`${r.route} id=${foreign} -> ${res.statusCode}`);
        if (r.foreign === 404 && body.message !== `No existe la simulación ${foreign}.`) failures.push(`${r.route} message ${body.message}`);
      }
      const own = await app.inject({ ...r.request(ids.mine), headers: h.op });
      if (own.statusCode !== r.own) failures.push(`${r.route} own -> ${own.statusCode}`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
    // The other operator's running simulation was not cancelled by the refused request.
    expect((await waitForStatus(app, h.op2, ids.running, () => true)).status).toBe(3);
  });

  it('an id that does not exist answers exactly like a foreign one (ids cannot be probed)', async () => {
    const missing = 2_000_000_000;
    for (const r of idRoutes.filter((x) => x.foreign === 404)) {
      const a = await app.inject({ ...r.request(missing), headers: h.op });
      const b = await app.inject({ ...r.request(ids.full), headers: h.op });
      expect(a.statusCode).toBe(b.statusCode);
      expect((a.json() as { code: string }).code).toBe((b.json() as { code: string }).code);
    }
  });

  it('lists only the operator\'s own simulations; the other operator\'s owner may cancel', async () => {
    const list = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: h.op })).json() as { id: number; username: string }[];
    expect(list.map((s) => s.id)).toEqual([ids.mine]);
    const all = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: h.full })).json() as { id: number }[];
    expect(all.map((s) => s.id).sort((a, b) => a - b)).toEqual([ids.mine, ids.otherOperator, ids.full, ids.running].sort((a, b) => a - b));
    const cancel = await app.inject({ method: 'POST', url: `/api/simulacion/${ids.running}/cancelar`, headers: h.op2 });
    expect(cancel.statusCode).toBe(200);
    expect((await waitForStatus(app, h.op2, ids.running, () => true)).status).toBe(6);
  });
});
