// Settlement schemes (docs/settlement.md) on one-hour plants priced by hand.
// Engine: 10 MWe max, 5 min, etaE 0.5, gas 20 EUR/MWh -> 40 EUR/MWhe. Pool 50 EUR/MWh, Ro 30,
// generation tax (IVPEE) 10 %. Own consumption De = 4 MW bought at the open price 50 + toll 60 = 110.
import { describe, expect, it } from 'vitest';
import { solve } from '../solve.ts';
import type { OptimizerInput, SettlementScheme } from '../input.ts';
import { checkSolution } from '../testing/checker.ts';
import { engine, flatTolls, tinyInput } from '../testing/plants.ts';
import { at } from '../at.ts';

function plant(scheme: SettlementScheme | undefined, ownDemand: number): OptimizerInput {
  return tinyInput(1, {
    electricityPrice: [50], gasPrice: [20], ro: [30], impuesto_generacion: 0.1, engines: [engine()],
    electricityDemand: [ownDemand], tolls: flatTolls({ bi_omie_abierto: 60 }),
    ...(scheme ? { esquema_liquidacion: scheme } : {}),
  });
}

async function priced(input: OptimizerInput) {
  const r = await solve(input);
  expect(r.stats.status).toBe('optimal');
  const eco = r.economico!;
  expect(checkSolution(input, r.solution!).violations).toEqual([]);
  const cents = (x: string | number | undefined) => Math.round(Number(x) * 100) / 100;
  const t = eco.totals;
  return {
    objective: cents(r.stats.objective), scheme: eco.esquema_liquidacion,
    sell: at(r.solution!.market.sell, 0), buy: at(r.solution!.market.buyOpen, 0), power: at(at(r.solution!.engines, 0).power, 0),
    ING_ELEC: cents(t.ING_ELEC), ING_RO: cents(t.ING_RO), COST_IVPEE: cents(t.COST_IVPEE),
    COST_GAS_COG: cents(t.COST_GAS_COG), COST_ELEC_ABIERTO: cents(t.COST_ELEC_ABIERTO),
  };
}

describe('settlement scheme', () => {
  it('venta_total sells the whole generation, buys the whole consumption with its toll, Ro and IVPEE on all generation', async () => {
    // Per MWhe: 40 gas - 0.9 x 30 Ro = 13 against 0.9 x 50 = 45 sold: run at 10 MW.
    // 10 x 13 - 10 x 45 + 4 x 110 = 130 - 450 + 440 = 120.00 EUR.
    expect(await priced(plant('venta_total', 4))).toEqual({
      objective: 120, scheme: 'venta_total', sell: 10, buy: 4, power: 10,
      ING_ELEC: 500, ING_RO: 300, COST_IVPEE: 80, COST_GAS_COG: 400, COST_ELEC_ABIERTO: 440,
    });
  });

  it('no scheme in the plant data is venta_total', async () => {
    const r = await priced(plant(undefined, 4));
    expect(r.scheme).toBe('venta_total');
    expect(r.objective).toBe(120);
  });

  it('autoconsumo_neto nets generation against own consumption and earns Ro on exported energy only', async () => {
    // Buying (110) costs more than a MWh sold earns (0.9 x (50 + 30) = 72), so the plant nets:
    // 10 MW generated, 4 self-consumed, 6 exported. 400 gas - 6 x 72 = 400 - 432 = -32.00 EUR.
    expect(await priced(plant('autoconsumo_neto', 4))).toEqual({
      objective: -32, scheme: 'autoconsumo_neto', sell: 6, buy: 0, power: 10,
      ING_ELEC: 300, ING_RO: 180, COST_IVPEE: 48, COST_GAS_COG: 400, COST_ELEC_ABIERTO: 0,
    });
  });

  it('both schemes price a plant without own consumption alike: all of it is exported', async () => {
    // venta_total: 10 x 13 - 10 x 45 = -320; autoconsumo_neto: 400 - 10 x 72 = -320.
    const total = await priced(plant('venta_total', 0));
    const net = await priced(plant('autoconsumo_neto', 0));
    expect([total.objective, net.objective]).toEqual([-320, -320]);
    expect([total.ING_RO, net.ING_RO]).toEqual([300, 300]);
    expect([total.COST_IVPEE, net.COST_IVPEE]).toEqual([80, 80]);
  });
});
