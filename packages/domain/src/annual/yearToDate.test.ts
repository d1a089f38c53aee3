import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import { measuredDay } from '../actuals/measuredDay.ts';
import { formatHourKey } from '../calendar/keys.ts';
import type { CalendarDate } from '../calendar/dates.ts';
import type { SimulationPayload } from '../schemas/payload.ts';
import { engineGasAt, measuredDayFlows, yearToDate } from './yearToDate.ts';

/** The base plant with one simple engine first (40 % electric, 30 % steam of its gas, 0.2 t CO2 per MWh gas, no hot water, no curve), sold whole. */
function plant(date: string, scheme: 'venta_total' | 'autoconsumo_neto' = 'venta_total'): SimulationPayload {
  const p = createBaseCase({ date });
  const { curva_carga_motores: _c, esquema_liquidacion_trimestres: _q, ...planta } = p.planta;
  const motores = planta.motores.map((e, i) => (i === 0
    ? { ...e, rendimiento_electricidad_gas: 0.4, rendimiento_vapor_gas: 0.3, porcentaje_agua_caliente: 0, coeficiente_emisiones_CO2: 0.2 }
    : e));
  return { ...p, planta: { ...planta, motores }, configuracion: { ...p.configuracion, otros: { ...p.configuracion.otros, esquema_liquidacion: scheme } } };
}

const jan = (day: number): CalendarDate => ({ year: 2026, month: 1, day });
const PRICES = new Array<number>(24).fill(50);

/** A day measured every hour: engine 1 at `power[t]` MWe (0 where absent), the steam delivered `steam[t]`, the export meter if given. */
function measured(day: CalendarDate, power: Record<number, number>, steam: Record<number, number> = {}, sell?: number) {
  const hours = Array.from({ length: 24 }, (_, t) => ({
    horizonte: formatHourKey(day, t),
    valores: { 'motor.1': power[t] ?? 0, 'demanda.vapor': steam[t] ?? 0, ...(sell === undefined ? {} : { 'red.venta': t === 0 ? sell : 0 }) },
  }));
  return measuredDay(day, hours);
}

/** A day's plan: engine 1 at 2 MWe burning 5 MW gas and giving 1 MW steam in its first hour, 1 MW of steam asked then. */
function plannedRows(p: SimulationPayload): Array<Record<string, number>> {
  const e = p.planta.motores[0]!.nombre;
  return Array.from({ length: 24 }, (_, t): Record<string, number> => (t === 0 ? { [`PE_${e}`]: 2, [`CG_${e}`]: 5, [`PV_${e}`]: 1, DEMV: 1 } : {}));
}

describe('the year so far, measured days first', () => {
  it('a measured engine burns the gas of its efficiency or its curve', () => {
    expect(engineGasAt({ rendimiento_electricidad_gas: 0.4 }, undefined, 4)).toBeCloseTo(10, 9);
    expect(engineGasAt({ rendimiento_electricidad_gas: 0.4 }, undefined, 0)).toBe(0);
    // Curve (2 MWe, 6 MW gas) – (4 MWe, 10 MW gas): 3 MWe is half-way, 8 MW.
    expect(engineGasAt({ rendimiento_electricidad_gas: 0.4 }, [{ potencia: 2, gas: 6 }, { potencia: 4, gas: 10 }], 3)).toBeCloseTo(8, 9);
  });

  it('counts a measured day from its measurements, a planned day from its plan, and a day with both from its measurements', () => {
    const p = plant('01/01/2026');
    // 1 Jan measured: 4 MWe in H1 and H2 → 8 MWh, gas 10 + 10, CO2 4 t, steam 3 + 3 of which 2 + 3 used.
    const d1 = { day: jan(1), payload: p, measured: measured(jan(1), { 0: 4, 1: 4 }, { 0: 2, 1: 5 }), prices: PRICES };
    // 2 Jan planned: 2 MWh, 5 MW gas, 1 t CO2, 1 MW steam used.
    const d2 = { day: jan(2), payload: plant('02/01/2026'), rows: plannedRows(p), prices: PRICES };
    // 3 Jan both: the plan said 2 MWe; the plant ran 3 MWe in H6 (gas 7.5, CO2 1.5 t, no steam asked).
    const d3plan = { day: jan(3), payload: plant('03/01/2026'), rows: plannedRows(p), prices: PRICES };
    const d3 = { day: jan(3), payload: plant('03/01/2026'), measured: measured(jan(3), { 5: 3 }), prices: PRICES };
    const r = yearToDate(jan(4), [d1, d3], [d2, d3plan]);
    expect(r.flows.electricity).toBeCloseTo(8 + 2 + 3, 9);
    expect(r.flows.fuel).toBeCloseTo(20 + 5 + 7.5, 9);
    expect(r.flows.usefulHeat).toBeCloseTo(5 + 1 + 0, 9);
    expect(r.flows.sold).toBeCloseTo(13, 9);
    expect(r.flows.co2).toBeCloseTo(4 + 1 + 1.5, 9);
    expect(r.flows.exemptHours).toBe(0);
    expect(r.measuredDays).toBe(2);
    expect(r.plannedDays).toBe(1);
    expect(r.days).toEqual([
      { fecha: '01/01/2026', source: 'medido' }, { fecha: '02/01/2026', source: 'planificado' }, { fecha: '03/01/2026', source: 'medido' },
    ]);
  });

  it('days on or after the day asked, or of another year, are not counted', () => {
    const p = plant('01/01/2026');
    const r = yearToDate(jan(2), [{ day: jan(2), payload: p, measured: measured(jan(2), { 0: 4 }), prices: PRICES }], [
      { day: { year: 2025, month: 12, day: 31 }, payload: p, rows: plannedRows(p), prices: PRICES },
    ]);
    expect(r.flows.electricity).toBe(0);
    expect(r.days).toEqual([]);
  });

  it('outside venta_total a measured day sells what the export meter read', () => {
    const p = plant('01/01/2026', 'autoconsumo_neto');
    const f = measuredDayFlows(p, measured(jan(1), { 0: 4 }, {}, 1.5));
    expect(f.electricity).toBeCloseTo(4, 9);
    expect(f.sold).toBeCloseTo(1.5, 9);
  });

  it('a zero-price run of six hours on measured days counts one equivalent hour each, whatever was sold', () => {
    const p = plant('01/01/2026');
    const zero = PRICES.map((v, t) => (t < 6 ? 0 : v));
    const r = yearToDate(jan(2), [{ day: jan(1), payload: p, measured: measured(jan(1), { 0: 4, 7: 4 }), prices: zero }], []);
    expect(r.flows.exemptHours).toBe(6);
    expect(r.flows.sold).toBeCloseTo(4, 9);
  });
});
