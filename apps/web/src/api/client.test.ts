import { describe, expect, it } from 'vitest';
import { buildUrl, messageFromBody } from './client';

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
