import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import { operationFlows } from './operation.ts';

describe('operationFlows: the annual flows of a stored operation table', () => {
  it('sums the first hours: generation, gas, useful steam and hot water, energy sold, CO2', () => {
    const p = createBaseCase({ date: '15/01/2025' });
    const [m1] = p.planta.motores;
    const [g6] = p.planta.calderas_gas;
    const rows = [
      // Steam 70 against 60 of demand: 60 useful; cold 1.4 at the highest absorption COP: hot water 1.4 / COP
      { DEMV: 60, [`PE_${m1!.nombre}`]: 5, [`CG_${m1!.nombre}`]: 12, [`PV_${m1!.nombre}`]: 70, [`PF_${m1!.nombre}`]: 1.4, [`CG_${g6!.nombre}`]: 10, VENTA_RED: 4 },
      { DEMV: 60, [`PE_${m1!.nombre}`]: 5, [`CG_${m1!.nombre}`]: 12, [`PV_${m1!.nombre}`]: 3, [`PF_${m1!.nombre}`]: 0, [`CG_${g6!.nombre}`]: 0, VENTA_RED: 4 },
      { DEMV: 60, [`PE_${m1!.nombre}`]: 99, [`CG_${m1!.nombre}`]: 99 }, // beyond the hours asked
    ];
    const cop = Math.max(...p.planta.motores.filter((m) => m.porcentaje_agua_caliente > 0).map((m) => m.rendimiento_agua_fria_agua_caliente));
    const f = operationFlows(p, rows, 2);
    const coldDemand = p.demanda_frio[0]!.valor;
    expect(f.electricity).toBe(10);
    expect(f.fuel).toBe(24);
    expect(f.usefulHeat).toBeCloseTo(60 + Math.min(1.4 / m1!.rendimiento_agua_fria_agua_caliente, coldDemand / cop) + 3, 9);
    expect(f.sold).toBe(10); // venta_total: everything generated
    expect(f.co2).toBeCloseTo(24 * m1!.coeficiente_emisiones_CO2 + 10 * g6!.coeficiente_emisiones_CO2, 9);
    const net = { ...p, configuracion: { ...p.configuracion, otros: { ...p.configuracion.otros, esquema_liquidacion: 'autoconsumo_neto' as const } } };
    expect(operationFlows(net, rows, 2).sold).toBe(8);
  });
});
