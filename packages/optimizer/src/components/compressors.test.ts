// Rented compressor: COP 4, so 4 MW of cold take 1 MWe bought at 10 EUR/MWh; it pays
// coste_uso 5 EUR per hour on and coste_alquiler 100 EUR per day in which it runs.
import { describe, expect, it } from 'vitest';
import { solveWindow } from '../solveWindow.ts';
import { compressor, tinyInput } from '../testing/plants.ts';
import { at } from '../at.ts';

function coldAt(hours: number[], T = 48) {
  const cold = new Array(T).fill(0);
  for (const h of hours) cold[h] = 4;
  return cold;
}

const rented = compressor({ nombre: 'Compresor alquiler', coste_alquiler: 100, coste_uso: 5 });

describe('compressors', () => {
  it('pays the rental once per day used', async () => {
    const r = await solveWindow(tinyInput(48, { coldDemand: coldAt([0, 30]), electricityPrice: new Array(48).fill(10), compressors: [rented] }));
    expect(r.run.objective).toBeCloseTo(2 * 100 + 2 * 5 + 2 * 10, 6);
    const c = at(r.solution!.compressors, 0);
    expect(c.on[0]).toBe(1);
    expect(c.on[30]).toBe(1);
    expect(c.on.reduce((a, b) => a + b)).toBe(2);
  });

  it('pays a single rental for two hours of the same day', async () => {
    const r = await solveWindow(tinyInput(48, { coldDemand: coldAt([0, 5]), electricityPrice: new Array(48).fill(10), compressors: [rented] }));
    expect(r.run.objective).toBeCloseTo(100 + 2 * 5 + 2 * 10, 6);
  });

  it('does not pay again for a first day already paid in a previous window', async () => {
    const r = await solveWindow(tinyInput(48, {
      coldDemand: coldAt([0, 30]), electricityPrice: new Array(48).fill(10), compressors: [rented],
      rentedDayPaid: { 'Compresor alquiler': true },
    }));
    expect(r.run.objective).toBeCloseTo(100 + 2 * 5 + 2 * 10, 6);
  });

  it('counts days from firstHourOfDay', async () => {
    // Starting at 20 h, hours 0 and 5 fall on two different days.
    const r = await solveWindow(tinyInput(48, { coldDemand: coldAt([0, 5]), electricityPrice: new Array(48).fill(10), compressors: [rented], firstHourOfDay: 20 }));
    expect(r.run.objective).toBeCloseTo(2 * 100 + 2 * 5 + 2 * 10, 6);
  });

  it('prefers an own compressor and respects minimum power in kWe', async () => {
    // Own compressor min 2000 kWe: covering 4 MW cold needs 1 MWe but it must run at 2 MWe.
    const own = compressor({ nombre: 'Compresor propio', potencia_maxima: 3000, potencia_minima: 2000 });
    const r = await solveWindow(tinyInput(1, { coldDemand: [4], electricityPrice: [10], compressors: [own, rented] }));
    expect(r.run.objective).toBeCloseTo(20, 6);
    expect(at(r.solution!.compressors, 0).elec).toEqual([2]);
    expect(at(r.solution!.compressors, 1).on).toEqual([0]);
  });
});
