import { Writable } from 'node:stream';
import { writeFile } from 'node:fs/promises';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import errorHandler, { toErrorBody } from './errorHandler.ts';

async function appWithRoutes() {
  const app = Fastify({ logger: false });
  await app.register(errorHandler);
  app.get('/app-error', async () => {
    throw new AppError(409, 'Ya existe', 'ALREADY_EXISTS', { resultado: 'Ya existe' });
  });
  app.get('/crash', async () => {
    throw new Error('detalle interno con /ruta/secreta');
  });
  app.post('/schema', { schema: { body: { type: 'object', required: ['n'], properties: { n: { type: 'integer' } } } } }, async () => ({}));
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('answers AppError as { status, message, code } plus its extra fields', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/app-error' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, message: 'Ya existe', code: 'ALREADY_EXISTS', resultado: 'Ya existe' });
    await app.close();
  });

  it('hides unexpected errors behind a generic 500, without stack or message', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 500, message: 'Se produjo un problema', code: 'INTERNAL_ERROR' });
    expect(res.body).not.toContain('secreta');
    expect(res.body).not.toContain('at ');
    await app.close();
  });

  it('answers schema validation failures with 400 VALIDATION_ERROR', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/schema', payload: { n: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', message: 'Datos de entrada no válidos' });
    const bad = await app.inject({ method: 'POST', url: '/schema', payload: '{no json', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, message: 'Petición no válida' });
    await app.close();
  });

  it('maps framework 4xx errors to Spanish texts with their code', () => {
    expect(toErrorBody({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' })).toEqual({
      status: 413,
      message: 'La petición es demasiado grande',
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(toErrorBody(undefined)).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
  });
});

describe('storage that refuses writes', () => {
  const storageAnswer = {
    status: 503,
    code: 'STORAGE_UNAVAILABLE',
    message: 'El servidor no puede guardar datos en este momento (almacenamiento lleno o en solo lectura). Se ha avisado al administrador; inténtelo de nuevo más tarde.',
  };

  it('a full disk (a real ENOSPC from /dev/full) answers 503 saying to retry later, and alerts at error level', async () => {
    const lines: { level: number; msg: string }[] = [];
    const stream = new Writable({ write(chunk, _e, done) { lines.push(JSON.parse(String(chunk)) as { level: number; msg: string }); done(); } });
    const app = Fastify({ logger: { level: 'info', stream } });
    await app.register(errorHandler);
    app.post('/write', async () => {
      await writeFile('/dev/full', 'x'.repeat(8192));
      return {};
    });
    await app.ready();
    const res = await app.inject({ method: 'POST', url: '/write' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(storageAnswer);
    const alert = lines.find((l) => l.level === 50);
    expect(alert?.msg).toMatch(/almacenamiento lleno|solo lectura/);
    await app.close();
  });

  it('PostgreSQL disk full, read-only database or out of resources: the same 503, never a bare 500', () => {
    const cases = [
      { code: '53100', message: 'could not extend file "base/16384/2619": No space left on device' },
      { code: '25006', message: 'cannot execute INSERT in a read-only transaction' },
      { code: '53200', message: 'out of memory' },
      { code: 'EROFS', message: 'read-only file system' },
      { message: 'could not write to file "pg_wal/xlogtemp.1": No space left on device' },
    ];
    for (const error of cases) expect(toErrorBody(error), error.message).toEqual(storageAnswer);
    // A 55000 that is not a refused connection stays what it was: not a storage problem.
    expect(toErrorBody({ code: '55000', message: 'currval of sequence "s" is not yet defined in this session' }).status).toBe(500);
  });
});
