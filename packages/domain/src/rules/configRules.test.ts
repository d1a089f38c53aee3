import { describe, expect, it } from 'vitest';
import { baseConfiguracion } from '../plant/baseCase.ts';
import {
  applyDateChange, applyExecutionMode, applyHorizon, applyPriceSource, configForLaunch, correctModeFromText,
  couplingEditability, executionModeEffects, horizonChangeNotice, loadedConfigDiffers, pestanasFor,
} from './configRules.ts';
import { formatMessage } from '../messages/index.ts';

const cfg = (precios: 'OMIE' | 'Prevision' | 'Manual' = 'Manual') => baseConfiguracion({ year: 2025, month: 2, day: 17 }, { precios });
const shown = (p: ReturnType<typeof pestanasFor>): string[] => Object.entries(p).filter(([, v]) => v).map(([k]) => k);

describe('execution-mode effects', () => {
  it('planning: one-year horizon, locked, Manual, forecast tabs', () => {
    const c = applyExecutionMode(cfg('OMIE'), 4);
    expect(c.horizonte).toBe(365);
    expect(c.horizonte_horas).toBe(8760);
    expect(c.opciones_precios).toEqual([365]);
    expect(c.precios).toBe('Manual');
    expect(c.modoEjecucionTexto).toBe('Planificación');
    expect(c.mesPlanificacion).toBe(true);
    expect(c.mesHabilitado).toBe(true);
    expect(shown(c.pestanas)).toEqual(['ElecPrevisionPrecios', 'GasPrevisionPrecios']);
  });

  it('backtesting: day 01, horizon = days of the month, locked, historical tabs', () => {
    const c = applyExecutionMode(cfg(), 3);
    expect(c.fechaActual).toBe('01/02/2025');
    expect(c.horizonte).toBe(28);
    expect(c.opciones_precios).toEqual([28]);
    expect(c.mesBacktesting).toBe(true);
    expect(c.mes).toBe('feb 2025');
    expect(shown(c.pestanas)).toEqual(['ElecPreciosHistoricos', 'GasPreciosHistoricos']);
  });

  it('other modes keep the horizon when their options allow it, and say so when they do not', () => {
    // A 7-day run switched between modes 2, 0 and 1 stays 7 days, silently.
    const week = applyHorizon(cfg('Manual'), 7);
    for (const mode of [0, 1, 2] as const) {
      const c = applyExecutionMode(week, mode);
      expect(c.horizonte, `mode ${mode}`).toBe(7);
      expect(c.horizonte_horas).toBe(168);
      expect(horizonChangeNotice(week, c)).toBeNull();
    }
    // Leaving the planning year: back to the first option, and the notice names both horizons.
    const year = applyExecutionMode(week, 4);
    expect(formatMessage(horizonChangeNotice(week, year)!.code, horizonChangeNotice(week, year)!.params)).toBe('El horizonte pasa de 7 a 365 días: la planificación cubre un año desde la fecha.');
    const back = applyExecutionMode(year, 0);
    expect(back.horizonte).toBe(1);
    expect(formatMessage(horizonChangeNotice(year, back)!.code, horizonChangeNotice(year, back)!.params)).toBe('El horizonte pasa de 365 a 1 días: este modo con esta fuente de precios admite de 1 a 7 días.');
    const month = applyExecutionMode(week, 3);
    expect(formatMessage(horizonChangeNotice(week, month)!.code, horizonChangeNotice(week, month)!.params, 'en')).toBe('The horizon changes from 7 to 28 days: backtesting covers the month of the date.');
    // OMIE allows one day only.
    const omie = applyPriceSource(week, 'OMIE');
    expect(formatMessage(horizonChangeNotice(week, omie)!.code, horizonChangeNotice(week, omie)!.params)).toBe('El horizonte pasa de 7 a 1 días: este modo con esta fuente de precios solo admite 1 día.');
  });

  it('other modes: options 1–7, unlocked', () => {
    const c = applyExecutionMode(applyExecutionMode(cfg(), 4), 0);
    expect(c.horizonte).toBe(1);
    expect(c.horizonte_horas).toBe(24);
    expect(c.opciones_precios).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(c.mesHabilitado).toBe(false);
    expect(c.mesPlanificacion).toBe(false);
    expect(c.modoEjecucionTexto).toBe('Optimización');
    expect(applyExecutionMode(cfg('OMIE'), 1).opciones_precios).toEqual([1]);
  });

  it('describes overlays, alerts and locks', () => {
    expect(executionModeEffects(4)).toEqual({ overlay: { messageCode: 'overlay.planning', durationMs: 50000 }, alertCode: null, priceSourceLocked: true, horizonLocked: true, couplingTab: true });
    expect(executionModeEffects(3).overlay).toEqual({ messageCode: 'overlay.backtesting', durationMs: 7000 });
    expect(executionModeEffects(3).alertCode).toBe('config.backtestingAlert');
    expect(executionModeEffects(1)).toEqual({ overlay: null, alertCode: null, priceSourceLocked: false, horizonLocked: false, couplingTab: false });
    expect(couplingEditability(2)).toEqual({ selectors: true, percentages: true });
    expect(couplingEditability(4)).toEqual({ selectors: false, percentages: true });
    expect(couplingEditability(0)).toEqual({ selectors: false, percentages: false });
  });
});

describe('price-source effects', () => {
  it('shows the tabs of each source', () => {
    expect(shown(pestanasFor('OMIE', 2))).toEqual(['omie', 'mibgas']);
    expect(shown(pestanasFor('Prevision', 2))).toEqual(['mibgas', 'prevision']);
    expect(shown(pestanasFor('Manual', 2))).toEqual(['manualElect', 'manualGas']);
  });

  it('narrows horizon options and resets to the first option', () => {
    const seven = applyHorizon(cfg('Manual'), 7);
    expect(seven.horizonte).toBe(7);
    const omie = applyPriceSource(seven, 'OMIE');
    expect(omie.opciones_precios).toEqual([1]);
    expect(omie.horizonte).toBe(1);
    expect(omie.horizonte_horas).toBe(24);
    const prev = applyPriceSource(applyHorizon(cfg('Manual'), 5), 'Prevision');
    expect(prev.horizonte).toBe(5);
    expect(prev.opciones_precios).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('is ignored in backtesting and planning', () => {
    const planning = applyExecutionMode(cfg(), 4);
    expect(applyPriceSource(planning, 'OMIE')).toBe(planning);
  });

  it('rejects a horizon not among the options', () => {
    const c = cfg('OMIE');
    expect(applyHorizon(c, 3)).toBe(c);
  });
});

describe('date change', () => {
  it('forces day 01 in backtesting and recomputes the horizon', () => {
    const c = applyDateChange(applyExecutionMode(cfg(), 3), '20/04/2024');
    expect(c.fechaActual).toBe('01/04/2024');
    expect(c.horizonte).toBe(30);
    expect(c.opciones_precios).toEqual([30]);
  });

  it('recomputes the one-year horizon in planning', () => {
    const c = applyDateChange(applyExecutionMode(cfg(), 4), '01/02/2024');
    expect(c.horizonte).toBe(366);
    expect(c.horizonte_horas).toBe(8784);
  });

  it('keeps the horizon in other modes and ignores invalid dates', () => {
    const c = applyHorizon(cfg(), 3);
    const d = applyDateChange(c, '10/03/2025');
    expect(d.fechaActual).toBe('10/03/2025');
    expect(d.horizonte).toBe(3);
    expect(d.mes).toBe('mar 2025');
    expect(applyDateChange(c, '31/02/2025')).toBe(c);
  });
});

describe('loading and launch', () => {
  it('corrects the mode number from the text', () => {
    const c = { ...cfg(), modoEjecucion: 2 as const, modoEjecucionTexto: 'Planificación' as const };
    expect(correctModeFromText(c).modoEjecucion).toBe(4);
  });

  it('sends modes 3 and 4 as 2 with their text', () => {
    const p = configForLaunch(applyExecutionMode(cfg(), 4));
    expect([p.modoEjecucion, p.modoEjecucionTexto]).toEqual([2, 'Planificación']);
    const b = configForLaunch(applyExecutionMode(cfg(), 3));
    expect([b.modoEjecucion, b.modoEjecucionTexto]).toEqual([2, 'Backtesting']);
    const o = configForLaunch(applyExecutionMode(cfg(), 1));
    expect([o.modoEjecucion, o.modoEjecucionTexto]).toEqual([1, 'Sin parar cogeneración']);
  });
});

describe('loaded file', () => {
  it('differs when horizon, mode text or date differ', () => {
    const c = cfg();
    expect(loadedConfigDiffers(c, { ...c, otros: { ...c.otros, precio_CO2: 1 } })).toBe(false);
    expect(loadedConfigDiffers(c, applyHorizon(c, 2))).toBe(true);
    expect(loadedConfigDiffers(c, applyDateChange(c, '18/02/2025'))).toBe(true);
    expect(loadedConfigDiffers(c, { ...c, modoEjecucionTexto: 'Optimización' })).toBe(true);
  });
});
