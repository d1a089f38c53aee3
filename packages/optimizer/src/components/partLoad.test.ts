// Part-load curves on tiny plants priced by hand. Engine: Pmin 5, Pmax 10, gas 20 EUR/MWh, no taxes.
// Without a curve (etaE 0.5) each MWhe burns 2 MWh of gas (40 EUR).
import { describe, expect, it } from 'vitest';
import { solve } from '../solve.ts';
import { checkSolution } from '../testing/checker.ts';
import { engine, tinyInput } from '../testing/plants.ts';
import type { EngineParams, OptimizerInput, PartLoadPoint } from '../input.ts';
import { at } from '../at.ts';
import { curveGas, curveOf } from './partLoad.ts';
import { createBaseCase, parsePayload } from '@plantasim/domain';
import { fromPayload } from '../fromPayload.ts';

/** Affine: 15 MW gas at 5 MWe (33 %), 25 at 10 MWe (40 %): no-load 5 MW + 2 MW gas per MWe. */
const AFFINE: PartLoadPoint[] = [{ potencia: 5, gas: 15 }, { potencia: 10, gas: 25 }];
/** Concave: slopes 2.4 then 1.6 MW gas per MWe (efficiency rising fast at the top). */
const CONCAVE: PartLoadPoint[] = [{ potencia: 5, gas: 15 }, { potencia: 7.5, gas: 21 }, { potencia: 10, gas: 25 }];

function plant(prices: number[], eng: Partial<EngineParams>, over: Partial<OptimizerInput> = {}) {
  const T = prices.length;
  return tinyInput(T, { electricityPrice: prices, gasPrice: new Array(T).fill(20), engines: [engine(eng)], ...over });
}

async function run(input: OptimizerInput) {
  const r = await solve(input);
  expect(r.stats.status).toBe('optimal');
  expect(checkSolution(input, r.solution!).violations).toEqual([]);
  return r;
}

describe('engine part-load curve', () => {
  it('without a curve the single efficiency stays: at 60 EUR full load earns 10*(60-40) = 200', async () => {
    const r = await run(plant([60], {}));
    expect(r.stats.objective).toBeCloseTo(-200, 6);
  });

  it('a two-point curve (no-load + incremental gas) prices full load at 25 MW gas: 600 - 500 = 100, half load would earn 0', async () => {
    const r = await run(plant([60], { curva_carga: AFFINE, rendimiento_vapor_gas: 0.2 }, { steamDemand: [5] }));
    expect(r.stats.objective).toBeCloseTo(-100, 6);
    expect(at(r.solution!.engines, 0).power).toEqual([10]);
    // Steam follows the gas: 25 MW gas * 0.2 = 5 MW covers the demand with no boiler.
    const op = at(r.operacion!.rows, 0);
    expect(op['CG_Motor cogeneración 1']).toBeCloseTo(25, 9);
    expect(op['PV_Motor cogeneración 1']).toBeCloseTo(5, 9);
    expect(r.economico!.totals.COST_GAS_COG).toBeCloseTo(500, 6);
    expect(r.programa!.total_consumo_gas).toBeCloseTo(25, 9);
  });

  it('a concave curve is exact: capped at 7.5 MWe by the export limit it burns 21 MW, not the 19 an LP would fill', async () => {
    // Price 100: 750 - 21*20 = 330 at 7.5 MWe (5 MWe would earn 500 - 300 = 200). Filling the
    // cheaper second segment first would claim 19 MW of gas and 370 EUR.
    const r = await run(plant([100], { curva_carga: CONCAVE, potencia_exportacion: 7.5 }));
    expect(at(r.solution!.engines, 0).power).toEqual([7.5]);
    expect(r.stats.objective).toBeCloseTo(-330, 6);
    expect(r.economico!.totals.COST_GAS_COG).toBeCloseTo(420, 6);
  });

  it('a start hour scales the no-load gas with the running half hour: 0.5*15 + 2*(5 - 2.5) = 12.5 MW', async () => {
    // ta = 30 min: output in [2.5, 5]; at 5 MWe 300 - 12.5*20 = 50; at 2.5 MWe 150 - 7.5*20 = 0.
    const r = await run(plant([60], { curva_carga: AFFINE, tiempo_arranque: 30 }));
    expect(at(r.solution!.engines, 0).power).toEqual([5]);
    expect(r.stats.objective).toBeCloseTo(-50, 6);
    expect(r.programa!.conceptos.find((c) => c.concepto === 'Consumo gas motores')?.valor).toBeCloseTo(12.5, 9);
  });

  it('a coupled engine at 75 % burns the concave curve\'s 21 MW at 7.5 MWe', async () => {
    const r = await run(plant([30], { nombre: 'M1', curva_carga: CONCAVE, estado: true }, { mode: 2, coupling: { M1: [0.75] }, couplingFixed: [true] }));
    expect(at(r.solution!.engines, 0).power).toEqual([7.5]);
    expect(r.stats.objective).toBeCloseTo(21 * 20 - 7.5 * 30, 6);
  });

  it('curveGas reads the curve between and at its points', () => {
    const c = curveOf({ curva_carga: CONCAVE })!;
    expect(curveGas(c, 5, 1)).toBe(15);
    expect(curveGas(c, 7.5, 1)).toBeCloseTo(21, 12);
    expect(curveGas(c, 8.75, 1)).toBeCloseTo(23, 12);
    expect(curveGas(c, 0, 0)).toBe(0);
    expect(curveOf({})).toBeNull();
  });

  it('is plant data: absent in a payload no engine has a curve; given, it reaches its engine only', () => {
    const payload = createBaseCase({ date: '15/01/2024' });
    const plain = fromPayload(payload);
    expect(plain.ok && plain.data.engines.some((e) => 'curva_carga' in e || 'rampa' in e)).toBe(false);
    const m = payload.planta.motores[1]!;
    const curve = [{ potencia: m.potencia_minima, gas: 6 }, { potencia: m.potencia_maxima, gas: 9 }];
    const curves = payload.planta.motores.map((_, i) => (i === 1 ? curve : []));
    const parsed = parsePayload({ ...payload, planta: { ...payload.planta, curva_carga_motores: curves } });
    const mapped = parsed.ok ? fromPayload(parsed.data) : undefined;
    expect(mapped?.ok && mapped.data.engines.map((e) => e.curva_carga)).toEqual([undefined, curve, ...new Array(6).fill(undefined)]);
  });
});
