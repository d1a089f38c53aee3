/**
 * The engines' state before H1 carried from the previous day's valid simulation, on every database
 * engine: read at the end of that simulation's first day, its own hours before added when an engine
 * never changed; nothing when that day has no valid simulation; full users only.
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createBaseCase, initialStateResponseSchema } from '@plantasim/domain';
import { dbKinds } from '../helper.ts';
import type { SolveFn } from '../../src/jobs/types.ts';
import { fakeResults, upload, waitForStatus, withTestApp } from './support.ts';

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
