import { describe, expect, it } from 'vitest';
import { applyExecutionMode, createBaseCase } from '@plantasim/domain';
import { initialState, openDialog, simulationReducer } from './simulationStore';

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
    s = simulationReducer(s, { type: 'refreshed', from: s.payload!, payload: s.payload! });
    expect(s.overlay).toBeNull();
    expect(s.alert).toBe('config.backtestingAlert');
    // Prices keep downloading after the overlay has closed.
    expect(s.refreshing).toBe(true);
    const rows = [{ fecha_hora: '01/02/2025 00:00', hora: 'H1', valor: 50 }];
    s = simulationReducer(s, { type: 'pricesLoaded', series: { elec_precios_historicos: rows }, notAvailable: ['gas_precios_historicos'] });
    expect(s.refreshing).toBe(false);
    expect(s.payload!.elec_precios_historicos).toEqual(rows);
    expect(s.notAvailable).toEqual(['gas_precios_historicos']);
    expect(simulationReducer(s, { type: 'dialogClosed', dialog: 'alert' }).alert).toBeNull();
  });

  it('knows when the user has changed the form: edits and imported files, not loads, downloads or regenerations', () => {
    let s = simulationReducer(initialState(null), { type: 'loaded', payload: base(), programmatic: false });
    expect(s.edited).toBe(false);
    s = simulationReducer(s, { type: 'update', update: (p) => ({ ...p, elec_precios_OMIE: [] }), programmatic: true });
    s = simulationReducer(s, { type: 'refreshed', from: s.payload!, payload: s.payload! });
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

  const backtestingOverlay = { message: 'overlay.backtesting', timeoutMs: 7000, afterAlert: 'config.backtestingAlert' };

  it('an overlay past its bound closes without an error: the alert shows and the refresh goes on', () => {
    let s = simulationReducer(initialState(null), { type: 'loaded', payload: base(), programmatic: false });
    s = simulationReducer(s, { type: 'overlay', overlay: backtestingOverlay });
    s = simulationReducer(s, { type: 'refreshing', refreshing: true });
    expect(openDialog(s)).toBeNull();
    // The bound passes (a busy server): only the alert, while the data still load.
    s = simulationReducer(s, { type: 'overlay', overlay: null });
    expect(openDialog(s)).toBe('alert');
    expect(s.refreshing).toBe(true);
    s = simulationReducer(s, { type: 'dialogClosed', dialog: 'alert' });
    // The late refresh fills the form and raises nothing again.
    s = simulationReducer(s, { type: 'refreshed', from: s.payload!, payload: s.payload! });
    expect(openDialog(s)).toBeNull();
  });

  it('shows one dialog at a time: a failed refresh, then the alert it held, then the missing forecast', () => {
    let s = simulationReducer(initialState(null), { type: 'loaded', payload: base(), programmatic: false });
    s = simulationReducer(s, { type: 'overlay', overlay: backtestingOverlay });
    s = simulationReducer(s, { type: 'refreshing', refreshing: true });
    s = simulationReducer(s, { type: 'pricesLoaded', series: {}, notAvailable: ['elec_precios_prevision'] });
    expect(openDialog(s)).toBeNull(); // the overlay still covers the form
    s = simulationReducer(s, { type: 'refreshFailed' });
    expect(s.overlay).toBeNull();
    expect(s.refreshing).toBe(false);
    expect(openDialog(s)).toBe('refreshFailed');
    s = simulationReducer(s, { type: 'dialogClosed', dialog: 'refreshFailed' });
    expect(openDialog(s)).toBe('alert');
    s = simulationReducer(s, { type: 'dialogClosed', dialog: 'alert' });
    expect(openDialog(s)).toBe('prevision');
    s = simulationReducer(s, { type: 'dialogClosed', dialog: 'prevision' });
    expect(openDialog(s)).toBeNull();
    // A later download still without the forecast does not raise its alert again; a new absence does.
    s = simulationReducer(s, { type: 'pricesLoaded', series: {}, notAvailable: ['elec_precios_prevision'] });
    expect(openDialog(s)).toBeNull();
    s = simulationReducer(s, { type: 'pricesLoaded', series: {}, notAvailable: [] });
    s = simulationReducer(s, { type: 'pricesLoaded', series: {}, notAvailable: ['elec_precios_prevision'] });
    expect(openDialog(s)).toBe('prevision');
  });

  it('a refresh that ends after the user edited the form applies its own changes and keeps the edits', () => {
    let s = simulationReducer(initialState(null), { type: 'loaded', payload: base(), programmatic: false });
    const from = s.payload!;
    // The refresh regenerates a series and sets the CO2 price of the new date...
    const refreshed = {
      ...from,
      demanda_vapor: from.demanda_vapor.map((r) => ({ ...r, valor: 1 })),
      configuracion: { ...from.configuracion, otros: { ...from.configuracion.otros, precio_CO2: 71.5 } },
    };
    // ...while the user renames the simulation and changes an engine's power.
    s = simulationReducer(s, { type: 'update', update: (p) => ({
      ...p,
      metadata: { ...p.metadata, simulation_name: 'Editada' },
      planta: { ...p.planta, motores: p.planta.motores.map((m, i) => (i === 0 ? { ...m, potencia_maxima: m.potencia_maxima + 1 } : m)) },
    }) });
    s = simulationReducer(s, { type: 'refreshed', from, payload: refreshed });
    expect(s.payload!.metadata.simulation_name).toBe('Editada');
    expect(s.payload!.planta.motores[0]!.potencia_maxima).toBe(from.planta.motores[0]!.potencia_maxima + 1);
    expect(s.payload!.demanda_vapor).toBe(refreshed.demanda_vapor);
    expect(s.payload!.configuracion.otros.precio_CO2).toBe(71.5);
  });
});
