import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import type { ExecutionMode, PriceSource } from '../schemas/configuracion.ts';
import { pestanasFor } from './configRules.ts';
import { priceDownloadsFor } from './formData.ts';
import { PRICE_SERIES, priceRegime } from './priceSeries.ts';

const modes: ExecutionMode[] = [0, 1, 2, 3, 4];
const sources: PriceSource[] = ['OMIE', 'Prevision', 'Manual'];

describe('one table for execution mode × price source', () => {
  it('backtesting and planning fix their series whatever the source; other modes follow the source', () => {
    for (const source of sources) {
      expect(priceRegime(3, source)).toBe('backtesting');
      expect(priceRegime(4, source)).toBe('planning');
      for (const mode of [0, 1, 2] as const) expect(priceRegime(mode, source)).toBe(source);
    }
  });

  it.each(modes.flatMap((mode) => sources.map((source) => [mode, source] as const)))('mode %i, %s: the tabs shown and the series downloaded are the ones the optimiser reads', (mode, source) => {
    const choice = PRICE_SERIES[priceRegime(mode, source)];
    const shown = Object.entries(pestanasFor(source, mode)).filter(([, on]) => on).map(([tab]) => tab);
    expect(shown.sort()).toEqual([...choice.tabs].sort());
    const base = createBaseCase({ date: '15/01/2025' });
    const downloads = priceDownloadsFor({ ...base.configuracion, modoEjecucion: mode, precios: source });
    expect(downloads.map((d) => d.kind)).toEqual(choice.downloads);
    for (const d of downloads) expect([choice.elec, choice.gas]).toContain(d.target);
  });
});
