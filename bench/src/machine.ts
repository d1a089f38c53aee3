// The machine a benchmark ran on, printed beside its figures: machines of this kind differ, and a
// loaded one more so.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';

/** The machine's load as `uptime` prints it (load averages over 1, 5, 15 minutes). */
export function uptime(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average ${loadavg().map((x) => x.toFixed(2)).join(', ')}`;
  }
}
