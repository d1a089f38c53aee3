// Random plants (every mode the generator draws, minimum times, derating, rented compressors,
// availability): every block of every unit gets a reason in both languages, a flip never beats the
// plan by more than the solver's tolerance (the flipped re-solve has fewer choices than the plan's),
// and its lines add up to its cost difference.
import { describe, expect, it } from 'vitest';
import { solveWindow } from '../solveWindow.ts';
import { randomInput } from '../testing/randomPlant.ts';
import { explainPlan } from './index.ts';

describe('explanations of random plants', () => {
  for (const seed of [3, 29]) {
    it(`seed ${seed}`, async () => {
      const input = randomInput(seed, 24);
      const r = await solveWindow(input);
      if (!r.solution) return expect(r.run.status).not.toBe('optimal');
      const ex = await explainPlan(input, r.solution);
      const units = input.engines.length + input.gasBoilers.length + input.electricBoilers.length + input.compressors.length;
      expect(new Set(ex.blocks.map((b) => `${b.family}${b.unit}`)).size).toBe(units);
      for (const b of ex.blocks) {
        expect(b.es.startsWith(b.name)).toBe(true);
        expect(b.en.startsWith(b.name)).toBe(true);
        if (b.status !== 'flipped') continue;
        const scale = Math.max(1, Math.abs(b.baseObjective!));
        expect(b.delta!).toBeGreaterThanOrEqual(-1e-6 * scale);
        const lines = Object.values(b.lines ?? {}).reduce((a, v) => a + (v ?? 0), 0);
        expect(Math.abs(lines - b.delta!)).toBeLessThan(1e-6 * scale);
      }
    });
  }
});
