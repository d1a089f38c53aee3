/**
 * The measured operation on every database engine: the CSV the app exports and a historian's JSON
 * go through the same checks; a refusal stores nothing; a re-import replaces the hours it covers and
 * keeps the earlier version; operators may import; every call needs a session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ACTUAL_UNITS, actualsCsv, actualsImportResponseSchema, actualsResponseSchema, formatMessage, type ActualHour } from '@plantasim/domain';
import { balancedActualDay } from '@plantasim/domain/testing';
import { authHeaders, buildTestApp, dbKinds } from '../../helper.ts';
import { currentActualWarnings } from '../../../src/repositories/actuals.ts';

const dayHours = (date: string, value: (unit: number, hour: number) => number): ActualHour[] =>
  Array.from({ length: 24 }, (_, h) => ({
    horizonte: `${date} ${String(h).padStart(2, '0')}:00`,
    valores: Object.fromEntries(ACTUAL_UNITS.map((u, k) => [u.key, value(k, h)])),
  }));

describe.each(dbKinds)('datos reales on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  let operator: Record<string, string>;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    full = await authHeaders(app, 'full');
    operator = await authHeaders(app, 'operator');
  });
  afterAll(async () => {
    await app?.close();
  });

  const csv = (text: string, headers = full, lang = 'es') =>
    app.inject({ method: 'POST', url: '/api/datos-reales', headers: { ...headers, 'content-type': 'text/csv', 'accept-language': lang }, payload: text });
  const push = (body: unknown, headers = full) => app.inject({ method: 'POST', url: '/api/datos-reales', headers, payload: body as object });
  const read = async (desde: string, hasta: string) => {
    const r = await app.inject({ method: 'GET', url: `/api/datos-reales?desde=${encodeURIComponent(desde)}&hasta=${encodeURIComponent(hasta)}`, headers: full });
    expect(r.statusCode, r.body).toBe(200);
    return actualsResponseSchema.parse(r.json());
  };
  const storedRows = async () => Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM actual_values')).rows[0]!.n);

  it('imports the exported CSV of a day and reads it back', async () => {
    const day = balancedActualDay({ year: 2025, month: 1, day: 15 });
    const r = await csv(actualsCsv.export(day, undefined), operator);
    expect(r.statusCode, r.body).toBe(200);
    expect(actualsImportResponseSchema.parse(r.json())).toMatchObject({ horas: 24, desde: '15/01/2025 00:00', hasta: '15/01/2025 23:00' });
    const back = await read('15/01/2025', '15/01/2025');
    expect(back.horas).toEqual(day);
    expect(back.importaciones).toEqual([expect.objectContaining({ username: 'operador', origen: 'csv', horas: 24 })]);
  });

  it('refuses a bad file with every finding and stores nothing', async () => {
    const before = await storedRows();
    const day = actualsCsv.export(dayHours('16/01/2025', (u) => (ACTUAL_UNITS[u]!.kind === 'compresor' ? 0.1 : 1)), undefined);
    const cases: Array<[string, string, string[]]> = [
      [day.replace('Compra red (MWh)', 'Compra'), 'Encabezados incorrectos', []],
      [day.replace('16/01/2025 05:00;1,000', '16/01/2025 05:00;-1,000'), 'Valores negativos no permitidos', ["Fila 7, 'Motor cogeneración 1 (MWe)': negativo (-1,000)"]],
      [day.replace('16/01/2025 05:00;1,000', '16/01/2025 05:00;x'), 'Valores inválidos', ["Fila 7, 'Motor cogeneración 1 (MWe)': no numérico"]],
      [day.replace('16/01/2025 05:00', '16/01/2025 24:00'), 'Horas no válidas', ["Fila 7: '16/01/2025 24:00' no es una hora dd/MM/yyyy HH:00"]],
      [day.replace('16/01/2025 05:00', '16/01/2025 04:00'), 'Horas no válidas', ['Fila 7: la hora 16/01/2025 04:00 ya está en la fila 6']],
      ['', 'Error al importar', ['El CSV está vacío.']],
    ];
    for (const [text, title, lines] of cases) {
      const r = await csv(text);
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json()).toMatchObject({ status: 400, code: 'BAD_ACTUALS', message: title });
      if (lines.length > 0) expect(r.json().detalles).toEqual(lines);
    }
    const en = await csv(day.replace('16/01/2025 05:00;1,000', '16/01/2025 05:00;-1,000'), full, 'en');
    expect(en.json()).toMatchObject({ message: 'Negative values are not allowed', detalles: ["Row 7, 'Motor cogeneración 1 (MWe)': negative (-1,000)"] });
    expect(await storedRows()).toBe(before);
  });

  it('takes a historian\'s JSON for some units; a re-import replaces those hours whole and keeps the earlier version', async () => {
    const first = await push({ filas: [{ horizonte: '17/01/2025 10:00', valores: { 'motor.1': 3.2, 'motor.2': 3 } }, { horizonte: '17/01/2025 11:00', valores: { 'motor.1': 3.2 } }] });
    expect(first.statusCode, first.body).toBe(200);
    const second = await push({ filas: [{ horizonte: '17/01/2025 10:00', valores: { 'motor.1': 2.5 } }] });
    expect(second.statusCode, second.body).toBe(200);
    const back = await read('17/01/2025', '17/01/2025');
    // The later import is the hour's measurement: 'motor.2', which it left out, was not measured then and reads 0.
    expect(back.horas).toEqual([
      { horizonte: '17/01/2025 10:00', valores: { 'motor.1': 2.5 } },
      { horizonte: '17/01/2025 11:00', valores: { 'motor.1': 3.2 } },
    ]);
    expect(back.importaciones.map((i) => i.id)).toEqual([second.json().importacion, first.json().importacion]);
    const versions = await app.db.query<{ value: number }>(
      "SELECT value FROM actual_values WHERE day = '2025-01-17' AND hour = 10 AND unit = 'motor.1' ORDER BY import_id",
    );
    expect(versions.rows.map((v) => Number(v.value))).toEqual([3.2, 2.5]);
  });

  it('refuses a file in kW and an engine above its maximum, naming row, unit and why, and stores nothing', async () => {
    const before = await storedRows();
    const day = balancedActualDay({ year: 2025, month: 1, day: 20 });
    const kw = day.map((h) => ({ ...h, valores: { ...h.valores, 'motor.7': h.valores['motor.7']! * 1000 } }));
    const r = await csv(actualsCsv.export(kw, undefined));
    expect(r.statusCode, r.body).toBe(400);
    expect(r.json()).toMatchObject({ code: 'BAD_ACTUALS', message: 'Valores imposibles para la planta' });
    expect(r.json().detalles[0]).toMatch(/^Fila 2, 'Motor cogeneración 7 \(MWe\)': .* parece medido en kW en lugar de MW/);
    const over = await push({ filas: [{ horizonte: '20/01/2025 10:00', valores: { 'motor.1': 3.6, 'red.venta': 3.6 } }] }, operator);
    expect(over.json()).toMatchObject({
      status: 400, message: 'Valores imposibles para la planta',
      detalles: ["Fila 1, 'Motor cogeneración 1 (MWe)': 3,600 supera el máximo de la unidad (3,330, con un 5 % de tolerancia)"],
    });
    expect(await storedRows()).toBe(before);
    expect(Number((await app.db.query<{ n: string }>('SELECT count(*) AS n FROM actual_warnings')).rows[0]!.n)).toBe(0);
  });

  it('stores an unbalanced day with its warning, which a later import of the hour clears', async () => {
    const day = balancedActualDay({ year: 2025, month: 1, day: 21 });
    const off = day.map((h, i) => (i === 9 ? { ...h, valores: { ...h.valores, 'demanda.vapor': h.valores['demanda.vapor']! + 10 } } : h));
    const r = await csv(actualsCsv.export(off, undefined), full, 'en');
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().avisos).toEqual([expect.stringMatching(/^21\/01\/2025 09:00: steam delivered [\d,]+ MW and produced [\d,]+ MW \(tolerance [\d,]+ MW\)$/)]);
    expect((await read('21/01/2025', '21/01/2025')).horas).toHaveLength(24);
    expect((await currentActualWarnings(app.db, '2025-01-21', '2025-01-21')).map((w) => [w.hour, w.code])).toEqual([[9, 'actuals.steamBalance']]);
    const fixed = await push({ filas: [day[9]!] });
    expect(fixed.json().avisos).toEqual([]);
    expect(await currentActualWarnings(app.db, '2025-01-21', '2025-01-21')).toEqual([]);
  });

  it('refuses malformed JSON bodies, unknown units and bad periods without storing', async () => {
    const before = await storedRows();
    for (const body of [{}, { filas: [] }, { filas: [{ horizonte: '17/01/2025 10:00' }] }, { filas: 'x' }, { filas: [{ horizonte: 1, valores: {} }] }]) {
      const r = await push(body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().code).toBe('BAD_ACTUALS_BODY');
    }
    const unknown = await push({ filas: [{ horizonte: '17/01/2025 10:00', valores: { 'motor.9': 1 } }] });
    expect(unknown.json()).toMatchObject({ status: 400, message: 'Valores inválidos', detalles: ['Fila 1: unidad desconocida (motor.9)'] });
    for (const q of ['desde=17/01/2025', 'desde=18/01/2025&hasta=17/01/2025', 'desde=01/01/2024&hasta=01/01/2025', 'desde=31/02/2025&hasta=01/03/2025', 'desde=a&hasta=b&x=1']) {
      const r = await app.inject({ method: 'GET', url: `/api/datos-reales?${q}`, headers: full });
      expect(r.statusCode, q).toBe(400);
      expect(r.json().code).toBe('BAD_ACTUALS_QUERY');
    }
    expect(await storedRows()).toBe(before);
  });

  it("words a refused request in the user's language, whether its schema or its period refuses it", async () => {
    const ask = (lang: string, init: { method: 'GET' | 'POST'; url: string; payload?: object }) =>
      app.inject({ ...init, headers: { ...full, 'accept-language': lang } }).then((r) => [r.statusCode, r.json().message]);
    const body = { method: 'POST' as const, url: '/api/datos-reales', payload: { filas: 'x' } };
    expect(await ask('en', body)).toEqual([400, formatMessage('actuals.badBody', {}, 'en')]);
    expect(await ask('es-ES,es;q=0.9', body)).toEqual([400, 'Envíe el CSV de datos reales o { filas: [{ horizonte, valores }] }.']);
    for (const url of ['/api/datos-reales?desde=a&hasta=b', '/api/datos-reales?desde=01/01/2024&hasta=01/01/2025']) {
      expect(await ask('en-GB', { method: 'GET', url }), url).toEqual([400, formatMessage('actuals.badQuery', {}, 'en')]);
      expect(await ask('es', { method: 'GET', url }), url).toEqual([400, 'Indique el periodo con desde y hasta (dd/mm/aaaa), de 366 días como máximo.']);
    }
    expect(formatMessage('actuals.badQuery', {}, 'en')).not.toBe(formatMessage('actuals.badQuery', {}, 'es'));
  });

  it('needs a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/datos-reales?desde=17/01/2025&hasta=17/01/2025' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/datos-reales', payload: { filas: [] } })).statusCode).toBe(401);
  });
});
