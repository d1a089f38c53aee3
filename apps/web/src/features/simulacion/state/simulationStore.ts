// The form's one store: the domain payload plus what the screen needs around it (loading phase,
// overlay, the regeneration counter of docs/rules/states.md, the dialogs waiting to be shown). A plain reducer;
// every business rule it applies comes from @plantasim/domain (config transitions, regeneration
// counter).
import {
  consumeRegeneration, loadIncrementsRegenerationCounter, type Configuracion, type SimulationPayload,
} from '@plantasim/domain';
import { mergeChanges } from './mergeChanges';

export type Phase = 'loading' | 'ready' | 'error';

export interface Overlay {
  /** Domain message code ('overlay.planning', 'overlay.backtesting') or an i18n text already resolved. */
  message: string;
  /**
   * The duration of docs/rules/constants.md (50 s / 7 s): the overlay closes when the refresh it waits for ends, or at
   * this bound if the refresh is slower; the refresh then goes on under the form's progress bar.
   */
  timeoutMs: number;
  /** Shown once the overlay has closed (the backtesting alert). */
  afterAlert?: string;
}

export interface SimulationState {
  payload: SimulationPayload | null;
  phase: Phase;
  error: string | null;
  /** Route/query id of an existing simulation; null for /nueva-simulacion. */
  id: string | null;
  /** docs/rules/states.md: pending suppressions of the next watched regeneration. */
  regenerationCounter: number;
  overlay: Overlay | null;
  /** A background refresh (regeneration, Ro, prices) is running. */
  refreshing: boolean;
  /** Market series that came back empty ('elec_precios_OMIE', ...). */
  notAvailable: string[];
  /** An alert waiting for the overlay to close (domain message code). */
  alert: string | null;
  /** A refresh failed: its error waits to be shown. */
  refreshFailed: boolean;
  /** The forecast prices came back empty (docs/rules/messages.md: an alert as well as the tab's message). */
  previsionAlert: boolean;
  /**
   * The user has changed the form since it was opened, launched or saved (leaving then asks first).
   * Downloads, regenerations and the first load are not the user's changes.
   */
  edited: boolean;
}

export type SimulationAction =
  /** `edited`: the user loaded it (a file imported over the form). */
  | { type: 'loaded'; payload: SimulationPayload; programmatic: boolean; edited?: boolean }
  | { type: 'failed'; error: string }
  /** A change of the payload: the user's unless `programmatic` (a download filling an empty series). */
  | { type: 'update'; update: (p: SimulationPayload) => SimulationPayload; programmatic?: boolean }
  /** The form was launched or saved: nothing is lost by leaving it. */
  | { type: 'saved' }
  | { type: 'config'; config: Configuracion }
  | { type: 'consumeRegeneration' }
  | { type: 'overlay'; overlay: Overlay | null }
  | { type: 'refreshing'; refreshing: boolean }
  /** Series and Ro ready: the overlay closes; prices may still be downloading. `from` is the payload
   *  the refresh started from: only what the refresh changed is applied, the user's edits meanwhile stay. */
  | { type: 'refreshed'; from: SimulationPayload; payload: SimulationPayload }
  /** Market prices of the current configuration arrived (merged into the payload). */
  | { type: 'pricesLoaded'; series: Partial<SimulationPayload>; notAvailable: string[] }
  | { type: 'refreshFailed' }
  | { type: 'dialogClosed'; dialog: FormDialog };

/** The form's own dialogs, shown one at a time: a modal opened over another hides it from the user. */
export type FormDialog = 'refreshFailed' | 'alert' | 'prevision';

/**
 * The one dialog the form shows now: none while an overlay covers it, an error before the alert
 * that was waiting, the forecast's alert last.
 */
export function openDialog(state: SimulationState): FormDialog | null {
  if (state.overlay !== null) return null;
  if (state.refreshFailed) return 'refreshFailed';
  if (state.alert !== null) return 'alert';
  if (state.previsionAlert) return 'prevision';
  return null;
}

const PREVISION_SERIES = 'elec_precios_prevision';

/** The overlay closed (its refresh ended, failed or outlasted its bound): the alert it held is due. */
function overlayClosed(state: SimulationState): SimulationState {
  return { ...state, overlay: null, alert: state.overlay?.afterAlert ?? state.alert };
}

export function initialState(id: string | null): SimulationState {
  return { payload: null, phase: 'loading', error: null, id, regenerationCounter: 0, overlay: null, refreshing: false, notAvailable: [], alert: null, refreshFailed: false, previsionAlert: false, edited: false };
}

export function simulationReducer(state: SimulationState, action: SimulationAction): SimulationState {
  switch (action.type) {
    case 'loaded': {
      // A file loaded over a form whose date/horizon/mode differ must not regenerate its series.
      const bump = action.programmatic && state.payload !== null && loadIncrementsRegenerationCounter(state.payload.configuracion, action.payload.configuracion);
      return { ...state, payload: action.payload, phase: 'ready', error: null, regenerationCounter: state.regenerationCounter + (bump ? 1 : 0), edited: action.edited ?? false };
    }
    case 'failed':
      return { ...state, phase: 'error', error: action.error };
    case 'update':
      return state.payload ? { ...state, payload: action.update(state.payload), edited: state.edited || !action.programmatic } : state;
    case 'config':
      return state.payload ? { ...state, payload: { ...state.payload, configuracion: action.config }, edited: true } : state;
    case 'saved':
      return { ...state, edited: false };
    case 'consumeRegeneration':
      return { ...state, regenerationCounter: consumeRegeneration(state.regenerationCounter).counter };
    case 'overlay':
      return action.overlay === null ? overlayClosed(state) : { ...state, overlay: action.overlay };
    case 'refreshFailed':
      return { ...overlayClosed(state), refreshing: false, refreshFailed: true };
    case 'dialogClosed':
      if (action.dialog === 'refreshFailed') return { ...state, refreshFailed: false };
      if (action.dialog === 'alert') return { ...state, alert: null };
      return { ...state, previsionAlert: false };
    case 'refreshing':
      return { ...state, refreshing: action.refreshing };
    case 'refreshed':
      return { ...overlayClosed(state), payload: state.payload ? mergeChanges(state.payload, action.from, action.payload) : action.payload };
    case 'pricesLoaded':
      return state.payload
        ? {
          ...state,
          payload: { ...state.payload, ...action.series },
          refreshing: false,
          notAvailable: action.notAvailable,
          // Raised when the forecast goes missing, not again on every download that still lacks it.
          previsionAlert: state.previsionAlert || (action.notAvailable.includes(PREVISION_SERIES) && !state.notAvailable.includes(PREVISION_SERIES)),
        }
        : state;
  }
}
