// What the manual's pictures show, prepared through the API before the browser opens: an executed
// simulation, a re-plan of it, a planned and measured day for Plan vs real, a measured day for
// Datos reales.
import { hasResultsStatus } from '@plantasim/domain';
import { api, baseCasePayload, ended, launchPayload } from './manualApi.ts';

type Executed = { id: number; created: string; VALID: number };

/** An executed simulation's id: the newest that ended OK, else the base case launched and waited for. */
export async function executedSimulation(auth: string): Promise<Executed | null> {
  type Item = Executed & { status: number; parent_id?: number | null; name?: string };
  const list = await api<Item[]>('/api/simulacion', auth);
  // Not a sensitivity child, nor the plan the Plan vs real pictures make for a day of 2024.
  const done = list.find((s) => hasResultsStatus(s.status) && s.parent_id == null && s.name !== BRIDGE_PLAN_NAME);
  if (done) return done;
  try {
    const data = (await baseCasePayload(auth)) as { metadata: Record<string, unknown> };
    data.metadata.simulation_name = 'Caso del manual';
    const item = await ended<Item>(auth, await launchPayload(auth, data));
    if (item && hasResultsStatus(item.status)) return item;
  } catch (error) {
    console.warn('no executed simulation for the results shot:', (error as Error).message);
  }
  return null;
}

/** The first engine the executed run has on at H14. */
export async function engineAtH14(auth: string, executed: { id: number } | null): Promise<string> {
  if (!executed) throw new Error('no executed simulation');
  const table = await api<{ rows: Record<string, number>[] }>(`/api/resultado-operacion/${executed.id}`, auth);
  const column = Object.keys(table.rows[13] ?? {}).find((k) => k.startsWith('PE_Motor') && Number(table.rows[13]![k]) > 0);
  if (!column) throw new Error('no engine runs at H14');
  return column.slice(3);
}

/** A re-plan from H14 of the executed run: the one it has, else launched and waited for. */
export async function replanOf(auth: string, executed: { id: number } | null): Promise<number> {
  if (!executed) throw new Error('no executed simulation');
  type Info = { noReplanificable: string | null; replanificaciones: { id: number; status: number }[] };
  const info = await api<Info>(`/api/simulaciones/${executed.id}/replanificacion`, auth);
  const done = info.replanificaciones.find((r) => hasResultsStatus(r.status));
  if (done) return done.id;
  if (info.noReplanificable) throw new Error(info.noReplanificable);
  const body = JSON.stringify({ hora: 14, unidades: [await engineAtH14(auth, executed)] });
  const { id } = await api<{ id: number }>(`/api/simulaciones/${executed.id}/replanificar`, auth, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  const replanned = await ended(auth, id);
  if (replanned && hasResultsStatus(replanned.status)) return id;
  throw new Error(`re-plan ${id} did not end OK`);
}

/**
 * The Plan vs real pictures: the base case planned for BRIDGE_DAY (a day of the shared 2024 market
 * files, so realised prices exist), made valid, and measured as planned except one engine that trips
 * from 15:00 to 18:00 and steam 6 % above the forecast in the afternoon (a gas boiler raising both).
 */
export const BRIDGE_DAY = '22/01/2024';
const BRIDGE_PLAN_NAME = 'Plan vs real (manual)';

export async function bridgeDay(auth: string): Promise<void> {
  type Item = { id: number; status: number; name?: string };
  const list = await api<Item[]>('/api/simulacion', auth);
  let id = list.find((s) => hasResultsStatus(s.status) && s.name === BRIDGE_PLAN_NAME)?.id;
  const moveTo = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(/^\d{2}\/\d{2}\/\d{4}( \d{2}:00)$/, `${BRIDGE_DAY}$1`);
    if (Array.isArray(v)) return v.map(moveTo);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, moveTo(x)]));
    return v;
  };
  const data = moveTo(await baseCasePayload(auth)) as {
    metadata: Record<string, unknown>; configuracion: Record<string, unknown>; demanda_coef: number;
    planta: { motores: Array<{ nombre: string; rendimiento_vapor_gas: number; rendimiento_electricidad_gas: number }>; calderas_gas: Array<{ nombre: string; rendimiento_vapor_gas: number }>; calderas_electricas: Array<{ nombre: string }>; compresores: Array<{ nombre: string }> };
    demanda_vapor: Array<{ valor: number }>; demanda_frio: Array<{ valor: number }>;
  };
  if (id === undefined) {
    data.metadata.simulation_name = BRIDGE_PLAN_NAME;
    data.configuracion = { ...data.configuracion, fechaActual: BRIDGE_DAY, mes: 'ene 2024' };
    id = await launchPayload(auth, data);
    const item = await ended(auth, id);
    if (item && !hasResultsStatus(item.status)) throw new Error(`the Plan vs real plan ended in status ${item.status}`);
  }
  await api(`/api/simulacion/${id}/activar`, auth, { method: 'POST' });
  const rows = (await api<{ rows: Array<Record<string, number>> }>(`/api/resultado-operacion/${id}`, auth)).rows;
  const engine = data.planta.motores.findIndex((m) => [15, 16, 17].every((h) => (rows[h]?.[`PE_${m.nombre}`] ?? 0) > 0.01));
  const filas = Array.from({ length: 24 }, (_, h) => {
    const valores: Record<string, number> = {};
    const put = (key: string, column: string) => { valores[key] = Math.max(0, rows[h]?.[column] ?? 0); };
    data.planta.motores.forEach((m, k) => put(`motor.${k + 1}`, `PE_${m.nombre}`));
    data.planta.calderas_gas.forEach((b, k) => put(`caldera_gas.${k + 1}`, `CG_${b.nombre}`));
    data.planta.calderas_electricas.forEach((b, k) => put(`caldera_electrica.${k + 1}`, `CE_${b.nombre}`));
    data.planta.compresores.forEach((c, k) => put(`compresor.${k + 1}`, `CE_${c.nombre}`));
    // The steam the tripped engine and the extra demand leave is raised by the first gas boiler.
    let steam = (h >= 13 && h <= 17 ? 0.06 : 0) * data.demanda_coef * (data.demanda_vapor[h]?.valor ?? 0);
    const tripped = data.planta.motores[engine];
    if (tripped && h >= 15 && h <= 17) {
      steam += (valores[`motor.${engine + 1}`]! / tripped.rendimiento_electricidad_gas) * tripped.rendimiento_vapor_gas;
      valores[`motor.${engine + 1}`] = 0;
    }
    const boiler = data.planta.calderas_gas[0];
    if (boiler) valores['caldera_gas.1'] = valores['caldera_gas.1']! + steam / boiler.rendimiento_vapor_gas;
    valores['demanda.vapor'] = (data.demanda_vapor[h]?.valor ?? 0) * (h >= 13 && h <= 17 ? 1.06 : 1);
    valores['demanda.frio'] = data.demanda_frio[h]?.valor ?? 0;
    return { horizonte: `${BRIDGE_DAY} ${String(h).padStart(2, '0')}:00`, valores };
  });
  await api('/api/datos-reales', auth, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ filas }) });
}

/** A plausible measured day for the Datos reales picture: six engines from 07:00 to 22:00. */
export const ACTUALS_DAY = '15/01/2025';
export function actualsDay() {
  return Array.from({ length: 24 }, (_, h) => {
    const valores: Record<string, number> = {};
    const day = h >= 7 && h < 23;
    for (let e = 1; e <= 8; e++) valores[`motor.${e}`] = day && e <= 6 ? 4.2 - 0.05 * e : 0;
    valores['caldera_gas.1'] = day ? 4.5 : 9.8;
    valores['caldera_gas.2'] = 0;
    valores['caldera_gas.3'] = 0;
    valores['caldera_electrica.1'] = day ? 0 : 3.1;
    valores['caldera_electrica.2'] = 0;
    for (let c = 1; c <= 11; c++) valores[`compresor.${c}`] = c <= 5 ? 0.85 : 0;
    valores['red.compra'] = day ? 0 : 6.4;
    valores['red.venta'] = day ? 19.1 : 0;
    valores['demanda.vapor'] = 24.5;
    valores['demanda.frio'] = 17.2;
    return { horizonte: `${ACTUALS_DAY} ${String(h).padStart(2, '0')}:00`, valores };
  });
}
