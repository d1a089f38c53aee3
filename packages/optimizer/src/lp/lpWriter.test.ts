import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { buildModel } from '../model.ts';
import { writeLp } from './lpWriter.ts';
import { CBC_PATH, runCbc } from './cbc.ts';
import { loadHighs } from '../highsRunner.ts';
import { solveWindow } from '../solveWindow.ts';
import { randomInput } from '../testing/randomPlant.ts';
import { at } from '../at.ts';

describe('LP writer and name registry', () => {
  it('writes short lines and a registry that maps columns back to (component, attr, unit, hour)', () => {
    const input = randomInput(5, 6);
    const pm = buildModel(input);
    const text = writeLp(pm.m);
    expect(Math.max(...text.split('\n').map((l) => l.length))).toBeLessThanOrEqual(255);
    const j = pm.m.find('Engine', 'P', 1, 4);
    expect(j).toBe(at(at(pm.engines.P, 1), 4));
    expect(pm.m.colKeys[j]).toEqual({ component: 'Engine', attr: 'P', unit: 1, hour: 4 });
  });

  it('HiGHS reading the LP text reaches the objective of the in-memory model', async () => {
    const input = randomInput(6, 12);
    const pm = buildModel(input);
    const direct = await solveWindow(input);
    const highs = await loadHighs();
    const model = highs.createModel({ format: 'lp', data: writeLp(pm.m) });
    try {
      model.options.set({ output_flag: false, mip_rel_gap: 1e-6 });
      model.run();
      expect(model.getObjectiveValue()).toBeCloseTo(direct.run.objective, 1);
    } finally {
      model.dispose();
    }
  });

  it('CBC solves the same LP file to the same objective within the gap', async () => {
    expect(existsSync(CBC_PATH)).toBe(true); // Debian coinor-cbc is part of the test setup
    const input = randomInput(7, 24);
    const r = await solveWindow(input);
    const cbc = runCbc(writeLp(buildModel(input).m), { ratioGap: 1e-4 });
    expect(cbc.ok).toBe(true);
    expect(Math.abs(cbc.objective - r.run.objective)).toBeLessThanOrEqual(2e-4 * Math.max(1, Math.abs(r.run.objective)));
  });
});
