import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import { pricesByTarget, withDownloadedPrices } from './priceDownloadSeries.ts';
import type { PriceDownload } from './formData.ts';

const hour = { fecha_hora: '15/11/2025 00:00', hora: 'H1', valor: 50 };
const quarter = { fecha_hora: '15/11/2025 00:15', periodo: 2, valor: 60 };
const download = (kind: PriceDownload['kind'], target: PriceDownload['target']): PriceDownload => ({ kind, path: '/x', start_date: '2025-11-15', end_date: '2025-11-15', target });

describe('downloaded prices into the payload', () => {
  it('puts hourly rows into hourly series and quarter rows into the quarter series, never the other shape', () => {
    const p = createBaseCase({ date: '15/11/2025' });
    expect(withDownloadedPrices(p, 'elec_precios_OMIE', [hour]).elec_precios_OMIE).toEqual([hour]);
    expect(withDownloadedPrices(p, 'elec_precios_OMIE_cuartos', [quarter]).elec_precios_OMIE_cuartos).toEqual([quarter]);
    expect(withDownloadedPrices(p, 'elec_precios_OMIE', [quarter]).elec_precios_OMIE).toEqual([]);
    expect(withDownloadedPrices(p, 'elec_precios_OMIE_cuartos', [hour]).elec_precios_OMIE_cuartos).toEqual([]);
  });

  it('gathers several downloads by target; one that brought nothing leaves its series empty', () => {
    const downloads = [download('omie', 'elec_precios_OMIE'), download('mibgas', 'gas_precios_MIBGAS'), download('omie-cuartos', 'elec_precios_OMIE_cuartos')];
    expect(pricesByTarget(downloads, [[hour], null, [quarter]])).toEqual({ elec_precios_OMIE: [hour], gas_precios_MIBGAS: [], elec_precios_OMIE_cuartos: [quarter] });
  });
});
