// Start and stop hours marked in the schedule (programa.motores[].transicion). Engine: Pmax 10,
// Pmin 5, etaE 0.5, gas 20 EUR/MWh so each MWhe costs 40 EUR; off before H1.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { solve } from '../solve.ts';
import { replanFrom, withTrips } from '../replan.ts';
import { replanRun } from '../replanRun.ts';
import { solveRolling } from '../rolling.ts';
import { prepare } from '../prepare.ts';
import { schedule } from './schedule.ts';
import { sliceInput } from '../sliceInput.ts';
import { sliceSolution, type PlantSolution } from '../solution.ts';
import { randomInput } from '../testing/randomPlant.ts';
import { engine, tinyInput } from '../testing/plants.ts';
import type { EngineParams, OptimizerInput } from '../input.ts';

function plant(prices: number[], eng: Partial<EngineParams>, over: Partial<OptimizerInput> = {}) {
  const T = prices.length;
  return tinyInput(T, { electricityPrice: prices, gasPrice: new Array(T).fill(20), engines: [engine(eng)], ...over });
}

const marks = async (input: OptimizerInput) => {
  const r = await solve(input);
  return r.programa!.motores.map((m) => m.transicion ?? '');
};

describe('start and stop hours in the schedule', () => {
  it('marks the start hour and the last hour before a stop when the engine loses minutes there', async () => {
    // Prices -100, 60, 60, -100: running H2-H3 earns 0.5*10*20 twice = 200 (H2 yields 30 min, H3 too
    // as the hour before the stop); running any -100 hour, even derated to 2.5 MW, loses 350 there.
    expect(await marks(plant([-100, 60, 60, -100], { tiempo_arranque: 30, tiempo_parada: 30 }))).toEqual(['', 'arranque', 'parada', '']);
  });

  it('marks nothing when the start and stop lose no minutes (the hours are not derated)', async () => {
    expect(await marks(plant([-100, 60, 60, -100], {}))).toEqual(['', '', '', '']);
  });

  it('a one-hour run is both; the horizon end is not a stop', async () => {
    // H2 alone: (120-40)*10*(1-0.25-0.25) = 400; riding through H3 at Pmin would lose 5*140 = 700
    // for 200 more in H2 and 200 in H4. H4 runs to the end, no stop after it.
    expect(await marks(plant([-100, 120, -100, 120], { tiempo_arranque: 15, tiempo_parada: 15 }))).toEqual(['', 'arranque_parada', '', 'arranque']);
  });

  it('a coupled engine stopping after the last hour (a window of a longer horizon) marks its last hour', async () => {
    // Mode 2, the engine follows its table at full load; the hour after the horizon is known only
    // through engineNextOn (false: the table stops it then, and the model derates H2 by 20 min).
    const coupled = (nextOn: boolean | undefined) => plant([60, 60], { estado: true, tiempo_parada: 20 }, {
      mode: 2, coupling: { 'Motor cogeneración 1': [1, 1] }, couplingFixed: [true], engineNextOn: [nextOn],
    });
    const power = (await solve(coupled(false))).solution!.engines[0]!.power;
    expect(power[0]).toBe(10);
    expect(power[1]).toBeCloseTo(10 * (40 / 60), 9);
    expect(await marks(coupled(false))).toEqual(['', 'parada']);
    expect(await marks(coupled(undefined))).toEqual(['', '']);
    expect(await marks(coupled(true))).toEqual(['', '']);
  });
});

describe('start and stop hours across rolling windows', () => {
  // Engine on before H1, 30 min lost before a stop; prices 60, 60, -100, -100; windows of 2 kept hours.
  const input = plant([60, 60, -100, -100], { estado: true, tiempo_parada: 30 });
  const rolled = async (lookaheadHours: number) => {
    const r = await solveRolling(input, { keepHours: 2, lookaheadHours });
    const s = r.solution!;
    return { power: s.engines[0]!.power, marks: schedule(input, prepare(input), s).motores.map((m) => m.transicion ?? '') };
  };

  it('a stop the first window plans after its kept hours marks its last kept hour', async () => {
    // The first window sees H3-H4 and stops at H3, derating H2 to 5 MWe.
    expect(await rolled(2)).toEqual({ power: [10, 5, 0, 0], marks: ['', 'parada', '', ''] });
  });

  it('a stop the next window chooses cannot follow a kept hour that ran its full output: it takes the derated hour after it', async () => {
    // Without look-ahead the first window runs H1-H2 flat out and plans no stop. The second window
    // starts from that: the engine is on at H3, which it runs as its stop hour (30 min lost, at its
    // minimum of 5 MWe: 2.5 MWh) and marks, then it is off at H4. Stopping at H3 would have left
    // H2 at full output right before a stop, which the engine cannot follow.
    expect(await rolled(0)).toEqual({ power: [10, 10, 2.5, 0], marks: ['', '', 'parada', ''] });
  });
});

describe('start and stop hours of a re-plan after a trip', () => {
  // Prices 60 all day: the engine (on before H1, 30 min lost before a stop) runs at 10 MWe every
  // hour of the plan; it trips at H3 (from = 2). H2 ran its full planned 10 MWe: nothing was lost
  // to a stop there, so no 'parada' mark on the frozen hour before the trip.
  const e = { estado: true, tiempo_arranque: 30, tiempo_parada: 30 };

  it('marks no stop on the kept hour before the trip (it ran its full output)', async () => {
    const input = plant([60, 60, 60, 60], e);
    const plan = await solve(input);
    expect(plan.solution!.engines[0]!.power).toEqual([10, 10, 10, 10]);
    const r = await replanRun(input, { from: 2, trips: ['Motor cogeneración 1'], operacion: plan.operacion!, engineStates: plan.solution!.engines.map((x) => x.on) });
    expect(r.programa!.motores.map((m) => m.valor)).toEqual([10, 10, 0, 0]);
    expect(r.programa!.motores.map((m) => m.transicion ?? '')).toEqual(['', '', '', '']);
    // replanFrom's solution says the same: the frozen hour keeps its plan's own derating (none).
    const direct = await replanFrom(input, plan.solution!, 2, ['Motor cogeneración 1']);
    expect(direct.solution!.engines[0]!.stop).toEqual([0, 0, 1, 0]);
    expect(direct.solution!.engines[0]!.stopNext).toEqual([0, 0, 0, 0]);
  });

  it('keeps the mark of a stop the plan itself made before the trip hour', async () => {
    // Prices 60, 60, -100, -100: the plan stops at H3 (H2 derated to 5 MWe, half the hour); the
    // engine trips at H3 anyway. The kept H2 keeps its planned stop mark; a trip later keeps it too.
    const input = plant([60, 60, -100, -100], e);
    const plan = await solve(input);
    expect(plan.solution!.engines[0]!.power).toEqual([10, 5, 0, 0]);
    for (const from of [2, 3]) {
      const r = await replanRun(input, { from, trips: ['Motor cogeneración 1'], operacion: plan.operacion!, engineStates: plan.solution!.engines.map((x) => x.on) });
      expect(r.programa!.motores.map((m) => m.transicion ?? '')).toEqual(['', 'parada', '', '']);
    }
  });

  it('marks a start of the re-planned rest, and no stop before the trip of a second engine', async () => {
    // Steam 2 MW every hour. M1 covers it (4 MW of steam at 10 MWe) and earns 20 EUR/MWhe; M2 (off
    // before H1, 4 MWh of gas per MWhe: 80 EUR/MWhe) loses 20 per MWhe, so the plan keeps it off.
    // M1 trips at H3: M2 starts at H3 for the steam (2.5 MWe; the start loses half the hour, still
    // room for it) and M1's H2 keeps its full 10 MWe, unmarked.
    const input = tinyInput(4, {
      electricityPrice: [60, 60, 60, 60], gasPrice: [20, 20, 20, 20], steamDemand: [2, 2, 2, 2],
      engines: [engine({ ...e, nombre: 'M1' }), engine({ nombre: 'M2', tiempo_arranque: 30, tiempo_parada: 30, rendimiento_electricidad_gas: 0.25, potencia_minima: 0 })],
    });
    const plan = await solve(input);
    expect(plan.solution!.engines.map((x) => x.on)).toEqual([[1, 1, 1, 1], [0, 0, 0, 0]]);
    const r = await replanRun(input, { from: 2, trips: ['M1'], operacion: plan.operacion!, engineStates: plan.solution!.engines.map((x) => x.on) });
    const byEngine = (n: string, f: (m: { valor: number; transicion?: string }) => unknown) => r.programa!.motores.filter((m) => m.concepto === n).map(f);
    expect(byEngine('M1', (m) => m.valor)).toEqual([10, 10, 0, 0]);
    expect(byEngine('M2', (m) => m.valor)).toEqual([0, 0, 2.5, 2.5]);
    expect(byEngine('M1', (m) => m.transicion ?? '')).toEqual(['', '', '', '']);
    expect(byEngine('M2', (m) => m.transicion ?? '')).toEqual(['', '', 'arranque', '']);
  });
});

describe('start and stop marks on random plants', () => {
  /** The marks a whole solve of its own horizon must carry, from the on/off series alone: the start
   *  hour (ta > 0), the hour before a stop (tp > 0), the last hour only for a known stop after it. */
  const expected = (input: OptimizerInput, s: PlantSolution) => input.engines.flatMap((e, k) => {
    const on = s.engines[k]!.on;
    return on.map((u, t) => {
      if (!u) return '';
      const starts = e.tiempo_arranque > 0 && (t === 0 ? !e.estado : on[t - 1] === 0);
      const stops = e.tiempo_parada > 0 && t + 1 < on.length && on[t + 1] === 0;
      return starts && stops ? 'arranque_parada' : starts ? 'arranque' : stops ? 'parada' : '';
    });
  });
  const marksOf = (input: OptimizerInput, s: PlantSolution) => schedule(input, prepare(input), s).motores.map((m) => m.transicion ?? '');

  it('a whole solve marks its starts and stops; a re-plan after a trip keeps the plan\'s marks before H', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 4, max: 10 }), fc.integer({ min: 1, max: 9 }), fc.integer({ min: 0, max: 2 }), fc.constantFrom(0, 0, 2),
        async (seed, T, h, k, mode) => {
          const input = { ...randomInput(seed, T), mode: mode as OptimizerInput['mode'] };
          const plan = await solve(input);
          if (!plan.solution) return true;
          expect(marksOf(input, plan.solution)).toEqual(expected(input, plan.solution));
          const from = Math.min(h, T - 1);
          const name = input.engines[k]!.nombre;
          const r = await replanFrom(input, plan.solution, from, [name]);
          if (!r.solution) return true;
          const tripped = withTrips(input, [name], from);
          const planMarks = marksOf(input, plan.solution);
          const replanMarks = marksOf(tripped, r.solution);
          const rest = sliceInput(tripped, from, T, r.solution);
          const restMarks = marksOf(rest, sliceSolution(r.solution, from, T));
          input.engines.forEach((e, j) => {
            const hours = (m: string[], a: number, b: number) => m.slice(j * T + a, j * T + b);
            // Hours before H: the plan's own marks, the hour before the trip included.
            expect(hours(replanMarks, 0, from)).toEqual(hours(planMarks, 0, from));
            // Hours from H: the re-solved rest's marks, as a whole solve of the rest.
            expect(hours(replanMarks, from, T)).toEqual(restMarks.slice(j * (T - from), (j + 1) * (T - from)));
            if (e.nombre === name) expect(hours(replanMarks, from, T).every((m) => m === '')).toBe(true);
          });
          return true;
        },
      ),
      { numRuns: 25, seed: 20261124 },
    );
  }, 180_000);
});
