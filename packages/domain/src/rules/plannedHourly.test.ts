import { describe, expect, it } from 'vitest';
import { dayQuarterKeys } from '../calendar/quarterKeys.ts';
import { createBaseCase } from '../plant/baseCase.ts';
import type { SimulationPayload } from '../schemas/payload.ts';
import type { QuarterPriceRow } from '../schemas/series.ts';
import { planClock } from './planClock.ts';
import { plannedHourlyNotice } from './plannedHourly.ts';

const rows = (date: { year: number; month: number; day: number }): QuarterPriceRow[] =>
  dayQuarterKeys(date).map((fecha_hora, i) => ({ fecha_hora, periodo: i + 1, valor: 50 }));

function quarterCase(date: string, days: number, quarters: QuarterPriceRow[]): SimulationPayload {
  const p = createBaseCase({ date, horizonDays: days });
  return { ...p, configuracion: { ...p.configuracion, resolucion: 'cuartohoraria' }, elec_precios_manual_cuartos: quarters };
}

const noticeOf = (p: SimulationPayload, start = { year: 2025, month: 10, day: 25 }) =>
  plannedHourlyNotice(planClock(p, 'elec_precios_manual', start, p.demanda_vapor.map((r) => r.horizonte)), start);

describe('plannedHourlyNotice', () => {
  it('names the days planned hourly beside quarter days (the autumn DST day has its 100 quarters)', () => {
    const p = quarterCase('25/10/2025', 3, rows({ year: 2025, month: 10, day: 26 }));
    const n = noticeOf(p);
    expect(n?.code).toBe('PLANNED_HOURLY');
    expect(n?.es).toBe('Resolución cuartohoraria: los días sin precios cuartohorarios completos (25/10/2025, 27/10/2025) se planificaron por horas; el resto del horizonte, por cuartos de hora.');
    expect(n?.en).toBe('Quarter-hour resolution: the days without complete quarter-hour prices (25/10/2025, 27/10/2025) were planned hourly; the rest of the horizon in quarter hours.');
  });

  it('says why a quarter scenario was planned hourly throughout: no quarter prices, or annual rules', () => {
    expect(noticeOf(quarterCase('25/10/2025', 1, []))?.en).toMatch(/no day of the horizon has its complete quarter-hour prices/);
    const withRules = quarterCase('25/10/2025', 1, rows({ year: 2025, month: 10, day: 25 }));
    const annual: SimulationPayload = { ...withRules, planta: { ...withRules.planta, reglas_anuales: { ree_minimo: 0.55, ref_h: 0.9, horas_minimas: 1000 } } };
    expect(noticeOf(annual)?.es).toMatch(/reglas anuales de la planta se cuentan por horas/);
  });

  it('says nothing when the plan is as asked: hourly scenario, or every day in quarters', () => {
    const hourly = createBaseCase({ date: '25/10/2025', horizonDays: 1 });
    expect(noticeOf(hourly)).toBeNull();
    expect(noticeOf(quarterCase('25/10/2025', 1, rows({ year: 2025, month: 10, day: 25 })))).toBeNull();
  });
});
