import { describe, expect, it } from 'vitest';
import { applyExecutionMode, createBaseCase } from '@plantasim/domain';
import { initialState, simulationReducer } from './simulationStore';

const base = () => createBaseCase({ date: '15/02/2025' });

describe('simulationReducer', () => {
  it('a programmatic load that changes the date or mode holds one regeneration suppression', () => {
    let s = simulationReducer(initialState(null), { type: 'loaded', payload: base(), programmatic: false });
    expect(s.regenerationCounter).toBe(0);
    const other = base();
    s = simulationReducer(s, { type: 'loaded', payload: { ...other, configuracion: applyExecutionMode(other.configuracion, 0) }, programmatic: true });
    expect(s.regenerationCounter).toBe(1);
    s = simulationReducer(s, { type: 'consumeRegeneration' });
    expect(s.regenerationCounter).toBe(0);
    // Same key: nothing to suppress.
    s = simulationReducer(s, { type: 'loaded', payload: s.payload!, programmatic: true });
    expect(s.regenerationCounter).toBe(0);
  });

  it('the alert waiting for an overlay shows once the refresh has closed it', () => {
    let s = simulationReducer(initialState(null), { type: 'loaded', payload: base(), programmatic: false });
    s = simulationReducer(s, { type: 'overlay', overlay: { message: 'overlay.backtesting', timeoutMs: 7000, afterAlert: 'config.backtestingAlert' } });
    expect(s.alert).toBeNull();
    s = simulationReducer(s, { type: 'refreshing', refreshing: true });
    s = simulationReducer(s, { type: 'refreshed', payload: s.payload! });
    expect(s.overlay).toBeNull();
    expect(s.alert).toBe('config.backtestingAlert');
    // Prices keep downloading after the overlay has closed.
    expect(s.refreshing).toBe(true);
    const rows = [{ fecha_hora: '01/02/2025 00:00', hora: 'H1', valor: 50 }];
    s = simulationReducer(s, { type: 'pricesLoaded', series: { elec_precios_historicos: rows }, notAvailable: ['gas_precios_historicos'] });
    expect(s.refreshing).toBe(false);
    expect(s.payload!.elec_precios_historicos).toEqual(rows);
    expect(s.notAvailable).toEqual(['gas_precios_historicos']);
    expect(simulationReducer(s, { type: 'alertShown' }).alert).toBeNull();
  });

  it('knows when the user has changed the form: edits and imported files, not loads, downloads or regenerations', () => {
    let s = simulationReducer(initialState(null), { type: 'loaded', payload: base(), programmatic: false });
    expect(s.edited).toBe(false);
    s = simulationReducer(s, { type: 'update', update: (p) => ({ ...p, elec_precios_OMIE: [] }), programmatic: true });
    s = simulationReducer(s, { type: 'refreshed', payload: s.payload! });
    s = simulationReducer(s, { type: 'pricesLoaded', series: {}, notAvailable: [] });
    expect(s.edited).toBe(false);
    s = simulationReducer(s, { type: 'update', update: (p) => ({ ...p, metadata: { ...p.metadata, simulation_name: 'Prueba' } }) });
    expect(s.edited).toBe(true);
    // A download after an edit does not forget the edit.
    expect(simulationReducer(s, { type: 'update', update: (p) => p, programmatic: true }).edited).toBe(true);
    s = simulationReducer(s, { type: 'saved' });
    expect(s.edited).toBe(false);
    expect(simulationReducer(s, { type: 'config', config: s.payload!.configuracion }).edited).toBe(true);
    expect(simulationReducer(s, { type: 'loaded', payload: base(), programmatic: true, edited: true }).edited).toBe(true);
  });
});
