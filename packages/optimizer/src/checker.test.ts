// Random scenarios: every schedule the optimizer returns passes the independent checker, and
// the checker's own pricing of that schedule equals the solver's objective. The generator draws the
// settlement scheme too, so the checker's netting rule is exercised on random plants.
import { describe, expect, it } from 'vitest';
import { solveWindow } from './solveWindow.ts';
import { checkSolution } from './testing/checker.ts';
import { randomInput, randomQuarterInput } from './testing/randomPlant.ts';
import { at } from './at.ts';
import { engine, tinyInput } from './testing/plants.ts';

describe('independent result checker on random scenarios', () => {
  it('the seeds cover both settlement schemes (autoconsumo_neto: no hour both sells and buys)', () => {
    const schemes = Array.from({ length: 10 }, (_, i) => randomInput(i + 1, 24).esquema_liquidacion);
    expect(new Set(schemes)).toEqual(new Set(['venta_total', 'autoconsumo_neto']));
    // and plants whose scheme changes at a quarter's start inside the horizon
    expect(Array.from({ length: 10 }, (_, i) => randomInput(i + 1, 24).esquema_liquidacion_horas).filter(Boolean).length).toBeGreaterThan(0);
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

  for (let seed = 1; seed <= 8; seed++) {
    it(`quarter-hour clock, seed ${seed} (32 quarters, then 4 hours)`, async () => {
      const input = randomQuarterInput(seed);
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

  it('judges a stop\'s derating from the solution\'s own record of it, and refuses one before no stop', async () => {
    // One engine (Pmax 10, 30 min lost before a stop) on before H1, off from H3.
    const input = tinyInput(3, { electricityPrice: [60, 60, 60], gasPrice: [20, 20, 20], engines: [engine({ estado: true, tiempo_parada: 30 })] });
    const sol = (power: number[], stopNext: number[]) => ({
      hours: 3, engines: [{ on: [1, 1, 0], start: [0, 0, 0], stop: [0, 0, 1], power, stopNext }], gasBoilers: [], electricBoilers: [], compressors: [],
      market: { sell: [...power], buyClosed: [0, 0, 0], buyOpen: [0, 0, 0], unserved: [0, 0, 0], spill: [0, 0, 0] }, slack: { steam: [0, 0, 0], cold: [0, 0, 0] },
    });
    // A planned stop: H2 ran down half the hour (5 MWe at most).
    expect(checkSolution(input, sol([10, 5, 0], [0, 1, 0])).violations).toEqual([]);
    expect(checkSolution(input, sol([10, 10, 0], [0, 1, 0])).violations).toEqual(['Motor cogeneración 1 h1 max: 10 > 5']);
    // A trip at H3 (the engine out of service) after a kept H2 that ran its full output.
    expect(checkSolution({ ...input, availability: { 'Motor cogeneración 1': [1, 1, 0] } }, sol([10, 10, 0], [0, 0, 0])).violations).toEqual([]);
    // The same full H2 before a stop the plan chose is no trip: the stop's rule allows 5 MWe.
    expect(checkSolution(input, sol([10, 10, 0], [0, 0, 0])).violations).toEqual(['Motor cogeneración 1 h1: stops at h2 without the derating of a planned stop']);
    // A derating claimed where the engine runs on is no stop's.
    expect(checkSolution(input, sol([5, 5, 0], [1, 1, 0])).violations).toEqual(['Motor cogeneración 1 h0: derated for a stop that does not follow']);
  });
});
