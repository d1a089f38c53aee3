import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bridgeAmounts, bridgeOf, deviationBand, linesInCents, sumBridges, toCents } from './bridge.ts';

const money = fc.double({ min: -5e6, max: 5e6, noNaN: true, noDefaultInfinity: true });

describe('the plan-vs-actual bridge', () => {
  it('rounds euros to cents half away from zero', () => {
    expect(toCents(1.005)).toBe(Math.round(100.49999999999999)); // 1.005 is 1.00499… in binary
    expect(toCents(0.125)).toBe(13);
    expect(toCents(-0.125)).toBe(-13);
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
  });

  it('splits the difference step by step', () => {
    const b = bridgeOf({ plan: -1000, planAtRealised: -950.5, demand: -900, outage: -700.25, actual: -690, hindsight: -800 });
    expect(b).toEqual({
      plan: -100000, actual: -69000, hindsight: -80000,
      price: 4950, demand: 5050, unavailability: 19975, execution: 1025, total: 31000, foresight: 11000,
    });
  });

  it('has no foresight without a hindsight optimum', () => {
    const b = bridgeOf({ plan: 1, planAtRealised: 1, demand: 1, outage: 1, actual: 2 });
    expect(b.hindsight).toBeNull();
    expect(b.foresight).toBeNull();
  });

  it('parts always sum to the total to the cent', () => {
    fc.assert(fc.property(money, money, money, money, money, money, (plan, planAtRealised, demand, outage, actual, hindsight) => {
      const b = bridgeOf({ plan, planAtRealised, demand, outage, actual, hindsight });
      expect(b.price + b.demand + b.unavailability + b.execution).toBe(b.total);
      expect(b.total).toBe(toCents(actual) - toCents(plan));
      expect(b.actual - b.foresight!).toBe(b.hindsight);
      for (const v of [b.price, b.demand, b.unavailability, b.execution, b.total]) expect(Number.isInteger(v)).toBe(true);
    }));
  });

  it('sums a month part by part, still adding up', () => {
    fc.assert(fc.property(fc.array(fc.tuple(money, money, money, money, money), { minLength: 1, maxLength: 31 }), (days) => {
      const bridges = days.map(([a, b, c, d, e]) => bridgeOf({ plan: a, planAtRealised: b, demand: c, outage: d, actual: e, hindsight: e - 1 }));
      const m = sumBridges(bridges);
      expect(m.price + m.demand + m.unavailability + m.execution).toBe(m.total);
      expect(m.total).toBe(m.actual - m.plan);
      expect(m.foresight).toBe(100 * days.length);
    }));
  });

  it('colours a day by its deviation from the plan', () => {
    expect(deviationBand({ plan: -10_000_000, total: 150_000 })).toBe('close'); // 1.5 %
    expect(deviationBand({ plan: -10_000_000, total: -300_000 })).toBe('better');
    expect(deviationBand({ plan: -10_000_000, total: 500_000 })).toBe('worse');
    expect(deviationBand({ plan: -10_000_000, total: 1_500_000 })).toBe('muchWorse');
    // A plan near zero is judged against 1,000 EUR.
    expect(deviationBand({ plan: 500, total: 1_000 })).toBe('close');
    expect(deviationBand({ plan: 500, total: 5_000 })).toBe('worse');
  });
});

describe('a column of the bridge', () => {
  it('keeps its lines summing to its total, the rest in otros', () => {
    fc.assert(fc.property(money, money, money, money, money, money, (gas, co2, electricityBought, electricitySold, ro, total) => {
      const l = linesInCents({ gas, co2, electricityBought, electricitySold, ro, total });
      expect(l.gas + l.co2 + l.compra + l.otros - l.venta - l.ro).toBe(l.total);
      expect(l.total).toBe(toCents(total));
    }));
  });

  it('answers the bridge with the contract\'s names', () => {
    const b = bridgeOf({ plan: -10, planAtRealised: -9, demand: -8, outage: -7, actual: -6 });
    expect(bridgeAmounts(b)).toEqual({
      plan: -1000, real: -600, posteriori: null, precio: 100, demanda: 100, indisponibilidad: 100, ejecucion: 100, total: 400, prevision: null,
    });
  });
});
