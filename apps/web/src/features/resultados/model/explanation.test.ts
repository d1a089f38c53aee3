import { describe, expect, it } from 'vitest';
import { explanationSheets, marginalChart, marginalRows, scheduleTooltips, toExplanation } from './explanation';

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
});
