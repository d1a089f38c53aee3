// Context over the form's store: one provider per page, small hooks for the panels.
import { createContext, useCallback, useContext, useMemo, useReducer, useRef, type Dispatch, type ReactNode, type RefObject } from 'react';
import type { SimulationPayload } from '@plantasim/domain';
import { initialState, simulationReducer, type SimulationAction, type SimulationState } from './simulationStore';

export interface FormAccess {
  /** Operator session (docs/rules/roles.md). */
  operator: boolean;
  /** An existing simulation: read-only review. */
  existing: boolean;
  /** Inputs may be edited (new simulation). */
  editable: boolean;
}

interface Ctx {
  state: SimulationState;
  dispatch: Dispatch<SimulationAction>;
  access: FormAccess;
  /** Leaving would lose the user's changes: an editable form they have changed (read when a navigation starts). */
  unsavedRef: RefObject<boolean>;
  /** The form was launched or saved: a navigation started in the same event is not held back. */
  markSaved: () => void;
}

const SimulationCtx = createContext<Ctx | null>(null);

export function SimulationProvider({ id, operator, children }: { id: string | null; operator: boolean; children: ReactNode }) {
  const [state, dispatch] = useReducer(simulationReducer, id, initialState);
  const access = useMemo<FormAccess>(() => ({ operator, existing: id !== null, editable: id === null }), [operator, id]);
  // A ref beside the state: the launch navigates right after saying it is saved, before a re-render.
  const unsavedRef = useRef(false);
  unsavedRef.current = access.editable && state.edited;
  const markSaved = useCallback(() => {
    unsavedRef.current = false;
    dispatch({ type: 'saved' });
  }, []);
  const value = useMemo(() => ({ state, dispatch, access, unsavedRef, markSaved }), [state, access, markSaved]);
  return <SimulationCtx.Provider value={value}>{children}</SimulationCtx.Provider>;
}

export function useSimulation(): Ctx {
  const ctx = useContext(SimulationCtx);
  if (!ctx) throw new Error('useSimulation outside SimulationProvider');
  return ctx;
}

/** The loaded payload (panels render only once it is there). */
export function usePayload(): SimulationPayload {
  const { state } = useSimulation();
  if (!state.payload) throw new Error('payload not loaded');
  return state.payload;
}

/** Updates one part of the payload. */
export function useUpdate(): (update: (p: SimulationPayload) => SimulationPayload) => void {
  const { dispatch } = useSimulation();
  return useMemo(() => (update: (p: SimulationPayload) => SimulationPayload) => dispatch({ type: 'update', update }), [dispatch]);
}
