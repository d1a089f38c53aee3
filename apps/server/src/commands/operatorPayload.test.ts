import { describe, expect, it } from 'vitest';
import {
  createBaseCase, madridDate, operatorStartingPayload, priceDownloadsFor, type SimulationPayload,
} from '@plantasim/domain';
import type { PriceService } from '@plantasim/market-data';
import type { RoRow } from '../repositories/ro.ts';
import { fakeRepos } from '../../test/support/fakeRepositories.ts';
import { operatorPayload } from './operatorPayload.ts';

const now = new Date('2025-01-15T10:00:00Z'); // 15/01/2025 in Madrid

function days(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = new Date(`${start}T00:00:00Z`); d.toISOString().slice(0, 10) <= end; d.setUTCDate(d.getUTCDate() + 1)) out.push(d.toISOString().slice(0, 10));
  return out;
}

/** A price service answering every hour with `value`; the sources in `failing` throw instead. */
function prices(value: number, failing: string[] = []): PriceService & { asked: string[] } {
  const asked: string[] = [];
  const hourly = (name: string) => async (start: string, end: string) => {
    asked.push(name);
    if (failing.includes(name)) throw new Error(`${name} caído`);
    return days(start, end).flatMap((date) => Array.from({ length: 24 }, (_, i) => ({ date, hour: i + 1, value })));
  };
  return {
    asked,
    omieHourly: hourly('omie'),
    previsionHourly: hourly('prevision'),
    mibgasDaily: async (start: string, end: string) => {
      asked.push('mibgas');
      if (failing.includes('mibgas')) throw new Error('mibgas caído');
      return days(start, end).map((date) => ({ date, value }));
    },
  } as unknown as PriceService & { asked: string[] };
}

/** The stored base case (none when undefined) and the Ro master. */
function db(base?: unknown, ro: RoRow[] = []) {
  const repos = fakeRepos();
  repos.baseCase.payload = base;
  repos.ro.rows = ro;
  return repos;
}

/** What an operator's browser would send: today's form with its own demand and availability, and a tampered plant and prices. */
function upload(day = madridDate(now)): SimulationPayload {
  const form = operatorStartingPayload({ base: createBaseCase({ now }), today: day, roMaster: {}, prices: {} });
  const sent: SimulationPayload = {
    ...form,
    demanda_vapor: form.demanda_vapor.map((r) => ({ ...r, valor: 3.5 })),
    disponibilidad: { ...form.disponibilidad, motores: form.disponibilidad.motores.map((r) => ({ ...r, disponibilidad: Object.fromEntries(Object.keys(r.disponibilidad).map((k) => [k, 0])) })) },
    planta: { ...form.planta, motores: form.planta.motores.map((m) => ({ ...m, nombre: `${m.nombre} manipulado` })) },
    elec_precios_manual: form.elec_precios_manual.map((r) => ({ ...r, valor: 9999 })),
  };
  return sent;
}

function ok(r: Awaited<ReturnType<typeof operatorPayload>>): SimulationPayload {
  if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.problems)}`);
  return r.payload;
}

describe('operatorPayload', () => {
  it("takes only demand and availability from the upload; plant and prices are the server's", async () => {
    const sent = upload();
    const payload = ok(await operatorPayload(db(), prices(50), sent, now));
    const server = createBaseCase({ now });
    expect(payload.configuracion.fechaActual).toBe('15/01/2025');
    expect(payload.demanda_vapor.every((r) => r.valor === 3.5)).toBe(true);
    expect(payload.disponibilidad.motores.every((r) => Object.values(r.disponibilidad).every((v) => v === 0))).toBe(true);
    expect(payload.planta).toEqual(server.planta);
    expect(payload.elec_precios_manual.some((r) => r.valor === 9999)).toBe(false);
    expect(payload.metadata.vista_operador).toBe(true);
  });

  it("ignores the plant's optional operation data an operator sends (curves, ramps, boiler start costs): the stored base case's stand", async () => {
    const stored = createBaseCase({ now });
    const m = stored.planta.motores[0]!;
    const storedPlant = { ...stored.planta, rampa_motores: [2, null, null, null, null, null, null, null] };
    const sent = upload();
    const tampered: SimulationPayload = {
      ...sent,
      planta: {
        ...sent.planta,
        curva_carga_motores: sent.planta.motores.map(() => [{ potencia: m.potencia_minima, gas: m.potencia_minima + 1 }, { potencia: m.potencia_maxima, gas: m.potencia_maxima + 1 }]),
        rampa_motores: sent.planta.motores.map(() => 0.5),
        coste_arranque_calderas: { [sent.planta.calderas_gas[0]!.nombre]: 1 },
      },
    };
    const payload = ok(await operatorPayload(db({ ...stored, planta: storedPlant }), prices(50), tampered, now));
    expect(payload.planta.rampa_motores).toEqual(storedPlant.rampa_motores);
    expect(payload.planta.curva_carga_motores).toBeUndefined();
    expect(payload.planta.coste_arranque_calderas).toBeUndefined();
  });

  const omieBase = createBaseCase({ now, precios: 'OMIE' });

  it("fills each download of today's configuration from the price service", async () => {
    const service = prices(50);
    const payload = ok(await operatorPayload(db(omieBase), service, upload(), now));
    expect(priceDownloadsFor(payload.configuracion).map((d) => d.target)).toEqual(['elec_precios_OMIE', 'gas_precios_MIBGAS']);
    expect(service.asked.sort()).toEqual(['mibgas', 'omie']);
    expect(payload.elec_precios_OMIE).toHaveLength(24);
    expect(payload.gas_precios_MIBGAS).toHaveLength(24);
    expect([...payload.elec_precios_OMIE, ...payload.gas_precios_MIBGAS].every((r) => r.valor === 50)).toBe(true);
  });

  it('fills the OMIE quarter hours too when the base case plans in quarter hours', async () => {
    const november = new Date('2025-11-15T10:00:00Z');
    const base = createBaseCase({ now: november, precios: 'OMIE' });
    const stored = { ...base, configuracion: { ...base.configuracion, resolucion: 'cuartohoraria' } };
    const service = Object.assign(prices(50), {
      omiePeriods: async (start: string, end: string) => days(start, end).map((date) => ({ date, minutes: 15, values: Array.from({ length: 96 }, (_, i) => i) })),
    });
    const payload = ok(await operatorPayload(db(stored), service, upload(madridDate(november)), november));
    expect(payload.configuracion.resolucion).toBe('cuartohoraria');
    expect(payload.elec_precios_OMIE_cuartos).toHaveLength(96);
    expect(payload.elec_precios_OMIE_cuartos?.[95]).toEqual({ fecha_hora: '15/11/2025 23:45', periodo: 96, valor: 95 });
    expect(payload.elec_precios_OMIE).toHaveLength(24);
  });

  it('treats a source that cannot answer as not available: its series stays empty, the others are filled', async () => {
    const payload = ok(await operatorPayload(db(omieBase), prices(50, ['omie']), upload(), now));
    expect(payload.elec_precios_OMIE).toEqual([]);
    expect(payload.gas_precios_MIBGAS).toHaveLength(24);
  });

  it("opens the stored base case, or the domain's when the stored one no longer validates", async () => {
    const stored = createBaseCase({ now, simulationName: 'Caso de la planta' });
    stored.planta.motores[0]!.potencia_maxima = 4.2;
    const fromStored = ok(await operatorPayload(db(stored), prices(50), upload(), now));
    expect(fromStored.planta.motores[0]!.potencia_maxima).toBe(4.2);
    const broken = { ...stored, planta: 'no es una planta' };
    const fromBroken = ok(await operatorPayload(db(broken), prices(50), upload(), now));
    const fromNone = ok(await operatorPayload(db(), prices(50), upload(), now));
    expect(fromBroken).toEqual(fromNone);
  });

  it('takes Ro from the master by month, skipping rows that are not a date and a number', async () => {
    const ro = [
      { DATE_RO: '2025-01-01', VALUE: 91.5, USER_MOD: 'tecnico', DATETIME_MOD: now.toISOString() },
      { DATE_RO: 'enero', VALUE: 10, USER_MOD: 'tecnico', DATETIME_MOD: now.toISOString() },
      { DATE_RO: '2025-01-01', VALUE: Number.NaN, USER_MOD: 'tecnico', DATETIME_MOD: now.toISOString() },
    ];
    const payload = ok(await operatorPayload(db(undefined, ro), prices(50), upload(), now));
    expect(Object.values(payload.ro_cogeneracion)).toContain(91.5);
    expect(Object.values(payload.ro_cogeneracion)).not.toContain(10);
    expect(Object.values(payload.ro_cogeneracion).every((v) => Number.isFinite(v))).toBe(true);
  });

  it("refuses an upload whose tables are not today's hours", async () => {
    const yesterday = upload({ ...madridDate(now), day: 14 });
    const r = await operatorPayload(db(), prices(50), yesterday, now);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.code)).toContain('problem.operatorHorizon');
  });
});
