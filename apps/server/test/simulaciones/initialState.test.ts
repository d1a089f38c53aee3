/**
 * The engines' state before H1 carried from the previous day's valid simulation, on every database
 * engine: read at the end of that simulation's first day, its own hours before added when an engine
 * never changed; nothing when that day has no valid simulation; full users only. A launch without
 * hours in state takes them from there too (operators' launches included), and says which run.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  addDays, createBaseCase, formatDate, initialStateResponseSchema, LONG_ENOUGH_HOURS, madridDate, withEngineHoursBefore, type SimulationPayload,
} from '@plantasim/domain';
import { dbKinds } from '../helper.ts';
import type { SolveFn } from '../../src/jobs/types.ts';
import { fakeResults, todayPayload, upload, waitForStatus, withTestApp } from './support.ts';

/** Engine 1 starts at H20, engine 2 stays off, every other engine runs the whole horizon. */
const patternSolver: SolveFn = async (p) => {
  const hours = p.configuracion.horizonte_horas;
  const motores = p.planta.motores.flatMap((m, k) => Array.from({ length: hours }, (_, t) => {
    const on = k === 0 ? t >= 19 && t < 24 : k !== 1;
    return { concepto: m.nombre, hora: `H${t + 1}`, valor: on ? 4 : 0, estado: on ? 1 : 0 };
  }));
  return { status: 'optimal', stats: {}, results: { ...fakeResults, programa: { ...fakeResults.programa, motores } } };
};

describe.each(dbKinds)('initial engine state from the previous day on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  let operator: Record<string, string>;
  withTestApp(kind, patternSolver, (s) => ({ app, full, operator } = s));
  const ask = (fecha: string, headers = full) => app.inject({ method: 'GET', url: `/api/estado-inicial?fecha=${encodeURIComponent(fecha)}`, headers });

  it('answers nothing to carry while the previous day has no valid simulation', async () => {
    const r = await ask('16/01/2025');
    expect(r.statusCode, r.body).toBe(200);
    expect(initialStateResponseSchema.parse(r.json())).toEqual({ simulacion: null, motores: [] });
  });

  it('carries each engine\'s state and hours from the valid simulation of the day before', async () => {
    // Two days from 15/01/2025, engine 2 off for 6 h before it: the state is read at the end of the 15th.
    const two = createBaseCase({ date: '15/01/2025', horizonDays: 2 });
    const launched = await upload(app, '/api/lanzar-simulacion/', full, {
      ...two,
      metadata: { ...two.metadata, simulation_name: 'Plan del 15' },
      planta: { ...two.planta, motores: two.planta.motores.map((m, e) => ({ ...m, estado: e === 1 ? 'Parado' : 'Encendido' })), horas_estado_motores: [3, 6, 0, 0, 0, 0, 0, 0] },
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const id = (launched.json() as { id: number }).id;
    expect((await waitForStatus(app, full, id)).status).toBe(4);
    expect((await app.inject({ method: 'POST', url: `/api/simulacion/${id}/activar`, headers: full })).statusCode).toBe(200);

    const r = initialStateResponseSchema.parse((await ask('16/01/2025')).json());
    expect(r.simulacion).toEqual({ id, name: 'Plan del 15', fechaActual: '15/01/2025' });
    expect(r.motores).toHaveLength(8);
    expect(r.motores[0]).toEqual({ nombre: 'Motor cogeneración 1', estado: 'Encendido', horas: 5 });
    expect(r.motores[1]).toEqual({ nombre: 'Motor cogeneración 2', estado: 'Parado', horas: 30 });
    // Running the whole day after 0 h entered: at least the day's 24 h.
    expect(r.motores[2]).toEqual({ nombre: 'Motor cogeneración 3', estado: 'Encendido', horas: 24 });

    // Another start day has no valid simulation the day before.
    expect(initialStateResponseSchema.parse((await ask('17/01/2025')).json()).simulacion).toBeNull();
  });

  it('refuses a bad date with the catalogue\'s message, operators and anonymous callers', async () => {
    for (const fecha of ['', '2025-01-16', '32/01/2025', '16/01/2025&fecha=17/01/2025']) {
      const r = await ask(fecha);
      expect(r.statusCode, fecha).toBe(400);
      expect(r.json().message).toBe('Indique la fecha de inicio de la simulación (dd/mm/aaaa).');
    }
    expect((await app.inject({ method: 'GET', url: '/api/estado-inicial?fecha=16/01/2025&x=1', headers: full })).statusCode).toBe(400);
    expect((await ask('16/01/2025', operator)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/estado-inicial?fecha=16/01/2025' })).statusCode).toBe(401);
  });
});

describe.each(dbKinds)('the state before H1 filled at launch on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  let operator: Record<string, string>;
  withTestApp(kind, patternSolver, (s) => ({ app, full, operator } = s));

  const named = (p: SimulationPayload, name: string): SimulationPayload => ({ ...p, metadata: { ...p.metadata, simulation_name: name } });
  const plant = async (id: number) => ((await app.db.query<{ inputs: SimulationPayload }>('SELECT inputs FROM simulations WHERE id = $1', [id])).rows[0]!.inputs).planta;
  async function launched(headers: Record<string, string>, p: SimulationPayload, url = '/api/lanzar-simulacion/'): Promise<number> {
    const r = await upload(app, url, headers, p);
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as { id: number }).id;
  }
  /** A valid, executed plan of `date` whose engine 2 starts the day off after 6 h off. */
  async function validPlan(date: string): Promise<number> {
    const p = createBaseCase({ date });
    const id = await launched(full, named({ ...p, planta: { ...p.planta, motores: p.planta.motores.map((m, e) => ({ ...m, estado: e === 1 ? 'Parado' : 'Encendido' })), horas_estado_motores: [3, 6, 0, 0, 0, 0, 0, 0] } }, `Plan del ${date}`));
    expect((await waitForStatus(app, full, id)).status).toBe(4);
    expect((await app.inject({ method: 'POST', url: `/api/simulacion/${id}/activar`, headers: full })).statusCode).toBe(200);
    return id;
  }

  it("carries the previous day's state into a launch that sends no hours, keeps hours that are sent, and saves as sent", async () => {
    const previous = await validPlan('10/02/2025');
    const carried = await plant(await launched(full, named(createBaseCase({ date: '11/02/2025' }), 'Sin horas')));
    expect(carried.motores.slice(0, 3).map((m) => m.estado)).toEqual(['Encendido', 'Parado', 'Encendido']);
    expect(carried.horas_estado_motores?.slice(0, 3)).toEqual([5, 30, 24]);
    expect(carried.origen_estado_motores).toBe('simulacion_anterior');
    expect(carried.simulacion_estado_motores).toEqual({ id: previous, fechaActual: '10/02/2025' });

    const typed = await plant(await launched(full, named(withEngineHoursBefore(createBaseCase({ date: '11/02/2025' }), 0, 2), 'Con horas')));
    expect([typed.horas_estado_motores?.slice(0, 2), typed.origen_estado_motores, typed.simulacion_estado_motores]).toEqual([[2, LONG_ENOUGH_HOURS], 'usuario', undefined]);

    const saved = await plant(await launched(full, named(createBaseCase({ date: '11/02/2025' }), 'Guardada'), '/api/guardar-simulacion/'));
    expect([saved.horas_estado_motores, saved.origen_estado_motores]).toEqual([undefined, undefined]);
  });

  it('launches as sent when the previous day has no valid simulation', async () => {
    const none = await plant(await launched(full, named(createBaseCase({ date: '13/02/2025' }), 'Sin anterior')));
    expect([none.horas_estado_motores, none.origen_estado_motores, none.simulacion_estado_motores]).toEqual([undefined, undefined, undefined]);
  });

  it("never takes an operator's own hours: the server's, from yesterday's valid plan when there is one", async () => {
    const own = (p: SimulationPayload) => withEngineHoursBefore(p, 0, 99);
    const before = await plant(await launched(operator, todayPayload('Operador', own)));
    expect([before.horas_estado_motores, before.origen_estado_motores]).toEqual([undefined, undefined]);

    const yesterday = formatDate(addDays(madridDate(new Date()), -1));
    const previous = await validPlan(yesterday);
    const after = await plant(await launched(operator, todayPayload('Operador', own)));
    expect(after.horas_estado_motores?.slice(0, 2)).toEqual([5, 30]);
    expect([after.origen_estado_motores, after.simulacion_estado_motores]).toEqual(['simulacion_anterior', { id: previous, fechaActual: yesterday }]);
    // Still not the operator's to ask for.
    expect((await app.inject({ method: 'GET', url: `/api/estado-inicial?fecha=${encodeURIComponent(formatDate(madridDate(new Date())))}`, headers: operator })).statusCode).toBe(403);
  });
});
