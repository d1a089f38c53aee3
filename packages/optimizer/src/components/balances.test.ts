import { describe, expect, it } from 'vitest';
import { solveWindow } from '../solveWindow.ts';
import { electricBoiler, engine, gasBoiler, tinyInput } from '../testing/plants.ts';
import { SLACK_PENALTY } from '../input.ts';
import { at } from '../at.ts';

const gas = { impuesto: 0.54, fnee: 0.975, term_a: 2.5, term_bmc: 1, term_bcg: 1.001, peaje: 81.84 };

describe('balances and gas', () => {
  it('prices boiler gas with the supply formula, the hydrocarbon tax and the fixed toll', async () => {
    // 10 MW steam, boiler eta 0.8 -> 12.5 MWh gas at 1.001*(35.1+2.5)+0.975+0.54 EUR/MWh, + 81.84.
    const r = await solveWindow(tinyInput(1, { steamDemand: [10], gasPrice: [35.1], gas, gasBoilers: [gasBoiler({ rendimiento_vapor_gas: 0.8 })] }));
    expect(r.run.objective).toBeCloseTo(12.5 * (1.001 * 37.6 + 0.975 + 0.54) + 81.84, 6);
    expect(at(r.solution!.gasBoilers, 0).gas).toEqual([12.5]);
  });

  it('exempts cogeneration gas from the hydrocarbon tax and credits its steam', async () => {
    // Engine at 10 MW burns 20 MWh gas and gives 4 MWh steam (etaV 0.2) = the whole demand.
    const cog = 1.001 * 37.6 + 0.975;
    const r = await solveWindow(tinyInput(1, {
      steamDemand: [4], electricityPrice: [200], gasPrice: [35.1], gas: { ...gas, peaje: 0 },
      engines: [engine()], gasBoilers: [gasBoiler()],
    }));
    expect(r.run.objective).toBeCloseTo(20 * cog - 200 * 10, 6);
    expect(at(r.solution!.gasBoilers, 0).gas).toEqual([0]);
  });

  it('covers cold with the absorption chiller fed by engine hot water', async () => {
    // 20 MWh gas * 30% hot water * 0.7 = 4.2 MW cold >= demand 4.
    const r = await solveWindow(tinyInput(1, {
      coldDemand: [4], electricityPrice: [100], gasPrice: [20],
      engines: [engine({ porcentaje_agua_caliente: 30, rendimiento_agua_fria_agua_caliente: 0.7 })],
    }));
    expect(r.solution!.slack.cold).toEqual([0]);
    expect(r.run.objective).toBeCloseTo(-600, 6);
  });

  it('applies demanda_coef and reports unmet steam as a penalised slack', async () => {
    const r = await solveWindow(tinyInput(1, { steamDemand: [10], demandaCoef: 1.2, gasPrice: [20], gasBoilers: [gasBoiler({ potencia_gas_maxima: 4 })] }));
    expect(r.solution!.slack.steam).toEqual([8]);
    expect(r.run.objective).toBeCloseTo(4 * 20 + 8 * SLACK_PENALTY, 6);
  });

  it('uses electric boilers within their minimum and maximum input', async () => {
    // Steam 1 MW, electric boiler min 2 MWe (eta 1) at 10 EUR/MWh vs gas boiler at 30.
    const r = await solveWindow(tinyInput(1, {
      steamDemand: [1], electricityPrice: [10], gasPrice: [30],
      electricBoilers: [electricBoiler({ potencia_electrica_minima: 2 })], gasBoilers: [gasBoiler()],
    }));
    expect(r.run.objective).toBeCloseTo(20, 4); // HiGHS' integrality tolerance leaves ~1e-6
    expect(at(r.solution!.electricBoilers, 0).elec[0]).toBeCloseTo(2, 5);
  });

  it('keeps unavailable boilers off', async () => {
    const r = await solveWindow(tinyInput(2, {
      steamDemand: [1, 1], gasPrice: [30, 30], gasBoilers: [gasBoiler()],
      availability: { 'Caldera de gas 6': [1, 0] },
    }));
    expect(at(r.solution!.gasBoilers, 0).on).toEqual([1, 0]);
    expect(r.solution!.slack.steam).toEqual([0, 1]);
  });
});
