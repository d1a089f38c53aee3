/**
 * Rules the browser enforces, re-checked by the server: the horizon a price source allows, the
 * IN.zip switch of config.json, and 601 reasons a person can read (the form's names, the UI
 * language, never zod's English nor a payload key).
 */
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createBaseCase, type SimulationPayload } from '@plantasim/domain';
import { dbKinds } from '../helper.ts';
import { payload, scriptedSolver, upload, withTestApp } from './support.ts';

const ZOD_ENGLISH = /Too (big|small)|Invalid (input|option|string|key|element)|expected (number|string|array|object|boolean|int|one of|record)|, received|Unrecognized key|must match pattern/;
const INTERNAL_NAMES = /\b(elec_|gas_|demanda_|configuracion|planta\.|disponibilidad\.|acoplamiento_equipos|estadoAcoplamiento|ro_cogeneracion|metadata|horizonte_horas|potencia_|rendimiento_|fechaActual|precio_CO2|elec_peajes)/;

/** A three-day OMIE run, consistent in every other respect. */
function omieThreeDays(): SimulationPayload {
  const p = createBaseCase({ date: '15/01/2025', precios: 'Manual', horizonDays: 3 });
  const c = { ...p.configuracion, precios: 'OMIE' as const };
  const rows = p.elec_precios_manual.map((r) => ({ fecha_hora: r.horizonte, hora: r.hora, valor: r.valor }));
  return { ...p, configuracion: c, elec_precios_OMIE: rows, gas_precios_MIBGAS: rows };
}

/** The zip of the 601 dialog seen in use: coefficient too big, five toll rows, OMIE prices missing. */
function badZip(): unknown {
  const p = payload('Mala') as unknown as Record<string, unknown> & SimulationPayload;
  return { ...p, demanda_coef: 1.6, elec_peajes: p.elec_peajes.slice(0, 5), planta: { ...p.planta, motores: p.planta.motores.map((m, i) => (i === 2 ? { ...m, potencia_minima: 'x' } : m)) } };
}

describe.each(dbKinds)('server-side rules on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  let operator: Record<string, string>;
  let bump = 0;
  const count = async () => ((await app.db.query('SELECT count(*)::int AS n FROM simulations')).rows[0] as { n: number }).n;
  const setConfig = (patch: Record<string, unknown>) => {
    const current = JSON.parse(readFileSync(app.config.configFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(app.config.configFile, JSON.stringify({ ...current, ...patch }));
    bump += 5000;
    utimesSync(app.config.configFile, new Date(), new Date(Date.now() + bump));
  };

  withTestApp(kind, scriptedSolver, (s) => ({ app, full, operator } = s));

  it('refuses an OMIE horizon of more than 1 day on every payload endpoint, with the Spanish reason', async () => {
    const before = await count();
    for (const [url, field] of [['/api/lanzar-simulacion/', 'data.zip'], ['/api/guardar-simulacion/', 'data.zip'], ['/api/descargar-in/', 'data.zip'], ['/api/cargar-caso-base/', 'file']] as const) {
      const res = await upload(app, url, full, omieThreeDays(), field);
      expect(res.statusCode, url).toBe(601);
      expect((res.json() as { reasons: string[] }).reasons, url).toEqual([
        'General › Configuración › Horizonte: con precios OMIE el horizonte solo puede ser de 1 día (se recibieron 3)',
      ]);
    }
    expect(await count()).toBe(before);
    const ok = createBaseCase({ date: '15/01/2025', precios: 'OMIE' });
    const rows = ok.elec_precios_manual.map((r) => ({ fecha_hora: r.horizonte, hora: r.hora, valor: r.valor }));
    expect((await upload(app, '/api/lanzar-simulacion/', full, { ...ok, elec_precios_OMIE: rows, gas_precios_MIBGAS: rows })).statusCode).toBe(200);
  });

  it('answers descargar-in with 403 while mostrar_boton_descargar_in is false', async () => {
    setConfig({ mostrar_boton_descargar_in: false });
    for (const who of [full, operator]) {
      const res = await upload(app, '/api/descargar-in/', who, payload('IN'));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, code: 'DOWNLOAD_IN_DISABLED', message: 'La descarga del fichero de entrada está desactivada' });
    }
    setConfig({ mostrar_boton_descargar_in: true });
    expect((await upload(app, '/api/descargar-in/', full, payload('IN'))).statusCode).toBe(200);
  });

  it('words 601 reasons with the form\'s names in Spanish by default, no zod English, no payload key', async () => {
    const res = await upload(app, '/api/lanzar-simulacion/', full, badZip());
    expect(res.statusCode).toBe(601);
    const body = res.json() as { message: string; reasons: string[] };
    expect(body.message).toBe('Hubo un problema al validar simulación');
    expect(body.reasons).toEqual([
      'Electricidad › Peajes: debe tener exactamente 6 filas',
      'Demanda › Vapor › Coeficiente (0–1,5): debe ser como máximo 1,5',
      'Planta › Motores de cogeneración › fila 3 › Potencia mínima: debe ser un número',
    ]);
    expect(res.body).not.toMatch(ZOD_ENGLISH);
    expect(body.reasons.join('\n')).not.toMatch(INTERNAL_NAMES);
  });

  it('words them in English when the request asks for it (the web sends its language as Accept-Language)', async () => {
    const res = await upload(app, '/api/lanzar-simulacion/', { ...full, 'accept-language': 'en' }, badZip());
    expect((res.json() as { reasons: string[] }).reasons).toEqual([
      'Electricity › Tolls: it must have exactly 6 rows',
      'Demand › Steam › Coefficient (0–1.5): it must be at most 1.5',
      'Plant › Cogeneration engines › row 3 › Minimum power: it must be a number',
    ]);
  });

  it('words minimum-time breaches under the table they are about', async () => {
    const engine = 'Motor cogeneración 5';
    const bad = payload('Paradas', (p) => ({
      ...p,
      disponibilidad: { ...p.disponibilidad, motores: p.disponibilidad.motores.map((r, i) => ({ ...r, disponibilidad: { ...r.disponibilidad, [engine]: i === 5 ? 0 : 1 } })) },
    }));
    const res = await upload(app, '/api/lanzar-simulacion/', full, bad);
    expect(res.statusCode).toBe(601);
    const reasons = (res.json() as { reasons: string[] }).reasons;
    expect(reasons.length).toBeGreaterThan(0);
    for (const r of reasons) expect(r).toMatch(/^Disponibilidad › Motores de cogeneración › Motor cogeneración 5: \d+ h (no )?disponibles desde /);
  });

  it('words the optimizer\'s missing prices by table, not by field name', async () => {
    const ok = createBaseCase({ date: '15/01/2025', precios: 'OMIE' });
    const res = await upload(app, '/api/lanzar-simulacion/', full, ok);
    expect(res.statusCode).toBe(601);
    const reasons = (res.json() as { reasons: string[] }).reasons;
    expect(reasons).toEqual([
      'Electricidad › Precios OMIE: se esperaban 24 filas y hay 0',
      'Gas › Precios MIBGAS: se esperaban 24 filas y hay 0',
    ]);
    expect(reasons.join('\n')).not.toMatch(INTERNAL_NAMES);
  });
});
