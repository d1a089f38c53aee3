/**
 * The Ro master's dates and values on every engine: a date with a month 00/13 or a day 00 is a 400
 * with the catalogue's message on every method (it was a RangeError, 500), and a VALUE written as
 * text is read with a decimal comma or point only ('0x10' and '1e3' were stored as 16 and 1000); a VALUE
 * is required and within 0–1000 €/MWh (a missing one was stored as 0, −999999 as is).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { authHeaders, buildTestApp, dbKinds } from '../helper.ts';

describe.each(dbKinds)('Ro master input on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  const stored = async () => (await app.db.query('SELECT * FROM ro_master ORDER BY 1')).rows;

  beforeAll(async () => {
    app = await buildTestApp(kind, { marketDataDir: undefined });
    full = await authHeaders(app, 'full');
    await app.inject({ method: 'POST', url: '/api/ro/', headers: full, payload: { DATE_RO: '2040-01-01', VALUE: 70 } });
  });
  afterAll(async () => { await app?.close(); });

  it.each(['2040-13-01', '2040-00-01', '2040-01-00', '2040-02-30', '2041-02-29', '2040-99-99'])('%s: 400 on GET, POST, PUT and DELETE, nothing stored', async (date) => {
    const before = await stored();
    const requests = [
      { method: 'GET' as const, url: `/api/ro?start_date=${date}`, field: 'start_date' },
      { method: 'GET' as const, url: `/api/ro?start_date=2040-01-01&end_date=${date}`, field: 'end_date' },
      { method: 'POST' as const, url: '/api/ro/', payload: { DATE_RO: date, VALUE: 1 }, field: 'DATE_RO' },
      { method: 'PUT' as const, url: `/api/ro/${date}`, payload: { VALUE: 1 }, field: 'DATE_RO' },
      { method: 'DELETE' as const, url: `/api/ro/${date}`, field: 'DATE_RO' },
    ];
    for (const { field, ...req } of requests) {
      const res = await app.inject({ ...req, headers: full });
      expect(res.json(), `${req.method} ${req.url}`).toEqual({
        status: 400, code: 'BAD_DATE', message: `La fecha debe ser un día real con el formato yyyy-MM-dd (${field})`,
      });
    }
    expect(await stored()).toEqual(before);
  });

  it('VALUE as text: decimal comma or point only; hex and exponents refused, nothing stored', async () => {
    for (const [text, value] of [['78,8', 78.8], ['78.8', 78.8], ['1.000,0', 1000], [' 7 ', 7], ['0', 0]] as const) {
      const res = await app.inject({ method: 'PUT', url: '/api/ro/2040-01-01', headers: full, payload: { VALUE: text } });
      expect(res.json(), text).toMatchObject({ status: 200, VALUE: value });
    }
    const before = await stored();
    for (const text of ['0x10', '1e3', '1E3', '0b101', '0o17', 'Infinity', '12 €', '1_000']) {
      for (const req of [
        { method: 'PUT' as const, url: '/api/ro/2040-01-01', payload: { VALUE: text } },
        { method: 'POST' as const, url: '/api/ro/', payload: { DATE_RO: '2040-03-01', VALUE: text } },
      ]) {
        const res = await app.inject({ ...req, headers: full });
        expect(res.json(), `${req.method} ${text}`).toEqual({
          status: 400, code: 'BAD_VALUE', message: 'VALUE debe ser un número con coma o punto decimal (por ejemplo 78,8)',
        });
      }
    }
    expect(await stored()).toEqual(before);
  });
});

describe.each(dbKinds)('Ro values that mean something (%s)', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    full = await authHeaders(app, 'full');
    await app.inject({ method: 'POST', url: '/api/ro/', headers: full, payload: { DATE_RO: '2041-01-01', VALUE: 70 } });
  });
  afterAll(async () => {
    await app?.close();
  });
  const stored = async () => (await app.db.query('SELECT * FROM ro_master ORDER BY 1')).rows;

  it('VALUE is required: missing, null, empty or blank is refused with the catalogue\'s message, never stored as 0', async () => {
    const before = await stored();
    for (const body of [{}, { VALUE: null }, { VALUE: '' }, { VALUE: '   ' }]) {
      for (const req of [
        { method: 'POST' as const, url: '/api/ro/', payload: { DATE_RO: '2041-02-01', ...body } },
        { method: 'PUT' as const, url: '/api/ro/2041-01-01', payload: body },
      ]) {
        const res = await app.inject({ ...req, headers: full });
        expect(res.json(), `${req.method} ${JSON.stringify(body)}`).toEqual({
          status: 400, code: 'VALUE_REQUIRED', message: 'Falta VALUE: el valor de Ro del mes en €/MWh',
        });
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('VALUE outside 0–1000 €/MWh (−999999, negatives, orders of magnitude off) is refused, nothing stored', async () => {
    const before = await stored();
    for (const value of [-999999, -0.01, 1000.01, 999999, '-7', '1.234,5', '-999999']) {
      for (const req of [
        { method: 'POST' as const, url: '/api/ro/', payload: { DATE_RO: '2041-02-01', VALUE: value } },
        { method: 'PUT' as const, url: '/api/ro/2041-01-01', payload: { VALUE: value } },
      ]) {
        const res = await app.inject({ ...req, headers: full });
        expect(res.json(), `${req.method} ${value}`).toEqual({
          status: 400, code: 'VALUE_OUT_OF_RANGE', message: 'VALUE debe estar entre 0 y 1000 €/MWh',
        });
      }
    }
    expect(await stored()).toEqual(before);
    // The bounds themselves are values.
    expect((await app.inject({ method: 'POST', url: '/api/ro/', headers: full, payload: { DATE_RO: '2041-02-01', VALUE: 0 } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/api/ro/2041-02-01', headers: full, payload: { VALUE: 1000 } })).statusCode).toBe(200);
  });
});
