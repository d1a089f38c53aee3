import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, buildUrl, logout, messageFromBody } from './client';
import { getSession, setSession } from './session';

describe('buildUrl', () => {
  it('appends defined query values only', () => {
    expect(buildUrl('/api/ro', { start_date: '2026-01-01', end_date: '2026-12-01', skip: undefined, none: null })).toBe('/api/ro?start_date=2026-01-01&end_date=2026-12-01');
    expect(buildUrl('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
    expect(buildUrl('/api/x', {})).toBe('/api/x');
  });
});

describe('messageFromBody', () => {
  it('prefers message, then resultado, then error', () => {
    expect(messageFromBody({ status: 400, message: 'Mal' }, 'x')).toBe('Mal');
    expect(messageFromBody({ resultado: 'Usuario o contraseña incorrectos' }, 'x')).toBe('Usuario o contraseña incorrectos');
    expect(messageFromBody({ error: 'Unauthorized' }, 'x')).toBe('Unauthorized');
  });

  it('falls back for empty bodies and HTML pages', () => {
    expect(messageFromBody(undefined, 'Bad Gateway')).toBe('Bad Gateway');
    expect(messageFromBody('<html>oops</html>', 'Bad Gateway')).toBe('Bad Gateway');
    expect(messageFromBody('plain text', 'x')).toBe('plain text');
  });
});

describe('apiRequest language', () => {
  afterEach(() => vi.unstubAllGlobals());

  const sentLanguage = async (lang: string | undefined): Promise<string | null> => {
    if (lang !== undefined) vi.stubGlobal('document', { documentElement: { lang } });
    const fetchSpy = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    await apiRequest('/api/x', { auth: false });
    const init = (fetchSpy.mock.calls[0] as unknown as [string, RequestInit])[1];
    return new Headers(init.headers).get('Accept-Language');
  };

  it('sends the UI language so the server words its reasons in it', async () => {
    expect(await sentLanguage('en')).toBe('en');
    expect(await sentLanguage('es')).toBe('es');
  });

  it('leaves the header to the browser when no language is set', async () => {
    expect(await sentLanguage('')).toBeNull();
  });
});

describe('logout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the server to end the session with its token, and forgets it here at once', () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(null, { status: 204 });
    }));
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${encode({ alg: 'HS256' })}.${encode({ sub: 'gestor', exp: Date.now() / 1000 + 3600 })}.firma`;
    setSession({ token, username: 'gestor', role: 'full' });
    logout();
    expect(getSession()).toBeNull();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/logout');
    expect(calls[0]!.init.method).toBe('POST');
    expect(new Headers(calls[0]!.init.headers).get('Authorization')).toBe(`Bearer ${token}`);
    // No session: nothing to end.
    logout();
    expect(calls).toHaveLength(1);
  });
});
