// What the page of a running simulation says about it: how far the solve is (rolling windows when
// the horizon is solved in windows, hours otherwise) and how long it has been running.
import type { RuleMessage } from './validity.ts';

export interface RunProgressReport {
  done: number;
  total: number;
  window?: number;
  windows?: number;
}

export interface RunInfo {
  /** ISO instant the solver started the run. */
  started: string;
  progress: RunProgressReport | null;
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
 * The lines of a running run: progress ('run.windows' when the solve has more than one window, else
 * 'run.hours'; 'run.starting' before the first report) and 'run.elapsed' since the solver started it
 * (since its launch, `created`, while it waits in the queue).
 */
export function runProgressMessages(run: RunInfo | null | undefined, created: string, now: Date): RuleMessage[] {
  const out: RuleMessage[] = [];
  const p = run?.progress;
  if (p && p.windows !== undefined && p.windows > 1 && p.window !== undefined) {
    // A window is done when the next one starts: the report names the window just solved.
    out.push({ code: 'run.windows', params: { done: Math.min(p.window, p.windows), total: p.windows } });
  } else if (p && p.total > 0) {
    out.push({ code: 'run.hours', params: { done: Math.min(p.done, p.total), total: p.total } });
  } else {
    out.push({ code: 'run.starting', params: {} });
  }
  const from = Date.parse(run?.started ?? created);
  if (Number.isFinite(from)) out.push({ code: 'run.elapsed', params: { elapsed: formatElapsed(now.getTime() - from) } });
  return out;
}
