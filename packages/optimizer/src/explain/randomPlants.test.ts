// Random plants (every mode the generator draws, minimum times, derating, rented compressors,
// availability): every block of every unit gets a reason in both languages, a flip never beats the
// plan by more than the solver's tolerance (the flipped re-solve has fewer choices than the plan's),
// and its lines add up to its cost difference, as the effects its reason lists add up to its headline.
import { describe, expect, it } from 'vitest';
import { solveWindow } from '../solveWindow.ts';
import { randomInput, randomQuarterInput } from '../testing/randomPlant.ts';
import { explainPlan } from './index.ts';

describe('explanations of random plants', () => {
  // Seeds drawn hourly, and one on a quarter clock (quarters, then later hours): blocks are periods.
  for (const [seed, quarters] of [[3, false], [29, false], [3, true]] as const) {
    it(`seed ${seed}${quarters ? ', quarter hours' : ''}`, async () => {
      const input = quarters ? randomQuarterInput(seed, 16, 8) : randomInput(seed, 24);
      const r = await solveWindow(input);
      if (!r.solution) return expect(r.run.status).not.toBe('optimal');
      const ex = await explainPlan(input, r.solution);
      let checked = 0;
      const units = input.engines.length + input.gasBoilers.length + input.electricBoilers.length + input.compressors.length;
      expect(new Set(ex.blocks.map((b) => `${b.family}${b.unit}`)).size).toBe(units);
      // Blocks are ranges of the run's periods, all of them covered: never hours of a quarter clock.
      expect([ex.hours, Math.max(...ex.blocks.map((b) => b.to))]).toEqual([input.hours, input.hours]);
      for (const b of ex.blocks) {
        expect(b.es.startsWith(b.name)).toBe(true);
        expect(b.en.startsWith(b.name)).toBe(true);
        if (b.status !== 'flipped') continue;
        const scale = Math.max(1, Math.abs(b.baseObjective!));
        expect(b.delta!).toBeGreaterThanOrEqual(-1e-6 * scale);
        const lines = Object.values(b.lines ?? {}).reduce((a, v) => a + (v ?? 0), 0);
        expect(Math.abs(lines - b.delta!)).toBeLessThan(1e-6 * scale);
        // What the reason shows adds up: the listed effects (every one above a few % of the headline,
        // then "otros") sum to the headline it states, and no listed line is small but OTROS.
        const flip = b.clauses.find((c) => c.code.startsWith('explain.flip.'))!;
        const drivers = b.clauses.find((c) => c.code === 'explain.drivers');
        const headline = flip.code === 'explain.flip.same' ? 0 : Number(flip.params!.delta) * (flip.code.endsWith('Saves') ? -1 : 1);
        const shown = (drivers?.lines ?? []).reduce((a, l) => a + l.effect, 0);
        expect(shown).toBe(Math.abs(b.delta!) < 0.5 ? Math.round(b.delta!) || 0 : headline);
        for (const l of drivers?.lines ?? []) if (l.line !== 'OTROS') expect(Math.abs(l.effect)).toBeGreaterThanOrEqual(Math.round(0.05 * Math.abs(b.delta!)) - 1);
        const named = Object.values(b.lines ?? {}).filter((v) => Math.abs(v ?? 0) >= Math.max(0.5, 0.05 * Math.abs(b.delta!))).length;
        expect((drivers?.lines ?? []).filter((l) => l.line !== 'OTROS').length).toBeLessThanOrEqual(named);
        checked += 1;
      }
      expect(checked).toBeGreaterThan(0);
    });
  }
});
