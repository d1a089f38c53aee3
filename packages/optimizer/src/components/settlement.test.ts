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

/** The same engine and prices with Ro = 100: a MWh sold earns 0.9 x (50 + 100) = 135 under
 *  autoconsumo_neto, more than a purchase costs (110), so only the hourly net meter stops the plant
 *  from selling its whole generation and buying its whole load in the same hour. */
function highRo(scheme: SettlementScheme, ownDemand: number[]): OptimizerInput {
  const T = ownDemand.length;
  return tinyInput(T, {
    electricityPrice: new Array(T).fill(50), gasPrice: new Array(T).fill(20), ro: new Array(T).fill(100),
    impuesto_generacion: 0.1, engines: [engine()], electricityDemand: ownDemand,
    tolls: flatTolls({ bi_omie_abierto: 60 }), esquema_liquidacion: scheme,
  });
}

async function priced(input: OptimizerInput) {
  const r = await solve(input);
  expect(r.stats.status).toBe('optimal');
  const eco = r.economico!;
  expect(checkSolution(input, r.solution!).violations).toEqual([]);
  const cents = (x: string | number | undefined) => Math.round(Number(x) * 100) / 100;
  const hourly = (xs: number[]) => (xs.length === 1 ? cents(at(xs, 0)) : xs.map(cents));
  const t = eco.totals;
  return {
    objective: cents(r.stats.objective), scheme: eco.esquema_liquidacion,
    sell: hourly(r.solution!.market.sell), buy: hourly(r.solution!.market.buyOpen), power: hourly(at(r.solution!.engines, 0).power),
    ING_ELEC: cents(t.ING_ELEC), ING_RO: cents(t.ING_RO), COST_IVPEE: cents(t.COST_IVPEE),
    COST_GAS_COG: cents(t.COST_GAS_COG), COST_ELEC_ABIERTO: cents(t.COST_ELEC_ABIERTO),
  };
}

describe('settlement scheme', () => {
  it('venta_total sells the whole generation, buys the whole consumption with its toll, Ro and IVPEE on all it sells', async () => {
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

  it('autoconsumo_neto nets hour by hour even when a sale earns more than a purchase costs', async () => {
    // Generation 10, own load 4: the meter sees 6 exported and nothing bought; Ro on the 6 only.
    // 400 gas - 6 x 135 = 400 - 810 = -410.00 EUR (selling 10 and buying 4 would give -510).
    expect(await priced(highRo('autoconsumo_neto', [4]))).toEqual({
      objective: -410, scheme: 'autoconsumo_neto', sell: 6, buy: 0, power: 10,
      ING_ELEC: 300, ING_RO: 600, COST_IVPEE: 90, COST_GAS_COG: 400, COST_ELEC_ABIERTO: 0,
    });
  });

  it('autoconsumo_neto imports only the deficit of an hour whose load exceeds generation', async () => {
    // Hour 1: load 12 above the 10 MW engine (each MWh generated saves 110 - 40): imports 2, exports 0.
    // Hour 0 as above (-410); hour 1: 400 gas + 2 x 110 = 620.00; together 210.00 EUR.
    expect(await priced(highRo('autoconsumo_neto', [4, 12]))).toEqual({
      objective: 210, scheme: 'autoconsumo_neto', sell: [6, 0], buy: [0, 2], power: [10, 10],
      ING_ELEC: 300, ING_RO: 600, COST_IVPEE: 90, COST_GAS_COG: 800, COST_ELEC_ABIERTO: 220,
    });
  });

  it('venta_total still sells all and buys all on the same two hours', async () => {
    // Per MWhe: 40 gas - 0.9 x 100 Ro = -50, sold at 0.9 x 50 = 45: 2 x (-500 - 450) + 16 x 110 = -140.00 EUR.
    expect(await priced(highRo('venta_total', [4, 12]))).toEqual({
      objective: -140, scheme: 'venta_total', sell: [10, 10], buy: [4, 12], power: [10, 10],
      ING_ELEC: 1000, ING_RO: 2000, COST_IVPEE: 300, COST_GAS_COG: 800, COST_ELEC_ABIERTO: 1760,
    });
  });

  it('autoconsumo_neto stays feasible when a forced engine makes more than it may export: the rest is spilled', async () => {
    // Mode 1 keeps the engine on (at least 5 MW) and it may export 2; own load 1. The net meter exports
    // 2 and the other 2 MWh are spilled (10,000 EUR/MWh): 5 x 40 gas - 2 x 135 + 2 x 10,000 = 19,930.00 EUR.
    const input = { ...highRo('autoconsumo_neto', [1]), mode: 1 as const, engines: [engine({ potencia_exportacion: 2 })] };
    const r = await solve(input);
    expect(r.stats.status).toBe('optimal');
    expect(checkSolution(input, r.solution!).violations).toEqual([]);
    const m = r.solution!.market;
    expect([m.sell[0], m.buyOpen[0], m.spill[0], m.unserved[0]].map((x) => Math.round(x! * 100) / 100)).toEqual([2, 0, 2, 0]);
    expect(Math.round(r.stats.objective * 100) / 100).toBe(19930);
  });

  it('venta_total earns Ro and pays IVPEE on the energy sold, never on the spill above the export limit', async () => {
    // Mode 1 keeps the engine on at its 5 MW minimum; it may export 2, no own load: 2 sold, 3 spilled.
    // Ro on the 2 MWh sold: 2 x 30 = 60.00 (not 5 x 30 = 150 on generation); IVPEE 0.1 x (2 x 50 + 60) = 16.00.
    // Objective: 5 x 40 gas - 2 x 0.9 x (50 + 30) + 3 x 10,000 = 200 - 144 + 30,000 = 30,056.00 EUR.
    const input = { ...plant('venta_total', 0), mode: 1 as const, engines: [engine({ potencia_exportacion: 2 })] };
    const r = await solve(input);
    expect(r.stats.status).toBe('optimal');
    expect(checkSolution(input, r.solution!).violations).toEqual([]);
    const m = r.solution!.market;
    expect([m.sell[0], m.spill[0], at(r.solution!.engines, 0).power[0]].map((x) => Math.round(x! * 100) / 100)).toEqual([2, 3, 5]);
    const t = r.economico!.totals;
    expect([t.ING_ELEC, t.ING_RO, t.COST_IVPEE].map((x) => Math.round(Number(x) * 100) / 100)).toEqual([100, 60, 16]);
    expect(Math.round(r.stats.objective * 100) / 100).toBe(30056);
  });

  it('the checker refuses an hour that both sells and buys under autoconsumo_neto, not under venta_total', async () => {
    // The schedule of the netting test, rewritten to sell 10 and buy 4 (the balance still holds).
    const input = highRo('autoconsumo_neto', [4]);
    const s = (await solve(input)).solution!;
    s.market.sell[0] = 10;
    s.market.buyOpen[0] = 4;
    expect(checkSolution(input, s).violations).toEqual(['h0: autoconsumo_neto sells and buys in the same hour (10 sold, 4 bought)']);
    expect(checkSolution({ ...input, esquema_liquidacion: 'venta_total' }, s).violations).toEqual([]);
  });
});
