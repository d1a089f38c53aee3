// What the page of a running simulation says about it: how far the solve is (rolling windows when
// the horizon is solved in windows, hours otherwise; then its lower bound and the explanations), which
// pass of the annual rules it is in, and how long it has been running.
import type { RuleMessage } from './validity.ts';
import type { RunProgress } from '../contract/simulations.ts';

export interface RunInfo {
  /** ISO instant the solver started the run. */
  started: string;
  progress: RunProgress | null;
}

/** A duration as a person reads it: '45 s', '3 min 05 s', '1 h 02 min'. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (h > 0) return `${h} h ${two(m)} min`;
  if (m > 0) return `${m} min ${two(s)} s`;
  return `${s} s`;
}

/**
 * The lines of a running run: with annual limits the pass over the horizon ('run.pass': each pass
 * solves every window again, so the windows count from 1 again), progress ('run.bound' for the lower
 * bound's parts, 'run.boundWhole' once a bound of a single part is computed, 'run.explain' for the
 * explanations' windows, else 'run.windows' when the solve has more than one window, 'run.hours' when
 * it has one; 'run.starting' before the first report) and 'run.elapsed' since the solver started it
 * (since its launch, `created`, while it waits in the queue).
 */
export function runProgressMessages(run: RunInfo | null | undefined, created: string, now: Date): RuleMessage[] {
  const out: RuleMessage[] = [];
  const p = run?.progress;
  const parts = p && p.windows !== undefined && p.window !== undefined ? { done: Math.min(p.window, p.windows), total: p.windows } : undefined;
  if (p?.pass !== undefined && p.phase !== 'bound' && p.phase !== 'explain') out.push({ code: 'run.pass', params: { pass: p.pass } });
  if (p?.phase === 'bound' && parts) {
    // A horizon up to two months has one LP for its bound: no parts to count.
    out.push(parts.total > 1 ? { code: 'run.bound', params: parts } : { code: 'run.boundWhole', params: {} });
  } else if (p?.phase === 'explain' && parts) {
    out.push({ code: 'run.explain', params: parts });
  } else if (parts && parts.total > 1) {
    // A window is done when the next one starts: the report names the window just solved.
    out.push({ code: 'run.windows', params: parts });
  } else if (p && p.total > 0) {
    out.push({ code: 'run.hours', params: { done: Math.min(p.done, p.total), total: p.total } });
  } else {
    out.push({ code: 'run.starting', params: {} });
  }
  const from = Date.parse(run?.started ?? created);
  if (Number.isFinite(from)) out.push({ code: 'run.elapsed', params: { elapsed: formatElapsed(now.getTime() - from) } });
  return out;
}
