// Random scenarios: every schedule the optimizer returns passes the independent checker, and
// the checker's own pricing of that schedule equals the solver's objective. The generator draws the
// settlement scheme too, so the checker's netting rule is exercised on random plants.
import { describe, expect, it } from 'vitest';
import { solveWindow } from './solveWindow.ts';
import { checkSolution } from './testing/checker.ts';
import { randomInput } from './testing/randomPlant.ts';
import { at } from './at.ts';

describe('independent result checker on random scenarios', () => {
  it('the seeds cover both settlement schemes (autoconsumo_neto: no hour both sells and buys)', () => {
    const schemes = Array.from({ length: 10 }, (_, i) => randomInput(i + 1, 24).esquema_liquidacion);
    expect(new Set(schemes)).toEqual(new Set(['venta_total', 'autoconsumo_neto']));
  });

  for (let seed = 1; seed <= 10; seed++) {
    it(`seed ${seed}`, async () => {
      const input = randomInput(seed, 24);
      const r = await solveWindow(input);
      expect(r.run.status).toBe('optimal');
      const report = checkSolution(input, r.solution!);
      expect(report.violations).toEqual([]);
      expect(report.cost).toBeCloseTo(r.run.objective, 2);
    });
  }

  it('autoconsumo_neto with a coupled engine (mode 2: its fixed output bounds the purchases of an importing hour)', async () => {
    const input = { ...randomInput(7, 24), mode: 2 as const };
    expect(input.esquema_liquidacion).toBe('autoconsumo_neto');
    const r = await solveWindow(input);
    expect(r.run.status).toBe('optimal');
    const report = checkSolution(input, r.solution!);
    expect(report.violations).toEqual([]);
    expect(report.cost).toBeCloseTo(r.run.objective, 2);
  });

  it('detects a broken schedule', async () => {
    const input = randomInput(3);
    const r = await solveWindow(input);
    const s = r.solution!;
    const k = s.engines.findIndex((e) => e.on.includes(1));
    const e = at(s.engines, k);
    const t = e.on.indexOf(1);
    e.power[t] = at(e.power, t) + 100;
    expect(checkSolution(input, s).violations.length).toBeGreaterThan(0);
  });
});
