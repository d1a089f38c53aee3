/**
 * The result parts (stored apart, served gzip-compressed) on every database engine: each GET /api/programa|resultado-operacion|
 * resultado-economico|resultados/:id answers exactly the stored part (byte for byte the JSON the solve
 * produced), gzip as stored when the client accepts gzip, br through @fastify/compress when it only
 * accepts br, plain JSON otherwise; other JSON answers are compressed from 1 KB; migration 005 moves
 * results stored in the old simulations.results column.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { scheduleColumns } from '@plantasim/domain';
import { authHeaders, buildTestApp, dbKinds } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { migrate } from '../../src/db/index.ts';
import { partText, readResultPart, STORED_PARTS } from '../../src/repositories/simulationResults.ts';
import { acceptsGzip } from '../../src/routes/api/simulaciones/results.ts';
import type { SimulationResults } from '@plantasim/domain';
import { payload, upload, waitForStatus } from './support.ts';

const HOURS = 48;
const hora = (t: number) => `H${t + 1}`;
/** Results shaped like the optimizer's, big enough to be compressed (tens of KB), with non-ASCII text. */
const results: SimulationResults = {
  programa: {
    motores: Array.from({ length: 2 * HOURS }, (_, i) => ({ concepto: `Motor cogeneración ${1 + Math.floor(i / HOURS)}`, hora: hora(i % HOURS), valor: (i % 7) * 0.4761, estado: i % 3 ? 1 : 0 })),
    calderas: [],
    conceptos: Array.from({ length: HOURS }, (_, t) => ({ concepto: 'Precio electricidad', hora: hora(t), valor: 60 + t / 3 })),
    conceptos_programas: [],
    total_consumo_gas: 1234.5678,
    arranques_motores: [],
  },
  // Keys in the optimizer's order, not alphabetical: the answer keeps it.
  resultado_operacion: { columns: ['FECHA_HORA', 'PCIO_EL', 'DEMV'], rows: Array.from({ length: HOURS }, (_, t) => ({ FECHA_HORA: `2025-01-15 ${String(t + 1).padStart(2, '0')}`, PCIO_EL: 80.125 + t, DEMV: 12 })) },
  resultado_economico: { columns: ['FECHA_HORA', 'BENEFICIO_BRUTO'], rows: [{ FECHA_HORA: '2025-01-15 01', BENEFICIO_BRUTO: -10.5 }], totals: { FECHA_HORA: 'TOTAL', BENEFICIO_BRUTO: -10.5 } },
  resultados: { stats: { status: 'optimal' }, warnings: [], totals: null },
  explicacion: {
    hours: HOURS,
    hourLabels: Array.from({ length: HOURS }, (_, t) => hora(t)),
    dates: Array.from({ length: HOURS }, (_, t) => `2025-01-15 ${String(t + 1).padStart(2, '0')}`),
    windows: [{ from: 0, to: HOURS }],
    blocks: [{
      family: 'engine', unit: 0, name: 'Motor cogeneración 1', on: true, from: 0, to: HOURS, available: true, status: 'flipped', delta: 1200,
      clauses: [{ code: 'explain.block.on', params: { unit: 'Motor cogeneración 1', from: 'H1', to: 'H48' } }, { code: 'explain.flip.stopCost', params: { delta: 1200 } }],
      es: 'Motor cogeneración 1 en marcha de H1 a H48: forzar su parada costaría 1.200 € más.', en: 'Motor cogeneración 1 running from H1 to H48: forcing it off would cost €1,200 more.',
    }],
    marginal: { steam: Array.from({ length: HOURS }, (_, t) => 40 + t / 7), cold: [], elec: [], exportLimit: [], importLimit: [] },
    price: [],
    pceq: { engines: [], values: [] },
    seconds: 1.5,
  },
};
const paths: Array<[string, Exclude<keyof SimulationResults, 'cuartos'>]> = [
  ['programa', 'programa'], ['resultado-operacion', 'resultado_operacion'],
  ['resultado-economico', 'resultado_economico'], ['resultados', 'resultados'], ['explicacion', 'explicacion'],
];

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as RFC 9110 says', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe.each(dbKinds)('result parts on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  let id: number;

  beforeAll(async () => {
    setSolverForTests(async () => ({ status: 'optimal', results, stats: { fake: true } }));
    app = await buildTestApp(kind);
    full = await authHeaders(app, 'full');
    const res = await upload(app, '/api/lanzar-simulacion/', full, payload('Partes'));
    expect(res.statusCode, res.body).toBe(200);
    id = (res.json() as { id: number }).id;
    expect((await waitForStatus(app, full, id)).status).toBe(4);
  });
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });

  const get = (path: string, acceptEncoding?: string) => app.inject({
    method: 'GET', url: `/api/${path}/${id}`, headers: acceptEncoding === undefined ? full : { ...full, 'accept-encoding': acceptEncoding },
  });

  it('stores one gzip row per part, and the schedule by column beside the schedule', async () => {
    const rows = (await app.db.query<{ part: string; encoding: string }>('SELECT part, encoding FROM simulation_results WHERE simulation_id = $1 ORDER BY part', [id])).rows;
    expect(rows).toEqual([...STORED_PARTS].filter((part) => part !== 'replanificacion').sort().map((part) => ({ part, encoding: 'gzip' })));
    const columns = JSON.parse(await partText((await readResultPart(app.db, id, 'programa_columnas'))!));
    expect(columns).toEqual(JSON.parse(JSON.stringify(scheduleColumns(results.programa as never))));
  });

  it('answers each part exactly as stored, as plain JSON without Accept-Encoding', async () => {
    for (const [path, key] of paths) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(JSON.stringify(results[key]));
    }
  });

  it('sends the stored gzip when the client accepts gzip', async () => {
    for (const [path, key] of paths) {
      const res = await get(path, 'gzip, deflate, br');
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(JSON.stringify(results[key]));
    }
    const programa = await get('programa', 'gzip');
    expect(programa.rawPayload.length).toBeLessThan(JSON.stringify(results.programa).length / 4);
  });

  it('compresses with br when gzip is not accepted, and sends plain JSON for identity', async () => {
    const br = await get('resultado-operacion', 'gzip;q=0, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(JSON.stringify(results.resultado_operacion));
    const plain = await get('resultado-operacion', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(results.resultado_operacion);
  });

  it('puts every part in the results zip', async () => {
    const zip = await app.inject({ method: 'GET', url: `/api/descargar-resultado/${id}`, headers: full });
    expect(zip.statusCode).toBe(200);
    const { unzipSync, strFromU8 } = await import('fflate');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    for (const [, key] of paths) expect(JSON.parse(strFromU8(files[`${key}.json`]!))).toEqual(results[key]);
    expect(JSON.parse(strFromU8(files['estadisticas.json']!))).toMatchObject({ fake: true });
  });

  it('compresses other JSON answers from 1 KB when asked, and leaves small ones alone', async () => {
    for (let i = 0; i < 12; i++) await upload(app, '/api/guardar-simulacion/', full, payload(`Guardada con un nombre largo ${i}`));
    const list = await app.inject({ method: 'GET', url: '/api/simulacion', headers: { ...full, 'accept-encoding': 'gzip' } });
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.rawPayload).toString('utf8'))).toEqual((await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json());
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { ...full, 'accept-encoding': 'gzip' } });
    expect(me.statusCode).toBe(200);
    expect(me.rawPayload.length).toBeLessThan(1024);
    expect(me.headers['content-encoding']).toBeUndefined();
  });

  it('migration 005 moves results of the old simulations.results column', async () => {
    // Back to the schema before 005 (results jsonb in simulations), with one stored result.
    await app.db.exec(`DROP TABLE simulation_results;
      ALTER TABLE simulations ADD COLUMN results jsonb;
      DELETE FROM schema_migrations WHERE name IN ('005_simulation_results.sql', '006_simulation_results_explicacion.sql');`);
    const { explicacion: _none, ...before } = results; // results stored before explanations existed
    await app.db.query('UPDATE simulations SET results = $2::jsonb WHERE id = $1', [id, JSON.stringify(before)]);
    expect(await migrate(app.db)).toEqual(['005_simulation_results.sql', '006_simulation_results_explicacion.sql']);
    const columns = (await app.db.query<{ column_name: string }>("SELECT column_name FROM information_schema.columns WHERE table_name = 'simulations'")).rows.map((r) => r.column_name);
    expect(columns).not.toContain('results');
    // Their explanation is null: they were solved without one.
    expect((await get('explicacion')).body).toBe('null');
    for (const [path, key] of paths.filter(([, k]) => k !== 'explicacion')) {
      const stored = await readResultPart(app.db, id, key);
      expect(stored?.encoding).toBe('identity');
      expect(JSON.parse(await partText(stored!))).toEqual(results[key]);
      const res = await get(path, 'gzip');
      expect(res.statusCode).toBe(200);
      // Stored plain: compressed on the way out by @fastify/compress from 1 KB.
      const big = Buffer.byteLength(await partText(stored!)) >= 1024;
      expect(res.headers['content-encoding']).toBe(big ? 'gzip' : undefined);
      expect(JSON.parse((big ? gunzipSync(res.rawPayload) : res.rawPayload).toString('utf8'))).toEqual(results[key]);
    }
    expect(Buffer.byteLength(JSON.stringify(results.programa))).toBeGreaterThan(1024);
    const others = (await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM simulation_results WHERE simulation_id <> $1', [id])).rows[0]!.n;
    expect(others).toBe(0); // the saved simulations (status 2) have no results
  });
});
