/**
 * Operator reach over the measured operation, decided and enforced by the server:
 * - operators may import (measurements are what happened), and their import becomes the current value
 *   of its hours, but the values it replaces are kept: managers see who imported what and withdraw an
 *   import, which puts its hours back to their previous values;
 * - the import history and the withdrawal are for full users only (operators 403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authHeaders, buildTestApp, dbKinds } from '../../helper.ts';

describe.each(dbKinds)('operators\' actuals imports stay reversible by managers (%s)', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  let operator: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    full = await authHeaders(app, 'full');
    operator = await authHeaders(app, 'operator');
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  const push = (headers: Record<string, string>, value: number) => app.inject({
    method: 'POST', url: '/api/datos-reales', headers,
    payload: { filas: [{ horizonte: '15/01/2025 10:00', valores: { 'motor.1': value } }, { horizonte: '15/01/2025 11:00', valores: { 'motor.1': value } }] },
  });
  const current = async () => {
    const r = await app.inject({ method: 'GET', url: '/api/datos-reales?desde=15/01/2025&hasta=15/01/2025', headers: full });
    expect(r.statusCode).toBe(200);
    return r.json() as { horas: { horizonte: string; valores: Record<string, number> }[]; importaciones: { id: number; username: string }[] };
  };

  it('the manager sees the operator\'s import, withdraws it, and the hours are the manager\'s again', async () => {
    const mine = await push(full, 3.2);
    expect(mine.statusCode, mine.body).toBe(200);
    const theirs = await push(operator, 0.5);
    expect(theirs.statusCode, theirs.body).toBe(200);
    const theirId = (theirs.json() as { importacion: number }).importacion;

    const now = await current();
    expect(now.horas.map((h) => h.valores['motor.1'])).toEqual([0.5, 0.5]);
    expect(now.importaciones.map((i) => i.username)).toEqual(['operador']);

    const history = await app.inject({ method: 'GET', url: '/api/datos-reales/importaciones', headers: full });
    expect(history.statusCode).toBe(200);
    expect((history.json() as { id: number; username: string }[]).slice(0, 2).map((i) => [i.id, i.username])).toEqual([
      [theirId, 'operador'], [(mine.json() as { importacion: number }).importacion, 'gestor'],
    ]);

    const withdrawn = await app.inject({ method: 'DELETE', url: `/api/datos-reales/importaciones/${theirId}`, headers: full });
    expect(withdrawn.json()).toEqual({ status: 200, id: theirId, message: `Importación ${theirId} retirada: sus horas vuelven a los valores anteriores.` });
    const after = await current();
    expect(after.horas.map((h) => h.valores['motor.1'])).toEqual([3.2, 3.2]);
    expect(after.importaciones.map((i) => i.username)).toEqual(['gestor']);

    const again = await app.inject({ method: 'DELETE', url: `/api/datos-reales/importaciones/${theirId}`, headers: full });
    expect([again.statusCode, again.json().code]).toEqual([404, 'IMPORT_NOT_FOUND']);
  });

  it('operators may not read the history nor withdraw an import (403), and nothing changes', async () => {
    const before = await current();
    const id = before.importaciones[0]!.id;
    expect((await app.inject({ method: 'GET', url: '/api/datos-reales/importaciones', headers: operator })).statusCode).toBe(403);
    const refused = await app.inject({ method: 'DELETE', url: `/api/datos-reales/importaciones/${id}`, headers: operator });
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN_OPERATOR']);
    expect(await current()).toEqual(before);
  });
});
