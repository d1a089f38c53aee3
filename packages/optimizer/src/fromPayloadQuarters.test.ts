// A quarter-hourly scenario mapped onto the optimizer's clock: quarters where the payload holds the
// day's quarter prices, hours elsewhere, every hourly input read at its quarter's hour.
import { describe, expect, it } from 'vitest';
import { createBaseCase, dayQuarterKeys, parsePayload, type QuarterPriceRow, type SimulationPayload } from '@plantasim/domain';
import { fromPayload } from './fromPayload.ts';
import { solve } from './solve.ts';
import { checkSolution } from './testing/checker.ts';

/** The day's quarter rows with a price that says its period (100 + period). */
function quarterRows(date: { year: number; month: number; day: number }): QuarterPriceRow[] {
  return dayQuarterKeys(date).map((fecha_hora, i) => ({ fecha_hora, periodo: i + 1, valor: 100 + i + 1 }));
}

function quarterCase(date: string, days: number, quarters: QuarterPriceRow[]): SimulationPayload {
  const p = createBaseCase({ date, horizonDays: days });
  return { ...p, configuracion: { ...p.configuracion, resolucion: 'cuartohoraria' }, elec_precios_manual_cuartos: quarters };
}

describe('fromPayload on a quarter-hour clock', () => {
  it('plans a day with its 96 quarter prices in quarters, each reading its hour of demand and availability', async () => {
    const p = quarterCase('15/11/2025', 1, quarterRows({ year: 2025, month: 11, day: 15 }));
    expect(p.configuracion.horizonte).toBe(1);
    const r = fromPayload(p);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const input = r.data;
    expect(input.hours).toBe(96);
    expect(input.periodMinutes).toEqual(new Array(96).fill(15));
    expect(input.electricityPrice.slice(0, 5)).toEqual([101, 102, 103, 104, 105]);
    expect(input.labels?.slice(0, 2)).toEqual(['15/11/2025 00:00', '15/11/2025 00:15']);
    const steam = p.demanda_vapor.map((row) => row.valor);
    expect(input.steamDemand).toEqual(steam.flatMap((v) => [v, v, v, v]));
    // Saturday 15 November 2025: every hour is p6; the gas price of each quarter is its hour's.
    expect(new Set(input.tariffPeriod)).toEqual(new Set([6]));
    expect(input.gasPrice.slice(4, 8)).toEqual(new Array(4).fill(p.gas_precios_manual[1]!.valor));
    const solved = await solve(input);
    expect(solved.stats.status).toBe('optimal');
    expect(checkSolution(input, solved.solution!).violations).toEqual([]);
  });

  it('solves two quarter days (192 periods, 48 h) as one model, as the hours of their clock say', async () => {
    const quarters = [...quarterRows({ year: 2025, month: 11, day: 15 }), ...quarterRows({ year: 2025, month: 11, day: 16 })];
    const r = fromPayload(quarterCase('15/11/2025', 2, quarters));
    expect(r.ok && r.data.hours).toBe(192);
    if (!r.ok) return;
    const solved = await solve(r.data);
    expect(solved.stats.windows).toHaveLength(1);
    expect(solved.stats.status).toBe('optimal');
    expect(checkSolution(r.data, solved.solution!).violations).toEqual([]);
  });

  it('keeps a day without quarter prices hourly, and gives the autumn day its 100 quarters', () => {
    const p = quarterCase('25/10/2025', 2, quarterRows({ year: 2025, month: 10, day: 26 }));
    const r = fromPayload(p);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.hours).toBe(24 + 100);
    expect(r.data.periodMinutes?.slice(22, 26)).toEqual([60, 60, 15, 15]);
    // The second 02:00 hour (periods 13–16 of the day) reads the folded 02:00 row of the hourly series.
    const steam = p.demanda_vapor.map((row) => row.valor);
    expect(r.data.steamDemand.slice(24 + 12, 24 + 16)).toEqual(new Array(4).fill(steam[24 + 2]));
    expect(r.data.labels?.[24 + 12]).toBe('26/10/2025 02:00');
  });

  it('stays hourly when the scenario is hourly, or has annual rules (they count hours)', () => {
    const quarters = quarterRows({ year: 2025, month: 11, day: 15 });
    const hourly = { ...quarterCase('15/11/2025', 1, quarters), configuracion: { ...createBaseCase({ date: '15/11/2025' }).configuracion } };
    const plain = fromPayload(hourly);
    expect(plain.ok && plain.data.hours).toBe(24);
    expect(plain.ok && plain.data.periodMinutes).toBeUndefined();
    const p = quarterCase('15/11/2025', 1, quarters);
    const annual = fromPayload({ ...p, planta: { ...p.planta, reglas_anuales: { ree_minimo: 0.55, ref_h: 0.9 } } });
    expect(annual.ok && annual.data.hours).toBe(24);
  });

  it('is refused beyond a week, and where a period is not the one its time names', () => {
    const p = quarterCase('15/11/2025', 1, quarterRows({ year: 2025, month: 11, day: 15 }));
    expect(parsePayload(p).ok).toBe(true);
    const long = parsePayload({ ...p, configuracion: { ...p.configuracion, horizonte: 8, horizonte_horas: 192 } });
    expect(long.ok).toBe(false);
    expect(JSON.stringify(long)).toContain('resolucion');
    const longHourly = parsePayload({ ...p, configuracion: { ...p.configuracion, horizonte: 8, horizonte_horas: 192, resolucion: 'horaria' } });
    expect(JSON.stringify(longHourly)).not.toContain('resolucion');
    const swapped = quarterRows({ year: 2025, month: 11, day: 15 });
    swapped[3] = { ...swapped[3]!, periodo: 5 };
    const refusedRow = parsePayload({ ...p, elec_precios_manual_cuartos: swapped });
    expect(refusedRow.ok).toBe(false);
    expect(JSON.stringify(refusedRow)).toContain('elec_precios_manual_cuartos');
  });
});
