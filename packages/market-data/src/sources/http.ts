// HTTP GET with a timeout, bounded retries and a per-host cool-down, that never throws: there may
// be no network at all (offline plants, CI), and an endpoint must then answer [] quickly.

export interface Logger {
  warn: (msg: string) => void;
  info?: (msg: string) => void;
}

export const consoleLogger: Logger = { warn: (m) => console.warn(m) };

export type FetchFn = (url: string, init?: RequestInit) => Promise<Response>;

export type HttpResult =
  | { ok: true; status: number; bytes: Uint8Array; contentType: string }
  | { ok: false; reason: string; status?: number; network: boolean; timedOut?: boolean };

export interface HttpOptions {
  timeoutMs: number;
  retries: number;
  hostCooldownMs: number;
  headers?: Record<string, string>;
  logger?: Logger;
  fetchImpl?: FetchFn;
  /** Overall deadline of the whole operation (every attempt included): once it fires, the request
   *  in flight is aborted and no retry starts. */
  overall?: AbortSignal;
}

/** Hosts that failed at network level recently (host -> time until which they are skipped). */
const downUntil = new Map<string, number>();

/** Forget every host cool-down (tests, or after connectivity comes back). */
export function resetHostCooldowns(): void {
  downUntil.clear();
}

const hostOf = (url: string) => { try { return new URL(url).host; } catch { return url; } };

/** True while the URL's host is skipped after a recent network failure. */
export function isHostCoolingDown(url: string): boolean {
  return (downUntil.get(hostOf(url)) ?? 0) > Date.now();
}

/** The URL without its query, for messages shown to users (a query may carry a key). */
export function sourceName(url: string): string {
  try { const u = new URL(url); return `${u.host}${u.pathname}`; } catch { return url.split('?')[0] ?? url; }
}

export async function httpGet(url: string, opts: HttpOptions): Promise<HttpResult> {
  const log = opts.logger ?? consoleLogger;
  const host = hostOf(url);
  const until = downUntil.get(host) ?? 0;
  if (until > Date.now()) return { ok: false, reason: `host ${host} unreachable (cooling down)`, network: true };
  const doFetch = opts.fetchImpl ?? fetch;
  let last: HttpResult = { ok: false, reason: 'not attempted', network: true };
  let attempts = 0;
  for (let attempt = 0; attempt <= opts.retries && !opts.overall?.aborted; attempt++) {
    attempts++;
    const perRequest = AbortSignal.timeout(opts.timeoutMs);
    const signal = opts.overall ? AbortSignal.any([perRequest, opts.overall]) : perRequest;
    try {
      const res = await doFetch(url, { headers: opts.headers, signal, redirect: 'follow' });
      if (res.ok) {
        return { ok: true, status: res.status, bytes: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? '' };
      }
      await res.body?.cancel().catch(() => undefined);
      last = { ok: false, reason: `HTTP ${res.status}`, status: res.status, network: false };
      if (res.status < 500) break; // 4xx will not change on retry
    } catch (err) {
      const e = err as { name?: string; message?: string; cause?: { code?: string } };
      const timedOut = e.name === 'TimeoutError' || (e.name === 'AbortError' && (perRequest.aborted || opts.overall?.aborted === true));
      const reason = !timedOut ? (e.cause?.code ?? e.message ?? String(err))
        : perRequest.aborted ? `timeout after ${opts.timeoutMs} ms` : 'overall deadline reached';
      last = { ok: false, reason, network: true, timedOut };
    }
  }
  if (!last.ok) {
    log.warn(`[market-data] GET ${url} failed after ${attempts} attempt(s): ${last.reason}`);
    if (last.network) downUntil.set(host, Date.now() + opts.hostCooldownMs);
  }
  return last;
}
