// httpGet's log line counts the attempts actually made: a 404 is not retried (1 attempt), a 5xx
// and a silent server are retried up to the limit; the overall deadline stops retries.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { httpGet, resetHostCooldowns } from './http.ts';
import { htmlErrorPage, startReplayServer, type ReplayServer } from '../testSupport/replayServer.ts';

let server: ReplayServer;
beforeAll(async () => { server = await startReplayServer(); });
afterAll(async () => { await server.close(); });
afterEach(() => resetHostCooldowns());

async function attemptsLogged(path: string, extra: { retries?: number; timeoutMs?: number; overall?: AbortSignal } = {}) {
  const lines: string[] = [];
  const before = server.requests.filter((r) => r === path).length;
  const res = await httpGet(`${server.url}${path}`, { timeoutMs: 200, retries: 2, hostCooldownMs: 0, logger: { warn: (m) => lines.push(m) }, ...extra });
  const asked = server.requests.filter((r) => r === path).length - before;
  return { res, asked, line: lines.join('\n') };
}

describe('httpGet attempt counts', () => {
  it('a 404 is asked once and logged as 1 attempt', async () => {
    server.set('/missing', htmlErrorPage(404));
    // A deadline far above any answer's time, so what is counted is the 404's own handling, never a
    // retry after a per-attempt timeout on a busy machine.
    const { res, asked, line } = await attemptsLogged('/missing', { timeoutMs: 30_000 });
    expect(res).toMatchObject({ ok: false, status: 404 });
    expect(asked).toBe(1);
    expect(line).toContain('failed after 1 attempt(s): HTTP 404');
  });

  it('a 503 is retried and logged with the attempts made', async () => {
    server.set('/busy', htmlErrorPage(503));
    const { asked, line } = await attemptsLogged('/busy', { timeoutMs: 30_000 });
    expect(asked).toBe(3);
    expect(line).toContain('failed after 3 attempt(s): HTTP 503');
  });

  it('the overall deadline stops the retries of a silent server, and says so', async () => {
    server.set('/silent', { kind: 'hang' });
    const { res, asked, line } = await attemptsLogged('/silent', { retries: 20, timeoutMs: 5000, overall: AbortSignal.timeout(250) });
    expect(res).toMatchObject({ ok: false, timedOut: true });
    expect(asked).toBe(1);
    expect(line).toContain('failed after 1 attempt(s): overall deadline reached');
  });
});
