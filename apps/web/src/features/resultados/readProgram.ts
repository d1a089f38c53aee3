// The schedule part as the results page reads it: one reader for every query of it, since the
// query cache keys a read part by its reader's place, not by the function.
import type { Programa } from '@plantasim/domain';
import { nextTask } from '../../api/resultados';
import { scheduleGridsOf } from './model/scheduleGrids';

/** GET /api/programa/{id}, then (in the next task) the schedule grids the first sub-tab shows. */
export async function readProgram(program: Programa): Promise<Programa> {
  await nextTask();
  scheduleGridsOf(program);
  return program;
}
