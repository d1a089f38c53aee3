import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, buildUrl, messageFromBody } from './client';

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
