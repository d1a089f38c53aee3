// How long a request waits for the outside sources: a page answers within config.pageDeadlineMs
// with what it has and names the source that was late; other callers wait for the sources, bounded
// by their own timeouts.
import type { MarketSource } from '../types.ts';
import type { Logger } from './http.ts';
import type { SourceProblems } from './sourceProblems.ts';

/** A page's wait for the outside sources: resolves 'late' when the page may wait no longer. */
export type Deadline = Promise<'late'>;

/** How long a call waits for the outside sources. A page ('page') answers within
 *  `config.pageDeadlineMs` with what it has; other callers (a launch needs every price) wait for
 *  the sources, bounded by their own timeouts. */
export type SourceWait = 'page' | 'full';

/** The deadline of a call, started now ('full' never fires). The timer does not keep the process alive. */
export function deadlineOf(wait: SourceWait, pageDeadlineMs: number): Deadline {
  if (wait === 'full') return new Promise(() => undefined);
  return new Promise((resolve) => { setTimeout(() => resolve('late'), pageDeadlineMs).unref?.(); });
}

/**
 * `work` if it ends before the deadline, else `fallback` and a 'tarde' problem for the source. The
 * work is not cancelled: it goes on (bounded by its own timeouts) and stores what it finds, so the
 * next request has it.
 */
export async function bounded<T>(problems: SourceProblems, logger: Logger, source: MarketSource, work: Promise<T>, deadline: Deadline, fallback: T): Promise<T> {
  const guarded = work.catch((err: unknown) => {
    logger.warn(`[market-data] unexpected error: ${(err as Error).message ?? String(err)}`);
    return fallback;
  });
  const first = await Promise.race([guarded.then((value) => ({ value })), deadline]);
  if (first !== 'late') return first.value;
  const late = problems.late(source);
  // Once the work is done, 'late' is no longer true (a problem it met itself stays).
  void guarded.then(() => { if (problems.get(source) === late) problems.clear(source); });
  return fallback;
}
