// Unmet demand only where no equipment can cover it. Cold: own compressor C1 250 kWe, COP 4
// (1 MW cold); rented R1 250 kWe, COP 4, day fee 450 EUR; electricity 10 EUR/MWh (0.25 EUR per MWh cold).
import { describe, expect, it } from 'vitest';
import { solve } from '../solve.ts';
import { SLACK_PENALTY } from '../input.ts';
import { compressor, engine, tinyInput } from '../testing/plants.ts';
import { at } from '../at.ts';

const coldPlant = (demand: number) => tinyInput(1, {
  coldDemand: [demand], electricityPrice: [10],
  compressors: [compressor({ nombre: 'C1', potencia_maxima: 250 }), compressor({ nombre: 'R1', potencia_maxima: 250, coste_alquiler: 450 })],
});

describe('unmet demand', () => {
  it('rents a compressor for its 450 EUR day fee rather than leave 0.03 MW of cold unmet (300 EUR of penalty)', async () => {
    // Penalty alone: 1 MW by C1 (2.5 EUR) + 0.03 * 10,000 = 302.5 EUR. Covered: 1.03 / 4 * 10 + 450 = 452.575 EUR.
    expect(0.03 * SLACK_PENALTY).toBeLessThan(450);
    const r = await solve(coldPlant(1.03));
    expect(r.solution!.slack.cold[0]).toBe(0);
    expect(at(r.solution!.compressors, 1).on[0]).toBe(1);
    expect(r.stats.objective).toBeCloseTo(452.575, 6);
    expect(r.stats.status).toBe('optimal');
    expect(r.warnings).toEqual([]);
  });

  it('leaves unmet only what no equipment can cover, and says no capacity was left', async () => {
    // 2.2 MW against 2 MW of compressors: 0.2 unmet; cost 2 / 4 * 10 + 450 + 0.2 * 10,000 = 2,455 EUR.
    const r = await solve(coldPlant(2.2));
    expect(r.solution!.slack.cold[0]).toBeCloseTo(0.2, 9);
    expect(r.stats.objective).toBeCloseTo(2455, 6);
    const w = r.warnings.find((x) => x.code === 'UNMET_COLD')!;
    expect(w.spareHours).toEqual([]);
    expect(w.es).toBe('Demanda de frío no cubierta: 0,20 MWh en 1 horas. Ningún equipo disponible podía cubrirla.');
    expect(w.en).toBe('Unmet cooling demand: 0.20 MWh in 1 hours. No available equipment could cover it.');
  });

  it('says when capacity was there but the constraints kept it idle (minimum down time)', async () => {
    // The only cold source is an engine's absorption chiller (0.7 MW cold per MWe). It stopped 1 h
    // before H1 with a 3-h minimum down time, so hours 1-2 stay off: 2 MWh unmet although the
    // engine is available. From hour 3 it covers 1 MW of cold at 1/0.7 MWe.
    const input = tinyInput(3, {
      coldDemand: [1, 1, 1], electricityPrice: [100, 100, 100], gasPrice: [20, 20, 20],
      engines: [engine({ porcentaje_agua_caliente: 50, rendimiento_agua_fria_agua_caliente: 0.7, tiempo_minimo_parada: 3, potencia_minima: 0 })],
      engineInitial: [{ hoursInState: 1 }],
    });
    const r = await solve(input);
    expect(at(r.solution!.engines, 0).on).toEqual([0, 0, 1]);
    const w = r.warnings.find((x) => x.code === 'UNMET_COLD')!;
    expect(w.hours).toEqual([1, 2]);
    expect(w.spareHours).toEqual([1, 2]);
    expect(w.es).toContain('Había capacidad libre en 2 de esas horas');
    expect(w.en).toContain('There was spare capacity in 2 of those hours');
  });
});
