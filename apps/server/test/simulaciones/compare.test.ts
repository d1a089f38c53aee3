/**
 * Comparison of two executed simulations and sensitivity batches, on every database engine, with a
 * solver whose figures follow the inputs (so shifted children differ from their parent).
 */
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  compareResponseSchema, dayQuarterKeys, mustParseDate, SHIFTED_FIELDS, sensitivityLaunchResponseSchema, sensitivityResponseSchema,
  type ScheduleItem, type SimulationPayload, type SimulationResults,
} from '@plantasim/domain';
import { dbKinds } from '../helper.ts';
import type { ExplainFn, SolveFn } from '../../src/jobs/types.ts';
import { payload, todayPayload, upload, waitForStatus, withTestApp } from './support.ts';

const sum = (rows: Array<{ valor: number }>) => rows.reduce((s, r) => s + r.valor, 0);

/** Whether each run (by simulation name) was explained: its solve never is, its explanation job may be. */
const explainAsked = new Map<string, boolean | undefined>();

/** Who waits for a run's explanation, by simulation name. */
const explanationWaiters = new Map<string, () => void>();
const explained = (name: string) => new Promise<void>((resolve) => explanationWaiters.set(name, resolve));

/** Records the run it explains; the explanation itself is not what these tests read. */
const inputExplainer: ExplainFn = async (p) => {
  explainAsked.set(p.metadata.simulation_name, true);
  explanationWaiters.get(p.metadata.simulation_name)?.();
  return null;
};

/** Figures computed from the inputs; a name starting 'lento' waits until cancelled. */
const inputSolver: SolveFn = async (p, { signal, explain }) => {
  if (explain) throw new Error('a solve is never asked to explain: its explanation is a job of its own');
  explainAsked.set(p.metadata.simulation_name, false);
  if (p.metadata.simulation_name.startsWith('lento ·')) {
    await new Promise<void>((_, reject) => {
      if (signal.aborted) reject(new Error('abortada'));
      signal.addEventListener('abort', () => reject(new Error('abortada')), { once: true });
    });
  }
  const hours = p.configuracion.horizonte_horas;
  const motores = p.planta.motores.flatMap((m, k) => Array.from({ length: hours }, (_, t) => {
    const on = (p.disponibilidad.motores[t]?.disponibilidad[m.nombre] ?? 0) === 1 && (t + k) % 3 !== 0 ? 1 : 0;
    return { concepto: m.nombre, hora: `H${t + 1}`, valor: on * 2, estado: on };
  }));
  const totals = {
    FECHA_HORA: 'TOTAL', COST_TOTAL: sum(p.elec_precios_manual) * 10 + sum(p.demanda_vapor), ING_TOTAL: sum(p.gas_precios_manual),
    AHORRO: sum(p.demanda_frio) + p.configuracion.otros.precio_CO2, COST_CO2: p.configuracion.otros.precio_CO2 * 3, PCIO_EL: sum(p.elec_precios_manual) / hours,
  };
  const conceptos = Array.from({ length: hours }, (_, t) => [
    { concepto: 'Precio electricidad', hora: `H${t + 1}`, valor: p.elec_precios_manual[t]!.valor },
    { concepto: 'Venta red', hora: `H${t + 1}`, valor: 1 }, { concepto: 'Compra red', hora: `H${t + 1}`, valor: p.demanda_frio[t]!.valor / 10 },
  ]).flat();
  const programa = { motores, calderas: [], conceptos, conceptos_programas: [], total_consumo_gas: sum(p.gas_precios_manual), arranques_motores: [] };
  return {
    status: 'optimal',
    stats: {},
    results: {
      programa,
      // A sensitivity parent carries an operation table: that is what its explanation job starts from.
      resultado_operacion: p.metadata.simulation_name === 'Padre' ? { columns: ['FECHA_HORA'], rows: [], totals: { FECHA_HORA: 'TOTAL' } } : null,
      resultado_economico: { columns: Object.keys(totals), rows: [], totals },
      resultados: { stats: {}, warnings: [], totals },
      explicacion: null,
      ...(p.metadata.simulation_name.startsWith('cuartos') ? quarterRun(p, totals) : {}),
    },
  };
};

/**
 * A run planned in quarter hours (its first day, 96 periods): the first engine on in quarters 3–8
 * (00:30–02:00, 1.5 h, one start), every other engine off. Its hourly schedule folds that to hours
 * H1 and H2 on (2 h), as results/hourlyFromPeriods.ts does.
 */
function quarterRun(p: SimulationPayload, totals: Record<string, string | number>): Pick<SimulationResults, 'programa' | 'resultados' | 'cuartos'> {
  const keys = dayQuarterKeys(mustParseDate(p.configuracion.fechaActual));
  const hours = p.configuracion.horizonte_horas;
  const series = (length: number, on: (t: number) => boolean) => p.planta.motores.flatMap((m, k) => Array.from({ length }, (_, t) => {
    const estado = k === 0 && on(t) ? 1 : 0;
    return { concepto: m.nombre, hora: `H${t + 1}`, valor: estado * 2, estado };
  }));
  const schedule = (motores: ScheduleItem[]) => ({ motores, calderas: [], conceptos: [], conceptos_programas: [], total_consumo_gas: 0, arranques_motores: [] });
  return {
    programa: schedule(series(hours, (t) => t < 2)),
    resultados: { stats: {}, warnings: [], totals, cuartos: true },
    cuartos: {
      programa: schedule(series(keys.length, (t) => t >= 2 && t < 8)),
      resultado_operacion: { columns: ['FECHA_HORA'], rows: keys.map((k) => ({ FECHA_HORA: k })) },
      resultado_economico: { columns: Object.keys(totals), rows: [], totals },
    },
  };
}

describe.each(dbKinds)('compare and sensitivity on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  let operator: Record<string, string>;

  async function launch(headers: Record<string, string>, p: SimulationPayload): Promise<number> {
    const res = await upload(app, '/api/lanzar-simulacion/', headers, p);
    expect(res.statusCode, res.body).toBe(200);
    const id = (res.json() as { id: number }).id;
    expect((await waitForStatus(app, headers, id)).status).toBe(4);
    return id;
  }
  const totalsOf = async (id: number) => (await app.inject({ method: 'GET', url: `/api/resultados/${id}`, headers: full })).json().totals as Record<string, number>;
  const inputsOf = async (id: number) => (await app.db.query<{ inputs: SimulationPayload }>('SELECT inputs FROM simulations WHERE id = $1', [id])).rows[0]!.inputs;

  withTestApp(kind, inputSolver, (s) => ({ app, full, operator } = s), inputExplainer);

  it('compares two runs: the input difference with values, and KPI deltas equal to the difference of the stored economics', async () => {
    const a = await launch(full, payload('A'));
    const b = await launch(full, payload('B', (p) => ({ ...p, demanda_coef: 0.8, elec_precios_manual: p.elec_precios_manual.map((r, i) => (i === 5 ? { ...r, valor: r.valor + 7 } : r)) })));
    const res = await app.inject({ method: 'GET', url: `/api/comparar?a=${a}&b=${b}`, headers: full });
    expect(res.statusCode, res.body).toBe(200);
    const body = compareResponseSchema.parse(res.json());
    expect(body.a).toMatchObject({ id: a, name: 'A', fechaActual: '15/01/2025' });
    expect(body.inputs.map((g) => g.table)).toEqual(['elec_precios_manual', 'demanda_coef']);
    const pa = await inputsOf(a);
    expect(body.inputs[0]).toMatchObject({ tab: 'electricidad', count: 1, rows: [pa.elec_precios_manual[5]!.horizonte] });
    expect(body.inputs[0]!.changes[0]).toEqual({ row: pa.elec_precios_manual[5]!.horizonte, field: 'valor', a: pa.elec_precios_manual[5]!.valor, b: pa.elec_precios_manual[5]!.valor + 7 });
    expect(body.inputs[1]!.changes[0]).toMatchObject({ a: pa.demanda_coef, b: 0.8 });
    const [ta, tb] = [await totalsOf(a), await totalsOf(b)];
    const kpi = Object.fromEntries(body.kpis.map((k) => [k.key, k]));
    expect(kpi.netCost!.delta).toBeCloseTo((tb.COST_TOTAL! - tb.ING_TOTAL!) - (ta.COST_TOTAL! - ta.ING_TOTAL!));
    expect(kpi.netCost!.delta).toBeCloseTo(70);
    expect(kpi.savings!.delta).toBeCloseTo(tb.AHORRO! - ta.AHORRO!);
    expect(body.economics.find((l) => l.column === 'COST_TOTAL')).toEqual({ column: 'COST_TOTAL', a: ta.COST_TOTAL, b: tb.COST_TOTAL, delta: tb.COST_TOTAL! - ta.COST_TOTAL! });
    expect(body.schedule.hours).toHaveLength(24);
    expect(body.schedule.series.find((s) => s.concepto === 'Precio electricidad')!.b[5]).toBeCloseTo(pa.elec_precios_manual[5]!.valor + 7);
  });

  it('counts a quarter-hour run\'s engine hours and starts on its quarters, in real time, against an hourly run', async () => {
    const hourly = await launch(full, payload('A'));
    const quarters = await launch(full, payload('cuartos'));
    const res = await app.inject({ method: 'GET', url: `/api/comparar?a=${hourly}&b=${quarters}`, headers: full });
    expect(res.statusCode, res.body).toBe(200);
    const kpi = Object.fromEntries(compareResponseSchema.parse(res.json()).kpis.map((k) => [k.key, k]));
    // The quarter run: one engine on for 6 quarters (1.5 h) after one start, not the 2 hours its
    // hourly schedule shows; the hourly run is counted on its hours as before.
    expect([kpi.engineHours!.b, kpi.engineStarts!.b]).toEqual([1.5, 1]);
    const pa = await inputsOf(hourly);
    const initiallyOn = new Set(pa.planta.motores.filter((m) => m.estado === 'Encendido').map((m) => m.nombre));
    let hours = 0;
    let starts = 0;
    pa.planta.motores.forEach((m, k) => {
      let prev = initiallyOn.has(m.nombre);
      for (let t = 0; t < pa.configuracion.horizonte_horas; t++) {
        const on = (pa.disponibilidad.motores[t]?.disponibilidad[m.nombre] ?? 0) === 1 && (t + k) % 3 !== 0;
        hours += on ? 1 : 0;
        starts += on && !prev ? 1 : 0;
        prev = on;
      }
    });
    expect([kpi.engineHours!.a, kpi.engineStarts!.a]).toEqual([hours, starts]);
    // The sensitivity reads a run's figures the same way.
    const sensitivity = sensitivityResponseSchema.parse((await app.inject({ method: 'GET', url: `/api/simulaciones/${quarters}/sensibilidad`, headers: full })).json());
    expect([sensitivity.parent.kpis?.engineHours, sensitivity.parent.kpis?.engineStarts]).toEqual([1.5, 1]);
  });

  it('compares a run stored before the schedule columns existed as it compares it with them', async () => {
    const a = await launch(full, payload('A'));
    const b = await launch(full, payload('B', (p) => ({ ...p, elec_precios_manual: p.elec_precios_manual.map((r, i) => (i === 2 ? { ...r, valor: r.valor + 3 } : r)) })));
    const compare = async () => (await app.inject({ method: 'GET', url: `/api/comparar?a=${a}&b=${b}`, headers: full })).json() as Record<string, unknown>;
    const withColumns = await compare();
    expect((withColumns.schedule as { heat: unknown[] }).heat.length).toBeGreaterThan(0);
    await app.db.query("DELETE FROM simulation_results WHERE simulation_id = ANY($1::int[]) AND part = 'programa_columnas'", [[a, b]]);
    expect(await compare()).toEqual(withColumns);
  });

  it('answers 400 to a bad query, 404 to missing or foreign ids, 409 to a run without results', async () => {
    const own = await launch(operator, todayPayload('del operador'));
    const other = await launch(full, payload('ajena'));
    for (const url of ['/api/comparar', `/api/comparar?a=${own}`, `/api/comparar?a=x&b=${own}`, `/api/comparar?a=${own}&b=${own}&c=1`]) {
      const r = await app.inject({ method: 'GET', url, headers: full });
      expect(r.statusCode, url).toBe(400);
      expect(r.json().message).toBe('Indique las dos simulaciones a comparar (a y b).');
    }
    expect((await app.inject({ method: 'GET', url: `/api/comparar?a=${own}&b=${own}`, headers: operator })).statusCode).toBe(200);
    const foreign = await app.inject({ method: 'GET', url: `/api/comparar?a=${own}&b=${other}`, headers: operator });
    const missing = await app.inject({ method: 'GET', url: `/api/comparar?a=${own}&b=999999`, headers: operator });
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json().message).toBe(`No existe la simulación ${other}.`);
    const saved = await upload(app, '/api/guardar-simulacion/', full, payload('guardada'));
    const savedId = (saved.json() as { id: number }).id;
    expect((await app.inject({ method: 'GET', url: `/api/comparar?a=${other}&b=${savedId}`, headers: full })).statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: `/api/comparar?a=${own}&b=${own}`, headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
  });

  it('launches a sensitivity batch whose children inherit everything but the shifted input, never valid, deleted with their parent', async () => {
    const parentExplained = explained('Padre');
    const parent = await launch(full, payload('Padre'));
    const res = await app.inject({ method: 'POST', url: `/api/simulaciones/${parent}/sensibilidad`, headers: full, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    const launched = sensitivityLaunchResponseSchema.parse(res.json());
    expect(launched.children).toHaveLength(15);
    expect(launched.message).toBe('Análisis de sensibilidad lanzado: 15 simulaciones.');
    for (const c of launched.children) expect((await waitForStatus(app, full, c.id)).status).toBe(4);

    // the parent's decisions are explained (by a job after its results); the children (key figures only) are not
    await parentExplained;
    expect(explainAsked.get('Padre')).toBe(true);
    const childNames = [...explainAsked.keys()].filter((n) => n.startsWith('Padre · '));
    expect(childNames).toHaveLength(15);
    for (const n of childNames) expect(explainAsked.get(n), n).toBe(false);

    const parentInputs = await inputsOf(parent);
    for (const c of launched.children) {
      const child = await inputsOf(c.id);
      for (const key of Object.keys(parentInputs) as Array<keyof SimulationPayload>) {
        if (SHIFTED_FIELDS[c.shift.kind].includes(key)) continue;
        if (key === 'metadata') {
          expect({ ...child.metadata, simulation_name: '' }, `${c.shift.kind} metadata`).toEqual({ ...parentInputs.metadata, simulation_name: '' });
          continue;
        }
        expect(child[key], `${c.shift.kind}×${c.shift.factor}: ${key}`).toEqual(parentInputs[key]);
      }
      expect(child.metadata.simulation_name.startsWith('Padre · ')).toBe(true);
    }

    const read = sensitivityResponseSchema.parse((await app.inject({ method: 'GET', url: `/api/simulaciones/${parent}/sensibilidad`, headers: full })).json());
    expect(read.children.map((c) => c.id)).toEqual(launched.children.map((c) => c.id));
    expect(read.children.every((c) => c.kpis !== null)).toBe(true);
    expect(read.tornado.map((b) => b.kind).sort()).toEqual(['co2Price', 'coldDemand', 'elecPrice', 'engineOff', 'gasPrice', 'steamDemand']);
    const elec = read.tornado.find((b) => b.kind === 'elecPrice')!;
    expect(elec.points).toHaveLength(4);
    expect(elec.netCost.high).toBeGreaterThan(0);
    expect(elec.netCost.low).toBeLessThan(0);

    const list = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json() as Array<{ id: number; parent_id: number | null }>;
    expect(list.filter((x) => x.parent_id === parent)).toHaveLength(15);

    // a child is never valid (both requests), and has no sensitivity of its own
    const child = launched.children[0]!.id;
    const mark = await app.inject({ method: 'GET', url: `/api/cambiar-estado?simulation_id=${child}&new_status=1`, headers: full });
    expect(mark.statusCode).toBe(409);
    expect(mark.json().message).toBe('Una simulación de sensibilidad no puede ser la válida del día: sus entradas están desplazadas a propósito.');
    expect((await app.inject({ method: 'POST', url: `/api/simulacion/${child}/activar`, headers: full })).statusCode).toBe(409);
    expect((await app.db.query<{ valid: number }>('SELECT valid FROM simulations WHERE id = $1', [child])).rows[0]!.valid).toBe(0);
    await expect(app.db.query('UPDATE simulations SET valid = 1 WHERE id = $1', [child])).rejects.toThrow();
    expect((await app.inject({ method: 'POST', url: `/api/simulaciones/${child}/sensibilidad`, headers: full, payload: {} })).statusCode).toBe(409);

    // compare parent and child: only the shifted input differs
    const cmp = compareResponseSchema.parse((await app.inject({ method: 'GET', url: `/api/comparar?a=${parent}&b=${child}`, headers: full })).json());
    expect(cmp.inputs.map((g) => g.table)).toEqual(['elec_precios_manual', 'elec_precios_OMIE', 'elec_precios_prevision'].filter((t) => cmp.inputs.some((g) => g.table === t)));
    expect(cmp.inputs.length).toBeGreaterThan(0);

    const del = await app.inject({ method: 'DELETE', url: `/api/borrar-simulacion/${parent}`, headers: full });
    expect(del.statusCode, del.body).toBe(200);
    const statuses = (await app.db.query<{ status: number }>('SELECT status FROM simulations WHERE parent_id = $1', [parent])).rows.map((r) => r.status);
    expect(statuses).toEqual(new Array(15).fill(7));
    const after = (await app.inject({ method: 'GET', url: '/api/simulacion', headers: full })).json() as Array<{ parent_id: number | null }>;
    expect(after.some((x) => x.parent_id === parent)).toBe(false);
  });

  it('cancels running children when their parent is deleted; refuses operators, bad bodies and unknown engines', async () => {
    const parent = await launch(full, payload('lento'));
    const res = await app.inject({ method: 'POST', url: `/api/simulaciones/${parent}/sensibilidad`, headers: full, payload: { shifts: [{ kind: 'gasPrice', factor: 1.1 }, { kind: 'co2Price', factor: 0.8 }] } });
    expect(res.statusCode, res.body).toBe(200);
    const ids = (res.json() as { children: Array<{ id: number }> }).children.map((c) => c.id);
    expect(ids).toHaveLength(2);
    expect((await waitForStatus(app, full, ids[0]!, (s) => s === 3)).status).toBe(3);
    expect((await app.inject({ method: 'DELETE', url: `/api/borrar-simulacion/${parent}`, headers: full })).statusCode).toBe(200);
    const rows = (await app.db.query<{ status: number }>('SELECT status FROM simulations WHERE parent_id = $1 ORDER BY id', [parent])).rows;
    expect(rows.map((r) => r.status)).toEqual([7, 7]);

    const other = await launch(full, payload('otra'));
    expect((await app.inject({ method: 'POST', url: `/api/simulaciones/${other}/sensibilidad`, headers: operator, payload: {} })).statusCode).toBe(403);
    for (const body of [{ shifts: [] }, { shifts: [{ kind: 'viento', factor: 1 }] }, { otra: 1 }]) {
      const r = await app.inject({ method: 'POST', url: `/api/simulaciones/${other}/sensibilidad`, headers: full, payload: body });
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
    }
    const unknown = await app.inject({ method: 'POST', url: `/api/simulaciones/${other}/sensibilidad`, headers: full, payload: { shifts: [{ kind: 'gasPrice', factor: 1.1 }, { kind: 'engineOff', factor: 1, engine: 'Motor 99' }] } });
    expect(unknown.statusCode).toBe(400);
    expect((await app.db.query('SELECT id FROM simulations WHERE parent_id = $1', [other])).rows).toHaveLength(0);
  });
});
