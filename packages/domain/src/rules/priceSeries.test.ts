import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import type { ExecutionMode, PriceSource } from '../schemas/configuracion.ts';
import { pestanasFor } from './configRules.ts';
import { priceDownloadsFor } from './formData.ts';
import { PRICE_SERIES, priceRegime, pricesUsedCode } from './priceSeries.ts';
import { configForLaunch } from './configRules.ts';
import { effectiveExecutionMode } from './horizonRule.ts';
import { formatMessage } from '../messages/index.ts';

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

  it('names the prices each run used, in both languages: a backtesting run launched as 2 with source Manual used historical OMIE and MIBGAS', () => {
    const base = createBaseCase({ date: '15/01/2025' });
    const label = (mode: ExecutionMode, source: PriceSource, lang: 'es' | 'en' = 'es') => {
      const launched = configForLaunch({ ...base.configuracion, modoEjecucion: mode, precios: source });
      return formatMessage(pricesUsedCode(effectiveExecutionMode(launched), launched.precios), { prevision: 'Previsión' }, lang);
    };
    expect(label(3, 'Manual')).toBe('OMIE histórico + MIBGAS histórico');
    expect(label(3, 'Manual', 'en')).toBe('Historical OMIE + historical MIBGAS');
    expect(label(4, 'Manual')).toBe('Previsión de planificación');
    expect(label(2, 'OMIE')).toBe('OMIE + MIBGAS');
    expect(label(0, 'Prevision')).toBe('Previsión + MIBGAS');
    expect(label(1, 'Manual', 'en')).toBe('Manual');
    // Every mode and source has its label (never the code itself).
    for (const mode of modes) for (const source of sources) expect(label(mode, source)).not.toMatch(/^prices\.used/);
  });
});
