import { describe, expect, it } from 'vitest';
import { solveWindow } from '../solveWindow.ts';
import { compressor, engine, flatTolls, gasBoiler, tinyInput } from '../testing/plants.ts';
import { SLACK_PENALTY, type OptimizerInput } from '../input.ts';
import { fixPlan } from './lpFix.ts';

async function marginalOf(input: OptimizerInput) {
  const r = await solveWindow(input);
  return (await fixPlan(input, r.solution!)).marginal;
}

describe('marginal values (duals of the LP with the plan fixed)', () => {
  it('prices steam at the marginal gas boiler: gas cost / efficiency', async () => {
    // 10 MW steam from a boiler of efficiency 0.8 at 20 EUR/MWh gas: one more MWh of steam burns
    // 1.25 MWh gas = 25 EUR.
    const m = await marginalOf(tinyInput(2, { steamDemand: [10, 10], gasPrice: [20, 32], gasBoilers: [gasBoiler({ rendimiento_vapor_gas: 0.8 })] }));
    expect(m.steam[0]).toBeCloseTo(25, 9);
    expect(m.steam[1]).toBeCloseTo(40, 9);
    // No chiller at all: one more MWh of cold would go unserved, at the shortfall penalty.
    expect(m.cold).toEqual([SLACK_PENALTY, SLACK_PENALTY]);
  });

  it('prices cold at the open electricity price / COP and electricity at the open price', async () => {
    // 4 MW cold from a COP-4 compressor: 1 MWe at 80 EUR/MWh; one more MWh of cold = 80/4 = 20 EUR.
    const m = await marginalOf(tinyInput(1, { coldDemand: [4], electricityPrice: [80], compressors: [compressor({ potencia_maxima: 2000 })] }));
    expect(m.cold[0]).toBeCloseTo(20, 9);
    expect(m.elec[0]).toBeCloseTo(80, 9);
  });

  it('values the export limit at the sale price minus the engine cost, and electricity at the engine cost when netting', async () => {
    // Engine 10 MW, export limit 6 MW, 40 EUR/MWhe (gas 20 / eta 0.5), selling at 200: it runs at
    // 6 MW. One more MW of export earns 200 - 40 = 160; under autoconsumo_neto one more MWh used on
    // site is generated at 40, under venta_total it is bought at the open price 200.
    const plant = { electricityPrice: [200], gasPrice: [20], engines: [engine({ potencia_exportacion: 6 })] };
    const net = await marginalOf(tinyInput(1, { ...plant, esquema_liquidacion: 'autoconsumo_neto' }));
    expect(net.exportLimit[0]).toBeCloseTo(160, 9);
    expect(net.elec[0]).toBeCloseTo(40, 9);
    const total = await marginalOf(tinyInput(1, plant));
    expect(total.exportLimit[0]).toBeCloseTo(160, 9);
    expect(total.elec[0]).toBeCloseTo(200, 9);
  });

  it('values the import limit at the shortfall penalty minus the purchase price', async () => {
    // 5 MW demand, 3 MW contracted: 2 MW unserved at the penalty; one more MW of import saves
    // the penalty and pays the open price 50.
    const m = await marginalOf(tinyInput(1, { electricityDemand: [5], electricityPrice: [50], tolls: flatTolls({ pot_contratada: 3 }) }));
    expect(m.importLimit[0]).toBeCloseTo(SLACK_PENALTY - 50, 6);
    expect(m.elec[0]).toBeCloseTo(SLACK_PENALTY, 6);
  });
});
