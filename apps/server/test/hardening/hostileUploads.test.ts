/**
 * Hostile uploads named one by one (the fuzz test draws them at random): a real zip bomb,
 * thousands of entries, path-traversal entry names, invalid JSON, wrong content types, huge numbers,
 * NaN/Infinity strings and out-of-range dates. Each answers 4xx (or 601, the validation
 * status of docs/rules/calls.md) with a clear Spanish message, and no refused request stores anything.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { zipSync, strToU8 } from 'fflate';
import { authHeaders, buildTestApp, dbKinds } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { multipart, payload, scriptedSolver, zipJson, zipOf } from '../simulaciones/support.ts';

type Case = [name: string, request: () => InjectOptions, status: number, message: RegExp];

describe.each(dbKinds)('hostile uploads on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  const snapshot = async () => {
    const parts: unknown[] = [];
    for (const t of ['simulations', 'ro_master', 'nominations', 'base_case']) parts.push((await app.db.query(`SELECT * FROM ${t} ORDER BY 1`)).rows);
    return JSON.stringify(parts);
  };
  const send = (file: Buffer, url = '/api/lanzar-simulacion/') => (): InjectOptions => {
    const body = multipart(file);
    return { method: 'POST', url, headers: { ...full, ...body.headers }, payload: body.payload };
  };
  const valid = payload('Hostil');
  const withPlant = (edit: (p: typeof valid) => void) => {
    const p = structuredClone(valid);
    edit(p);
    return zipJson(p);
  };

  beforeAll(async () => {
    setSolverForTests(scriptedSolver);
    app = await buildTestApp(kind);
    full = await authHeaders(app, 'full');
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });

  it('refuses each with its status and a Spanish message, storing nothing', async () => {
    // 80 MB of JSON whitespace deflates to ~80 KB: the declared size alone refuses it, nothing is inflated.
    const bomb = Buffer.from(zipSync({ 'data.json': new Uint8Array(80 * 1024 * 1024).fill(32) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // The reported stall: a valid simulation carrying 48 MB of JSON (a name of 48 MB) in a small zip.
    // Refused from the declared size, as over 2× the measured planning year (10.1 MB).
    const padded = withPlant((p) => { p.metadata.simulation_name = 'x'.repeat(48 * 1024 * 1024); });
    const thousands = zipOf(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}.json`, '{}'])));
    const motor = (p: typeof valid) => p.planta.motores[0] as unknown as Record<string, unknown>;
    const cases: Case[] = [
      ['zip bomb (80 MB of data.json in 80 KB)', send(bomb), 413, /contenido del zip supera el tamaño máximo/],
      ['48 MB of JSON in a small zip', send(padded), 413, /contenido del zip supera el tamaño máximo permitido \(24 MB\)/],
      ['5,000 entries', send(thousands), 413, /demasiados archivos/],
      ['invalid JSON', send(zipOf({ 'data.json': '{"configuracion": {' })), 400, /no es válido o tiene un formato incorrecto/],
      ['JSON with NaN token', send(zipOf({ 'data.json': '{"demanda_coef": NaN}' })), 400, /formato incorrecto/],
      ['not UTF-8', send(zipOf({ 'data.json': new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) })), 400, /formato incorrecto/],
      ['two JSON files, none named data.json', send(zipOf({ 'a.json': '{}', 'b.json': '{}' })), 400, /no contiene data\.json/],
      ['JSON content type', () => ({ method: 'POST', url: '/api/lanzar-simulacion/', headers: full, payload: valid as object }), 415, /multipart/],
      ['raw zip body', () => ({ method: 'POST', url: '/api/lanzar-simulacion/', headers: { ...full, 'content-type': 'application/zip' }, payload: zipJson(valid) }), 415, /Tipo de contenido no admitido|multipart/],
      ['text/plain', () => ({ method: 'POST', url: '/api/nominacion/', headers: { ...full, 'content-type': 'text/plain' }, payload: 'NOMINATION_VALUE=1' }), 415, /Tipo de contenido no admitido|multipart/],
      ['huge number 1e308', send(withPlant((p) => { motor(p)[Object.keys(motor(p)).find((k) => typeof motor(p)[k] === 'number')!] = 1e308; })), 601, /Hubo un problema al validar simulación/],
      ['JSON number 1e400 (Infinity)', send(zipOf({ 'data.json': JSON.stringify(valid).replace('"demanda_coef":1', '"demanda_coef":1e400') })), 601, /validar simulación/],
      ['"NaN" string as a number', send(withPlant((p) => { (p as unknown as Record<string, unknown>).demanda_coef = 'NaN'; })), 601, /validar simulación/],
      ['"Infinity" string in a series', send(withPlant((p) => { (p.elec_precios_manual[0] as unknown as Record<string, unknown>).valor = 'Infinity'; })), 601, /validar simulación/],
      ['date out of range 31/02/2025', send(withPlant((p) => { p.configuracion.fechaActual = '31/02/2025'; })), 601, /validar simulación/],
      ['date out of range year 99999', send(withPlant((p) => { p.configuracion.fechaActual = '15/01/99999'; })), 601, /validar simulación/],
      ['horizon 10^9 hours', send(withPlant((p) => { p.configuracion.horizonte_horas = 1e9; })), 601, /validar simulación/],
      ['nomination 1e400', send(zipOf({ 'data.json': '{"NOMINATION_VALUE": 1e400}' }), '/api/nominacion/'), 400, /NOMINATION_VALUE debe ser un número finito/],
      ['nomination "Infinity"', send(zipJson({ NOMINATION_VALUE: 'Infinity' }), '/api/nominacion/'), 400, /NOMINATION_VALUE/],
      ['Ro VALUE 1e400', () => ({ method: 'POST', url: '/api/ro/', headers: { ...full, 'content-type': 'application/json' }, payload: '{"DATE_RO":"2025-01-01","VALUE":1e400}' }), 400, /VALUE debe ser un número/],
      ['Ro date 9999-99-01', () => ({ method: 'POST', url: '/api/ro/', headers: full, payload: { DATE_RO: '9999-99-01', VALUE: 1 } }), 400, /formato yyyy-MM-dd/],
      ['Ro year 0001', () => ({ method: 'POST', url: '/api/ro/', headers: full, payload: { DATE_RO: '0001-01-01', VALUE: 1 } }), 400, /formato yyyy-MM-dd/],
      ['base case with bad date', send(withPlant((p) => { p.configuracion.fechaActual = '00/00/0000'; }), '/api/cargar-caso-base/'), 601, /validar simulación/],
    ];
    const before = await snapshot();
    const failures: string[] = [];
    for (const [name, request, status, message] of cases) {
      const res = await app.inject(request());
      const body = res.json() as { status?: number; message?: string; reasons?: string[] };
      if (res.statusCode !== status || body.status !== status || !message.test(body.message ?? '')) {
        failures.push(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      if (status === 601 && !(body.reasons && body.reasons.length > 0)) failures.push(`${name}: 601 without reasons`);
    }
    expect(failures).toEqual([]);
    expect(await snapshot()).toBe(before);
  }, 240_000);

  it('entry names with traversal are only names: read from memory, nothing written outside', async () => {
    for (const name of ['../../../tmp/plantasim-traversal/data.json', '/tmp/plantasim-abs/data.json', '..\\..\\plantasim-win\\data.json']) {
      const zip = Buffer.from(zipSync({ [name]: strToU8(JSON.stringify(payload('Traversal'))) }));
      const res = await app.inject(send(zip)());
      expect(res.statusCode, name).toBe(200);
    }
    for (const path of ['/tmp/plantasim-traversal', '/tmp/plantasim-abs', '/tmp/plantasim-win']) expect(existsSync(path)).toBe(false);
  });
});
