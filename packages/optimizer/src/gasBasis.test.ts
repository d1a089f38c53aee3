// Gas on its billed basis (docs/settlement.md): one engine hour priced by hand on PCI and on PCS.
// Engine 10 MWe, electrical efficiency 0.5 on PCI, run 1 h at full load (mode 1, no other unit):
// 10 / 0.5 = 20 MWh PCI burnt. Gas bill 30 EUR per MWh PCS, PCI/PCS = 0.9: 20 / 0.9 = 22.222 MWh PCS,
// 22.222 x 30 = 666.67 EUR. Priced on PCI at the PCS price (the old cost) it was 20 x 30 = 600.00 EUR.
import { describe, expect, it } from 'vitest';
import { solve } from './solve.ts';
import { engine, gasBoiler, tinyInput } from './testing/plants.ts';
import { boilerOnPci, engineOnPci, billedPerBurnt } from './gasBasis.ts';
import { checkSolution } from './testing/checker.ts';
import { createBaseCase } from '@plantasim/domain';
import { fromPayload } from './fromPayload.ts';
import { at } from './at.ts';

const cents = (x: unknown) => Math.round(Number(x) * 100) / 100;

async function engineHour(eng: ReturnType<typeof engine>, billed: number | undefined) {
  const input = tinyInput(1, {
    mode: 1, electricityPrice: [0], gasPrice: [30], ro: [0], impuesto_generacion: 0, engines: [eng],
    ...(billed === undefined ? {} : { gasBilledPerBurnt: billed }),
  });
  const r = await solve(input);
  expect(r.stats.status).toBe('optimal');
  expect(checkSolution(input, r.solution!).violations).toEqual([]);
  return { power: cents(at(r.solution!.engines, 0).power[0]), cost: cents(r.economico!.totals.COST_GAS_COG), price: cents(r.economico!.totals.PRC_TERM_GAS_COG), basis: r.economico!.base_gas };
}

describe('gas on its billed basis', () => {
  it('prices an engine hour on PCS: 20 MWh PCI burnt are 22.22 MWh PCS at 30 EUR = 666.67 EUR', async () => {
    const pci = engine({ potencia_minima: 10, rendimiento_electricidad_gas: 0.5 });
    expect(await engineHour(pci, billedPerBurnt({ motores: 'PCI', calderas: 'PCI', relacion_pci_pcs: 0.9 }))).toEqual({
      power: 10, cost: 666.67, price: 30, basis: { combustible: 'PCI', precio: 'PCS', pcs_por_pci: 1 / 0.9 },
    });
    // Counted and priced on one basis (no ratio: the test plants' convention), the same hour costs 600.00 EUR.
    expect((await engineHour(pci, undefined)).cost).toBe(600);
  });

  it('an efficiency given on PCS is turned into PCI once: 0.45 on PCS is 0.5 on PCI, the same 666.67 EUR', async () => {
    const onPcs = engine({ potencia_minima: 10, rendimiento_electricidad_gas: 0.45, rendimiento_vapor_gas: 0.36, porcentaje_agua_caliente: 9, coeficiente_emisiones_CO2: 0.18 });
    const e = engineOnPci(onPcs, 'PCS', 0.9);
    expect([e.rendimiento_electricidad_gas, e.rendimiento_vapor_gas, e.porcentaje_agua_caliente, e.coeficiente_emisiones_CO2].map((x) => Math.round(x * 1e9) / 1e9))
      .toEqual([0.5, 0.4, 10, 0.2]);
    expect(engineOnPci(onPcs, 'PCI', 0.9)).toBe(onPcs);
    expect((await engineHour(e, 1 / 0.9)).cost).toBe(666.67);
  });

  it('a gas boiler on PCS: its gas powers shrink by the ratio, its efficiency and CO2 factor grow by it', () => {
    const b = boilerOnPci(gasBoiler({ potencia_gas_maxima: 20, potencia_gas_minima: 5, rendimiento_vapor_gas: 0.9, coeficiente_emisiones_CO2: 0.18 }), 'PCS', 0.9);
    expect([b.potencia_gas_maxima, b.potencia_gas_minima, b.rendimiento_vapor_gas, b.coeficiente_emisiones_CO2].map((x) => Math.round(x * 1e9) / 1e9))
      .toEqual([18, 4.5, 1, 0.2]);
  });

  it('the plant data names the basis: PCI and 0.9 by default; engines on PCS are turned into PCI for the model', () => {
    const p = createBaseCase({ date: '15/01/2024' });
    const byDefault = fromPayload(p);
    if (!byDefault.ok) throw new Error('base case refused');
    expect(byDefault.data.gasBilledPerBurnt).toBeCloseTo(1 / 0.9, 12);
    const first = at(p.planta.motores, 0);
    expect(at(byDefault.data.engines, 0).rendimiento_electricidad_gas).toBe(first.rendimiento_electricidad_gas);
    const pcs = fromPayload({ ...p, planta: { ...p.planta, base_calorifica: { motores: 'PCS', calderas: 'PCI', relacion_pci_pcs: 0.92 } } });
    if (!pcs.ok) throw new Error('PCS basis refused');
    expect(pcs.data.gasBilledPerBurnt).toBeCloseTo(1 / 0.92, 12);
    expect(at(pcs.data.engines, 0).rendimiento_electricidad_gas).toBeCloseTo(first.rendimiento_electricidad_gas / 0.92, 12);
    expect(at(pcs.data.gasBoilers, 0).rendimiento_vapor_gas).toBe(at(p.planta.calderas_gas, 0).rendimiento_vapor_gas);
  });
});
