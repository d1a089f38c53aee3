// Row names are written by the components and read back by the explanations and the cover
// separation. These tests pin both ends to the families of rowFamilies.ts: every reason a
// counterfactual can give, and that a tiny plant's model really holds the rows each reader looks
// for, so renaming or dropping a family fails here instead of turning a reason into "other".
import { describe, expect, it } from 'vitest';
import { buildModel } from './model.ts';
import { ROW_FAMILIES, familyOf, rowFamilies, rowName, type RowFamily, type RowParts } from './rowFamilies.ts';
import { droppedFamilies, reasonOfFamily, rowReason } from './explain/counterfactual.ts';
import { solveWindow } from './solveWindow.ts';
import { explainPlan } from './explain/index.ts';
import { engine, flatTolls, tinyInput } from './testing/plants.ts';
import { randomInput } from './testing/randomPlant.ts';
import { at } from './at.ts';

/** A name of `family` with made-up parts (a period checkpoint's part is like "3m"). */
const sample = (family: RowFamily) => rowName(family, ...(Array.from({ length: ROW_FAMILIES[family].arity }, (_, k) => (k === 0 && family === 'annualHoursBefore' ? '3m' : k + 4)) as RowParts<typeof family>));

// What lpFix.ts reads by name (marginal values, the nudged demands) and steamCovers.ts by family.
const lpFixFamilies: RowFamily[] = ['steamBalance', 'coldBalance', 'elecBalance', 'marketBuyUse', 'marketExport', 'marketImport'];
const steamCoverFamilies: RowFamily[] = ['steamBalance'];

describe('row families', () => {
  it('keeps the names the LP files have always carried', () => {
    expect(rowName('engineMinUp', 0, 7)).toBe('eng_up_0_7');
    expect(rowName('engineMinDown', 1, 2)).toBe('eng_down_1_2');
    expect(rowName('enginePmin', 0, 3)).toBe('eng_pmin_0_3');
    expect(rowName('enginePmax', 0, 3)).toBe('eng_pmax_0_3');
    expect(rowName('steamBalance', 5)).toBe('bal_steam_5');
    expect(rowName('gasBoilerOrder', 1, 2)).toBe('GasBoiler_sym_1_2');
    expect(rowName('partLoadSegment', 0, 1, 2)).toBe('eng_plc_seg_0_1_2');
    expect(rowName('annualHours')).toBe('ann_hours');
    expect(rowName('annualHoursBefore', '3m')).toBe('ann_hours_3m');
    expect(rowName('unmetLimit')).toBe('unmet_limit');
  });

  it('reads every family back from its names, and nothing else', () => {
    for (const f of rowFamilies) expect(familyOf(sample(f)), f).toBe(f);
    for (const name of ['', 'eng', 'eng_up', 'eng_up_1', 'eng_up_1_2_3', 'bal_steam', 'ann_ree_1', 'x_1']) expect(familyOf(name), name).toBeUndefined();
  });

  it('gives each counterfactual reason from its family, and "other" for any other row', () => {
    expect(reasonOfFamily).toEqual({ engineMinUp: 'minUp', engineMinDown: 'minDown', enginePmin: 'startStop', enginePmax: 'startStop' });
    expect(rowReason(rowName('engineMinUp', 0, 3))).toEqual({ constraint: 'minUp' });
    expect(rowReason(rowName('engineMinDown', 2, 0))).toEqual({ constraint: 'minDown' });
    expect(rowReason(rowName('enginePmin', 0, 1))).toEqual({ constraint: 'startStop' });
    expect(rowReason(rowName('enginePmax', 0, 1))).toEqual({ constraint: 'startStop' });
    expect(droppedFamilies).toEqual(['enginePmin', 'enginePmax']);
    for (const f of rowFamilies.filter((f) => !(f in reasonOfFamily))) {
      const name = sample(f);
      expect(rowReason(name), f).toEqual({ constraint: 'other', row: name });
    }
  });

  it('finds every family the readers rely on in a tiny plant\'s model', () => {
    // An engine with minimum up and down times and a minimum load, a contracted import power.
    const input = tinyInput(6, {
      electricityPrice: [50, 50, 10, 10, 50, 50], gasPrice: new Array(6).fill(20), steamDemand: new Array(6).fill(1), coldDemand: new Array(6).fill(1),
      engines: [engine({ tiempo_minimo_acoplamiento: 3, tiempo_minimo_parada: 3 })], tolls: flatTolls({ pot_contratada: 5 }),
    });
    const emitted = new Set(buildModel(input).m.rowNames.map(familyOf));
    for (const f of [...Object.keys(reasonOfFamily) as RowFamily[], ...droppedFamilies, ...lpFixFamilies, ...steamCoverFamilies]) expect(emitted.has(f), f).toBe(true);
  });

  it('names every row the components write after a family', () => {
    for (const seed of [1, 2, 3]) {
      for (const mode of [0, 2, 4] as const) {
        const pm = buildModel({ ...randomInput(seed, 24), mode }, { unmetLimit: 1 });
        const unnamed = pm.m.rowNames.filter((n) => familyOf(n) === undefined);
        expect(unnamed, `seed ${seed} mode ${mode}`).toEqual([]);
      }
    }
  });

  it('explains a flip cut short by the minimum up time as minUp', async () => {
    // Off at cheap prices; available only in H1-H2, so running H1-H2 breaks a 3 h minimum up time.
    const input = tinyInput(4, {
      electricityPrice: [10, 10, 10, 10], gasPrice: [20, 20, 20, 20],
      engines: [engine({ tiempo_minimo_acoplamiento: 3 })], availability: { 'Motor cogeneración 1': [1, 1, 0, 0] },
    });
    const r = await solveWindow(input);
    const ex = await explainPlan(input, r.solution!);
    const first = at(ex.blocks, 0);
    expect([first.on, first.from, first.to, first.status, first.constraint]).toEqual([false, 0, 2, 'infeasible', 'minUp']);
  });
});
