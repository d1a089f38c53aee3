/**
 * Login guessing is kept slow without a hard lock-out of the account's owner. Only failed attempts
 * count (and attempts still being checked, so a parallel burst cannot slip through), over a sliding
 * minute, per server process:
 * - per address and user name: `limit` failures, then 429 for that pair only. The same user from
 *   another address is unaffected;
 * - per address over every name (password spraying): `limit` × LOGIN_WIDE_FACTOR failures, then 429
 *   for that address;
 * - per user name over every address: never a refusal (that would let anyone lock the owner out), but
 *   from `limit` failures on, every attempt at that name, right or wrong, first waits a delay that
 *   doubles with each further failure (delayBaseMs, 2×, 4×… up to delayMaxMs). The same wait for a
 *   right and a wrong password: the answer time tells nothing.
 * Client addresses are only as good as TRUST_PROXY (see parseTrustProxy in config.ts).
 */

/** The per-address limit over all names is this many times the per-(address, name) one. */
export const LOGIN_WIDE_FACTOR = 5;
const WINDOW_MS = 60_000;
/** Keys kept per dimension; the oldest go first (rotating forged addresses must not exhaust memory). */
const MAX_KEYS = 50_000;

export interface ThrottleOptions {
  limit: number;
  delayBaseMs: number;
  delayMaxMs: number;
}

/** The wait before checking a password for a name with `failures` recent failures. */
export function loginDelayMs(failures: number, opts: ThrottleOptions): number {
  if (failures < opts.limit) return 0;
  return Math.min(opts.delayMaxMs, opts.delayBaseMs * 2 ** Math.min(30, failures - opts.limit));
}

class Counter {
  private readonly failures = new Map<string, number[]>();
  private readonly pending = new Map<string, number>();

  count(key: string, now: number): number {
    const list = this.failures.get(key);
    const recent = list ? list.filter((t) => now - t < WINDOW_MS) : [];
    if (list && recent.length !== list.length) {
      if (recent.length > 0) this.failures.set(key, recent);
      else this.failures.delete(key);
    }
    return recent.length + (this.pending.get(key) ?? 0);
  }

  /** Seconds until the oldest failure leaves the window. */
  retryAfter(key: string, now: number): number {
    const oldest = this.failures.get(key)?.[0] ?? now;
    return Math.max(1, Math.ceil((oldest + WINDOW_MS - now) / 1000));
  }

  begin(key: string): void {
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
  }

  end(key: string, failed: boolean, now: number): void {
    const left = (this.pending.get(key) ?? 1) - 1;
    if (left > 0) this.pending.set(key, left);
    else this.pending.delete(key);
    if (!failed) return;
    const list = this.failures.get(key);
    if (list) list.push(now);
    else {
      if (this.failures.size >= MAX_KEYS) this.failures.delete(this.failures.keys().next().value!);
      this.failures.set(key, [now]);
    }
  }

  clear(key: string): void {
    this.failures.delete(key);
  }
}

export type ThrottleDecision =
  | { ok: false; retryAfterSeconds: number }
  | { ok: true; delayMs: number; done: (outcome: 'success' | 'failure' | 'neutral') => void };

export function createLoginThrottle(opts: ThrottleOptions) {
  const pair = new Counter();
  const address = new Counter();
  const name = new Counter();
  return {
    /** Call before checking the password; then `done` with the outcome ('neutral': not a guess, e.g. 503). */
    attempt(ip: string, username: string | undefined, now = Date.now()): ThrottleDecision {
      const pairKey = `${ip}|${username ?? ''}`;
      if (pair.count(pairKey, now) >= opts.limit) return { ok: false, retryAfterSeconds: pair.retryAfter(pairKey, now) };
      if (address.count(ip, now) >= opts.limit * LOGIN_WIDE_FACTOR) return { ok: false, retryAfterSeconds: address.retryAfter(ip, now) };
      const nameFailures = username === undefined ? 0 : name.count(username, now);
      pair.begin(pairKey);
      address.begin(ip);
      if (username !== undefined) name.begin(username);
      let finished = false;
      return {
        ok: true,
        delayMs: loginDelayMs(nameFailures, opts),
        done(outcome) {
          if (finished) return;
          finished = true;
          const failed = outcome === 'failure';
          const at = Date.now();
          pair.end(pairKey, failed, at);
          address.end(ip, failed, at);
          if (username !== undefined) name.end(username, failed, at);
          if (outcome === 'success') pair.clear(pairKey); // the owner's own typos are forgiven once they get in
        },
      };
    },
  };
}
