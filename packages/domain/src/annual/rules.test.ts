import { describe, expect, it } from 'vitest';
import { annualAccount, annualRulesSchema, equivalentEfficiency, hourFlows, hoursRemunerationFactor, toDateFlows } from './rules.ts';
import { plantSchema } from '../schemas/equipment.ts';
import { createBaseCase } from '../plant/baseCase.ts';

describe('annual rules: REE, equivalent hours, CO2', () => {
  it('REE = E / (Q − V / Ref H), by hand', () => {
    // E 100, Q 250, V 90, Ref H 0.9 → 100 / (250 − 100) = 0.6667
    expect(equivalentEfficiency({ electricity: 100, fuel: 250, usefulHeat: 90, sold: 100, co2: 0, exemptHours: 0 }, 0.9)).toBeCloseTo(2 / 3, 12);
    expect(equivalentEfficiency({ electricity: 0, fuel: 0, usefulHeat: 0, sold: 0, co2: 0, exemptHours: 0 }, 0.9)).toBeNaN();
  });

  it('the remuneration factor of the equivalent hours: 1 at the minimum, 0 below the threshold, linear between', () => {
    expect(hoursRemunerationFactor(4000, 3600, 2160)).toBe(1);
    expect(hoursRemunerationFactor(2000, 3600, 2160)).toBe(0);
    expect(hoursRemunerationFactor(2880, 3600, 2160)).toBeCloseTo(0.5, 12);
    expect(hoursRemunerationFactor(10, undefined, undefined)).toBe(1);
  });

  it('accounts a year against the plant data, with defaults when the plant has none', () => {
    const flows = { electricity: 100, fuel: 250, usefulHeat: 90, sold: 80, co2: 50, exemptHours: 0 };
    const none = annualAccount(flows, undefined, 10);
    expect(none).toMatchObject({ reeMinimum: 0.55, refH: 0.9, hours: 8, installedPower: 10, meets: { ree: true, hours: true, co2: true }, hoursFactor: 1 });
    const rules = annualRulesSchema.parse({ ree_minimo: 0.7, horas_minimas: 10, horas_umbral: 6, co2_presupuesto_t: 40, potencia_instalada: 8 });
    const a = annualAccount(flows, rules, 10);
    expect(a.hours).toBe(10);
    expect(a.meets).toEqual({ ree: false, hours: true, co2: false });
    expect(annualAccount({ ...flows, sold: 64 }, rules, 10).hoursFactor).toBeCloseTo(0.5, 12);
  });

  it('the year so far is plant data, zero where not given', () => {
    const r = annualRulesSchema.parse({ acumulado: { electricidad_mwh: 5, co2_t: 2 } });
    expect(toDateFlows(r)).toEqual({ electricity: 5, fuel: 0, usefulHeat: 0, sold: 0, co2: 2, exemptHours: 0 });
    expect(toDateFlows(undefined)).toEqual({ electricity: 0, fuel: 0, usefulHeat: 0, sold: 0, co2: 0, exemptHours: 0 });
  });

  it('useful heat of an hour: engine steam up to the steam demand, hot water up to the cold demand', () => {
    // 10 MWe, gas 25, steam 5 (demand 3 → 3 useful), cold 2.8 at COP 0.7 = 4 MW hot water, cold demand 1.4 → 2 useful
    const f = hourFlows({ engines: [{ power: 10, gas: 25, steam: 5, cold: 2.8, co2PerMWhGas: 0.2, absorptionCop: 0.7 }], steamDemand: 3, coldDemand: 1.4, boilerCo2: 1, sold: 10 }, 0.7);
    expect(f.electricity).toBe(10);
    expect(f.fuel).toBe(25);
    expect(f.usefulHeat).toBeCloseTo(5, 12);
    expect(f.co2).toBeCloseTo(6, 12);
  });

  it('is optional plant data; bad values are refused', () => {
    const plant = createBaseCase({ date: '01/02/2024' }).planta;
    expect(plantSchema.safeParse(plant).success).toBe(true);
    expect(plantSchema.safeParse({ ...plant, reglas_anuales: { ree_minimo: 0.55, horas_minimas: 3600, horas_umbral: 2160 } }).success).toBe(true);
    expect(plantSchema.safeParse({ ...plant, reglas_anuales: { ree_minimo: 1.5 } }).success).toBe(false);
    expect(plantSchema.safeParse({ ...plant, reglas_anuales: { horas_minimas: 100, horas_umbral: 200 } }).success).toBe(false);
    expect(plantSchema.safeParse({ ...plant, reglas_anuales: { otra: 1 } }).success).toBe(false);
  });
});
