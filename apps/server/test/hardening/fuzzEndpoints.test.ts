/**
 * Issue 10, hostile input: fast-check property fuzzing of every JSON, zip and query-string endpoint.
 * Properties: never a 5xx, every refusal is `{ status, message }` JSON with a message, and a refused
 * request changes no stored row (every table snapshotted before and after). HARDENING_RUNS scales
 * the number of cases (default 15 per property).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { authHeaders, buildTestApp, dbKinds } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import type { SolveFn } from '../../src/jobs/types.ts';
import { multipart, payload, upload, zipJson, zipOf } from '../simulaciones/support.ts';

const RUNS = Number(process.env.HARDENING_RUNS ?? 15);

/** A solve that only ends when aborted: launched simulations stay at 3, so snapshots stay still. */
const holdingSolver: SolveFn = (_p, { signal }) => new Promise((_, reject) => {
  const stop = () => reject(new Error('abortada'));
  if (signal.aborted) stop();
  signal.addEventListener('abort', stop, { once: true });
});

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
    for (const table of ['simulations', 'ro_master', 'nominations', 'base_case', 'users']) {
      parts.push((await app.db.query(`SELECT * FROM ${table} ORDER BY 1`)).rows);
    }
    return JSON.stringify(parts);
  };

  /** Sends one request; checks the answer; returns whether stored data may have changed (2xx). */
  let baseline = '';
  const check = async (req: InjectOptions): Promise<void> => {
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

  it('zip endpoints: arbitrary JSON, raw JSON text with 1e400/NaN tokens, NOMINATION_VALUE of any kind', async () => {
    const text = fc.oneof(
      fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
      fc.constantFrom('{"NOMINATION_VALUE": 1e400}', '{"NOMINATION_VALUE": NaN}', '{"NOMINATION_VALUE": -1e400}', '{"demanda_coef": 1e999}',
        '{"NOMINATION_VALUE": 1', '\uFEFF{}', '', 'null', '[]', '"texto"', '{"__proto__": {"admin": true}}', '{"constructor": {"prototype": {"x": 1}}}'),
      hostileValue.map((v) => JSON.stringify({ NOMINATION_VALUE: v })),
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
    const url = fc.constantFrom(...uploadUrls, '/api/ro/', '/api/ro/2025-01-01');
    await fc.assert(fc.asyncProperty(url, contentType, body, async (u, type, b) => {
      await check({ method: u === '/api/ro/2025-01-01' ? 'PUT' : 'POST', url: u, headers: { ...h.full, 'content-type': type }, payload: b });
    }), { numRuns: RUNS * 2 });
  }, 600_000);

  it('Ro master: POST and PUT with any DATE_RO and VALUE', async () => {
    const date = fc.oneof(
      fc.integer({ min: 1800, max: 3100 }).chain((y) => fc.integer({ min: 0, max: 13 }).map((m) => `${y}-${String(m).padStart(2, '0')}-01`)),
      fc.constantFrom('2025-01-01', '2025-01-15', '2025-02-30', '01/01/2025', '2025-1-1', ' 2025-03-01 ', '+02025-01-01', '2025-01-01T00:00:00Z'),
      hostileValue,
    );
    const body = fc.record({ DATE_RO: date, VALUE: hostileValue, USER_MOD: fc.oneof(fc.string(), hostileValue) }, { requiredKeys: [] });
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

  it('query strings and path ids of every reading and state endpoint', async () => {
    const idUrls = ['/api/simulacion/', '/api/programa/', '/api/resultado-operacion/', '/api/resultado-economico/', '/api/resultados/',
      '/api/descargar-entrada/', '/api/descargar-resultado/'];
    const request = fc.oneof(
      fc.tuple(fc.constantFrom(...idUrls), urlPiece, who).map(([u, p, r]) => ({ method: 'GET' as const, url: `${u}${p}`, headers: h[r] })),
      fc.tuple(fc.constantFrom('/activar', '/cancelar'), urlPiece, who).map(([s, p, r]) => ({ method: 'POST' as const, url: `/api/simulacion/${p}${s}`, headers: h[r] })),
      fc.tuple(urlPiece, who).map(([p, r]) => ({ method: 'DELETE' as const, url: `/api/borrar-simulacion/${p}`, headers: h[r] })),
      fc.tuple(urlPiece, urlPiece, urlPiece).map(([a, b, c]) => ({ method: 'GET' as const, url: `/api/cambiar-estado?simulation_id=${a}&new_status=${b}&username=${c}`, headers: h.full })),
      fc.tuple(urlPiece, urlPiece).map(([a, b]) => ({ method: 'GET' as const, url: `/api/ro?start_date=${a}&end_date=${b}`, headers: h.full })),
      fc.tuple(urlPiece).map(([a]) => ({ method: 'DELETE' as const, url: `/api/ro/${a}`, headers: h.full })),
      fc.tuple(fc.constantFrom('omie', 'mibgas', 'prevision', 'omie-historicos', 'mibgas-historicos'), urlPiece, urlPiece)
        .map(([s, a, b]) => ({ method: 'GET' as const, url: `/api/descargar-precios-${s}?start_date=${a}&end_date=${b}`, headers: h.operator })),
      fc.tuple(fc.constantFrom('descargador-precios', 'descargador-futuros'), urlPiece, urlPiece, urlPiece)
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
