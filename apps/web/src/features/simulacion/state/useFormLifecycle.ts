// The form's effects: the first load, the watched regeneration of a new simulation (docs/rules/states.md, with
// the counter that suppresses it after a programmatic load), and the overlay's bound. An overlay
// closes when the refresh it waits for has finished, or at its duration (docs/rules/constants.md) if the refresh is
// slower (a busy server): the refresh then goes on under the progress bar and is no error; only a
// refresh that fails shows one.
import { useEffect, useRef, type Dispatch } from 'react';
import { regenerationKey, type SimulationPayload } from '@plantasim/domain';
import { downloadPrices, loadExistingSimulation, loadNewSimulation, refreshSeries } from './loaders';
import type { SimulationAction } from './simulationStore';
import { useSimulation } from './SimulationContext';

export function useFormLifecycle(): void {
  const { state, dispatch, access } = useSimulation();

  // First load.
  useEffect(() => {
    const controller = new AbortController();
    const load = async () => {
      try {
        if (state.id !== null) {
          dispatch({ type: 'loaded', payload: await loadExistingSimulation(state.id, controller.signal), programmatic: true });
        } else {
          const payload = await loadNewSimulation(access.operator, controller.signal);
          dispatch({ type: 'loaded', payload, programmatic: false });
          await pricesInto(payload, dispatch, controller.signal);
        }
      } catch (error) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
      }
    };
    void load();
    return () => controller.abort();
  }, [state.id, access.operator, dispatch]);

  // Watched regeneration (new simulations only).
  const key = state.payload ? regenerationKey(state.payload.configuracion) : null;
  const lastKey = useRef<string | null>(null);
  // The date of the last refresh: a new date also takes that date's CO2 price.
  const lastDate = useRef<string | null>(null);
  const latest = useRef(state);
  latest.current = state;
  useEffect(() => {
    if (key === null) return;
    const previous = lastKey.current;
    lastKey.current = key;
    const date = latest.current.payload!.configuracion.fechaActual;
    const dateChanged = lastDate.current !== null && lastDate.current !== date;
    lastDate.current = date;
    if (previous === null || previous === key || !access.editable) return;
    if (latest.current.regenerationCounter > 0) {
      // A programmatic load: its series stand. Any refresh still running was aborted above.
      dispatch({ type: 'consumeRegeneration' });
      dispatch({ type: 'refreshing', refreshing: false });
      return;
    }
    const controller = new AbortController();
    const run = async () => {
      dispatch({ type: 'refreshing', refreshing: true });
      const from = latest.current.payload!;
      const payload = await refreshSeries(from, controller.signal, dateChanged);
      if (controller.signal.aborted) return;
      dispatch({ type: 'refreshed', from, payload });
      await pricesInto(payload, dispatch, controller.signal);
    };
    run().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      console.error('Refresh failed', error);
      dispatch({ type: 'refreshFailed' });
    });
    // A newer change supersedes this refresh.
    return () => controller.abort();
  }, [key, access.editable, dispatch]);

  // Overlay bound.
  const overlay = state.overlay;
  useEffect(() => {
    if (!overlay) return;
    const timer = window.setTimeout(() => dispatch({ type: 'overlay', overlay: null }), overlay.timeoutMs);
    return () => window.clearTimeout(timer);
  }, [overlay, dispatch]);
}

/** Downloads the configuration's prices and merges them, unless a newer change aborted it. */
async function pricesInto(payload: SimulationPayload, dispatch: Dispatch<SimulationAction>, signal: AbortSignal): Promise<void> {
  dispatch({ type: 'refreshing', refreshing: true });
  const prices = await downloadPrices(payload, signal);
  if (!signal.aborted) dispatch({ type: 'pricesLoaded', series: prices.series, notAvailable: prices.notAvailable });
}
