/** Base case, nominations, Ro master and the upload refusals, on every database engine. */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { dbKinds } from '../helper.ts';
import { multipart, payload, scriptedSolver, unzipJson, upload, withDeclaredSize, zipJson, zipOf, withTestApp } from './support.ts';

describe.each(dbKinds)('base case, nominations, Ro and uploads on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;

  withTestApp(kind, scriptedSolver, (s) => ({ app, full } = s));

  it('serves the domain base case until one is saved, then the saved one', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/descargar-caso-base/', headers: full });
    expect(first.statusCode).toBe(200);
    const initial = unzipJson(first.rawPayload)['data.json'] as { metadata: { simulation_name: string }; planta: { motores: unknown[] } };
    expect(initial.metadata.simulation_name).toBe('Sin título');
    expect(initial.planta.motores).toHaveLength(8);
    const saved = await upload(app, '/api/cargar-caso-base/', full, payload('Caso guardado'), 'file');
    expect(saved.json()).toEqual({ status: 200, message: 'Caso base guardado' });
    const again = await app.inject({ method: 'GET', url: '/api/descargar-caso-base/', headers: full });
    expect((unzipJson(again.rawPayload)['data.json'] as { metadata: { simulation_name: string } }).metadata.simulation_name).toBe('Caso guardado');
    const bad = await upload(app, '/api/cargar-caso-base/', full, { planta: 1 }, 'file');
    expect(bad.statusCode).toBe(601);
  });

  it('stores a nomination with user and time, refusing bad values', async () => {
    const res = await upload(app, '/api/nominacion/', full, { NOMINATION_VALUE: 250.5 });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: number; value: number; username: string; created: string };
    expect(body).toMatchObject({ status: 200, message: 'Nominación guardada', value: 250.5, username: 'gestor' });
    expect(Number.isNaN(Date.parse(body.created))).toBe(false);
    for (const v of [-1, 'NaN', 'Infinity', null, 1e12]) {
      const r = await upload(app, '/api/nominacion/', full, { NOMINATION_VALUE: v });
      expect(r.statusCode).toBe(400);
    }
  });

  it('keeps the Ro master: create, list, update, delete and refusals', async () => {
    const post = (body: unknown) => app.inject({ method: 'POST', url: '/api/ro/', headers: full, payload: body as object });
    expect((await post({ DATE_RO: '2025-01-01', VALUE: 78.8, USER_MOD: 'otro' })).json()).toMatchObject({ status: 200, message: 'Valor de Ro guardado' });
    expect((await post({ DATE_RO: '2025-02-01' })).statusCode).toBe(400); // VALUE is required: never stored as 0
    expect((await post({ DATE_RO: '2025-02-01', VALUE: 0 })).statusCode).toBe(200);
    expect((await post({ DATE_RO: '2025-01-01', VALUE: 1 })).statusCode).toBe(409);
    const notFirst = await post({ DATE_RO: '2025-01-15', VALUE: 1 });
    expect(notFirst.statusCode).toBe(400);
    expect(notFirst.json()).toMatchObject({ message: 'La fecha de Ro debe ser el primer día de un mes (yyyy-MM-01)' });
    expect((await post({ DATE_RO: '2025-02-30', VALUE: 1 })).statusCode).toBe(400);
    expect((await post({ DATE_RO: '2025-03-01', VALUE: 'abc' })).statusCode).toBe(400);
    const list = await app.inject({ method: 'GET', url: '/api/ro?start_date=2025-01-01&end_date=2025-01-01', headers: full });
    expect(list.json()).toEqual([{ DATE_RO: '2025-01-01', VALUE: 78.8, USER_MOD: 'gestor', DATETIME_MOD: expect.any(String) }]);
    const all = (await app.inject({ method: 'GET', url: '/api/ro', headers: full })).json() as { DATE_RO: string; VALUE: number }[];
    expect(all.map((r) => [r.DATE_RO, r.VALUE])).toEqual([['2025-01-01', 78.8], ['2025-02-01', 0]]);
    expect((await app.inject({ method: 'GET', url: '/api/ro?start_date=01/01/2025', headers: full })).statusCode).toBe(400);
    const put = await app.inject({ method: 'PUT', url: '/api/ro/2025-02-01', headers: full, payload: { DATE_RO: '2025-02-01', VALUE: 80 } });
    expect(put.json()).toMatchObject({ status: 200, VALUE: 80 });
    expect((await app.inject({ method: 'PUT', url: '/api/ro/2025-05-01', headers: full, payload: { VALUE: 1 } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: '/api/ro/2025-02-01', headers: full, payload: { DATE_RO: '2025-03-01', VALUE: 1 } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'DELETE', url: '/api/ro/2025-02-01', headers: full })).json()).toMatchObject({ status: 200, message: 'Valor de Ro borrado' });
    expect((await app.inject({ method: 'DELETE', url: '/api/ro/2025-02-01', headers: full })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/api/ro/2025-02-02', headers: full })).statusCode).toBe(400);
  });

  it('refuses bad uploads with 4xx and a clear message, storing nothing', async () => {
    const count = async () => ((await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json() as unknown[]).length;
    const before = await count();
    const send = (file: Buffer) => {
      const body = multipart(file);
      return app.inject({ method: 'POST', url: '/api/lanzar-simulacion/', headers: { ...full, ...body.headers }, payload: body.payload });
    };
    const cases: [string, () => Promise<{ statusCode: number; json: () => unknown }>, number, string][] = [
      ['json body', () => app.inject({ method: 'POST', url: '/api/lanzar-simulacion/', headers: full, payload: { a: 1 } }), 415, 'multipart'],
      ['not a zip', () => send(Buffer.from('hola')), 400, 'zip válido'],
      ['zip without json', () => send(zipOf({ 'otro.txt': 'x' })), 400, 'data.json'],
      ['invalid json', () => send(zipOf({ 'data.json': '{"a":' })), 400, 'formato incorrecto'],
      ['too deep', () => send(zipOf({ 'data.json': '['.repeat(100) + ']'.repeat(100) })), 400, 'anidamiento'],
      ['many entries', () => send(zipOf(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}.txt`, 'x'])))), 413, 'demasiados'],
      ['zip bomb', () => send(withDeclaredSize(zipOf({ 'data.json': new Uint8Array(1024) }), 65 * 1024 * 1024)), 413, 'tamaño máximo'],
      ['lying size', () => send(withDeclaredSize(zipJson(payload()), 100)), 400, 'formato incorrecto'],
      ['oversized upload', () => send(Buffer.alloc(21 * 1024 * 1024, 1)), 413, 'tamaño máximo'],
      ['empty multipart', () => app.inject({
        method: 'POST', url: '/api/lanzar-simulacion/', headers: { ...full, 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n',
      }), 400, ''],
    ];
    for (const [name, run, status, text] of cases) {
      const res = await run();
      expect(`${name}: ${res.statusCode}`).toBe(`${name}: ${status}`);
      expect((res.json() as { message: string }).message).toContain(text);
    }
    // A traversal-looking entry name is only a name: it is read from memory, nothing is written.
    const traversal = await send(zipOf({ '../../etc/data.json': JSON.stringify(payload('Traversal')) }));
    expect(traversal.statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  }, 120_000);

  it('answers a JSON data.json inside a folder of the zip and ignores extra files', async () => {
    const res = await send2(app, full, zipOf({ 'carpeta/data.json': JSON.stringify(payload('Carpeta')), 'leeme.txt': 'x' }));
    expect(res.statusCode).toBe(200);
  });
});

function send2(app: FastifyInstance, headers: Record<string, string>, file: Buffer) {
  const body = multipart(file);
  return app.inject({ method: 'POST', url: '/api/lanzar-simulacion/', headers: { ...headers, ...body.headers }, payload: body.payload });
}

