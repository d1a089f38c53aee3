// The settlement scheme changes by quarter (RD 917/2025, planta.esquema_liquidacion_trimestres):
// each hour is settled, priced and accounted under its own quarter's scheme.
import { describe, expect, it } from 'vitest';
import { createBaseCase } from '@plantasim/domain';
import { solve } from './solve.ts';
import { fromPayload } from './fromPayload.ts';
import { engine, tinyInput } from './testing/plants.ts';
import type { OptimizerInput, SettlementScheme } from './input.ts';

/** One hour: a 10 MWe engine (gas 40 EUR/MWh, ηe 0.5: 80 EUR/MWhe), 4 MW of own load, pool 70,
 *  Ro 30, no taxes or tolls. */
function hour(): OptimizerInput {
  return tinyInput(1, { electricityPrice: [70], gasPrice: [40], ro: [30], electricityDemand: [4], engines: [engine({ potencia_minima: 0 })] });
}

describe('settlement scheme by quarter', () => {
  it('a horizon across a quarter change costs what its hours cost under their own schemes', async () => {
    const alone = async (scheme: SettlementScheme) => (await solve({ ...hour(), esquema_liquidacion: scheme })).stats.objective;
    const total = await alone('venta_total');
    const net = await alone('autoconsumo_neto');
    // Costs, engine on in both (off would buy 4·70 = 280): venta_total 10·80 + 4·70 − 10·(70 + 30) = 80;
    // autoconsumo_neto 10·80 − 6·(70 + 30) = 200.
    expect(total).toBeCloseTo(80, 6);
    expect(net).toBeCloseTo(200, 6);
    const two = tinyInput(2, {
      electricityPrice: [70, 70], gasPrice: [40, 40], ro: [30, 30], electricityDemand: [4, 4], engines: [engine({ potencia_minima: 0 })],
      esquema_liquidacion: 'venta_total', esquema_liquidacion_horas: ['venta_total', 'autoconsumo_neto'],
    });
    const r = await solve(two);
    expect(r.stats.objective).toBeCloseTo(total + net, 6);
    // Ro is earned on the 10 MWh generated in the first hour and on the 6 exported in the second.
    const ro = r.economico!.rows.map((row) => Number(row.ING_RO ?? NaN));
    expect(ro[0]).toBeCloseTo(300, 6);
    expect(ro[1]).toBeCloseTo(180, 6);
  });

  it('the equivalent hours count generation in a venta_total quarter and exports in an autoconsumo_neto one', async () => {
    const two = tinyInput(2, {
      electricityPrice: [200, 200], gasPrice: [40, 40], ro: [0, 0], electricityDemand: [4, 4], engines: [engine({ potencia_minima: 0 })],
      esquema_liquidacion_horas: ['venta_total', 'autoconsumo_neto'],
    });
    const r = await solve(two);
    expect(r.economico!.anual!.energia_vendida_mwh).toBeCloseTo(10 + 6, 6);
  });

  it("fromPayload gives each hour its quarter's scheme; a quarter not named keeps configuracion.otros", () => {
    const p = createBaseCase({ date: '31/03/2026', horizonDays: 2 });
    p.planta.esquema_liquidacion_trimestres = { '2026-T2': 'autoconsumo_neto' };
    const m = fromPayload(p);
    expect(m.ok && m.data.esquema_liquidacion_horas).toEqual([...new Array(24).fill('venta_total'), ...new Array(24).fill('autoconsumo_neto')]);
    const plain = fromPayload(createBaseCase({ date: '31/03/2026' }));
    expect(plain.ok && plain.data.esquema_liquidacion_horas).toBeUndefined();
  });
});
