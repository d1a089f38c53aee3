import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import type { SimulationPayload } from '../schemas/payload.ts';
import { formatMessage } from '../messages/index.ts';
import { applyExecutionMode, applyPriceSource } from './configRules.ts';
import { launchReadiness } from './launchReadiness.ts';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ fecha_hora: `15/02/2025 ${String(i).padStart(2, '0')}:00`, hora: `H${i + 1}`, valor: 50 }));

function withSource(source: 'Manual' | 'OMIE' | 'Prevision', series: Partial<SimulationPayload> = {}): SimulationPayload {
  const base = createBaseCase({ date: '15/02/2025', horizonDays: 1 });
  const p: SimulationPayload = { ...base, configuracion: applyPriceSource(base.configuracion, source), ...series };
  return p;
}

describe('launchReadiness', () => {
  it('lets Manual prices launch whatever the market series hold', () => {
    expect(launchReadiness(withSource('Manual'))).toEqual([]);
  });

  it('blocks OMIE prices that did not arrive, and MIBGAS too, with the catalogue texts', () => {
    const reasons = launchReadiness(withSource('OMIE'));
    expect(reasons.map((r) => r.code)).toEqual(['prices.notAvailable.omie', 'prices.notAvailable.mibgas']);
    expect(reasons.map((r) => formatMessage(r.code, r.params))).toEqual(['Precios OMIE no disponibles', 'Precios MIBGAS no disponibles']);
    expect(formatMessage(reasons[0]!.code, reasons[0]!.params, 'en')).toBe('OMIE prices not available');
  });

  it('blocks a series shorter than the horizon, and allows complete ones', () => {
    expect(launchReadiness(withSource('OMIE', { elec_precios_OMIE: rows(23), gas_precios_MIBGAS: rows(24) })).map((r) => r.code)).toEqual(['prices.notAvailable.omie']);
    expect(launchReadiness(withSource('OMIE', { elec_precios_OMIE: rows(24), gas_precios_MIBGAS: rows(24) }))).toEqual([]);
  });

  it('names the forecast provider', () => {
    const reasons = launchReadiness(withSource('Prevision', { gas_precios_MIBGAS: rows(24) }), 'Meteo');
    expect(reasons).toEqual([{ code: 'prices.notAvailable.prevision', params: { provider: 'Meteo' } }]);
    expect(formatMessage(reasons[0]!.code, reasons[0]!.params)).toBe('Precios de Meteo no disponibles');
  });

  it('leaves backtesting (its own dialog names the days) and planning (estimated prices) alone', () => {
    const p = withSource('OMIE');
    expect(launchReadiness({ ...p, configuracion: applyExecutionMode(p.configuracion, 3) })).toEqual([]);
    expect(launchReadiness({ ...p, configuracion: applyExecutionMode(p.configuracion, 4) })).toEqual([]);
  });
});
