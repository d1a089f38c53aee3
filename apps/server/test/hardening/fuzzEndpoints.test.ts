/**
 * Hostile input: fast-check property fuzzing of every JSON, zip and query-string endpoint.
 * Properties: never a 5xx, every refusal is `{ status, message }` JSON with a message, and a refused
 * request changes no stored row (every table snapshotted before and after). HARDENING_RUNS scales
 * the number of cases (default 15 per property).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { createBaseCase, OPERATOR_SECTIONS, type SimulationPayload } from '@plantasim/domain';
import { authHeaders, buildTestApp, dbKinds } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import type { SolveFn } from '../../src/jobs/types.ts';
import { readInputs } from '../../src/repositories/simulations.ts';
import { multipart, payload, todayPayload, upload, zipJson, zipOf } from '../simulaciones/support.ts';

const RUNS = Number(process.env.HARDENING_RUNS ?? 15);

/** A solve that only ends when aborted: launched simulations stay at 3, so snapshots stay still. */
const holdingSolver: SolveFn = (_p, { signal }) => new Promise((_, reject) => {
  const stop = () => reject(new Error('abortada'));
  if (signal.aborted) stop();
  signal.addEventListener('abort', stop, { once: true });
});

/** Texts PostgreSQL or UTF-8 cannot hold (NUL, lone surrogates) and other control characters. */
export const hostileText = fc.tuple(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\udbff\ud800', 'a\u0001', '\u001b[31m', '\u007f', '\u0085', 'a\nb', '\t'),
  fc.string({ maxLength: 6 }),
).map(([bad, around]) => `${around}${bad}${around}`);

/** yyyy-MM-dd with any two-digit month and day (00, 13, 99, 30 February...). */
export const datePartsText = fc.tuple(fc.integer({ min: 1800, max: 3100 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

/** Values that break naive parsers: non-finite numbers as text, huge magnitudes, bad dates, wrong types. */
export const hostileValue = fc.oneof(
  fc.constantFrom<unknown>(
    'NaN', 'Infinity', '-Infinity', '1e400', '-1e400', 1e308, -1e308, 9.007199254740993e21, -0, 0, '', ' ', null, true, [], {},
    '31/02/2025', '00/00/0000', '15/01/99999', '9999-99-99', '2025-13-01', '0000-01-01', '15/01/1800', '1e5', '0x10', '٣',
    'x'.repeat(5000), '<script>alert(1)</script>', "'; DROP TABLE simulations; --", '../../etc/passwd', '\u0000',
  ),
  fc.double(),
  fc.integer(),
  fc.string({ maxLength: 20 }),
  hostileText,
  datePartsText,
);

/** Every leaf path of a JSON value (arrays sampled: first and last item). */
function leafPaths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    out.push(prefix);
    if (value.length > 0) leafPaths(value[0], [...prefix, 0], out);
    if (value.length > 1) leafPaths(value[value.length - 1], [...prefix, value.length - 1], out);
  } else if (value && typeof value === 'object') {
    out.push(prefix);
    for (const [k, v] of Object.entries(value)) leafPaths(v, [...prefix, k], out);
  } else out.push(prefix);
  return out;
}

/** The leaf paths that hold a string in `value`. */
const stringPaths = (value: unknown): (string | number)[][] => leafPaths(value).filter((p) => typeof getPath(value, p) === 'string');
function getPath(root: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], root);
}

function setPath(root: unknown, path: (string | number)[], v: unknown): unknown {
  if (path.length === 0) return v;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = v;
  return copy;
}

/** Percent-encodes the UTF-8 bytes of any string (lone surrogates included), or leaves raw junk. */
const urlPiece = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }).map((s) => [...Buffer.from(s)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')),
  fc.constantFrom('%', '%E0%A4%A', '%00', '..%2F..%2F', '-1', '0', '1.5', '1e3', '2147483648', '99999999999', '2025-01-01', '2025-02-29', 'null', '[]'),
);

describe.each(dbKinds)('fuzzed endpoints on %s', (kind) => {
  let app: FastifyInstance;
  const h: Record<'full' | 'operator', Record<string, string>> = { full: {}, operator: {} };
  const valid = payload('Fuzz');
  const paths = leafPaths(valid);
  let existingId = 0;

  const snapshot = async (): Promise<string> => {
    const parts: unknown[] = [];
    for (const table of ['simulations', 'ro_master', 'nominations', 'base_case', 'users', 'actual_imports', 'actual_values', 'actual_bridges', 'simulation_offers']) {
      const rows = (await app.db.query<Record<string, unknown>>(`SELECT * FROM ${table} ORDER BY 1`)).rows;
      // `runner`, `attempts` and a running run's `stats` (its progress) are the job worker's bookkeeping,
      // written when it claims and solves a queued run (on PostgreSQL at pg-boss's pace, so possibly
      // during a later request): not what a request stored.
      parts.push(table === 'simulations'
        ? rows.map(({ runner: _runner, attempts: _attempts, stats, ...row }) => (row.status === 3 ? row : { ...row, stats }))
        : rows);
    }
    return JSON.stringify(parts);
  };

  /** Sends one request; checks the answer; returns whether stored data may have changed (2xx). */
  let baseline = '';
  const check = async (req: InjectOptions) => {
    const res = await app.inject(req);
    const where = `${req.method} ${String(req.url).slice(0, 120)} -> ${res.statusCode} ${res.body.slice(0, 160)}`;
    expect(res.statusCode < 500 || res.statusCode === 601, where).toBe(true);
    if (res.statusCode >= 400) {
      const body = res.json() as { status?: number; message?: unknown };
      expect(body.status, where).toBe(res.statusCode);
      expect(typeof body.message === 'string' && body.message.length > 3, where).toBe(true);
      expect(await snapshot(), `refused request changed stored data: ${where}`).toBe(baseline);
    } else {
      baseline = await snapshot();
    }
    return res;
  };

  beforeAll(async () => {
    vi.stubEnv('MARKET_DATA_HTTP', 'off'); // the price endpoints never reach the network here
    setSolverForTests(holdingSolver);
    app = await buildTestApp(kind, { marketDataDir: undefined });
    h.full = await authHeaders(app, 'full');
    h.operator = await authHeaders(app, 'operator');
    existingId = ((await upload(app, '/api/lanzar-simulacion/', h.full, valid)).json() as { id: number }).id;
    await app.inject({ method: 'POST', url: '/api/ro/', headers: h.full, payload: { DATE_RO: '2025-01-01', VALUE: 70 } });
    baseline = await snapshot();
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
    vi.unstubAllEnvs();
  });

  const uploadUrls = ['/api/lanzar-simulacion/', '/api/descargar-in/', '/api/cargar-caso-base/', '/api/nominacion/', '/api/guardar-simulacion/'];
  const who = fc.constantFrom<'full' | 'operator'>('full', 'operator');
  const uploadReq = (url: string, role: 'full' | 'operator', file: Buffer): InjectOptions => {
    const body = multipart(file);
    return { method: 'POST', url, headers: { ...h[role], ...body.headers }, payload: body.payload };
  };

  it('zip endpoints: a valid simulation with one hostile leaf value', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...uploadUrls), who, fc.constantFrom(...paths), hostileValue, async (url, role, path, v) => {
      await check(uploadReq(url, role, zipJson(setPath(valid, path, v))));
    }), { numRuns: RUNS * 2 });
  }, 600_000);

  it('operator payload tampering: what is stored never reflects a section the operator cannot edit', async () => {
    // A known base case, and what the operator's untouched form stores: the reference.
    expect((await check(uploadReq('/api/cargar-caso-base/', 'full', zipJson(createBaseCase())))).statusCode).toBe(200);
    const form = todayPayload('Operador');
    const first = await check(uploadReq('/api/lanzar-simulacion/', 'operator', zipJson(form)));
    expect(first.statusCode, first.body).toBe(200);
    const comparable = (p: Record<string, unknown>) => {
      const out: Record<string, unknown> = { ...p, metadata: { ...(p.metadata as object), simulation_name: '(título automático)' } };
      for (const key of OPERATOR_SECTIONS) delete out[key];
      return out;
    };
    const reference = comparable(await readInputs(app.db, (first.json() as { id: number }).id) as Record<string, unknown>);
    // Tampering that keeps the upload valid (so it would be stored as sent), section by section...
    const num = (min: number, max: number) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    type Edit = (p: SimulationPayload) => void;
    const validEdit: fc.Arbitrary<Edit> = fc.oneof(
      num(0, 1.5).map((v): Edit => (p) => { p.demanda_coef = v; }),
      fc.tuple(num(0, 1000), num(0, 1)).map(([v, t]): Edit => (p) => { p.configuracion.otros.precio_CO2 = v; p.configuracion.otros.impuesto_generacion = t; }),
      fc.tuple(fc.integer({ min: 0, max: 7 }), num(1, 3)).map(([i, k]): Edit => (p) => { p.planta.motores[i]!.potencia_maxima *= k; }),
      fc.tuple(fc.integer({ min: 0, max: 10 }), num(0, 1000)).map(([i, v]): Edit => (p) => { p.planta.compresores[i]!.coste_alquiler = v; }),
      num(-500, 10_000).map((v): Edit => (p) => {
        p.elec_precios_manual = p.elec_precios_manual.map((r) => ({ ...r, valor: v }));
        p.gas_precios_manual = p.gas_precios_manual.map((r) => ({ ...r, valor: v }));
        p.elec_precios_OMIE = p.elec_precios_manual.map((r) => ({ fecha_hora: r.horizonte, hora: r.hora, valor: v }));
        p.gas_precios_MIBGAS = p.elec_precios_OMIE;
      }),
      num(0, 200).map((v): Edit => (p) => { p.ro_cogeneracion = Object.fromEntries(Object.keys(p.ro_cogeneracion).map((k) => [k, v])); }),
      fc.tuple(fc.integer({ min: 0, max: 5 }), num(0, 1e4)).map(([i, v]): Edit => (p) => { p.elec_peajes[i]!.peaje_pot = v; }),
      num(-100, 100).map((v): Edit => (p) => { p.gas_parametros.term_a = v; }),
      fc.tuple(fc.integer({ min: 0, max: 2 }), num(0, 1000)).map(([i, v]): Edit => (p) => { p.elec_swap[i]!.cantidad = v; p.gas_swap[i]!.precio = v; }),
      fc.array(fc.constantFrom<'Si' | 'No'>('Si', 'No'), { minLength: 8, maxLength: 8 }).map((a): Edit => (p) => { p.estadoAcoplamiento = a; }),
      fc.constantFrom<'Manual' | 'Prevision' | 'OMIE'>('Manual', 'Prevision', 'OMIE').map((v): Edit => (p) => { p.configuracion.precios = v; }),
      fc.string({ maxLength: 40 }).map((n): Edit => (p) => { p.metadata = { ...p.metadata, simulation_name: n, valid: 1, vista_operador: false }; }),
      num(0, 1).map((v): Edit => (p) => {
        p.acoplamiento_equipos = p.acoplamiento_equipos.map((r) => ({ ...r, acoplamiento: Object.fromEntries(Object.keys(r.acoplamiento).map((k) => [k, Math.round(v * 1e4) / 1e4])) }));
      }),
    );
    // ...and any leaf of those sections set to a plausible or hostile value (mostly refused).
    const locked = leafPaths(form).filter((p) => p.length > 0 && !(OPERATOR_SECTIONS as readonly (string | number)[]).includes(p[0]!));
    const plausible = fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer({ min: -10, max: 10_000 }), fc.constantFrom<unknown>(0, 1, 1.5, 9999, 'Si', 'No', 'OMIE', 'Manual', 'Encendido', true, false));
    const leafEdit = fc.tuple(fc.constantFrom(...locked), fc.oneof(plausible, hostileValue)).map(([path, value]) => (v: unknown) => {
      // An earlier edit may have replaced a parent of this path: then it is skipped.
      let node = v as Record<string | number, unknown> | null;
      for (const key of path.slice(0, -1)) node = node && typeof node === 'object' ? (node[key] as Record<string | number, unknown> | null) : null;
      return node && typeof node === 'object' ? setPath(v, path, value) : v;
    });
    const tampering = fc.oneof(
      { weight: 3, arbitrary: fc.array(validEdit, { minLength: 1, maxLength: 6 }).map((list) => () => {
        const p = structuredClone(form);
        for (const edit of list) edit(p);
        return p as unknown;
      }) },
      { weight: 1, arbitrary: fc.array(leafEdit, { minLength: 1, maxLength: 3 }).map((list) => () => list.reduce<unknown>((v, edit) => edit(v), form)) },
    );
    const statuses: number[] = [];
    await fc.assert(fc.asyncProperty(tampering, async (make) => {
      const sent = make();
      const res = await check(uploadReq('/api/lanzar-simulacion/', 'operator', zipJson(sent)));
      statuses.push(res.statusCode);
      if (res.statusCode !== 200) return;
      const stored = await readInputs(app.db, (res.json() as { id: number }).id) as Record<string, unknown>;
      expect(comparable(stored), JSON.stringify(sent).slice(0, 300)).toEqual(reference);
    }), { numRuns: RUNS * 3 });
    // The property means something only if tampered uploads were accepted (and stored as the reference).
    expect(statuses.filter((st) => st === 200).length).toBeGreaterThan(RUNS);
  }, 600_000);

  it('zip endpoints: NUL, control characters and lone surrogates in every text leaf and in the keys of every map', async () => {
    // Every text leaf once (a deterministic sweep), then random leaves, endpoints and texts.
    const texts = stringPaths(valid);
    expect(texts.length).toBeGreaterThan(20);
    for (const [i, path] of texts.entries()) {
      const bad = ['a\u0000b', '\ud800', 'x\udc00', 'a\u0001b'][i % 4]!;
      await check(uploadReq(uploadUrls[i % uploadUrls.length]!, 'full', zipJson(setPath(valid, path, bad))));
    }
    const mapKeyPaths: (string | number)[][] = [
      ['ro_cogeneracion'], ['disponibilidad', 'motores', 0, 'disponibilidad'], ['disponibilidad', 'calderas_gas', 0, 'disponibilidad'],
      ['acoplamiento_equipos', 0, 'acoplamiento'], ['resultado'],
    ];
    await fc.assert(fc.asyncProperty(fc.constantFrom(...uploadUrls), who, fc.oneof(
      fc.tuple(fc.constantFrom(...texts), hostileText).map(([path, t]) => setPath(valid, path, t)),
      fc.tuple(fc.constantFrom(...mapKeyPaths), hostileText).map(([path, t]) => setPath(valid, path, { ...(getPath(valid, path) as object ?? {}), [t]: 1 })),
      hostileText.map((t) => ({ ...valid, resultado: { programa: { nota: t } } })),
    ), async (url, role, value) => {
      await check(uploadReq(url, role, zipJson(value)));
    }), { numRuns: RUNS * 2 });
  }, 600_000);

  it('zip endpoints: arbitrary JSON, raw JSON text with 1e400/NaN tokens, NOMINATION_VALUE of any kind', async () => {
    const text = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
      fc.constantFrom('{"NOMINATION_VALUE": 1e400}', '{"NOMINATION_VALUE": NaN}', '{"NOMINATION_VALUE": -1e400}', '{"demanda_coef": 1e999}',
        '{"NOMINATION_VALUE": 1', '\uFEFF{}', '', 'null', '[]', '"texto"', '{"__proto__": {"admin": true}}', '{"constructor": {"prototype": {"x": 1}}}'),
      hostileValue.map((v) => JSON.stringify({ NOMINATION_VALUE: v })),
      // Keys named like Object.prototype members, at the top and inside the sections the reasons name.
      fc.tuple(fc.constantFrom('toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'), fc.constantFrom('', 'configuracion', 'planta', 'disponibilidad'), hostileValue)
        .map(([key, section, v]) => JSON.stringify(section ? { [section]: { [key]: v } } : { [key]: v })),
    );
    await fc.assert(fc.asyncProperty(fc.constantFrom(...uploadUrls), who, text, async (url, role, t) => {
      await check(uploadReq(url, role, zipOf({ 'data.json': t })));
    }), { numRuns: RUNS * 2 });
  }, 600_000);

  it('zip endpoints: random bytes and random zips (any entry names, traversal included)', async () => {
    const entryName = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('../../data.json', '/etc/data.json', '..\\..\\data.json', 'C:\\Windows\\data.json', 'a/../../data.json', 'data.json\u0000.txt', 'DATA.JSON', './data.json'),
    );
    const file = fc.oneof(
      fc.uint8Array({ maxLength: 3000 }).map((b) => Buffer.from(b)),
      fc.dictionary(entryName, fc.oneof(fc.string({ maxLength: 200 }), fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v))), { maxKeys: 20 })
        .map((entries) => zipOf(entries)),
    );
    await fc.assert(fc.asyncProperty(fc.constantFrom(...uploadUrls), who, file, async (url, role, f) => {
      await check(uploadReq(url, role, f));
    }), { numRuns: RUNS * 2 });
  }, 600_000);

  it('upload and JSON endpoints: any content type with any body', async () => {
    const contentType = fc.oneof(
      fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x',
        'multipart/form-data; boundary=', 'application/zip', 'application/octet-stream', 'application/json; charset=latin1', 'text/xml'),
      fc.string({ minLength: 1, maxLength: 30 }).filter((s) => /^[\x21-\x7e][\x20-\x7e]*$/.test(s)),
    );
    const body = fc.oneof(fc.string({ maxLength: 300 }), fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)), fc.constant('--x\r\nContent-Disposition: form-data; name="f"; filename="a.zip"\r\n\r\nPK\u0003\u0004\r\n--x--'));
    const url = fc.constantFrom(...uploadUrls, '/api/ro/', '/api/ro/2025-01-01', '/api/datos-reales');
    await fc.assert(fc.asyncProperty(url, contentType, body, async (u, type, b) => {
      await check({ method: u === '/api/ro/2025-01-01' ? 'PUT' : 'POST', url: u, headers: { ...h.full, 'content-type': type }, payload: b });
    }), { numRuns: RUNS * 2 });
  }, 600_000);

  it('Ro master: POST and PUT with any DATE_RO and VALUE', async () => {
    const date = fc.oneof(
      fc.integer({ min: 1800, max: 3100 }).chain((y) => fc.integer({ min: 0, max: 13 }).map((m) => `${y}-${String(m).padStart(2, '0')}-01`)),
      datePartsText,
      fc.constantFrom('2025-01-01', '2025-01-15', '2025-02-30', '01/01/2025', '2025-1-1', ' 2025-03-01 ', '+02025-01-01', '2025-01-01T00:00:00Z'),
      hostileValue,
    );
    const value = fc.oneof(hostileValue, fc.constantFrom('0x10', '1e3', '1E-3', '0b1', '0o7', '78,8', '1.234,5', ' -7 ', '١٢'));
    const body = fc.record({ DATE_RO: date, VALUE: value, USER_MOD: fc.oneof(fc.string(), hostileValue) }, { requiredKeys: [] });
    await fc.assert(fc.asyncProperty(fc.boolean(), body, urlPiece, async (isPost, b, piece) => {
      const dateInPath = typeof b.DATE_RO === 'string' && /^[\w-]+$/.test(b.DATE_RO) ? b.DATE_RO : piece;
      await check(isPost
        ? { method: 'POST', url: '/api/ro/', headers: h.full, payload: JSON.stringify(b), }
        : { method: 'PUT', url: `/api/ro/${dateInPath}`, headers: h.full, payload: JSON.stringify(b) });
    }), { numRuns: RUNS * 2 });
    // JSON numbers beyond double range parse as Infinity: refused, never stored.
    for (const raw of ['{"DATE_RO":"2030-01-01","VALUE":1e400}', '{"DATE_RO":"2030-01-01","VALUE":-1e400}']) {
      const res = await app.inject({ method: 'POST', url: '/api/ro/', headers: { ...h.full, 'content-type': 'application/json' }, payload: raw });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'VALUE debe ser un número' });
    }
  }, 600_000);

  it('measured operation: pushed hours with any hour text, unit key and value', async () => {
    const hour = fc.oneof(
      fc.tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
        .map(([d, m, hh]) => `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/2025 ${String(hh).padStart(2, '0')}:00`),
      hostileValue,
    );
    const unit = fc.oneof(fc.constantFrom('motor.1', 'compresor.11', 'red.venta', 'demanda.frio', 'motor.0', '__proto__', 'constructor'), fc.string({ maxLength: 50 }), hostileText);
    const row = fc.record({ horizonte: hour, valores: fc.oneof(fc.dictionary(unit, hostileValue, { maxKeys: 3 }), hostileValue) }, { requiredKeys: [] });
    const body = fc.oneof(fc.record({ filas: fc.oneof(fc.array(row, { maxLength: 4 }), hostileValue) }, { requiredKeys: [] }), hostileValue);
    await fc.assert(fc.asyncProperty(body, who, async (b, r) => {
      await check({ method: 'POST', url: '/api/datos-reales', headers: { ...h[r], 'content-type': 'application/json' }, payload: JSON.stringify(b) });
    }), { numRuns: RUNS * 4 });
  }, 600_000);

  it('re-plan: any hour, units and flag, on the executed run or any path id', async () => {
    const hour = fc.oneof(fc.integer({ min: -5, max: 30 }), fc.double(), hostileValue);
    const units = fc.oneof(fc.array(fc.oneof(fc.constantFrom('Motor cogeneración 1', 'Caldera de gas 6', 'Compresor 1', '__proto__'), fc.string({ maxLength: 30 }), hostileText), { maxLength: 4 }), hostileValue);
    const body = fc.oneof(fc.record({ hora: hour, unidades: units, usarReales: fc.oneof(fc.boolean(), hostileValue) }, { requiredKeys: [] }), hostileValue);
    const id = fc.oneof(fc.constant(String(existingId)), urlPiece);
    await fc.assert(fc.asyncProperty(body, id, who, async (b, p, r) => {
      await check({ method: 'POST', url: `/api/simulaciones/${p}/replanificar`, headers: { ...h[r], 'content-type': 'application/json' }, payload: JSON.stringify(b) });
      await check({ method: 'GET', url: `/api/simulaciones/${p}/replanificacion`, headers: h[r] });
    }), { numRuns: RUNS * 2 });
  }, 600_000);

  it('day-ahead offers: any body, on the held run or any path id', async () => {
    const id = fc.oneof(fc.constant(String(existingId)), urlPiece);
    const body = fc.oneof(fc.record({ deltas: fc.oneof(fc.array(hostileValue, { maxLength: 3 }), hostileValue) }, { requiredKeys: [] }), hostileValue);
    await fc.assert(fc.asyncProperty(body, id, who, async (b, p, r) => {
      await check({ method: 'POST', url: `/api/simulaciones/${p}/ofertas`, headers: { ...h[r], 'content-type': 'application/json' }, payload: JSON.stringify(b) });
      await check({ method: 'GET', url: `/api/simulaciones/${p}/ofertas`, headers: h[r] });
    }), { numRuns: RUNS * 2 });
  }, 600_000);

  it('query strings and path ids of every reading and state endpoint', async () => {
    // Every date parameter also gets real-looking dates with any month and day (00, 13, 99...).
    const datePiece = fc.oneof(urlPiece, datePartsText);
    const dmyPiece = fc.oneof(urlPiece, datePartsText.map((iso) => iso.split('-').reverse().join('/')));
    const idUrls = ['/api/simulacion/', '/api/programa/', '/api/resultado-operacion/', '/api/resultado-economico/', '/api/resultados/',
      '/api/descargar-entrada/', '/api/descargar-resultado/'];
    const request = fc.oneof(
      fc.tuple(fc.constantFrom(...idUrls), urlPiece, who).map(([u, p, r]) => ({ method: 'GET' as const, url: `${u}${p}`, headers: h[r] })),
      fc.tuple(fc.constantFrom('/activar', '/cancelar'), urlPiece, who).map(([s, p, r]) => ({ method: 'POST' as const, url: `/api/simulacion/${p}${s}`, headers: h[r] })),
      fc.tuple(urlPiece, who).map(([p, r]) => ({ method: 'DELETE' as const, url: `/api/borrar-simulacion/${p}`, headers: h[r] })),
      fc.tuple(urlPiece, urlPiece, urlPiece).map(([a, b, c]) => ({ method: 'GET' as const, url: `/api/cambiar-estado?simulation_id=${a}&new_status=${b}&username=${c}`, headers: h.full })),
      fc.tuple(datePiece, datePiece).map(([a, b]) => ({ method: 'GET' as const, url: `/api/ro?start_date=${a}&end_date=${b}`, headers: h.full })),
      fc.tuple(datePiece).map(([a]) => ({ method: 'DELETE' as const, url: `/api/ro/${a}`, headers: h.full })),
      fc.tuple(datePiece).map(([a]) => ({ method: 'PUT' as const, url: `/api/ro/${a}`, headers: h.full, payload: { VALUE: 1 } })),
      fc.tuple(fc.constantFrom('omie', 'mibgas', 'prevision', 'omie-historicos', 'mibgas-historicos', 'omie-cuartos'), datePiece, datePiece)
        .map(([s, a, b]) => ({ method: 'GET' as const, url: `/api/descargar-precios-${s}?start_date=${a}&end_date=${b}`, headers: h.operator })),
      fc.tuple(dmyPiece, dmyPiece, who).map(([a, b, r]) => ({ method: 'GET' as const, url: `/api/datos-reales?desde=${a}&hasta=${b}`, headers: h[r] })),
      fc.tuple(dmyPiece, who).map(([a, r]) => ({ method: 'GET' as const, url: `/api/anual/acumulado?fecha=${a}`, headers: h[r] })),
      fc.tuple(dmyPiece, dmyPiece, who).map(([a, b, r]) => ({ method: 'GET' as const, url: `/api/datos-reales/balance?desde=${a}&hasta=${b}`, headers: h[r] })),
      fc.tuple(dmyPiece, urlPiece, who).map(([a, b, r]) => ({ method: 'GET' as const, url: `/api/datos-reales/balance?dia=${a}&${b}`, headers: h[r] })),
      fc.tuple(fc.constantFrom('descargador-precios', 'descargador-futuros'), datePiece, datePiece, urlPiece)
        .map(([s, a, b, c]) => ({ method: 'GET' as const, url: `/api/${s}?start_date=${a}&end_date=${b}&resolucion=${c}`, headers: h.full })),
    );
    await fc.assert(fc.asyncProperty(request, async (req) => {
      await check(req);
    }), { numRuns: RUNS * 4 });
    // Still serving, and the existing simulation untouched by all of the above.
    const res = await app.inject({ method: 'GET', url: `/api/simulacion/${existingId}`, headers: h.full });
    expect(res.statusCode).toBe(200);
  }, 600_000);
});
