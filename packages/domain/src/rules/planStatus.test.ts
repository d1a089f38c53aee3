import { describe, expect, it } from 'vitest';
import { planOutcomeOf as outcomeOrNull, planStatus, planStatusText, type SolveResultFacts } from './planStatus.ts';

function planOutcomeOf(r: SolveResultFacts) {
  const o = outcomeOrNull(r);
  if (!o) throw new Error('no outcome');
  return o;
}

const anual = {
  aplicadas: true, ree: 0.5474, ree_minimo: 0.55, horas: 6795.9, horas_minimas: 6833, co2_t: 201256, co2_presupuesto_t: 200945,
  cumple: { ree: false, horas: false, co2: false },
};

describe('plan status', () => {
  it('a plan proven optimal within the tolerance, with nothing unmet, is OK', () => {
    const o = planOutcomeOf({ stats: { status: 'optimal', gap: 3e-5 }, warnings: [] });
    expect(planStatus(o)).toEqual({ ok: true, qualifiers: [{ kind: 'proven' }] });
    expect([planStatusText(o, 'es'), planStatusText(o, 'en')]).toEqual(['óptimo demostrado', 'proven optimal']);
  });

  it('a plan stopped by the time limit says so and how far it may be from the optimum', () => {
    const o = planOutcomeOf({ stats: { status: 'time_limit', gap: 0.0234 }, warnings: [{ code: 'TIME_LIMIT' }] });
    expect(planStatus(o).ok).toBe(false);
    expect(planStatusText(o, 'es')).toBe('detenida por el tiempo límite, no demostrada óptima: hasta un 2,34 % más cara que la óptima');
    expect(planStatusText(o, 'en')).toBe('stopped at the time limit, not proven optimal: up to 2.34 % dearer than the optimum');
    const noBound = planOutcomeOf({ stats: { status: 'feasible', gap: Infinity }, warnings: [] });
    expect(planStatusText(noBound, 'en')).toBe('not proven optimal: no bound on how far it is from the optimum');
  });

  it('a plan full of unmet-demand penalties is not OK even when proven optimal', () => {
    const o = planOutcomeOf({
      stats: { status: 'optimal', gap: 0 },
      warnings: [{ code: 'UNMET_STEAM', total: 10.5 }, { code: 'UNMET_COLD', total: 1.25 }, { code: 'UNSERVED_ELEC', total: 0.5 }, { code: 'SPILLED_ELEC', total: 99 }],
    });
    expect(o.unmetMWh).toBe(12.25);
    expect(planStatus(o)).toEqual({ ok: false, qualifiers: [{ kind: 'unmetDemand', mwh: 12.25 }] });
    expect(planStatusText(o, 'es')).toBe('demanda no cubierta: 12,25 MWh');
  });

  it('a plan that misses its annual limits says by how much and reports no gap, even a negative one', () => {
    const o = planOutcomeOf({ stats: { status: 'feasible', gap: -0.0026 }, warnings: [], anual });
    const s = planStatus(o);
    expect(s.ok).toBe(false);
    expect(s.qualifiers.map((q) => q.kind)).toEqual(['annualMissed', 'annualMissed', 'annualMissed']);
    expect(planStatusText(o, 'es')).toBe(
      'límite anual incumplido: REE 0,26 puntos por debajo del mínimo (55,0 %); '
      + 'límite anual incumplido: faltan 37 horas equivalentes para el mínimo (6833 h); '
      + 'límite anual incumplido: 311 t de CO2 por encima del presupuesto (200.945 t)',
    );
    expect(planStatusText(o, 'en')).not.toMatch(/dearer|bound|proven/);
  });

  it('a result without the verdict of the solver says nothing beyond the lifecycle status', () => {
    expect(outcomeOrNull({ stats: null, warnings: [{ code: 'UNMET_STEAM', total: 5 }] })).toBeNull();
  });

  it('annual limits only reported (not enforced) or met are not misses', () => {
    expect(planOutcomeOf({ stats: { status: 'optimal', gap: 0 }, warnings: [], anual: { ...anual, aplicadas: false } }).annualMissed).toEqual([]);
    expect(planOutcomeOf({ stats: { status: 'optimal', gap: 0 }, warnings: [], anual: { ...anual, cumple: { ree: true, horas: true, co2: true } } }).annualMissed).toEqual([]);
  });
});
