import { describe, expect, it } from 'vitest';
import { solve } from './solve.ts';
import { randomInput } from './testing/randomPlant.ts';
import { gasBoiler, tinyInput } from './testing/plants.ts';
import { economicTotalsRow, planKpis, runFigures } from '@plantasim/domain';
import { totalNetCost } from './results/costs.ts';
import { prepare } from './prepare.ts';

describe('solve and result tables', () => {
  it('builds programa, operation and economic tables consistent with the objective', async () => {
    const random = randomInput(4, 24);
    const input = { ...random, tolls: random.tolls.map((row) => ({ ...row, peaje_pot: 1_000 * row.periodo })) };
    const r = await solve(input);
    expect(r.stats.status).toBe('optimal');
    expect(r.stats.boundKind).toBe('mip');
    const op = r.operacion!;
    expect(op.columns.slice(0, 3)).toEqual(['FECHA_HORA', 'PCIO_EL', 'DEMV']);
    expect(op.columns).toContain('PE_M1');
    expect(op.columns).toContain('CE_C1');
    expect(op.rows).toHaveLength(24);
    const eco = r.economico!;
    expect(eco.columns.slice(0, 8)).toEqual(['FECHA_HORA', 'TARIFA', 'PCIO_EL', 'Ro', 'PCIOGAS', 'PCIOCO2', 'RATIO', 'DEMV']);
    for (const c of ['BENEFICIO_BRUTO', 'PCEQ_MCCV', 'COST_IVPEE', 'AHORRO', 'CMED_MWHE']) expect(eco.columns).toContain(c);
    // The objective is the plant's whole cost (capacity toll included, docs/tolls.md), plus penalties, minus income.
    const sum = (c: string) => eco.rows.reduce((a, row) => a + Number(row[c]), 0);
    expect(sum('COST_PEAJE_POT')).toBeGreaterThan(0);
    const modelCost = sum('COST_TOTAL') + sum('COST_PENALIZACION') - sum('ING_ELEC') - sum('ING_RO');
    expect(modelCost).toBeCloseTo(r.stats.objective, 3);
    expect(Number(eco.totals.COST_TOTAL)).toBeCloseTo(sum('COST_TOTAL'), 6);
    const gas = op.rows.reduce((a, row) => a + op.columns.filter((c) => c.startsWith('CG_')).reduce((b, c) => b + Number(row[c]), 0), 0);
    expect(r.programa!.total_consumo_gas).toBeCloseTo(gas, 6);
    expect(r.programa!.motores).toHaveLength(3 * 24);
    expect(r.programa!.motores[0]).toMatchObject({ concepto: 'M1', hora: 'H1' });
    expect(r.programa!.conceptos.some((c) => c.concepto === 'PCEQ_MCCV')).toBe(true);
  });

  it('reports unmet demand as a warning instead of failing', async () => {
    const r = await solve(tinyInput(2, { steamDemand: [10, 1], gasPrice: [20, 20], gasBoilers: [gasBoiler({ potencia_gas_maxima: 4 })] }));
    expect(r.stats.status).toBe('optimal');
    expect(r.warnings).toEqual([expect.objectContaining({ code: 'UNMET_STEAM', hours: [1], total: 6 })]);
  });

  it('switches to rolling windows above rollingAboveHours and reports each window', async () => {
    const input = randomInput(9, 48);
    const progress: string[] = [];
    const r = await solve(input, { rollingAboveHours: 24, keepHours: 24, lookaheadHours: 6, onProgress: (p) => progress.push(`${p.phase}:${p.window}/${p.windows}`) });
    expect(r.stats.windows).toHaveLength(2);
    expect(r.stats.boundKind).toBe('lp-full');
    expect(r.stats.gap).toBeGreaterThanOrEqual(-1e-9);
    expect(progress).toEqual(['window:1/2', 'window:2/2', 'bound:1/1']);
    expect(r.operacion!.rows).toHaveLength(48);
  });
});

describe('the economic figures on random plants (docs/figures.md)', () => {
  /** A random plant with a capacity toll and swaps of both kinds: the lines the old savings left out. */
  function withTollAndSwaps(seed: number, T: number) {
    const random = randomInput(seed, T);
    return {
      ...random,
      tolls: random.tolls.map((row) => ({ ...row, peaje_pot: 500 * row.periodo })),
      elecSwaps: [{ cantidad: 12 + seed, precio: 55 + seed }, { cantidad: 6, precio: 90 }],
      gasSwaps: [{ cantidad: 30, precio: 28 + seed }],
    };
  }

  /** reference − net cost = savings on every hour and the totals; cards = totals row = compare = the re-plan's and the bridge's net cost. */
  function expectOneStory(input: ReturnType<typeof withTollAndSwaps>, r: Awaited<ReturnType<typeof solve>>) {
    const eco = r.economico!;
    const n = (row: Record<string, string | number>, c: string) => Number(row[c]);
    for (const row of eco.rows) {
      expect(n(row, 'COST_REF') - (n(row, 'COST_TOTAL') - n(row, 'ING_TOTAL'))).toBeCloseTo(n(row, 'AHORRO'), 6);
      expect(n(row, 'BENEFICIO_BRUTO')).toBeCloseTo(n(row, 'ING_TOTAL') - n(row, 'COST_TOTAL'), 6);
    }
    const t = eco.totals;
    const net = n(t, 'COST_TOTAL') - n(t, 'ING_TOTAL');
    expect(n(t, 'ING_SWAP_ELEC')).not.toBe(0);
    expect(n(t, 'COST_PEAJE_POT')).toBeGreaterThan(0);
    expect(n(t, 'COST_REF') - net).toBeCloseTo(n(t, 'AHORRO'), 6);
    // The stored totals row is the domain's, as the web's grid and Excel compute it again.
    const again = economicTotalsRow(eco.columns, eco.rows);
    for (const c of ['COST_TOTAL', 'ING_TOTAL', 'COST_REF', 'AHORRO', 'AHORRO_PCT', 'CMED_VAPOR', 'BENEFICIO_BRUTO']) expect(n(t, c)).toBeCloseTo(Number(again[c]), 9);
    const cards = planKpis(eco, { motores: r.programa!.motores });
    expect(cards.netCost).toBeCloseTo(net, 6);
    expect(cards.savings).toBeCloseTo(n(t, 'AHORRO'), 6);
    expect(cards.savingsShare).toBeCloseTo(n(t, 'AHORRO_PCT'), 12);
    expect(cards.savingsShare).toBeCloseTo(n(t, 'AHORRO') / n(t, 'COST_REF'), 12);
    expect(cards.steamCost).toBeCloseTo(n(t, 'CMED_VAPOR'), 9);
    expect(cards.steamCost).toBeCloseTo(net / n(t, 'DEMV'), 9);
    // Compare reads the stored totals: the same two figures.
    const compare = runFigures({ resultado_economico: eco });
    expect(compare.netCost).toBeCloseTo(net, 6);
    expect(compare.savings).toBeCloseTo(n(t, 'AHORRO'), 6);
    // The re-plan's and the bridge's net cost of this operation is the same figure.
    expect(totalNetCost(input, prepare(input), r.solution!)).toBeCloseTo(net, 6);
    return { net, penalty: n(t, 'COST_PENALIZACION'), swaps: n(t, 'ING_SWAP_ELEC') + n(t, 'ING_SWAP_GAS') };
  }

  for (const seed of [1, 2, 3, 5, 8]) {
    it(`seed ${seed}: reference − net cost = savings; cards = totals row = compare; net cost = objective − penalties − swaps`, async () => {
      const input = withTollAndSwaps(seed, 24);
      const r = await solve(input);
      expect(r.stats.status).toBe('optimal');
      const { net, penalty, swaps } = expectOneStory(input, r);
      // The net cost is what the model minimised, less the penalties (not money) and the swaps (fixed by the inputs).
      expect(net).toBeCloseTo(r.stats.objective - penalty - swaps, 3);
    });
  }

  it('a horizon solved in rolling windows (a backtesting month) tells the same story', async () => {
    const input = withTollAndSwaps(13, 48);
    const r = await solve(input, { rollingAboveHours: 24, keepHours: 24, lookaheadHours: 6 });
    expect(r.stats.windows).toHaveLength(2);
    expectOneStory(input, r);
  });
});
