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
