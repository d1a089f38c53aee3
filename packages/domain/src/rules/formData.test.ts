import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import { applyExecutionMode, applyPriceSource } from './configRules.ts';
import { consumeRegeneration, loadIncrementsRegenerationCounter, priceDownloadsFor, regenerationKey, roRangeFor } from './formData.ts';

const config = () => createBaseCase({ date: '15/02/2025', horizonDays: 1 }).configuracion;

describe('priceDownloadsFor', () => {
  it('downloads nothing for Manual and planning', () => {
    expect(priceDownloadsFor(config())).toEqual([]);
    expect(priceDownloadsFor(applyExecutionMode(applyPriceSource(config(), 'OMIE'), 4))).toEqual([]);
  });
  it('downloads OMIE + MIBGAS, or the forecast + MIBGAS, over the horizon', () => {
    const omie = priceDownloadsFor(applyPriceSource(config(), 'OMIE'));
    expect(omie.map((d) => [d.path, d.start_date, d.end_date, d.target])).toEqual([
      ['/api/descargar-precios-omie', '2025-02-15', '2025-02-15', 'elec_precios_OMIE'],
      ['/api/descargar-precios-mibgas', '2025-02-15', '2025-02-15', 'gas_precios_MIBGAS'],
    ]);
    const prev = priceDownloadsFor({ ...applyPriceSource(config(), 'Prevision'), horizonte: 3, horizonte_horas: 72 });
    expect(prev.map((d) => [d.kind, d.end_date])).toEqual([['prevision', '2025-02-17'], ['mibgas', '2025-02-17']]);
  });
  it('downloads the historical prices of the whole month in backtesting', () => {
    const bt = priceDownloadsFor(applyExecutionMode(config(), 3));
    expect(bt.map((d) => [d.kind, d.start_date, d.end_date])).toEqual([
      ['omie-historicos', '2025-02-01', '2025-02-28'],
      ['mibgas-historicos', '2025-02-01', '2025-02-28'],
    ]);
  });
});

describe('roRangeFor', () => {
  it('asks for the months of the horizon, and a year in planning', () => {
    expect(roRangeFor(config())).toEqual({ start_date: '2025-02-01', end_date: '2025-02-01' });
    expect(roRangeFor(applyExecutionMode(config(), 4))).toEqual({ start_date: '2025-02-01', end_date: '2026-02-01' });
  });
});

describe('regeneration counter', () => {
  it('increments on a load that changes the date, horizon or mode text only', () => {
    const c = config();
    expect(loadIncrementsRegenerationCounter(c, { ...c })).toBe(false);
    expect(loadIncrementsRegenerationCounter(c, { ...c, otros: { ...c.otros, precio_CO2: 1 } })).toBe(false);
    expect(loadIncrementsRegenerationCounter(c, { ...c, fechaActual: '16/02/2025' })).toBe(true);
    expect(loadIncrementsRegenerationCounter(c, applyExecutionMode(c, 0))).toBe(true);
    expect(regenerationKey(c)).toBe('15/02/2025|1|Manual|Acoplamientos de cogeneración fijados');
  });
  it('a held suppression is consumed instead of regenerating', () => {
    expect(consumeRegeneration(1)).toEqual({ regenerate: false, counter: 0 });
    expect(consumeRegeneration(0)).toEqual({ regenerate: true, counter: 0 });
  });
});
