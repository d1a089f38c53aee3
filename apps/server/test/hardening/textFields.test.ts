/**
 * NUL, other control characters and lone surrogates in the texts of an upload, on every engine:
 * PostgreSQL refuses U+0000 and a lone surrogate cannot be written as UTF-8, which made saving,
 * launching and loading the base case answer 500. Now a 601 with the rule's reason, nothing stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SimulationPayload } from '@plantasim/domain';
import { authHeaders, buildTestApp, dbKinds } from '../helper.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { payload, scriptedSolver, upload } from '../simulaciones/support.ts';

const REASON = 'el texto contiene caracteres no permitidos (caracteres de control o Unicode no válido)';
const URLS = ['/api/guardar-simulacion/', '/api/lanzar-simulacion/', '/api/cargar-caso-base/'];
const EDITS: Array<[string, (p: SimulationPayload, t: string) => void]> = [
  ['simulation name', (p, t) => { p.metadata.simulation_name = t; }],
  ['compressor name', (p, t) => { p.planta.compresores[0]!.nombre = t; }],
  ['gas boiler name', (p, t) => { p.planta.calderas_gas[0]!.nombre = t; }],
  ['availability key', (p, t) => { (p.disponibilidad.motores[0]!.disponibilidad as Record<string, number>)[t] = 1; }],
  ['Ro month key', (p, t) => { p.ro_cogeneracion[t] = 1; }],
];

describe.each(dbKinds)('text fields of uploads on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  const snapshot = async () => JSON.stringify(await Promise.all(['simulations', 'base_case'].map(async (t) => (await app.db.query(`SELECT * FROM ${t} ORDER BY 1`)).rows)));

  beforeAll(async () => {
    setSolverForTests(scriptedSolver);
    app = await buildTestApp(kind, { marketDataDir: undefined });
    full = await authHeaders(app, 'full');
  });
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });

  it.each(['a\u0000b', 'a\ud800b', 'x\udc00', 'a\u0001b'])('%j in a name or a map key: 601 with the field and the reason, nothing stored', async (text) => {
    const before = await snapshot();
    for (const url of URLS) {
      for (const [what, edit] of EDITS) {
        const p = payload('Texto');
        edit(p, text);
        const res = await upload(app, url, full, p, url === '/api/cargar-caso-base/' ? 'file' : undefined);
        expect(res.statusCode, `${url} ${what}`).toBe(601);
        expect(res.json(), `${url} ${what}`).toMatchObject({ status: 601, message: 'Hubo un problema al validar simulación' });
        // The reason names the place as the form does (payloadIssues.ts) and ends with the rule's text.
        expect((res.json() as { reasons: string[] }).reasons, `${url} ${what}`).toContainEqual(expect.stringMatching(new RegExp(`: ${REASON.replace(/[()]/g, '\\$&')}$`)));
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('accents, symbols and emoji are ordinary text', async () => {
    const res = await upload(app, '/api/guardar-simulacion/', full, payload('Señal «B» – 2 € 😀'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Señal «B» – 2 € 😀' });
  });
});
