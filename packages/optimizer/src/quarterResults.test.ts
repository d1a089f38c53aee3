// A quarter-hour run's results: the hourly tables every screen reads, and its quarter tables beside
// them. Engine: Pmax 10, Pmin 5, etaE 0.5, gas 20 EUR/MWh, so each MWhe costs 40 EUR; at 100 EUR/MWh
// it runs, at 30 it stays off.
import { describe, expect, it } from 'vitest';
import { columnAggregation } from '@plantasim/domain';
import { solve } from './solve.ts';
import { compressor, electricBoiler, engine, gasBoiler, tinyInput } from './testing/plants.ts';
import type { OptimizerInput } from './input.ts';

const labels = ['00', '01'].flatMap((h) => ['00', '15', '30', '45'].map((m) => `15/10/2025 ${h}:${m}`));

function quarterInput(over: Partial<OptimizerInput> = {}): OptimizerInput {
  const prices = [100, 100, 30, 30, 30, 30, 30, 30];
  return tinyInput(8, { electricityPrice: prices, gasPrice: new Array(8).fill(20), engines: [engine({ nombre: 'M1' })], periodMinutes: new Array(8).fill(15), labels, ...over });
}

describe('quarter-hour results', () => {
  it('serves the hour\'s mean power and summed money, the quarter tables beside them', async () => {
    const r = await solve(quarterInput());
    const q = r.cuartos!;
    expect(q).toBeDefined();
    // Quarters: on for the first two quarters at 10 MW.
    expect(q.operacion.rows.map((row) => row.PE_M1)).toEqual([10, 10, 0, 0, 0, 0, 0, 0].map((x) => expect.closeTo(x, 9)));
    expect(q.operacion.rows).toHaveLength(8);
    expect(q.programa.motores).toHaveLength(8);
    // Hours: 5 MW on average in the first hour, 0 in the second.
    const op = r.operacion!;
    expect(op.rows.map((row) => row.FECHA_HORA)).toEqual(['15/10/2025 00:00', '15/10/2025 01:00']);
    expect(op.rows[0]!.PE_M1).toBeCloseTo(5, 9);
    expect(op.rows[0]!.PCIO_EL).toBeCloseTo(65, 9);
    expect(op.rows[1]!.PE_M1).toBeCloseTo(0, 9);
    expect(r.programa!.motores).toEqual([
      expect.objectContaining({ concepto: 'M1', hora: 'H1', valor: expect.closeTo(5, 9), estado: 1 }),
      expect.objectContaining({ concepto: 'M1', hora: 'H2', valor: expect.closeTo(0, 9), estado: 0 }),
    ]);
    // Money: the hour's is its quarters' sum; 2 quarters × 2.5 MWh × 100 EUR/MWh sold.
    const eco = r.economico!;
    expect(eco.rows).toHaveLength(2);
    expect(eco.rows[0]!.ING_ELEC).toBeCloseTo(500, 6);
    for (const c of eco.columns.filter((c) => c.startsWith('COST_') || c.startsWith('ING_'))) {
      const quarters = q.economico.rows.slice(0, 4).reduce((a, row) => a + (row[c] as number), 0);
      expect(eco.rows[0]![c], c).toBeCloseTo(quarters, 9);
    }
    // One totals row for the horizon: the quarters' sums, to the last bit.
    expect(eco.totals).toBe(q.economico.totals);
    let sold = 0;
    for (const row of q.economico.rows) sold += row.ING_ELEC as number;
    expect(eco.totals.ING_ELEC).toBe(sold);
    expect(eco.totals.BENEFICIO_BRUTO).toBeCloseTo(-r.stats.objective, 6);
    // Gas over the horizon in MWh: 5 MWh of electricity at etaE 0.5.
    expect(q.programa.total_consumo_gas).toBeCloseTo(10, 6);
    expect(r.programa!.total_consumo_gas).toBe(q.programa.total_consumo_gas);
  });

  it('leaves an hourly run without quarter tables', async () => {
    const r = await solve(tinyInput(2, { electricityPrice: [100, 30], gasPrice: [20, 20], engines: [engine({ nombre: 'M1' })] }));
    expect(r.cuartos).toBeUndefined();
    expect(r.operacion!.rows).toHaveLength(2);
  });

  it('classifies every column and concept the optimizer writes (hourlyFromPeriods COLUMN_RULES)', async () => {
    const r = await solve(quarterInput({
      steamDemand: new Array(8).fill(3), coldDemand: new Array(8).fill(1),
      gasBoilers: [gasBoiler()], electricBoilers: [electricBoiler()], compressors: [compressor()],
    }));
    const q = r.cuartos!;
    const unknown = [
      ...q.operacion.columns.filter((c) => columnAggregation('resultado_operacion', c) === undefined),
      ...q.economico.columns.filter((c) => columnAggregation('resultado_economico', c) === undefined),
      ...[...q.programa.conceptos, ...q.programa.conceptos_programas].map((i) => i.concepto).filter((c) => columnAggregation('programa', c) === undefined),
    ];
    expect(unknown).toEqual([]);
    expect(q.operacion.columns.some((c) => c.startsWith('CE_'))).toBe(true);
  });

  it('counts an engine\'s gas, steam and cold on the quarter clock, as the economic table does', async () => {
    // Curve: 15 MW of gas at 5 MWe, 25 at 10; a 20-minute start. Started in the first quarter, the
    // engine yields nothing in it and runs 2/3 of the second (6.67 MWe: gas 25 × 2/3).
    const curve = [{ potencia: 5, gas: 15 }, { potencia: 10, gas: 25 }];
    const r = await solve(quarterInput({
      electricityPrice: [100, 100, 100, 100, 30, 30, 30, 30],
      engines: [engine({ nombre: 'M1', tiempo_arranque: 20, curva_carga: curve })],
    }));
    const q = r.cuartos!;
    expect(q.operacion.rows.map((row) => row.PE_M1)).toEqual([0, 20 / 3, 10, 10, 0, 0, 0, 0].map((x) => expect.closeTo(x, 9)));
    const gas = [0, 50 / 3, 25, 25, 0, 0, 0, 0];
    expect(q.operacion.rows.map((row) => row.CG_M1)).toEqual(gas.map((x) => expect.closeTo(x, 9)));
    expect(q.programa.total_consumo_gas).toBeCloseTo(50 / 3, 9);
    // The operation table's gas, in MWh at 20 EUR/MWh, is what the economic table charges.
    const charged = q.economico.rows.reduce((a, row) => a + (row.COST_GAS_COG as number), 0);
    expect(charged).toBeCloseTo(gas.reduce((a, g) => a + g * 0.25 * 20, 0), 6);
  });

  it('names hours in its warnings, never quarters, and counts MWh by the quarter\'s length', async () => {
    // No unit makes steam: 4 MW unmet in the 2nd and 3rd quarters of the first hour and in the last
    // quarter of the second is 3 quarters × 1 MWh, in hours H1 and H2 (not periods 2, 3 and 8).
    const r = await solve(quarterInput({ engines: [], steamDemand: [0, 4, 4, 0, 0, 0, 0, 4] }));
    const unmet = r.warnings.find((w) => w.code === 'UNMET_STEAM');
    expect(unmet).toMatchObject({ hours: [1, 2], total: expect.closeTo(3, 9), spareHours: [] });
    expect(unmet!.en).toContain('in 2 hours');
  });

  it('explains a quarter run by its clock: each period its span, each block from its start to its end', async () => {
    const r = await solve(quarterInput(), { explain: true });
    const ex = r.explicacion!;
    expect(ex.hourLabels.slice(0, 3)).toEqual(['00:00–00:15', '00:15–00:30', '00:30–00:45']);
    expect(ex.hourLabels.at(-1)).toBe('01:45–02:00');
    expect(ex.periodMinutes).toEqual(new Array(8).fill(15));
    const engine = ex.blocks.filter((b) => b.name === 'M1').map((b) => [b.on, b.from, b.to]);
    expect(engine).toEqual([[true, 0, 2], [false, 2, 8]]);
    const [on, off] = ex.blocks.filter((b) => b.name === 'M1');
    expect(on!.es).toMatch(/^M1 en marcha de 00:00 a 00:30/);
    expect(on!.en).toMatch(/^M1 running from 00:00 to 00:30/);
    expect(off!.es).toMatch(/^M1 parado de 00:30 a 02:00/);
    expect(JSON.stringify(ex)).not.toMatch(/\bH\d/);
  });
});
