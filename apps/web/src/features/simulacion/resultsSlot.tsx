// The Resultados tab is another feature (features/resultados). Features do not import each other,
// so the app composes them: src/app/SimulationRoute.tsx passes a renderer that this context carries
// down to the tabs.
import { createContext, useContext, type ReactNode } from 'react';

export interface ResultsSlotProps {
  simulationId: string;
  operator: boolean;
  /** Mode text 'Planificación': a whole year of results. */
  planning: boolean;
  simulationName: string;
}

export type ResultsRenderer = (props: ResultsSlotProps) => ReactNode;

const ResultsSlot = createContext<ResultsRenderer>(() => null);

export const ResultsSlotProvider = ResultsSlot.Provider;

export function useResultsSlot(): ResultsRenderer {
  return useContext(ResultsSlot);
}
