/**
 * Plan vs actual vs hindsight through HTTP on every database engine, with the real optimizer and the
 * realised prices served from the shared market files (no network): a valid base-case plan of
 * 15/01/2024 and 16/01/2024, actuals pushed from the plan's own operation table. A day run exactly as
 * planned puts the whole difference in price; an engine measured at 0 where it was planned on is an
 * outage. Refusals in Spanish and English; operators see only the days of their own plans.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  ACTUAL_UNITS, actualsHeaders, addDays, bridgeDayResponseSchema, bridgeRangeResponseSchema, createBaseCase, dayFigures, dayQuarterKeys, formatDate, mustParseDate,
  type ActualHour, type BridgeAmounts, type SimulationPayload,
} from '@plantasim/domain';
import { authHeaders, buildTestApp, dbKinds, demoCredentials } from '../../helper.ts';
import { setSolverForTests } from '../../../src/jobs/solver.ts';
import { upload, waitForStatus } from '../../simulaciones/support.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const SHARED = path.resolve(repoRoot, '../shared/market-data');
function sharedDir(): string {
  if (!existsSync(SHARED)) throw new Error(`Market-data samples not found at ${SHARED} (../shared/market-data next to the repo)`);
  return SHARED;
}

type Row = Record<string, number | string>;

/** The measured hours of a day run as the plan's operation table says, `change` applied per unit and
 *  hour; `day` is the day's place in the plan's horizon (0 = its first day). */
function actualsOf(
  p: SimulationPayload, rows: Row[], change: (unit: string, hour: number, v: number) => number = (_u, _h, v) => v, day = 0,
): ActualHour[] {
  const date = formatDate(addDays(mustParseDate(p.configuracion.fechaActual), day));
  const at = (h: number) => day * 24 + h;
  const units: Array<[string, string]> = [
    ...p.planta.motores.map((m, k) => [`motor.${k + 1}`, `PE_${m.nombre}`] as [string, string]),
    ...p.planta.calderas_gas.map((b, k) => [`caldera_gas.${k + 1}`, `CG_${b.nombre}`] as [string, string]),
    ...p.planta.calderas_electricas.map((b, k) => [`caldera_electrica.${k + 1}`, `CE_${b.nombre}`] as [string, string]),
    ...p.planta.compresores.map((c, k) => [`compresor.${k + 1}`, `CE_${c.nombre}`] as [string, string]),
  ];
  return Array.from({ length: 24 }, (_, h) => ({
    horizonte: `${date} ${String(h).padStart(2, '0')}:00`,
    valores: {
      ...Object.fromEntries(units.map(([key, column]) => [key, change(key, h, Math.max(0, Number(rows[at(h)]?.[column] ?? 0)))])),
      'demanda.vapor': p.demanda_vapor[at(h)]!.valor,
      'demanda.frio': p.demanda_frio[at(h)]!.valor,
    },
  }));
}

const partsSum = (b: BridgeAmounts) => b.precio + b.demanda + b.indisponibilidad + b.ejecucion;

describe.each(dbKinds)('plan vs actual on %s', (kind) => {
  let app: FastifyInstance;
  let full: Record<string, string>;
  let operator: Record<string, string>;
  const plans = new Map<string, { id: number; payload: SimulationPayload; rows: Row[] }>();

  /** A plan of `days` days from `date`, made the day before at noon unless `created` says when, and
   *  activated unless told; `shape` changes its inputs. */
  async function validPlan(
    date: string, opts: { days?: number; created?: string; key?: string; activate?: boolean; shape?: (p: SimulationPayload) => SimulationPayload } = {},
  ) {
    const base = createBaseCase({ date, horizonDays: opts.days ?? 1 });
    const payload = (opts.shape ?? ((p) => p))({ ...base, metadata: { ...base.metadata, simulation_name: `Plan del ${date}` } });
    const launched = await upload(app, '/api/lanzar-simulacion/', full, payload);
    expect(launched.statusCode, launched.body).toBe(200);
    const id = (launched.json() as { id: number }).id;
    expect((await waitForStatus(app, full, id, (s) => s !== 3, 120_000)).status).toBe(4);
    // Made the day before the day it plans, as a plant does: one valid simulation per day of creation.
    const [d, m, y] = date.split('/').map(Number) as [number, number, number];
    await app.db.query('UPDATE simulations SET created = $1 WHERE id = $2', [opts.created ?? new Date(Date.UTC(y, m - 1, d - 1, 12)).toISOString(), id]);
    if (opts.activate !== false) expect((await app.inject({ method: 'POST', url: `/api/simulacion/${id}/activar`, headers: full })).statusCode).toBe(200);
    const op = await app.inject({ method: 'GET', url: `/api/resultado-operacion/${id}`, headers: full });
    plans.set(opts.key ?? date, { id, payload, rows: (op.json() as { rows: Row[] }).rows });
  }

  beforeAll(async () => {
    vi.stubEnv('MARKET_DATA_HTTP', 'off'); // realised prices from the folder only
    vi.stubEnv('SOLVE_EXPLAIN', 'off');
    setSolverForTests(undefined); // the real optimizer
    app = await buildTestApp(kind, { marketDataDir: sharedDir() });
    full = await authHeaders(app, 'full');
    operator = await authHeaders(app, 'operator');
    await validPlan('15/01/2024');
    await validPlan('16/01/2024');
    // The plan of the 16th is the operator's own.
    await app.db.query('UPDATE simulations SET username = $1 WHERE id = $2', [demoCredentials.operator.username, plans.get('16/01/2024')!.id]);
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    vi.unstubAllEnvs();
  });

  const balance = (query: string, headers: Record<string, string> = full, lang = 'es') =>
    app.inject({ method: 'GET', url: `/api/datos-reales/balance?${query}`, headers: { ...headers, 'accept-language': lang } });
  const push = async (hours: ActualHour[]) => {
    const r = await app.inject({ method: 'POST', url: '/api/datos-reales', headers: full, payload: { filas: hours } });
    expect(r.statusCode, r.body).toBe(200);
  };

  it('refuses a day without complete actuals, naming how many hours it has', async () => {
    const p = plans.get('15/01/2024')!;
    await push(actualsOf(p.payload, p.rows).slice(0, 20));
    const r = await balance('dia=15/01/2024');
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('El 15/01/2024 tiene datos reales de 20 de sus 24 horas: impórtelos todos para comparar el día.');
    const en = await balance('dia=15/01/2024', full, 'en');
    expect(en.json().message).toBe('On 15/01/2024 there are actuals for 20 of its 24 hours: import them all to compare the day.');
  });

  it('puts a day run exactly as planned wholly in price, with its three columns', async () => {
    const p = plans.get('15/01/2024')!;
    await push(actualsOf(p.payload, p.rows));
    const r = await balance('dia=15/01/2024');
    expect(r.statusCode, r.body).toBe(200);
    const day = bridgeDayResponseSchema.parse(r.json());
    expect(day.simulacion).toEqual({ id: p.id, name: 'Plan del 15/01/2024', username: demoCredentials.full.username });
    expect(day.horasDemanda).toEqual([]);
    expect(day.averias).toEqual([]);
    expect(day.puente).toMatchObject({ demanda: 0, indisponibilidad: 0, ejecucion: 0 });
    expect(day.puente.precio).not.toBe(0); // the plan's manual prices are not January 2024's
    expect(day.puente.precio).toBe(day.puente.total);
    expect(day.puente.total).toBe(day.puente.real - day.puente.plan);
    expect(day.columnas.plan.total).toBe(day.puente.plan);
    expect(day.columnas.real.total).toBe(day.puente.real);
    expect(day.columnas.posteriori!.total).toBe(day.puente.posteriori);
    // The hindsight optimum knows the prices: it never costs more than the plan's own operation on them.
    expect(day.puente.prevision!).toBeGreaterThanOrEqual(0);
    const lines = day.columnas.real;
    expect(lines.gas + lines.co2 + lines.compra + lines.otros - lines.venta - lines.ro).toBe(lines.total);
  });

  it('reads an engine measured at 0 where it was planned on as an outage, the parts adding up', async () => {
    const p = plans.get('15/01/2024')!;
    const engine = p.payload.planta.motores.findIndex((m) => [14, 15, 16, 17].every((h) => Number(p.rows[h]?.[`PE_${m.nombre}`] ?? 0) > 0.01));
    expect(engine).toBeGreaterThanOrEqual(0);
    await push(actualsOf(p.payload, p.rows, (unit, h, v) => (unit === `motor.${engine + 1}` && h >= 14 && h <= 17 ? 0 : v)));
    const day = bridgeDayResponseSchema.parse((await balance('dia=15/01/2024')).json());
    expect(day.averias).toEqual([{ unidad: p.payload.planta.motores[engine]!.nombre, horas: [15, 16, 17, 18] }]);
    expect(day.puente.indisponibilidad).not.toBe(0);
    expect(partsSum(day.puente)).toBe(day.puente.total);
  });

  it('sums a period, lists the days left out and lets operators see only their own plans\' days', async () => {
    const p16 = plans.get('16/01/2024')!;
    await push(actualsOf(p16.payload, p16.rows));
    const r = await balance('desde=14/01/2024&hasta=16/01/2024');
    expect(r.statusCode, r.body).toBe(200);
    const month = bridgeRangeResponseSchema.parse(r.json());
    expect(month.dias.map((d) => d.fecha)).toEqual(['15/01/2024', '16/01/2024']);
    expect(month.omitidos).toEqual([{ fecha: '14/01/2024', motivo: 'sinPlan' }]);
    expect(month.puente.total).toBe(month.dias.reduce((a, d) => a + d.total, 0));
    expect(partsSum(month.puente)).toBe(month.puente.total);

    const own = bridgeRangeResponseSchema.parse((await balance('desde=14/01/2024&hasta=16/01/2024', operator)).json());
    expect(own.dias.map((d) => d.fecha)).toEqual(['16/01/2024']);
    expect(own.omitidos.map((d) => d.fecha)).toEqual(['14/01/2024', '15/01/2024']);
    const other = await balance('dia=15/01/2024', operator);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('El 15/01/2024 no tiene una simulación válida ejecutada que pueda consultar.');
    expect((await balance('dia=16/01/2024', operator)).statusCode).toBe(200);
  });

  it('keeps a computed day and computes it afresh when newer actuals arrive', async () => {
    const count = async () => Number((await app.db.query<{ n: string }>("SELECT count(*) AS n FROM actual_bridges WHERE day = '2024-01-16'")).rows[0]!.n);
    const before = await count();
    expect(before).toBe(1);
    await balance('dia=16/01/2024');
    expect(await count()).toBe(before);
    const p16 = plans.get('16/01/2024')!;
    await push(actualsOf(p16.payload, p16.rows, (unit, _h, v) => (unit === 'caldera_gas.1' ? v + 1 : v)));
    const day = bridgeDayResponseSchema.parse((await balance('dia=16/01/2024')).json());
    expect(await count()).toBe(before + 1);
    expect(day.puente.ejecucion).toBeGreaterThan(0); // an hour of gas burnt for nothing each hour
  });

  it('compares a day with its plan in force: the 3-day run made on Friday for Saturday to Monday, at that day\'s hours; activating another run takes the day', async () => {
    // Friday 19/01/2024 plans Saturday 20 to Monday 22; its Sunday has 20 % less steam demand, so a
    // Sunday read from the plan's first hours would not match the Sunday measured.
    const lowerSunday = (p: SimulationPayload): SimulationPayload => ({
      ...p, demanda_vapor: p.demanda_vapor.map((r, t) => (t >= 24 && t < 48 ? { ...r, valor: Math.round(r.valor * 80) / 100 } : r)),
    });
    await validPlan('20/01/2024', { days: 3, created: '2024-01-19T15:00:00.000Z', key: 'viernes', shape: lowerSunday });
    const friday = plans.get('viernes')!;
    await push(actualsOf(friday.payload, friday.rows, undefined, 1));
    const sunday = bridgeDayResponseSchema.parse((await balance('dia=21/01/2024')).json());
    expect(sunday.simulacion.id).toBe(friday.id);
    expect(sunday.horasDemanda).toEqual([]);
    expect(sunday.puente).toMatchObject({ demanda: 0, indisponibilidad: 0, ejecucion: 0 });
    expect(sunday.puente.precio).toBe(sunday.puente.total);

    // Made on Saturday for Sunday and activated: Sunday's plan is now that run (its first day, the
    // base demand: the measured Sunday is 20 % under it).
    await validPlan('21/01/2024', { created: '2024-01-20T10:00:00.000Z', key: 'sábado' });
    const saturday = plans.get('sábado')!;
    const taken = bridgeDayResponseSchema.parse((await balance('dia=21/01/2024')).json());
    expect(taken.simulacion.id).toBe(saturday.id);
    expect(taken.horasDemanda.length).toBeGreaterThan(0);

    // Against a run the user picks: Friday's plan again, and the 15th's plan refused (it does not plan the 21st).
    const picked = bridgeDayResponseSchema.parse((await balance(`dia=21/01/2024&simulacion=${friday.id}`)).json());
    expect(picked.simulacion.id).toBe(friday.id);
    expect(picked.puente).toEqual(sunday.puente);
    const outside = await balance(`dia=21/01/2024&simulacion=${plans.get('15/01/2024')!.id}`);
    expect(outside.statusCode).toBe(409);
    expect(outside.json().message).toBe(`La simulación ${plans.get('15/01/2024')!.id} no planifica el día 21/01/2024: su horizonte va del 15/01/2024 al 15/01/2024.`);
    const outsideEn = await balance(`dia=21/01/2024&simulacion=${plans.get('15/01/2024')!.id}`, full, 'en');
    expect(outsideEn.json().message).toBe(`Simulation ${plans.get('15/01/2024')!.id} does not plan 21/01/2024: its horizon runs from 15/01/2024 to 15/01/2024.`);
    // An operator may not pick another user's run: answered as an unknown one.
    expect((await balance(`dia=21/01/2024&simulacion=${friday.id}`, operator)).statusCode).toBe(404);
    expect((await balance('dia=21/01/2024&simulacion=99999999')).statusCode).toBe(404);
  }, 300_000);

  it('compares a run planned in quarter hours on its quarters against actuals given per hour', async () => {
    // The quarters of each hour priced 30 €/MWh above and below its hourly price, in halves.
    const quarterly = (p: SimulationPayload): SimulationPayload => ({
      ...p, configuracion: { ...p.configuracion, resolucion: 'cuartohoraria' },
      elec_precios_manual_cuartos: dayQuarterKeys({ year: 2024, month: 1, day: 17 }).map((fecha_hora, i) => ({
        fecha_hora, periodo: i + 1, valor: p.elec_precios_manual[Math.floor(i / 4)]!.valor + (i % 4 < 2 ? 30 : -30),
      })),
    });
    await validPlan('17/01/2024', { shape: quarterly });
    const p = plans.get('17/01/2024')!;
    expect(p.rows).toHaveLength(24);
    expect((await app.inject({ method: 'GET', url: `/api/resultado-operacion/${p.id}?resolucion=cuartos`, headers: full })).json().rows).toHaveLength(96);
    // Measured per hour as the run's hourly table says (each hour the mean of its quarters).
    await push(actualsOf(p.payload, p.rows));
    const r = await balance('dia=17/01/2024');
    expect(r.statusCode, r.body).toBe(200);
    const day = bridgeDayResponseSchema.parse(r.json());
    expect(day.simulacion.id).toBe(p.id);
    // The plan column is the run's own net cost of the day (its quarters'), not the hourly means'.
    const economic = (await app.inject({ method: 'GET', url: `/api/resultado-economico/${p.id}`, headers: full })).json() as { rows: Row[] };
    expect(Math.abs(day.puente.plan - Math.round(dayFigures(economic as Parameters<typeof dayFigures>[0], 0)!.netCost * 100))).toBeLessThanOrEqual(1);
    // The delivered demand is the plan's, hour by hour, and no unit it ran measured 0: no demand hour, no outage.
    expect(day.horasDemanda).toEqual([]);
    expect(day.averias).toEqual([]);
    expect(day.puente.demanda).toBe(0);
    expect(day.puente.indisponibilidad).toBe(0);
    expect(partsSum(day.puente)).toBe(day.puente.total);
    expect(day.puente.total).toBe(day.puente.real - day.puente.plan);
    // Energy per hour, MW × 0.25 h in each quarter: the actuals sell what the plan's quarters sold, at the realised hourly price.
    expect(day.columnas.real.venta).toBeGreaterThan(0);
  }, 300_000);

  it('compares a quarter run against actuals imported per quarter (a CSV of 96 quarter rows): its own quarters, no execution gap', async () => {
    const p = plans.get('17/01/2024')!;
    const quarterRows = (await app.inject({ method: 'GET', url: `/api/resultado-operacion/${p.id}?resolucion=cuartos`, headers: full })).json().rows as Row[];
    expect(quarterRows).toHaveLength(96);
    const keys = dayQuarterKeys({ year: 2024, month: 1, day: 17 });
    const columnOf = (key: string): string | null => {
      const [kind, n] = key.split('.') as [string, string];
      const k = Number(n) - 1;
      if (kind === 'motor') return `PE_${p.payload.planta.motores[k]!.nombre}`;
      if (kind === 'caldera_gas') return `CG_${p.payload.planta.calderas_gas[k]!.nombre}`;
      if (kind === 'caldera_electrica') return `CE_${p.payload.planta.calderas_electricas[k]!.nombre}`;
      if (kind === 'compresor') return `CE_${p.payload.planta.compresores[k]!.nombre}`;
      return null;
    };
    const cell = (x: number) => x.toFixed(4).replace('.', ',');
    const lines = keys.map((key, t) => [key, ...ACTUAL_UNITS.map((u) => {
      const column = columnOf(u.key);
      if (column) return cell(Math.max(0, Number(quarterRows[t]?.[column] ?? 0)));
      if (u.key === 'demanda.vapor') return cell(p.payload.demanda_vapor[Math.floor(t / 4)]!.valor);
      if (u.key === 'demanda.frio') return cell(p.payload.demanda_frio[Math.floor(t / 4)]!.valor);
      return '0'; // grid not metered
    })].join(';'));
    // Engines that change their setpoint within an hour: what an hourly import could not say.
    const engine = columnOf('motor.1')!;
    expect(quarterRows.some((r, t) => t % 4 > 0 && Math.abs(Number(r[engine]) - Number(quarterRows[t - (t % 4)]![engine])) > 0.01)).toBe(true);
    const csv = `\ufeff${[actualsHeaders().join(';'), ...lines].join('\r\n')}\r\n`;
    const imported = await app.inject({ method: 'POST', url: '/api/datos-reales', headers: { ...full, 'content-type': 'text/csv' }, payload: csv });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ horas: 24, desde: '17/01/2024 00:00', hasta: '17/01/2024 23:45' });
    // The hourly view reads each hour as the mean of its quarters.
    const read = (await app.inject({ method: 'GET', url: '/api/datos-reales?desde=17/01/2024&hasta=17/01/2024', headers: full })).json() as { horas: ActualHour[] };
    expect(read.horas).toHaveLength(24);
    const mean = [0, 1, 2, 3].reduce((a, t) => a + Number(cell(Math.max(0, Number(quarterRows[40 + t]![engine]))).replace(',', '.')), 0) / 4;
    expect(read.horas[10]!.valores['motor.1']).toBeCloseTo(mean, 9);
    const r = await balance('dia=17/01/2024');
    expect(r.statusCode, r.body).toBe(200);
    const day = bridgeDayResponseSchema.parse(r.json());
    // The measured quarters are the plan's quarters: the day differs from the plan only in prices.
    expect(day.horasDemanda).toEqual([]);
    expect(day.averias).toEqual([]);
    expect(Math.abs(day.puente.ejecucion)).toBeLessThanOrEqual(100);
    expect(partsSum(day.puente)).toBe(day.puente.total);
  }, 300_000);

  it('refuses bad queries, days and periods without data, in Spanish and English, and anonymous callers', async () => {
    for (const q of [
      '', 'dia=2024-01-15', 'dia=32/01/2024', 'desde=01/01/2024', 'desde=01/02/2024&hasta=01/01/2024', 'desde=01/01/2024&hasta=01/02/2024', 'dia=15/01/2024&x=1',
      'dia=15/01/2024&simulacion=0', 'dia=15/01/2024&simulacion=abc', 'dia=15/01/2024&simulacion=99999999999', 'desde=01/01/2024&hasta=02/01/2024&simulacion=1',
    ]) {
      const r = await balance(q);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().message).toBe('Indique un día (dia=dd/mm/aaaa) o un periodo (desde y hasta, dd/mm/aaaa) de 31 días como máximo.');
    }
    expect((await balance('dia=x', full, 'en')).json().message).toBe('Give a day (dia=dd/mm/yyyy) or a period (desde and hasta, dd/mm/yyyy) of 31 days at most.');
    const none = await balance('dia=25/01/2024', full, 'en');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('On 25/01/2024 there is no valid executed simulation you can see.');
    const empty = await balance('desde=01/02/2024&hasta=03/02/2024');
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toBe('Ningún día entre el 01/02/2024 y el 03/02/2024 tiene simulación válida y datos reales completos.');
    expect((await app.inject({ method: 'GET', url: '/api/datos-reales/balance?dia=15/01/2024' })).statusCode).toBe(401);
  });
});
