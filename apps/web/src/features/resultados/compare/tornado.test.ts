import { describe, expect, it } from 'vitest';
import type { SensitivityResponse } from '@plantasim/domain';
import { tornadoOption, tornadoPoint, type TornadoTexts } from './tornado';

const texts: TornadoTexts = {
  kind: (k) => ({ elecPrice: 'Precio electricidad', gasPrice: 'Precio gas', engineOff: 'Motor no disponible' })[k] ?? k,
  series: { down: 'Entrada a la baja', up: 'Entrada al alza', out: 'Unidad fuera de servicio' },
  out: 'fuera',
  axis: 'Cambio del coste neto (€)',
  change: (shift, rises, amount) => `${shift}: el coste neto ${rises === null ? 'no cambia' : rises ? 'sube' : 'baja'} ${amount}`.trim(),
};

// A price rise that lowers the cost (the plant sells more): the ×1,2 bar is the one that falls.
const batch: SensitivityResponse = {
  parent: { id: 1, name: 'P', kpis: null },
  children: [],
  tornado: [
    {
      kind: 'elecPrice',
      points: [
        { factor: 0.8, netCost: 2000, savings: -2000 }, { factor: 0.9, netCost: 900, savings: -900 },
        { factor: 1.1, netCost: -1800, savings: 1800 }, { factor: 1.2, netCost: -3968, savings: 3968 },
      ],
      netCost: { low: -3968, high: 2000 },
      savings: { low: -2000, high: 3968 },
    },
    {
      kind: 'gasPrice',
      points: [{ factor: 0.8, netCost: -30000, savings: 100 }, { factor: 1.2, netCost: 31000, savings: -100 }],
      netCost: { low: -30000, high: 31000 },
      savings: { low: -100, high: 100 },
    },
    { kind: 'engineOff', points: [{ factor: 1, engine: 'Motor 7', netCost: 500, savings: -500 }], netCost: { low: 0, high: 500 }, savings: { low: -500, high: 0 } },
  ],
};

// Intl separates the euro sign with a no-break space.
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

type Datum = { value: number; shift: string; label: { formatter: string; position: string } } | null;
type Option = {
  yAxis: { data: string[] };
  xAxis: { name: string; axisLabel: { formatter: (v: number) => string } };
  series: Array<{ name: string; data: Datum[] }>;
  tooltip: { formatter: (p: { data: Datum }) => string };
};

describe('tornadoPoint', () => {
  it('takes the extreme factor on each side of 1, and the unit-out point only for engineOff', () => {
    const elec = batch.tornado[0]!;
    expect(tornadoPoint(elec, 'down')?.factor).toBe(0.8);
    expect(tornadoPoint(elec, 'up')?.factor).toBe(1.2);
    expect(tornadoPoint(elec, 'out')).toBeNull();
    expect(tornadoPoint(batch.tornado[2]!, 'out')?.engine).toBe('Motor 7');
    expect(tornadoPoint(batch.tornado[2]!, 'up')).toBeNull();
  });
});

describe('tornadoOption', () => {
  it('draws each bar as the shift it stands for, not as the lowest and highest change', () => {
    const option = tornadoOption(batch, 'netCost', texts, 'es') as unknown as Option;
    // widest swing on top (ECharts draws the first category at the bottom)
    expect(option.yAxis.data).toEqual(['Motor no disponible', 'Precio electricidad', 'Precio gas']);
    expect(option.series.map((s) => s.name)).toEqual(['Entrada a la baja', 'Entrada al alza', 'Unidad fuera de servicio']);
    const [down, up, out] = option.series;
    // electricity ×0,8 raises the cost, ×1,2 lowers it: each in its own series, whatever the sign
    expect(down!.data[1]).toMatchObject({ value: 2000, label: { formatter: '×0,8', position: 'right' } });
    expect(up!.data[1]).toMatchObject({ value: -3968, label: { formatter: '×1,2', position: 'left' } });
    expect(out!.data[0]).toMatchObject({ value: 500, label: { formatter: 'fuera' } });
    expect(down!.data[0]).toBeNull();
    expect(out!.data[1]).toBeNull();
  });

  it('says in the tooltip whether the cost rises or falls, in the language of the page', () => {
    const es = tornadoOption(batch, 'netCost', texts, 'es') as unknown as Option;
    expect(plain(es.tooltip.formatter({ data: es.series[1]!.data[1]! }))).toBe('Precio electricidad ×1,2: el coste neto baja 3.968,00 €');
    expect(plain(es.tooltip.formatter({ data: es.series[0]!.data[1]! }))).toBe('Precio electricidad ×0,8: el coste neto sube 2.000,00 €');
    const en = tornadoOption(batch, 'netCost', texts, 'en') as unknown as Option;
    expect(plain(en.tooltip.formatter({ data: en.series[1]!.data[1]! }))).toBe('Precio electricidad ×1.2: el coste neto baja €3,968.00');
  });

  it('writes the value axis in the language of the page (never ECharts\' own "-30,000" in Spanish)', () => {
    const es = tornadoOption(batch, 'netCost', texts, 'es') as unknown as Option;
    const en = tornadoOption(batch, 'netCost', texts, 'en') as unknown as Option;
    expect(es.xAxis.axisLabel.formatter(-30000)).toBe('-30.000');
    expect(en.xAxis.axisLabel.formatter(-30000)).toBe('-30,000');
    expect(es.xAxis.name).toBe('Cambio del coste neto (€)');
  });

  it('follows the chosen figure', () => {
    const option = tornadoOption(batch, 'savings', texts, 'es') as unknown as Option;
    expect(option.series[1]!.data[option.yAxis.data.indexOf('Precio electricidad')]).toMatchObject({ value: 3968 });
  });
});
