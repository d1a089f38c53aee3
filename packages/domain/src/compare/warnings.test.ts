import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import { formatMessage } from '../messages/index.ts';
import { diffInputs } from './inputDiff.ts';
import { changeRanges, comparisonWarnings } from './warnings.ts';

describe('comparison warnings', () => {
  it('warns when the two runs differ in dates or horizon, in both languages, and says nothing when they match', () => {
    expect(comparisonWarnings({ fechaActual: '15/01/2024', horizonte: 1 }, { fechaActual: '15/01/2024', horizonte: 1 })).toEqual([]);
    const w = comparisonWarnings({ fechaActual: '15/01/2024', horizonte: 1 }, { fechaActual: '01/01/2024', horizonte: 365 });
    expect(w.map((m) => formatMessage(m.code, m.params))).toEqual([
      'Las dos simulaciones no empiezan el mismo día (A: 15/01/2024, B: 01/01/2024): sus cifras suman días distintos y el horario solo compara las horas comunes.',
      'Las dos simulaciones tienen horizontes distintos (A: 1 días, B: 365 días): sus cifras y totales suman horizontes distintos y no se comparan de igual a igual.',
    ]);
    expect(formatMessage(w[1]!.code, w[1]!.params, 'en')).toBe('The two simulations have different horizons (A: 1 days, B: 365 days): their figures and totals add up different horizons and are not like for like.');
  });
});

describe('input changes over consecutive hours', () => {
  const out = (p: ReturnType<typeof createBaseCase>, engine: string, hours: (h: number) => boolean) => ({
    ...p,
    disponibilidad: { ...p.disponibilidad, motores: p.disponibilidad.motores.map((r, h) => (hours(h) ? { ...r, disponibilidad: { ...r.disponibilidad, [engine]: 0 as const } } : r)) },
  });

  it('lists a unit out all day as one range H1–H24, and a gap as two ranges', () => {
    const a = createBaseCase({ date: '15/01/2025', horizonDays: 2 });
    const engine = a.planta.motores[0]!.nombre;
    const allDay = diffInputs(a, out(a, engine, (h) => h < 24)).find((g) => g.table === 'disponibilidad.motores')!;
    expect(allDay.count).toBe(24);
    expect(changeRanges(allDay).map((c) => [c.row, c.field, c.a, c.b, c.rows])).toEqual([['15/01/2025 H1–H24', `disponibilidad.${engine}`, 1, 0, 24]]);

    const other = a.planta.motores[1]!.nombre;
    const both = out(out(a, engine, (h) => h >= 20 && h < 30), other, (h) => h === 3 || h === 5);
    const g = diffInputs(a, both).find((x) => x.table === 'disponibilidad.motores')!;
    expect(changeRanges(g).map((c) => [c.row, c.field])).toEqual([
      ['15/01/2025 03:00', `disponibilidad.${other}`],
      ['15/01/2025 05:00', `disponibilidad.${other}`],
      ['15/01/2025 H21 – 16/01/2025 H6', `disponibilidad.${engine}`],
    ]);
  });

  it('keeps rows that are not hours as they are, and never merges different values (property of the count)', () => {
    const a = createBaseCase({ date: '15/01/2025' });
    const b = { ...a, demanda_vapor: a.demanda_vapor.map((r, h) => ({ ...r, valor: r.valor + (h % 2) + 1 })), planta: { ...a.planta, motores: a.planta.motores.map((m) => ({ ...m, fee: m.fee + 1 })) } };
    const groups = diffInputs(a, b);
    const steam = groups.find((g) => g.table === 'demanda_vapor')!;
    // Every hour has its own new value: nothing merges.
    expect(changeRanges(steam)).toHaveLength(24);
    const engines = groups.find((g) => g.table === 'planta.motores')!;
    expect(changeRanges(engines).map((c) => c.row)).toEqual(engines.changes.map((c) => c.row));
    for (const g of groups) expect(changeRanges(g).reduce((n, c) => n + c.rows, 0)).toBe(g.changes.length);
  });
});
