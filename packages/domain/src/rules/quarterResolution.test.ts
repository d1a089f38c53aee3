// The form's resolution choice: where quarter hours are allowed, what they download, and what a
// date change does to the quarter prices of the old dates.
import { describe, expect, it } from 'vitest';
import { createBaseCase, regenerateSeries } from '../plant/baseCase.ts';
import { applyExecutionMode, applyHorizon, applyPriceSource, applyResolution, quarterResolutionAllowed } from './configRules.ts';
import { priceDownloadsFor, quarterPriceDownloadFor } from './formData.ts';

const config = () => createBaseCase({ date: '15/11/2025', horizonDays: 1 }).configuracion;

describe('quarter-hour resolution in the form', () => {
  it('is allowed up to a week in the modes that do not fix their horizon', () => {
    expect(quarterResolutionAllowed(config())).toBe(true);
    expect(applyResolution(config(), 'cuartohoraria').resolucion).toBe('cuartohoraria');
    expect(applyResolution(applyExecutionMode(config(), 4), 'cuartohoraria').resolucion).toBeUndefined();
    expect(applyResolution(applyExecutionMode(config(), 3), 'cuartohoraria').resolucion).toBeUndefined();
    expect(quarterResolutionAllowed({ ...config(), horizonte: 8 })).toBe(false);
  });

  it('goes back to hourly when the horizon or the mode leaves what it allows', () => {
    const quarter = applyResolution(config(), 'cuartohoraria');
    expect(applyHorizon(quarter, 7).resolucion).toBe('cuartohoraria');
    expect(applyExecutionMode(quarter, 4).resolucion).toBe('horaria');
    expect(applyExecutionMode(quarter, 3).resolucion).toBe('horaria');
    expect(applyExecutionMode(quarter, 0).resolucion).toBe('cuartohoraria');
  });

  it('downloads the OMIE quarters beside the hourly prices, only in quarter hours and with OMIE', () => {
    const omie = applyPriceSource(config(), 'OMIE');
    expect(priceDownloadsFor(omie).map((d) => d.kind)).toEqual(['omie', 'mibgas']);
    expect(quarterPriceDownloadFor(omie)).toBeUndefined();
    const quarters = applyResolution(omie, 'cuartohoraria');
    expect(priceDownloadsFor(quarters).map((d) => [d.kind, d.target])).toEqual([
      ['omie', 'elec_precios_OMIE'], ['mibgas', 'gas_precios_MIBGAS'], ['omie-cuartos', 'elec_precios_OMIE_cuartos'],
    ]);
    expect(quarterPriceDownloadFor(quarters)).toMatchObject({ path: '/api/descargar-precios-omie-cuartos', start_date: '2025-11-15', end_date: '2025-11-15' });
    expect(quarterPriceDownloadFor(applyResolution(config(), 'cuartohoraria'))).toBeUndefined();
  });

  it('drops the quarter prices of the old dates when the series are regenerated', () => {
    const p = createBaseCase({ date: '15/11/2025' });
    const withQuarters = { ...p, elec_precios_OMIE_cuartos: [{ fecha_hora: '15/11/2025 00:00', periodo: 1, valor: 10 }] };
    const regenerated = regenerateSeries(withQuarters);
    expect('elec_precios_OMIE_cuartos' in regenerated).toBe(false);
    expect('elec_precios_OMIE_cuartos' in regenerateSeries(p)).toBe(false);
  });
});
