// A short run's share of the year's limits (domain annual/share.ts): reported with a warning when the
// run takes more than its share, and kept when the scenario asks (ajustar_cuota), on a one-hour
// plant priced by hand.
import { describe, expect, it } from 'vitest';
import { annualRulesSchema, createBaseCase, type AnnualRulesInput } from '@plantasim/domain';
import { solve } from './solve.ts';
import { fromPayload } from './fromPayload.ts';
import { engine, tinyInput } from './testing/plants.ts';
import type { OptimizerInput } from './input.ts';

/** 10 MWe engine, ηe 0.5, 0.2 t CO2 per MWh of gas: 0.4 t per MWhe; electricity 100 €/MWh against
 *  80 €/MWhe of gas, so it runs flat out (10 MWh, 4 t) unless held. */
const plant = () => tinyInput(1, { electricityPrice: [100], gasPrice: [40], engines: [engine({ potencia_minima: 0, coeficiente_emisiones_CO2: 0.2 })] });

// A tight year: 1 000 t budget, 300 t used in the 9 days so far (5 measured, 4 planned); the day's
// part is 2 t.
const rules = (ajustar: boolean): AnnualRulesInput => ({
  ree_minimo: 0, co2_presupuesto_t: 1000, ajustar_cuota: ajustar,
  cuota: { usado: { co2_t: 300, horas: 0 }, dias_medidos: 5, dias_planificados: 4, dias_restantes: 356, parte: { co2_t: 2 } },
});
const withShare = (input: OptimizerInput, ajustar: boolean): OptimizerInput => ({
  ...input, annual: { rules: annualRulesSchema.parse(rules(ajustar)), enforce: ajustar, share: ajustar ? 'enforce' : 'report' },
});

describe('a one-day run with a tight CO2 budget', () => {
  it('warns (es, en) when it takes more than its share, and says used / this plan / left', async () => {
    const r = await solve(withShare(plant(), false));
    expect(r.solution!.engines[0]!.power[0]).toBeCloseTo(10, 6);
    const cuota = r.economico!.anual!.cuota!;
    expect(cuota).toMatchObject({ ajustada: false, dias_medidos: 5, dias_planificados: 4, dias_restantes: 356 });
    expect(cuota.co2!.usado).toBe(300);
    expect(cuota.co2!.plan).toBeCloseTo(4, 6);
    expect(cuota.co2!.parte).toBe(2);
    expect(cuota.co2!.queda).toBeCloseTo(1000 - 300 - 4, 6);
    expect(cuota.co2!.excede).toBe(true);
    const w = r.warnings.find((x) => x.code === 'ANNUAL_SHARE_EXCEEDED');
    expect(w?.es).toBe('Este plan emite 4,0 t de CO2, más que su parte del presupuesto anual que queda (2,0 t para sus días); al año le quedarían 696 t.');
    expect(w?.en).toBe('This plan emits 4.0 t of CO2, more than its share of the annual budget left (2.0 t for its days); the year would have 696 t left.');
  });

  it('with the option on, keeps within its share: 2 t allow 5 MWh, −100 € instead of −200 €', async () => {
    const free = await solve(plant());
    expect(free.stats.objective).toBeCloseTo(-200, 4);
    const r = await solve(withShare(plant(), true));
    expect(r.stats.objective).toBeCloseTo(-100, 4);
    const cuota = r.economico!.anual!.cuota!;
    expect(cuota.ajustada).toBe(true);
    expect(cuota.co2!.plan).toBeCloseTo(2, 6);
    expect(cuota.co2!.excede).toBe(false);
    expect(r.warnings.filter((x) => x.code === 'ANNUAL_SHARE_EXCEEDED')).toEqual([]);
  });

  it('the payload\'s option decides: held to the share (no 3/6/9-month checks of its own) or reported', () => {
    const p = createBaseCase({ date: '10/01/2025' });
    const on = fromPayload({ ...p, planta: { ...p.planta, reglas_anuales: annualRulesSchema.parse(rules(true)) } });
    if (!on.ok) throw new Error('the base case maps');
    expect(on.data.annual).toMatchObject({ enforce: true, share: 'enforce', checkpoints: [] });
    const off = fromPayload({ ...p, planta: { ...p.planta, reglas_anuales: annualRulesSchema.parse(rules(false)) } });
    expect(off.ok && off.data.annual).toMatchObject({ enforce: false, share: 'report' });
    const none = fromPayload({ ...p, planta: { ...p.planta, reglas_anuales: annualRulesSchema.parse({}) } });
    expect(none.ok && none.data.annual?.share).toBeUndefined();
  });

  it('reports the REE margin against its share: E − r·Q + (r/RefH)·V of its own hour, and warns below it', async () => {
    // r 0.55, Ref H 0.9; the year so far 356 MWh of margin behind, so the day must bring 2 MWh. Flat
    // out the engine makes 10 MWh on 20 MWh of gas: 10 − 11 + (0.55/0.9)·V, V its useful heat.
    const share = { usado: { co2_t: 0, horas: 0, ree_margen_mwh: -356 }, dias_medidos: 0, dias_planificados: 9, dias_restantes: 356, parte: { ree_margen_mwh: 2 } };
    const input: OptimizerInput = { ...plant(), annual: { rules: annualRulesSchema.parse({ ree_minimo: 0.55, ref_h: 0.9, cuota: share }), enforce: false, share: 'report' } };
    const r = await solve(input);
    const a = r.economico!.anual!;
    const margin = a.electricidad_mwh - 0.55 * a.combustible_mwh + (0.55 / 0.9) * a.calor_util_mwh;
    expect(a.electricidad_mwh).toBeCloseTo(10, 6);
    expect(a.cuota!.ree).toMatchObject({ usado: -356, parte: 2, excede: true });
    expect(a.cuota!.ree!.plan).toBeCloseTo(margin, 9);
    expect(a.cuota!.ree!.queda).toBeCloseTo(356 - margin, 9);
    const w = r.warnings.find((x) => x.code === 'ANNUAL_SHARE_EXCEEDED');
    expect(w?.es).toMatch(/^Este plan aporta un margen de REE de -?[\d,]+ MWh, menos que su parte \(2,0 MWh para sus días\)/);
    expect(w?.en).toMatch(/^This plan brings an REE margin of -?[\d.]+ MWh, less than its share \(2\.0 MWh for its days\)/);
  });
});
