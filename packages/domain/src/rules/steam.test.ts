import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import { formatMessage } from '../messages/index.ts';
import { clampSteamCoefficient, recalculateSteamMaxima } from './steam.ts';
import { operatorSimulationTitle } from './operatorTitle.ts';
import { launchBlockers, payloadForLaunch } from './launch.ts';
import { applyExecutionMode } from './configRules.ts';

describe('steam', () => {
  it('recalculates steam maxima', () => {
    const plant = createBaseCase({ date: '15/01/2025' }).planta;
    plant.calderas_gas[0] = { ...plant.calderas_gas[0]!, potencia_gas_maxima: 25 };
    plant.calderas_electricas[1] = { ...plant.calderas_electricas[1]!, rendimiento_vapor_electricidad: 0.95 };
    const r = recalculateSteamMaxima(plant);
    expect(r.calderas_gas[0]!.potencia_vapor_maxima).toBe(23);
    expect(r.calderas_electricas[1]!.potencia_vapor_maximo).toBe(11.4);
  });

  it('clamps the coefficient to 0–1.5 at step 0.01', () => {
    expect(clampSteamCoefficient('1,234')).toEqual({ ok: true, value: 1.23 });
    expect(clampSteamCoefficient(2)).toEqual({ ok: true, value: 1.5 });
    expect(clampSteamCoefficient(-0.3)).toEqual({ ok: true, value: 0 });
    const bad = clampSteamCoefficient('abc');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(formatMessage(bad.code)).toBe('El coeficiente debe ser numérico');
    expect(clampSteamCoefficient('').ok).toBe(false);
  });
});

describe('operator title and launch', () => {
  it('titles operator runs with weekday, date and time (Madrid)', () => {
    expect(operatorSimulationTitle(new Date('2025-01-13T08:05:00Z'))).toBe('Lunes 13/01/2025 09:05');
    expect(operatorSimulationTitle(new Date('2025-07-05T22:30:00Z'))).toBe('Domingo 06/07/2025 00:30');
    expect(operatorSimulationTitle(new Date('2025-07-05T22:30:00Z'), 'en')).toBe('Sunday 06/07/2025 00:30');
  });

  it('maps the payload for launch', () => {
    const p = createBaseCase({ date: '15/01/2025', vistaOperador: true });
    const l = payloadForLaunch({ ...p, configuracion: applyExecutionMode(p.configuracion, 4) }, new Date('2025-01-15T10:00:00Z'));
    expect(l.configuracion.modoEjecucion).toBe(2);
    expect(l.configuracion.modoEjecucionTexto).toBe('Planificación');
    expect(l.metadata.simulation_name).toBe('Miércoles 15/01/2025 11:00');
    expect(launchBlockers(p)).toEqual([]);
  });
});
