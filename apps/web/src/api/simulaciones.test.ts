import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENTS_RETRY_MS, subscribeSimulationEvents } from './simulaciones';
import { clearSession, setSession } from './session';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const loginToken = `${encode({ alg: 'HS256' })}.${encode({ sub: 'gestor', role: 'full', exp: Date.now() / 1000 + 3600 })}.firma`;

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  closed = false;
  onmessage?: (m: MessageEvent<string>) => void;
  onopen?: () => void;
  onerror?: () => void;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener() {}
  close() {
    this.closed = true;
  }
}

let tickets = 0;
const requests: { url: string; method?: string; authorization: string | null }[] = [];

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    requests.push({ url, method: init.method, authorization: new Headers(init.headers).get('Authorization') });
    return new Response(JSON.stringify({ ticket: `ticket-${++tickets}`, expires_in: 60 }), { status: 200 });
  });
  FakeEventSource.opened = [];
  requests.length = 0;
  tickets = 0;
  setSession({ token: loginToken, username: 'gestor', role: 'full' });
});

afterEach(() => {
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settle = () => vi.waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));

describe('subscribeSimulationEvents', () => {
  it('opens the stream with a ticket asked with the login token, never with the token in the URL', async () => {
    const events: unknown[] = [];
    const close = subscribeSimulationEvents((e) => events.push(e));
    await settle();
    expect(requests).toEqual([{ url: '/api/simulacion/eventos/ticket', method: 'POST', authorization: `Bearer ${loginToken}` }]);
    const source = FakeEventSource.opened[0]!;
    expect(source.url).toBe('/api/simulacion/eventos?ticket=ticket-1');
    expect(source.url).not.toContain(loginToken);
    source.onmessage?.({ data: JSON.stringify({ id: 7, status: 4, VALID: 0 }) } as MessageEvent<string>);
    expect(events).toEqual([{ id: 7, status: 4, VALID: 0, last_update: undefined }]);
    close();
    expect(source.closed).toBe(true);
  });

  it('after the stream drops, reopens with a new ticket and asks the page to reload the list', async () => {
    vi.useFakeTimers();
    const reloads: number[] = [];
    const close = subscribeSimulationEvents(() => {}, () => reloads.push(1));
    await vi.waitFor(() => expect(FakeEventSource.opened.length).toBe(1));
    const first = FakeEventSource.opened[0]!;
    first.onopen?.();
    first.onerror?.();
    expect(first.closed).toBe(true); // EventSource would retry the old URL: its ticket may have expired
    await vi.advanceTimersByTimeAsync(EVENTS_RETRY_MS);
    await vi.waitFor(() => expect(FakeEventSource.opened.length).toBe(2));
    const second = FakeEventSource.opened[1]!;
    expect(second.url).toBe('/api/simulacion/eventos?ticket=ticket-2');
    second.onopen?.();
    expect(reloads).toEqual([1]);
    close();
    expect(second.closed).toBe(true);
  });
});
