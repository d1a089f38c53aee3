import { describe, expect, it } from 'vitest';
import { blockRangeText, explanationSheets, marginalChart, marginalRows, scheduleTooltips, toExplanation } from './explanation';

const stored = {
  hours: 3,
  hourLabels: ['H1', 'H2', 'H3'],
  dates: ['15/01/2024 00:00', '15/01/2024 01:00', '15/01/2024 02:00'],
  windows: [{ from: 0, to: 3 }],
  marginal: { steam: [25, 25, 40], cold: [0, 0, 0], elec: [80, 70, 60], exportLimit: [0, 0, 160], importLimit: [0, 0, 0] },
  price: [80, 70, 60],
  pceq: { engines: ['Motor cogeneración 1'], values: [[41, 42, 43]] },
  blocks: [
    { family: 'engine', unit: 0, name: 'Motor cogeneración 1', on: true, from: 0, to: 2, available: true, status: 'flipped', delta: 1200, clauses: [], es: 'Motor en marcha', en: 'Engine running' },
    { family: 'engine', unit: 0, name: 'Motor cogeneración 1', on: false, from: 2, to: 3, available: true, status: 'infeasible', constraint: 'minDown', clauses: [], es: 'Motor parado', en: 'Engine stopped' },
    { family: 'electricBoiler', unit: 0, name: 'Caldera eléctrica 1', on: false, from: 0, to: 3, available: true, status: 'flipped', delta: 0, clauses: [], es: 'Caldera parada', en: 'Boiler stopped' },
    { family: 'compressor', unit: 0, name: 'Compresor 1', on: true, from: 0, to: 3, available: true, status: 'flipped', delta: 5, clauses: [], es: 'Compresor', en: 'Compressor' },
  ],
  seconds: 0.5,
};

describe('explanation part', () => {
  it('reads the stored part, and null for simulations without one', () => {
    expect(toExplanation(null)).toBeNull();
    expect(toExplanation({ hours: 3 })).toBeNull();
    const ex = toExplanation(stored)!;
    expect(ex.blocks).toHaveLength(4);
    expect(ex.blocks[1]).toMatchObject({ status: 'infeasible', constraint: 'minDown', delta: undefined });
    // A short series reads as NaN hours, never as someone else's numbers.
    expect(toExplanation({ ...stored, price: [1] })!.price).toEqual([1, NaN, NaN]);
  });

  it('puts each engine and electric boiler reason on its schedule cells, in the chosen language', () => {
    const tips = scheduleTooltips(toExplanation(stored)!, 'en');
    expect(tips.get('Motor cogeneración 1')).toEqual({ H1: 'Engine running', H2: 'Engine running', H3: 'Engine stopped' });
    // Electric boilers appear in the schedule as Caldera eléctrica 11, 12.
    expect(tips.get('Caldera eléctrica 11')).toEqual({ H1: 'Boiler stopped', H2: 'Boiler stopped', H3: 'Boiler stopped' });
    expect(tips.has('Compresor 1')).toBe(false);
  });

  it('lists marginal values with each engine PCEQ beside the price, for the table, chart and Excel', () => {
    const ex = toExplanation(stored)!;
    expect(marginalRows(ex)[2]).toEqual({
      FECHA_HORA: '15/01/2024 02:00', PCIO_EL: 60, VALOR_VAPOR: 40, VALOR_FRIO: 0, VALOR_ELEC: 60, VALOR_EXPORT: 160, VALOR_IMPORT: 0, 'PCEQ_Motor cogeneración 1': 43,
    });
    const chart = marginalChart(ex, { steam: 'Vapor', cold: 'Frío', elec: 'Electricidad', price: 'Precio' });
    expect(chart.lines.map((l) => l.name)).toEqual(['Vapor', 'Frío', 'Electricidad', 'Precio']);
    const [marginal, blocks] = explanationSheets(ex, 'es', { marginal: 'Valores', blocks: 'Decisiones', headers: ['Equipo', 'Desde', 'Hasta', 'Estado', 'Coste', 'Motivo'] });
    expect(marginal.rows[0]).toContain('PCEQ_Motor cogeneración 1');
    expect(blocks.rows[1]).toEqual(['Motor cogeneración 1', 'H1', 'H2', 1, 1200, 'Motor en marcha']);
    expect(blocks.rows[2][4]).toBe(''); // an impossible flip has no cost
  });

  it('folds a quarter run\'s reasons to the hours on its hourly view, and names its periods by the clock', () => {
    const dates = ['00', '01'].flatMap((h) => ['00', '15', '30', '45'].map((m) => `15/10/2025 ${h}:${m}`));
    const zeros = new Array(8).fill(0);
    const engine = { family: 'engine', unit: 0, name: 'Motor cogeneración 1', available: true, status: 'flipped', delta: 10, clauses: [] };
    const quarters = toExplanation({
      ...stored,
      hours: 8,
      hourLabels: dates.map((d, t) => `${d.slice(11)}–${(dates[t + 1] ?? '15/10/2025 02:00').slice(11)}`),
      dates,
      periodMinutes: new Array(8).fill(15),
      windows: [{ from: 0, to: 8 }],
      marginal: { steam: zeros, cold: zeros, elec: zeros, exportLimit: zeros, importLimit: zeros },
      price: zeros,
      pceq: { engines: ['Motor cogeneración 1'], values: [zeros] },
      blocks: [
        { ...engine, on: true, from: 0, to: 2, es: 'En marcha', en: 'Running' },
        { ...engine, on: false, from: 2, to: 6, es: 'Parado', en: 'Stopped' },
        { ...engine, on: true, from: 6, to: 8, es: 'En marcha otra vez', en: 'Running again' },
      ],
    })!;
    // Hourly view: H1 holds the first two blocks' quarters, H2 the last two.
    expect(scheduleTooltips(quarters, 'en', 'horas').get('Motor cogeneración 1')).toEqual({ H1: 'Running\nStopped', H2: 'Stopped\nRunning again' });
    // Quarter view: one column per period.
    const byQuarter = scheduleTooltips(quarters, 'en', 'cuartos').get('Motor cogeneración 1')!;
    expect(Object.keys(byQuarter)).toEqual(['H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'H7', 'H8']);
    expect(byQuarter.H3).toBe('Stopped');
    // The blocks table and its Excel sheet: from the first period's start to the last period's end.
    expect(blockRangeText(quarters, quarters.blocks[1]!)).toBe('00:30–01:30');
    const [, blocks] = explanationSheets(quarters, 'en', { marginal: 'M', blocks: 'B', headers: ['u', 'f', 't', 's', 'c', 'r'] });
    expect(blocks.rows[3]!.slice(1, 3)).toEqual(['01:30', '02:00']);
    // An hourly run keeps its H labels.
    expect(blockRangeText(toExplanation(stored)!, { from: 0, to: 2 })).toBe('H1–H2');
    expect(toExplanation(stored)!.periodMinutes).toBeUndefined();
    // An explanation stored before it carried its periods' lengths reads them from its labels.
    const { periodMinutes: _m, ...older } = { ...quarters, hourLabels: quarters.dates.map((_d, t) => `H${t + 1}`) };
    const olderEx = toExplanation(older)!;
    expect(olderEx.periodMinutes).toEqual(new Array(8).fill(15));
    expect(scheduleTooltips(olderEx, 'en', 'horas').get('Motor cogeneración 1')).toEqual({ H1: 'Running\nStopped', H2: 'Stopped\nRunning again' });
  });
});
