// A quarter-hour run's hourly view folds an hour with any quarter on into a whole hour on; the time an
// engine really ran is only in the run's tables per period. They are read beside the hourly tables
// (the same queries the quarter view uses, so switching views reads nothing again).
import { useMemo } from 'react';
import type { ResultResolution } from '@plantasim/domain';
import { useResultPart } from '../../api/resultados';
import { readProgram } from './readProgram';
import type { ResultsBundle } from './model/workbooks';

export function useQuarterTime(simulationId: string, quarterRun: boolean, shown: ResultResolution, withResults: boolean): ResultsBundle['quarters'] {
  const wanted = withResults && quarterRun && shown === 'horas';
  const program = useResultPart(simulationId, 'programa', readProgram, wanted, 'cuartos');
  const economic = useResultPart(simulationId, 'resultado-economico', undefined, wanted, 'cuartos');
  return useMemo(
    () => (wanted && program.data && economic.data ? { program: program.data, economic: economic.data } : undefined),
    [wanted, program.data, economic.data],
  );
}
