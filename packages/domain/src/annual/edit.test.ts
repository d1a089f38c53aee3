import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import { plantSchema } from '../schemas/equipment.ts';
import { withAnnualPeriodPercent, withAnnualRule, withAnnualRulesOn, withAnnualShareHeld, withAnnualToDate } from './edit.ts';

describe('editing planta.reglas_anuales', () => {
  const base = createBaseCase({ date: '15/01/2025' });

  it('turns on with the documented defaults and off to none', () => {
    const on = withAnnualRulesOn(base, true);
    expect(on.planta.reglas_anuales).toEqual({ ree_minimo: 0.55, ref_h: 0.9 });
    expect('reglas_anuales' in withAnnualRulesOn(on, false).planta).toBe(false);
    expect(base.planta.reglas_anuales).toBeUndefined();
  });

  it('sets and clears a limit; the REE minimum and Ref H fall back to their defaults', () => {
    let p = withAnnualRule(withAnnualRulesOn(base, true), 'horas_minimas', 3600);
    p = withAnnualRule(p, 'ree_minimo', 0.6);
    expect(p.planta.reglas_anuales).toEqual({ ree_minimo: 0.6, ref_h: 0.9, horas_minimas: 3600 });
    p = withAnnualRule(withAnnualRule(p, 'horas_minimas', null), 'ree_minimo', null);
    expect(p.planta.reglas_anuales).toEqual({ ree_minimo: 0.55, ref_h: 0.9 });
    expect(plantSchema.safeParse(p.planta).success).toBe(true);
  });

  it('keeps the year so far while any figure is given', () => {
    let p = withAnnualToDate(withAnnualRulesOn(base, true), 'electricidad_mwh', 1200);
    expect(p.planta.reglas_anuales?.acumulado).toEqual({ electricidad_mwh: 1200, combustible_mwh: 0, calor_util_mwh: 0, energia_vendida_mwh: 0, co2_t: 0, horas_exentas: 0 });
    expect(plantSchema.safeParse(p.planta).success).toBe(true);
    p = withAnnualToDate(p, 'electricidad_mwh', null);
    expect(p.planta.reglas_anuales?.acumulado).toBeUndefined();
  });

  it('sets the 3/6/9-month percentages one by one and drops them when all are empty', () => {
    let p = withAnnualPeriodPercent(withAnnualRulesOn(base, true), 1, 30);
    expect(p.planta.reglas_anuales?.porcentajes_3_6_9_meses).toEqual([0, 30, 0]);
    p = withAnnualPeriodPercent(withAnnualPeriodPercent(p, 0, 15), 2, 45);
    expect(p.planta.reglas_anuales?.porcentajes_3_6_9_meses).toEqual([15, 30, 45]);
    expect(plantSchema.safeParse(p.planta).success).toBe(true);
    for (const i of [0, 1, 2] as const) p = withAnnualPeriodPercent(p, i, null);
    expect(p.planta.reglas_anuales?.porcentajes_3_6_9_meses).toBeUndefined();
  });
});

describe('holding a short run to its share of the year', () => {
  it('is an option of the annual rules, on or left out', () => {
    const base = createBaseCase({ date: '15/01/2025' });
    const on = withAnnualShareHeld(base, true);
    expect(on.planta.reglas_anuales).toEqual({ ree_minimo: 0.55, ref_h: 0.9, ajustar_cuota: true });
    expect(withAnnualShareHeld(on, false).planta.reglas_anuales).toEqual({ ree_minimo: 0.55, ref_h: 0.9 });
  });
});
