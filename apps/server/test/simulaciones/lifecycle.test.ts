/** Simulation lifecycle over HTTP on every database engine, with a scripted solver. */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { generateEstimatedElecPrices, generateEstimatedGasPrices } from '@plantasim/domain';
import { dbKinds } from '../helper.ts';
import { fakeResults, payload, scriptedSolver, todayPayload, unzipJson, upload, waitForStatus, withTestApp } from './support.ts';

describe.each(dbKinds)('simulation lifecycle on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  let operator: Record<string, string>;

  withTestApp(kind, scriptedSolver, (s) => ({ app, full, operator } = s));

  const launch = async (headers: Record<string, string>, value: unknown) => {
    const res = await upload(app, '/api/lanzar-simulacion/', headers, value);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: number }).id;
  };

  it('launches, solves to 4 and lists the fields of docs/rules/fields.md', async () => {
    const id = await launch(full, payload('Primera'));
    expect(id).toBeGreaterThan(0);
    expect((await waitForStatus(app, full, id)).status).toBe(4);
    const list = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json() as Record<string, unknown>[];
    const item = list.find((s) => s.id === id)!;
    // The fields of docs/rules/fields.md, parent_id (the run a sensitivity child shifts, null here), and the kind of run and
    // the days it plans (validity per day and kind, the plan in force)
    expect(Object.keys(item).sort()).toEqual(['VALID', 'created', 'id', 'last_update', 'name', 'parent_id', 'status', 'username', 'tipo', 'fechaActual', 'horizonte', 'resultado', 'modo'].sort());
    expect(item).toMatchObject({ name: 'Primera', username: 'gestor', status: 4, VALID: 0, parent_id: null, tipo: 'operativa', fechaActual: '15/01/2025', horizonte: 1 });
    expect(typeof item.modo).toBe('string');
    // The run's own answer says its days and those it is the plan in force for: none until it is valid.
    const detail = async () => (await app.inject({ method: 'GET', url: `/api/simulacion/${id}`, headers: full })).json() as Record<string, unknown>;
    expect(await detail()).toMatchObject({ fechaActual: '15/01/2025', horizonte: 1, enVigor: [] });
    expect((await app.inject({ method: 'POST', url: `/api/simulacion/${id}/activar`, headers: full })).statusCode).toBe(200);
    expect(await detail()).toMatchObject({ enVigor: ['15/01/2025'] });
    expect((await app.inject({ method: 'GET', url: `/api/cambiar-estado?simulation_id=${id}&new_status=0`, headers: full })).statusCode).toBe(200);
    expect(await detail()).toMatchObject({ enVigor: [] });
    expect(item.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    for (const [path, key] of [['programa', 'programa'], ['resultado-operacion', 'resultado_operacion'],
      ['resultado-economico', 'resultado_economico'], ['resultados', 'resultados']] as const) {
      const r = await app.inject({ method: 'GET', url: `/api/${path}/${id}`, headers: full });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual(fakeResults[key]);
    }
    const zip = await app.inject({ method: 'GET', url: `/api/descargar-resultado/${id}`, headers: full });
    expect(zip.headers['content-type']).toContain('application/zip');
    const files = unzipJson(zip.rawPayload);
    expect(files['programa.json']).toEqual(fakeResults.programa);
    expect(Object.keys(files).sort()).toEqual(['estadisticas.json', 'explicacion.json', 'programa.json', 'resultado_economico.json', 'resultado_operacion.json', 'resultados.json']);
    const entrada = await app.inject({ method: 'GET', url: `/api/descargar-entrada/${id}`, headers: full });
    const data = unzipJson(entrada.rawPayload)['data.json'] as { metadata: { id: number; created: string } };
    expect(data.metadata.id).toBe(id);
    expect(data.metadata.created).toBe(item.created);
  });

  it('refuses an invalid payload with 601 and the reasons, storing nothing', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json() as unknown[];
    const bad = { ...payload(), demanda_coef: 'mucho' };
    const res = await upload(app, '/api/lanzar-simulacion/', full, bad);
    expect(res.statusCode).toBe(601);
    const body = res.json() as { status: number; message: string; reasons: string[] };
    expect(body.status).toBe(601);
    expect(body.message).toBe('Hubo un problema al validar simulación');
    expect(body.reasons).toContain('Demanda › Vapor › Coeficiente (0–1,5): debe ser un número');
    const after = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json() as unknown[];
    expect(after.length).toBe(before.length);
  });

  it('refuses coupling/stop minimum-time breaches with 601', async () => {
    const engine = 'Motor cogeneración 5';
    const bad = payload('Paradas', (p) => ({
      ...p,
      disponibilidad: {
        ...p.disponibilidad,
        motores: p.disponibilidad.motores.map((r, i) => ({ ...r, disponibilidad: { ...r.disponibilidad, [engine]: i === 5 ? 0 : 1 } })),
      },
    }));
    const res = await upload(app, '/api/lanzar-simulacion/', full, bad);
    expect(res.statusCode).toBe(601);
    expect((res.json() as { reasons: string[] }).reasons.join(' ')).toContain(engine);
  });

  it('refuses with 601 what the optimizer cannot take (planning without estimated prices)', async () => {
    const res = await upload(app, '/api/lanzar-simulacion/', full, payload('Plan', (p) => ({
      ...p, configuracion: { ...p.configuracion, modoEjecucion: 4, modoEjecucionTexto: 'Planificación' },
    })));
    expect(res.statusCode).toBe(601);
    expect((res.json() as { reasons: string[] }).reasons.join(' ')).toContain('Electricidad › Previsión estimada: se esperaban 24 filas y hay 0');
  });

  it('sends modes 3 and 4 as 2 with the mode text', async () => {
    const day = { year: 2025, month: 1, day: 15 };
    const id = await launch(full, payload('Plan', (p) => ({
      ...p,
      configuracion: { ...p.configuracion, modoEjecucion: 4, modoEjecucionTexto: 'Planificación' },
      elec_precios_estimados: generateEstimatedElecPrices(day, 1),
      gas_precios_estimados: generateEstimatedGasPrices(day, 1),
    })));
    const r = await app.inject({ method: 'GET', url: `/api/descargar-entrada/${id}`, headers: full });
    const data = unzipJson(r.rawPayload)['data.json'] as { configuracion: { modoEjecucion: number; modoEjecucionTexto: string } };
    expect(data.configuracion).toMatchObject({ modoEjecucion: 2, modoEjecucionTexto: 'Planificación' });
    const detail = await app.inject({ method: 'GET', url: `/api/simulacion/${id}`, headers: full });
    expect(detail.json()).toMatchObject({ mode: 'Planificación' });
  });

  it('gives operators the automatic title and only their own simulations', async () => {
    const mine = await launch(operator, todayPayload('Nombre ignorado'));
    const theirs = await launch(full, payload('Del gestor'));
    const detail = (await app.inject({ method: 'GET', url: `/api/simulacion/${mine}`, headers: operator })).json() as { name: string };
    expect(detail.name).toMatch(/^(Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo) \d\d\/\d\d\/\d{4} \d\d:\d\d$/);
    const list = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: operator })).json() as { username: string }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((s) => s.username === 'operador')).toBe(true);
    for (const url of [`/api/simulacion/${theirs}`, `/api/programa/${theirs}`, `/api/descargar-entrada/${theirs}`]) {
      expect((await app.inject({ method: 'GET', url, headers: operator })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'POST', url: `/api/simulacion/${theirs}/cancelar`, headers: operator })).statusCode).toBe(404);
    const entrada = await app.inject({ method: 'GET', url: `/api/descargar-entrada/${mine}`, headers: operator });
    expect((unzipJson(entrada.rawPayload)['data.json'] as { metadata: { vista_operador: boolean } }).metadata.vista_operador).toBe(true);
  });

  it.each([
    ['infactible', 'El problema no tiene solución factible'],
    ['limite', 'Se alcanzó el tiempo límite del optimizador'],
    ['fallo', 'Fallo inesperado durante la ejecución: fallo simulado'],
  ])('ends a %s solve as 5 with the reason', async (name, reason) => {
    const id = await launch(full, payload(name));
    const done = await waitForStatus(app, full, id);
    expect(done.status).toBe(5);
    expect(done.error).toContain(reason);
    const r = await app.inject({ method: 'GET', url: `/api/resultados/${id}`, headers: full });
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ code: 'NO_RESULTS' });
  });

  it('cancels a running solve (6) and refuses a second cancel', async () => {
    const id = await launch(full, payload('espera'));
    await waitForStatus(app, full, id, (s) => s === 3);
    const r = await app.inject({ method: 'POST', url: `/api/simulacion/${id}/cancelar`, headers: full });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: 200, message: 'Simulación cancelada' });
    expect((await waitForStatus(app, full, id, (s) => s !== 3)).status).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await waitForStatus(app, full, id, () => true)).status).toBe(6); // a late result never overwrites
    const again = await app.inject({ method: 'POST', url: `/api/simulacion/${id}/cancelar`, headers: full });
    expect(again.statusCode).toBe(409);
  });

  it('shows how far a running solve is, and drops it once the run has ended', async () => {
    const id = await launch(full, payload('espera progreso'));
    type Detail = { status: number; run?: { started: string; progress: Record<string, number> | null } | null };
    const read = async () => (await app.inject({ method: 'GET', url: `/api/simulacion/${id}`, headers: full })).json() as Detail;
    const end = Date.now() + 20_000;
    let detail = await read();
    while (!detail.run?.progress && Date.now() < end) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      detail = await read();
    }
    expect(detail.status).toBe(3);
    expect(detail.run!.progress).toMatchObject({ done: 12, total: 24, window: 1, windows: 2 });
    expect(Date.parse(detail.run!.started)).toBeGreaterThan(Date.now() - 60_000);
    expect((await app.inject({ method: 'POST', url: `/api/simulacion/${id}/cancelar`, headers: full })).statusCode).toBe(200);
    await waitForStatus(app, full, id, (s) => s === 6);
    expect(await read()).not.toHaveProperty('run');
  });

  it('saves without launching (2) for full users only', async () => {
    const res = await upload(app, '/api/guardar-simulacion/', full, payload('Guardada'));
    expect(res.statusCode).toBe(200);
    const { id, status } = res.json() as { id: number; status: number };
    expect(status).toBe(2);
    expect((await waitForStatus(app, full, id, () => true)).status).toBe(2);
    expect((await upload(app, '/api/guardar-simulacion/', operator, payload())).statusCode).toBe(403);
    expect((await upload(app, '/api/guardar-simulacion/', full, { nada: 1 })).statusCode).toBe(601);
  });

  it('changes validity with the per-day rule, activates and deletes', async () => {
    const a = await launch(full, payload('A'));
    const b = await launch(full, payload('B'));
    await waitForStatus(app, full, a);
    await waitForStatus(app, full, b);
    // Other tests may have left a valid one today: start from a clean day.
    const today = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json() as { id: number; VALID: number }[];
    for (const s of today.filter((x) => x.VALID === 1)) {
      await app.inject({ method: 'GET', url: `/api/cambiar-estado?simulation_id=${s.id}&new_status=0`, headers: full });
    }
    const set = (id: number, v: number | string) => app.inject({ method: 'GET', url: `/api/cambiar-estado?simulation_id=${id}&new_status=${v}&username=gestor`, headers: full });
    expect((await set(a, 1)).json()).toMatchObject({ status: 200, VALID: 1 });
    const refused = await set(b, 1);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { message: string }).message).toMatch(/^Ya existe una simulación activa para la fecha \d\d\/\d\d\/\d{4}\./);
    const act = await app.inject({ method: 'POST', url: `/api/simulacion/${b}/activar`, headers: full });
    expect(act.json()).toMatchObject({ status: 200, VALID: 1, deactivated: [a] });
    const unmark = (await set(b, 0)).json() as { warning?: string };
    expect(unmark.warning).toContain('La simulación ya no es válida. No queda ninguna otra simulación activa');
    expect((await set(b, 2)).statusCode).toBe(400);
    expect((await set(999999, 1)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/cambiar-estado?simulation_id=abc&new_status=1', headers: full })).statusCode).toBe(400);

    const del = await app.inject({ method: 'DELETE', url: `/api/borrar-simulacion/${a}`, headers: full });
    expect(del.json()).toMatchObject({ status: 200, message: 'Simulación borrada' });
    const list = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json() as { id: number }[];
    expect(list.some((s) => s.id === a)).toBe(false);
    expect((await app.inject({ method: 'DELETE', url: `/api/borrar-simulacion/${a}`, headers: full })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/programa/${a}`, headers: full })).statusCode).toBe(404);
  });

  it('20 parallel validity changes for one day leave exactly one valid', async () => {
    // Runs that ended OK (only those may be valid), stored directly: 20 solves would only add time.
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await app.db.query<{ id: number }>(`INSERT INTO simulations (name, username, status, inputs) VALUES ($1, 'gestor', 4, '{}'::jsonb) RETURNING id`, [`C${i}`]);
      ids.push(r.rows[0]!.id);
    }
    const listValid = async () => ((await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json() as { id: number; VALID: number }[])
      .filter((s) => s.VALID === 1);
    for (const s of await listValid()) await app.inject({ method: 'GET', url: `/api/cambiar-estado?simulation_id=${s.id}&new_status=0`, headers: full });
    const answers = await Promise.all(ids.map((id) => app.inject({ method: 'GET', url: `/api/cambiar-estado?simulation_id=${id}&new_status=1`, headers: full })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
    expect(await listValid()).toHaveLength(1);
    const activations = await Promise.all(ids.map((id) => app.inject({ method: 'POST', url: `/api/simulacion/${id}/activar`, headers: full })));
    expect(activations.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await listValid()).toHaveLength(1);
  });

  it('answers IN.zip with the normalized input', async () => {
    const body = await upload(app, '/api/descargar-in/', operator, todayPayload('IN'));
    expect(body.statusCode).toBe(200);
    expect(body.headers['content-disposition']).toContain('IN.zip');
    const files = unzipJson(body.rawPayload);
    expect((files['data.json'] as { metadata: { vista_operador: boolean } }).metadata.vista_operador).toBe(true);
    expect((files['input.json'] as { hours: number }).hours).toBe(24);
    expect(String(files['model.lp'])).toMatch(/Minimize[\s\S]*Subject To/i);
    expect((await upload(app, '/api/descargar-in/', full, { x: 1 })).statusCode).toBe(601);
  });
});
