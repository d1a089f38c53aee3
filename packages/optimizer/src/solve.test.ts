import { describe, expect, it } from 'vitest';
import { solve } from './solve.ts';
import { randomInput } from './testing/randomPlant.ts';
import { gasBoiler, tinyInput } from './testing/plants.ts';

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
