/**
 * Every endpoint of the simulation service × (full user, operator, no token) with the expected status.
 * ':id' is a simulation of the full user: operators get 404 for it, exactly like a missing id.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { authHeaders, buildTestApp, dbKinds } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { multipart, payload, scriptedSolver, todayPayload, upload, waitForStatus, zipJson } from './support.ts';

type Who = 'full' | 'operator' | 'none';
interface Row {
  name: string;
  request: (ids: { done: number; other: number }) => InjectOptions;
  /** null: not called for that role here (the market-data tests cover full users' price downloads). */
  expected: Record<Who, number | null>;
}

const zipUpload = (url: string, value: unknown, field = 'data.zip') => (): InjectOptions => {
  const body = multipart(zipJson(value), field);
  return { method: 'POST', url, payload: body.payload, headers: body.headers };
};
const get = (url: (ids: { done: number; other: number }) => string) => (ids: { done: number; other: number }): InjectOptions =>
  ({ method: 'GET', url: url(ids) });

const rows: Row[] = [
  { name: 'GET /api/simulacion', request: get(() => '/api/simulacion'), expected: { full: 200, operator: 200, none: 401 } },
  { name: 'GET /api/simulacion/:id', request: get((i) => `/api/simulacion/${i.done}`), expected: { full: 200, operator: 404, none: 401 } },
  { name: 'POST /api/lanzar-simulacion/', request: zipUpload('/api/lanzar-simulacion/', todayPayload('Matriz')), expected: { full: 200, operator: 200, none: 401 } },
  { name: 'POST /api/guardar-simulacion/', request: zipUpload('/api/guardar-simulacion/', payload('Matriz')), expected: { full: 200, operator: 403, none: 401 } },
  { name: 'POST /api/descargar-in/', request: zipUpload('/api/descargar-in/', todayPayload('IN')), expected: { full: 200, operator: 200, none: 401 } },
  { name: 'GET /api/cambiar-estado', request: get((i) => `/api/cambiar-estado?simulation_id=${i.done}&new_status=0`), expected: { full: 200, operator: 403, none: 401 } },
  { name: 'POST /api/simulacion/:id/activar', request: (i) => ({ method: 'POST', url: `/api/simulacion/${i.done}/activar` }), expected: { full: 200, operator: 403, none: 401 } },
  { name: 'POST /api/simulacion/:id/cancelar', request: (i) => ({ method: 'POST', url: `/api/simulacion/${i.done}/cancelar` }), expected: { full: 409, operator: 404, none: 401 } },
  { name: 'GET /api/programa/:id', request: get((i) => `/api/programa/${i.done}`), expected: { full: 200, operator: 404, none: 401 } },
  { name: 'GET /api/resultado-operacion/:id', request: get((i) => `/api/resultado-operacion/${i.done}`), expected: { full: 200, operator: 404, none: 401 } },
  { name: 'GET /api/resultado-economico/:id', request: get((i) => `/api/resultado-economico/${i.done}`), expected: { full: 200, operator: 404, none: 401 } },
  { name: 'GET /api/resultados/:id', request: get((i) => `/api/resultados/${i.done}`), expected: { full: 200, operator: 404, none: 401 } },
  { name: 'GET /api/simulaciones/:id/ofertas', request: get((i) => `/api/simulaciones/${i.done}/ofertas`), expected: { full: 200, operator: 404, none: 401 } },
  // The scripted solver computes no offers: a full user is told so (409); operators may not ask.
  { name: 'POST /api/simulaciones/:id/ofertas', request: (i) => ({ method: 'POST', url: `/api/simulaciones/${i.done}/ofertas` }), expected: { full: 409, operator: 403, none: 401 } },
  { name: 'GET /api/descargar-entrada/:id', request: get((i) => `/api/descargar-entrada/${i.done}`), expected: { full: 200, operator: 404, none: 401 } },
  { name: 'GET /api/descargar-resultado/:id', request: get((i) => `/api/descargar-resultado/${i.done}`), expected: { full: 200, operator: 403, none: 401 } },
  { name: 'GET /api/descargar-caso-base/', request: get(() => '/api/descargar-caso-base/'), expected: { full: 200, operator: 200, none: 401 } },
  { name: 'POST /api/cargar-caso-base/', request: zipUpload('/api/cargar-caso-base/', payload(), 'file'), expected: { full: 200, operator: 403, none: 401 } },
  // Gas nominations commit the plant's gas: a planning decision, full users only.
  { name: 'POST /api/nominacion/', request: zipUpload('/api/nominacion/', { NOMINATION_VALUE: 123.4 }), expected: { full: 200, operator: 403, none: 401 } },
  { name: 'GET /api/ro', request: get(() => '/api/ro?start_date=2025-01-01&end_date=2025-12-01'), expected: { full: 200, operator: 200, none: 401 } },
  { name: 'POST /api/ro/', request: () => ({ method: 'POST', url: '/api/ro/', payload: { DATE_RO: '2031-01-01', VALUE: 5 } }), expected: { full: 200, operator: 403, none: 401 } },
  { name: 'PUT /api/ro/:DATE_RO', request: () => ({ method: 'PUT', url: '/api/ro/2031-01-01', payload: { VALUE: 6 } }), expected: { full: 200, operator: 403, none: 401 } },
  { name: 'DELETE /api/ro/:DATE_RO', request: () => ({ method: 'DELETE', url: '/api/ro/2031-01-01' }), expected: { full: 200, operator: 403, none: 401 } },
  { name: 'DELETE /api/borrar-simulacion/:id', request: (i) => ({ method: 'DELETE', url: `/api/borrar-simulacion/${i.other}` }), expected: { full: 200, operator: 403, none: 401 } },
  // Form prices are for operators too. Days after tomorrow are never asked over HTTP: [] without a request leaving the machine.
  { name: 'GET /api/descargar-precios-omie-cuartos', request: get(() => '/api/descargar-precios-omie-cuartos?start_date=2030-01-01&end_date=2030-01-02'), expected: { full: 200, operator: 200, none: 401 } },
  { name: 'GET /api/descargador-precios', request: get(() => '/api/descargador-precios?start_date=2025-01-01&end_date=2025-01-02'), expected: { full: null, operator: 403, none: 401 } },
  { name: 'GET /api/descargador-futuros', request: get(() => '/api/descargador-futuros?start_date=2025-01-01&end_date=2025-01-02'), expected: { full: null, operator: 403, none: 401 } },
  { name: 'POST /api/datos-reales', request: () => ({ method: 'POST', url: '/api/datos-reales', payload: { filas: [{ horizonte: '15/01/2025 10:00', valores: { 'motor.1': 3 } }] } }), expected: { full: 200, operator: 200, none: 401 } },
  { name: 'GET /api/datos-reales', request: get(() => '/api/datos-reales?desde=15/01/2025&hasta=15/01/2025'), expected: { full: 200, operator: 200, none: 401 } },
  { name: 'GET /api/anual/acumulado', request: get(() => '/api/anual/acumulado?fecha=20/01/2025'), expected: { full: 200, operator: 200, none: 401 } },
  { name: 'GET /api/inicio', request: get(() => '/api/inicio'), expected: { full: 200, operator: 200, none: 401 } },
  { name: 'GET /api/datos-reales/balance', request: get(() => '/api/datos-reales/balance?dia=15/01/2025'), expected: { full: 409, operator: 404, none: 401 } },
  { name: 'GET /api/simulacion/eventos (no token)', request: get(() => '/api/simulacion/eventos'), expected: { full: 401, operator: 401, none: 401 } },
  { name: 'GET /api/simulacion/eventos?token=bad', request: get(() => '/api/simulacion/eventos?token=abc.def.ghi'), expected: { full: 401, operator: 401, none: 401 } },
];

describe.each(dbKinds)('endpoint × role matrix on %s', (kind) => {
  let app: FastifyInstance;
  const headers: Record<Who, Record<string, string>> = { full: {}, operator: {}, none: {} };
  const ids = { done: 0, other: 0 };

  beforeAll(async () => {
    setSolverForTests(scriptedSolver);
    app = await buildTestApp(kind);
    headers.full = await authHeaders(app, 'full');
    headers.operator = await authHeaders(app, 'operator');
    for (const key of ['done', 'other'] as const) {
      ids[key] = ((await upload(app, '/api/lanzar-simulacion/', headers.full, payload(key))).json() as { id: number }).id;
      await waitForStatus(app, headers.full, ids[key]);
    }
  });
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });

  // Order matters: refusals first, so the full user's deletion and Ro writes come last.
  for (const who of ['none', 'operator', 'full'] as const) {
    it(`as ${who}`, async () => {
      const seen: string[] = [];
      for (const row of rows) {
        if (row.expected[who] === null) continue;
        const req = row.request(ids);
        const res = await app.inject({
          ...req,
          headers: { ...(req.headers as Record<string, string> | undefined), ...(row.name.includes('eventos') ? {} : headers[who]) },
        });
        seen.push(`${row.name} -> ${res.statusCode}`);
        expect(`${row.name} -> ${res.statusCode}`).toBe(`${row.name} -> ${row.expected[who]}`);
        if (res.statusCode >= 400) {
          const body = res.json() as { status: number; message: string };
          expect(body.status).toBe(res.statusCode);
          expect(body.message.length).toBeGreaterThan(0);
        }
      }
      expect(seen).toHaveLength(rows.filter((r) => r.expected[who] !== null).length);
    });
  }
});
