import { describe, expect, it } from 'vitest';
import { solveWindow } from '../solveWindow.ts';
import { engine, gasBoiler, tinyInput } from '../testing/plants.ts';
import type { OptimizerInput } from '../input.ts';
import { explainPlan } from './index.ts';
import { at } from '../at.ts';

async function explainTiny(input: OptimizerInput) {
  const r = await solveWindow(input);
  return explainPlan(input, r.solution!);
}

const sumOfLines = (lines: Record<string, number | undefined> = {}) => Object.values(lines).reduce<number>((a, v) => a + (v ?? 0), 0);

describe('counterfactual per block', () => {
  // One engine: 10 MW max, 5 MW min, eta 0.5 at 20 EUR/MWh gas = 40 EUR/MWhe. Prices 100, 100,
  // 10, 10: it runs H1-H2 at 10 MW (margin 60 EUR/MWh) and stops H3-H4.
  const input = tinyInput(4, { electricityPrice: [100, 100, 10, 10], gasPrice: [20, 20, 20, 20], engines: [engine()] });

  it('prices stopping a running engine: the lost sales minus the saved gas, line by line', async () => {
    const ex = await explainTiny(input);
    const on = ex.blocks.find((b) => b.on)!;
    expect([on.from, on.to, on.status]).toEqual([0, 2, 'flipped']);
    // 2 h x 10 MW x (100 - 40) = 1,200 EUR more; sales lost 2,000, gas saved 800.
    expect(on.delta).toBeCloseTo(1200, 6);
    expect(on.lines!.ING_ELEC).toBeCloseTo(2000, 6);
    expect(on.lines!.COST_GAS_COG).toBeCloseTo(-800, 6);
    expect(sumOfLines(on.lines)).toBeCloseTo(on.delta!, 6);
    expect(on.es).toBe('Motor cogeneración 1 en marcha de H1 a H2: forzar su parada costaría 1.200 € más; con el horizonte fijo fuera de este bloque ±1 h (las marchas vecinas no se reoptimizan); de media en esas horas, la venta a 100 €/MWh supera el precio de equilibrio PCEQ de este motor (40 €/MWh; gas y CO2 40 €/MWhe, Ro 0 €/MWh); efecto en el coste: venta de electricidad +2.000 €, gas de motores −800 €.');
    expect(on.en).toBe("Motor cogeneración 1 running from H1 to H2: forcing it off would cost €1,200 more; with the horizon held outside this block ±1 h (neighbouring runs not re-optimised); on average over those hours, selling at €100/MWh beats this engine's break-even price PCEQ (€40/MWh; gas and CO2 €40/MWhe, Ro €0/MWh); effect on cost: electricity sold +€2,000, engine gas −€800.");
  });

  it('prices starting a stopped engine at its minimum load', async () => {
    const ex = await explainTiny(input);
    const off = ex.blocks.find((b) => !b.on)!;
    // Forced on H3-H4 it runs at its 5 MW minimum: 2 h x 5 MW x (40 - 10) = 300 EUR more.
    expect(off.delta).toBeCloseTo(300, 6);
    expect(off.lines!.COST_GAS_COG).toBeCloseTo(400, 6);
    expect(off.lines!.ING_ELEC).toBeCloseTo(-100, 6);
    expect(off.es).toContain('parado de H3 a H4: forzar su marcha costaría 300 € más; con el horizonte fijo fuera de este bloque ±1 h (las marchas vecinas no se reoptimizan); de media en esas horas, la venta a 10 €/MWh no cubre gas y CO2 (40 €/MWhe)');
  });

  it('re-dispatches boilers when an engine is forced off (steam from the boiler instead)', async () => {
    // Steam 2 MW: the engine at 10 MW gives 4 MW steam (eta_v 0.2 / eta_e 0.5 = 0.4 MWh/MWhe).
    // Forced off, a boiler (eta 1, gas 20) makes the 2 MW: + 40 EUR/h of boiler gas.
    const ex = await explainTiny(tinyInput(1, { electricityPrice: [100], gasPrice: [20], steamDemand: [2], engines: [engine()], gasBoilers: [gasBoiler()] }));
    const eng = ex.blocks.find((b) => b.family === 'engine')!;
    expect(eng.delta).toBeCloseTo(600 + 40, 6);
    expect(eng.lines!.COST_GAS_CALD).toBeCloseTo(40, 6);
    const boiler = ex.blocks.find((b) => b.family === 'gasBoiler')!;
    // Forcing the boiler on changes nothing: no minimum load, surplus steam is vented at no cost.
    expect(boiler.delta).toBeCloseTo(0, 6);
    expect(boiler.es).toMatch(/^Caldera de gas 6 (en marcha|parada) de H1 a H1: cambiar su estado no cambiaría el coste; con el horizonte fijo fuera de este bloque ±1 h \(las marchas vecinas no se reoptimizan\)\.$/);
  });

  it('names the constraint that forbids a flip: initial minimum up time, availability, fixed coupling', async () => {
    // On before the horizon for 1 h with a 3 h minimum up time: fixed on H1-H2; prices make it stop then.
    const init = tinyInput(4, {
      electricityPrice: [10, 10, 10, 10], gasPrice: [20, 20, 20, 20],
      engines: [engine({ estado: true, tiempo_minimo_acoplamiento: 3 })], engineInitial: [{ hoursInState: 1 }],
      availability: { 'Motor cogeneración 1': [1, 1, 1, 0] },
    });
    const ex = await explainTiny(init);
    const [on, off, na] = [at(ex.blocks, 0), at(ex.blocks, 1), at(ex.blocks, 2)];
    expect([on.on, on.from, on.to, on.status, on.constraint]).toEqual([true, 0, 2, 'infeasible', 'initialUp']);
    expect(on.es).toBe('Motor cogeneración 1 en marcha de H1 a H2: no puede pararse: tiempo mínimo de acoplamiento (3 h) desde el estado inicial.');
    expect(on.en).toBe('Motor cogeneración 1 running from H1 to H2: it cannot be stopped: minimum up time (3 h) from the initial state.');
    expect([off.from, off.to, off.status]).toEqual([2, 3, 'flipped']);
    expect([na.from, na.to, na.status]).toEqual([3, 4, 'unavailable']);
    expect(na.es).toBe('Motor cogeneración 1 no disponible de H4 a H4.');

    const coupled = tinyInput(2, {
      mode: 2, electricityPrice: [100, 100], gasPrice: [20, 20], engines: [engine()],
      couplingFixed: [true], coupling: { 'Motor cogeneración 1': [1, 0] },
    });
    const ex2 = await explainTiny(coupled);
    expect(ex2.blocks.map((b) => [b.on, b.status, b.constraint])).toEqual([[true, 'infeasible', 'coupling'], [false, 'infeasible', 'coupling']]);
    expect(at(ex2.blocks, 1).es).toBe('Motor cogeneración 1 parado de H2 a H2: no puede ponerse en marcha: acoplamiento fijado en la tabla de acoplamientos.');
  });

  it('keeps an engine on through cheap hours when its minimum up time makes the run pay overall', async () => {
    // Minimum up 3 h, prices 5, 100, 10, 10: a run H2-H4 earns (100 - 40) x 10 in H2 and loses
    // (40 - 10) x 5 at minimum load in H3 and H4: +300 EUR, so it runs; H1 (price 5) stays off.
    const ex = await explainTiny(tinyInput(4, {
      electricityPrice: [5, 100, 10, 10], gasPrice: [20, 20, 20, 20], engines: [engine({ tiempo_minimo_acoplamiento: 3 })],
    }));
    expect(ex.blocks.map((b) => [b.on, b.from, b.to])).toEqual([[false, 0, 1], [true, 1, 4]]);
    expect(at(ex.blocks, 1).delta).toBeCloseTo(300, 6);
    // Starting one hour earlier (H1 at minimum load) adds (40 - 5) x 5 = 175 EUR.
    expect(at(ex.blocks, 0).delta).toBeCloseTo(175, 6);
  });
});
