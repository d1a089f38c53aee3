// Runs Debian's coinor-cbc on a CPLEX-LP text: the reference peer for tests and benchmarks.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const CBC_PATH = process.env.CBC_PATH ?? '/usr/bin/cbc';

export interface CbcResult {
  ok: boolean;
  status: string;
  objective: number;
  seconds: number;
  /** Column values by LP name. */
  values: Map<string, number>;
}

export function runCbc(lpText: string, opts: { ratioGap?: number; seconds?: number } = {}): CbcResult {
  const dir = mkdtempSync(join(tmpdir(), 'plantasim-cbc-'));
  try {
    const lp = join(dir, 'model.lp');
    const sol = join(dir, 'model.sol');
    writeFileSync(lp, lpText);
    const started = performance.now();
    const args = [lp, 'ratioGap', String(opts.ratioGap ?? 1e-4), 'sec', String(opts.seconds ?? 600), 'solve', 'solution', sol];
    const p = spawnSync(CBC_PATH, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const seconds = (performance.now() - started) / 1000;
    if (p.status !== 0 && p.error) return { ok: false, status: String(p.error), objective: NaN, seconds, values: new Map() };
    const text = readFileSync(sol, 'utf8');
    const first = text.split('\n')[0] ?? '';
    const m = /objective value\s+(-?[0-9.eE+-]+)/.exec(first);
    const values = new Map<string, number>();
    for (const line of text.split('\n').slice(1)) {
      const [, name, value] = line.trim().replace(/^\*\*\s*/, '').split(/\s+/);
      if (name !== undefined && value !== undefined) values.set(name, Number(value));
    }
    return { ok: /^Optimal/.test(first), status: first.trim(), objective: m ? Number(m[1]) : NaN, seconds, values };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
