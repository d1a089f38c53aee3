import { describe, expect, it } from 'vitest';
import { mustRunWhenAvailable, blocksFromEngineRun, buildOfferCurves, clearOffers, isMonotoneCurve } from '@plantasim/domain';
import { solve } from '../solve.ts';
import { prepare } from '../prepare.ts';
import { checkSolution } from '../testing/checker.ts';
import { randomInput } from '../testing/randomPlant.ts';
import type { OptimizerInput } from '../input.ts';
import { netPositionMW, solveOfferChain, type OfferChainStep } from './chain.ts';

async function ladder(input: OptimizerInput): Promise<OfferChainStep[]> {
  const anchor = await solve(input);
  const sol = anchor.solution!;
  const anchorNetMW = netPositionMW(sol);
  const up = await solveOfferChain(input, { direction: 'up', deltas: [10, 40], anchorNetMW });
  const down = await solveOfferChain(input, { direction: 'down', deltas: [-10, -40], anchorNetMW });
  const zero: OfferChainStep = { delta: 0, netMW: anchorNetMW, engineOn: sol.engines.map((e) => [...e.on]), objective: anchor.stats.objective, solution: sol };
  return [...down, zero, ...up];
}

describe('offer ladder chains', () => {
  for (const seed of [7, 11, 3, 1, 2, 4]) {
    it(`gives monotone curves whose every step passes the checker (random plant ${seed})`, async () => {
      const input = randomInput(seed, 24);
      const steps = await ladder(input);
      const offers = buildOfferCurves(input.electricityPrice, steps);
      expect(offers.curves.every(isMonotoneCurve)).toBe(true);
      // A clearing price between two steps selects a step whose plan is the solved one: feasible
      // for the independent checker and with no unmet steam or cold.
      const clearing = input.electricityPrice.map((p, t) => p + [-25, -7, 3, 25, 100][t % 5]!);
      const cleared = clearOffers(offers, clearing);
      for (const point of new Set(cleared.map((c) => c.step))) {
        const step = steps.slice().sort((a, b) => a.delta - b.delta)[point]!;
        expect(checkSolution(input, step.solution).violations).toEqual([]);
        expect(Math.max(0, ...step.solution.slack.steam, ...step.solution.slack.cold)).toBeLessThan(1e-6);
      }
      // Blocks of the engines' runs respect minimum loads and minimum run times (it throws otherwise).
      // The model applies minimum run times only to engines it optimises (a mode's fixed pattern wins).
      const fixing = prepare(input).engineFixing;
      const optimised = (k: number) => !mustRunWhenAvailable(input.mode) && !fixing[k]!.p.some((x) => x !== undefined);
      for (const step of steps) {
        step.solution.engines.forEach((e, k) => {
          const eng = input.engines[k]!;
          const out = e.power.map((p, t) => (e.on[t] === 1 ? p : 0));
          const { blocks } = blocksFromEngineRun({
            engineId: eng.nombre, minLoadMW: eng.potencia_minima, minRunPeriods: optimised(k) ? Math.ceil(eng.tiempo_minimo_acoplamiento) : 0,
            outputMW: out, variableCostEurMWh: 0, startCostEur: eng.coste_arranque ?? 0,
          }, 1);
          for (const b of blocks) {
            for (const mw of b.profileMW) expect(mw).toBeLessThanOrEqual(eng.potencia_minima + 1e-9);
          }
        });
      }
    }, 120_000);
  }

  // The bound of a step is read from solved plans, whose values HiGHS returns within its feasibility
  // tolerances (primal 1e-7 MW on a row, 1e-6 in a MIP): a plan at the plant's limit may read up to
  // that much beyond it. With the bound at the read value less 1e-7 the next step was asked for more
  // than the plant can do (random plant 3: a step ended without a plan). Here the ladder's top is
  // solved, read 1e-6 MW beyond what it is, and chained once more: the step must still find its plan,
  // and the curve stays monotone against the value read.
  for (const seed of [3, 7]) {
    it(`a step whose previous plan is read within the solver's tolerance of the plant's limit still solves (random plant ${seed})`, async () => {
      const input = randomInput(seed, 24);
      const anchor = (await solve(input)).solution!;
      const [top] = await solveOfferChain(input, { direction: 'up', deltas: [500], anchorNetMW: netPositionMW(anchor) });
      const readUp = top!.netMW.map((n) => n + 1e-6);
      const [above] = await solveOfferChain(input, { direction: 'up', deltas: [1000], anchorNetMW: readUp });
      expect(above!.netMW.every((n, t) => n >= readUp[t]!)).toBe(true);
      expect(checkSolution(input, above!.solution).violations).toEqual([]);
      const [bottom] = await solveOfferChain(input, { direction: 'down', deltas: [-500], anchorNetMW: netPositionMW(anchor) });
      const readDown = bottom!.netMW.map((n) => n - 1e-6);
      const [below] = await solveOfferChain(input, { direction: 'down', deltas: [-1000], anchorNetMW: readDown });
      expect(below!.netMW.every((n, t) => n <= readDown[t]!)).toBe(true);
    }, 120_000);
  }

  it('rejects deltas that do not belong to the chain', async () => {
    const input = randomInput(7, 24);
    await expect(solveOfferChain(input, { direction: 'up', deltas: [-5], anchorNetMW: Array(24).fill(0) })).rejects.toThrow(/does not belong/);
    await expect(solveOfferChain(input, { direction: 'down', deltas: [-5, -2], anchorNetMW: Array(24).fill(0) })).rejects.toThrow(/out of order/);
  });
});
