import { describe, expect, it } from 'vitest';
import { dayQuarterKeys } from '../calendar/quarterKeys.ts';
import type { EconomicTable, Programa, ResultTable } from '../contract/results.ts';
import { columnAggregation, hourlyFromPeriods, hourlyProgramaFromPeriods, periodEconomicTotals, periodsOfLabels, type ResultPeriod } from './hourlyFromPeriods.ts';

const quarters = (labels: string[]): ResultPeriod[] => labels.map((label) => ({ label, minutes: 15 }));

function operation(periods: readonly ResultPeriod[], pe: (t: number) => number): ResultTable {
  return {
    columns: ['FECHA_HORA', 'PCIO_EL', 'PE_M1'],
    rows: periods.map((p, t) => ({ FECHA_HORA: p.label, PCIO_EL: 40 + t, PE_M1: pe(t) })),
  };
}

function economic(periods: readonly ResultPeriod[]): EconomicTable {
  const rows = periods.map((p, t) => ({
    FECHA_HORA: p.label, TARIFA: 'p6', PCIO_EL: 40 + t, DEMV: 8, COST_GAS_COG: 10 + t, COST_TOTAL: 10 + t, ING_ELEC: 0.1 * t, ING_TOTAL: 0.1 * t,
    COST_REF: 30, AHORRO: 30 - (10 + t - 0.1 * t), AHORRO_PCT: (30 - (10 + t - 0.1 * t)) / 30, BENEFICIO_BRUTO: 0.1 * t - (10 + t), ARRANQUES: t === 1 ? 1 : 0,
    CMED_VAPOR: (10 + t - 0.1 * t) / (8 * p.minutes / 60),
  }));
  return { columns: Object.keys(rows[0]!), rows, totals: {} };
}

function programa(periods: readonly ResultPeriod[], on: (t: number) => boolean): Programa {
  return {
    motores: periods.map((_, t) => ({ concepto: 'M1', hora: `H${t + 1}`, valor: on(t) ? 10 : 0, estado: on(t) ? 1 : 0, ...(t === 1 ? { transicion: 'arranque' as const } : {}) })),
    calderas: [],
    conceptos: periods.map((_, t) => ({ concepto: 'Precio electricidad', hora: `H${t + 1}`, valor: 40 + t })),
    conceptos_programas: periods.map((_, t) => ({ concepto: 'Programa generación', hora: `H${t + 1}`, valor: on(t) ? 10 : 0 })),
    total_consumo_gas: 123,
    arranques_motores: [{ concepto: 'M1', valor: 1 }],
  };
}

const day = { year: 2025, month: 10, day: 15 };

describe('hourlyFromPeriods', () => {
  it('gives an hourly run its tables back unchanged', () => {
    const hours = Array.from({ length: 24 }, (_, h) => ({ label: `15/10/2025 ${String(h).padStart(2, '0')}:00`, minutes: 60 }));
    const tables = { programa: programa(hours, (t) => t % 3 === 0), resultado_operacion: operation(hours, (t) => t), resultado_economico: { ...economic(hours), totals: { FECHA_HORA: 'TOTAL', COST_TOTAL: 1 } } };
    const r = hourlyFromPeriods(tables, hours);
    expect(r.programa).toBe(tables.programa);
    expect(r.resultado_operacion).toBe(tables.resultado_operacion);
    expect(r.resultado_economico).toBe(tables.resultado_economico);
    expect(r.periodTotals).toBe(tables.resultado_economico.totals);
  });

  it('averages power over the hour, sums money and keeps the hour\'s text: 10 MW for two quarters is 5 MW', () => {
    const periods = quarters(dayQuarterKeys(day));
    const on = (t: number) => t === 1 || t === 2;
    const r = hourlyFromPeriods({ programa: programa(periods, on), resultado_operacion: operation(periods, (t) => (on(t) ? 10 : 0)), resultado_economico: economic(periods) }, periods);
    expect(r.resultado_operacion.rows).toHaveLength(24);
    const op0 = r.resultado_operacion.rows[0]!;
    expect(op0.FECHA_HORA).toBe('15/10/2025 00:00');
    expect(op0.PE_M1).toBe(5);
    expect(op0.PCIO_EL).toBe((40 + 41 + 42 + 43) / 4);
    const eco0 = r.resultado_economico.rows[0]!;
    expect(eco0.COST_GAS_COG).toBe(10 + 11 + 12 + 13);
    expect(eco0.ARRANQUES).toBe(1);
    expect(eco0.TARIFA).toBe('p6');
    // Ratios of the hour's sums, not means of the quarters' ratios.
    const net = (10 + 11 + 12 + 13) - (0 + 0.1 + 0.2 + 0.3);
    expect(eco0.AHORRO_PCT).toBeCloseTo((120 - net) / 120, 12);
    expect(eco0.CMED_VAPOR).toBeCloseTo(net / 8, 12);
    // The schedule: H1 is the first hour, on (it ran in two of its quarters) with its start mark.
    expect(r.programa.motores).toHaveLength(24);
    expect(r.programa.motores[0]).toEqual({ concepto: 'M1', hora: 'H1', valor: 5, estado: 1, transicion: 'arranque' });
    expect(r.programa.motores[1]).toEqual({ concepto: 'M1', hora: 'H2', valor: 0, estado: 0 });
    expect(r.programa.conceptos_programas[0]!.valor).toBe(5);
    expect(r.programa.total_consumo_gas).toBe(123);
  });

  it('totals are the sums of the quarters\' money, to the last bit', () => {
    const periods = quarters(dayQuarterKeys(day));
    const eco = economic(periods);
    const totals = periodEconomicTotals(eco, periods);
    let sum = 0;
    for (const row of eco.rows) sum += row.COST_GAS_COG as number;
    expect(totals.COST_GAS_COG).toBe(sum);
    expect(totals.FECHA_HORA).toBe('TOTAL');
    expect(totals.TARIFA).toBe('');
    // Steam MWh: 8 MW over 24 h.
    expect(totals.CMED_VAPOR).toBeCloseTo(((totals.COST_TOTAL as number) - (totals.ING_TOTAL as number)) / (8 * 24), 9);
    const r = hourlyFromPeriods({ programa: programa(periods, () => false), resultado_operacion: operation(periods, () => 0), resultado_economico: eco }, periods);
    expect(r.resultado_economico.totals).toEqual(totals);
    expect(r.periodTotals).toBe(r.resultado_economico.totals);
  });

  it('folds the 25-hour day\'s two 02:00 hours into one row and fills the 23-hour day\'s 02:00', () => {
    const autumn = quarters(dayQuarterKeys({ year: 2025, month: 10, day: 26 }));
    expect(autumn).toHaveLength(100);
    const a = hourlyFromPeriods({ programa: programa(autumn, (t) => t >= 8 && t < 16), resultado_operacion: operation(autumn, (t) => (t >= 8 && t < 12 ? 10 : 0)), resultado_economico: economic(autumn) }, autumn);
    expect(a.resultado_operacion.rows).toHaveLength(24);
    expect(a.resultado_operacion.rows[2]!.FECHA_HORA).toBe('26/10/2025 02:00');
    // Eight quarters, four of them at 10 MW.
    expect(a.resultado_operacion.rows[2]!.PE_M1).toBe(5);
    expect(a.resultado_economico.rows[2]!.COST_GAS_COG).toBe([8, 9, 10, 11, 12, 13, 14, 15].reduce((s, t) => s + 10 + t, 0));
    expect(a.resultado_operacion.rows[3]!.FECHA_HORA).toBe('26/10/2025 03:00');

    const spring = quarters(dayQuarterKeys({ year: 2026, month: 3, day: 29 }));
    expect(spring).toHaveLength(92);
    const eco = economic(spring);
    const s = hourlyFromPeriods({ programa: programa(spring, (t) => t >= 4 && t < 8), resultado_operacion: operation(spring, (t) => (t >= 4 && t < 8 ? 10 : 0)), resultado_economico: eco }, spring);
    expect(s.resultado_operacion.rows.map((r) => r.FECHA_HORA)).toEqual(Array.from({ length: 24 }, (_, h) => `29/03/2026 ${String(h).padStart(2, '0')}:00`));
    const [, one, two] = s.resultado_economico.rows;
    expect(s.resultado_operacion.rows[2]!.PE_M1).toBe(10);
    expect(two!.PCIO_EL).toBe(one!.PCIO_EL);
    expect(two!.COST_GAS_COG).toBe(0);
    expect(s.programa.motores[2]).toEqual({ concepto: 'M1', hora: 'H3', valor: 10, estado: 1 });
    expect(s.programa.motores).toHaveLength(24);
    const sumHours = s.resultado_economico.rows.reduce((acc, r) => acc + (r.COST_GAS_COG as number), 0);
    expect(sumHours).toBeCloseTo(s.resultado_economico.totals.COST_GAS_COG as number, 9);
  });

  it('passes the hourly days of a mixed run through and numbers the schedule\'s hours on', () => {
    const hours = Array.from({ length: 24 }, (_, h) => ({ label: `14/10/2025 ${String(h).padStart(2, '0')}:00`, minutes: 60 }));
    const periods = [...hours, ...quarters(dayQuarterKeys(day))];
    const op = operation(periods, (t) => t);
    const p = hourlyProgramaFromPeriods(programa(periods, () => true), periods);
    expect(p.motores).toHaveLength(48);
    expect(p.motores[23]).toEqual({ concepto: 'M1', hora: 'H24', valor: 10, estado: 1 });
    expect(p.motores[47]!.hora).toBe('H48');
    const r = hourlyFromPeriods({ programa: programa(periods, () => true), resultado_operacion: op, resultado_economico: economic(periods) }, periods);
    expect(r.resultado_operacion.rows.slice(0, 24)).toEqual(op.rows.slice(0, 24));
    expect(r.resultado_operacion.rows[24]!.PE_M1).toBe((24 + 25 + 26 + 27) / 4);
  });

  it('classifies every column the optimizer writes (a new one must be classified before it ships)', () => {
    const operationColumns = ['FECHA_HORA', 'PCIO_EL', 'DEMV', 'PV_M1', 'PF_M1', 'CG_M1', 'PE_M1', 'CE_CE1', 'VENTA_RED', 'COMPRA_CERRADO', 'COMPRA_ABIERTO', 'DEFICIT_VAPOR', 'DEFICIT_FRIO', 'DEFICIT_ELEC', 'EXCEDENTE_ELEC'];
    for (const c of operationColumns) expect(columnAggregation('resultado_operacion', c), c).toBeDefined();
    expect(columnAggregation('resultado_operacion', 'NUEVA')).toBeUndefined();
    expect(columnAggregation('resultado_economico', 'COST_REF')).toBe('sum');
    expect(columnAggregation('resultado_economico', 'AHORRO_PCT')).toBe('figure');
    expect(columnAggregation('resultado_economico', 'PRC_TERM_GAS_COG')).toBe('mean');
    expect(columnAggregation('resultado_economico', 'COST_IVPEE')).toBe('sum');
  });
});

describe('periodsOfLabels', () => {
  it('reads a day of quarter labels as quarters and a day of hour labels as hours', () => {
    const quarterDay = dayQuarterKeys({ year: 2025, month: 10, day: 26 });
    const hourDay = Array.from({ length: 24 }, (_, h) => `27/10/2025 ${String(h).padStart(2, '0')}:00`);
    const periods = periodsOfLabels([...quarterDay, ...hourDay]);
    expect(periods).toHaveLength(100 + 24);
    expect(periods.slice(0, 100).every((p) => p.minutes === 15)).toBe(true);
    expect(periods.slice(100).every((p) => p.minutes === 60)).toBe(true);
    expect(periods[0]).toEqual({ label: '26/10/2025 00:00', minutes: 15 });
  });
});
