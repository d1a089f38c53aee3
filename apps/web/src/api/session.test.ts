import { describe, expect, it } from 'vitest';
import { parseStoredSession, sessionFromToken } from './session';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (payload: object) => `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
const now = Date.UTC(2026, 0, 1);

describe('parseStoredSession', () => {
  it('restores a live session', () => {
    const stored = JSON.stringify({ token: token({ exp: now / 1000 + 3600 }), username: 'gestor', role: 'full' });
    expect(parseStoredSession(stored, now)).toMatchObject({ username: 'gestor', role: 'full' });
  });

  it('drops an expired or malformed session', () => {
    expect(parseStoredSession(JSON.stringify({ token: token({ exp: now / 1000 - 1 }), username: 'gestor', role: 'full' }), now)).toBeNull();
    expect(parseStoredSession('{not json', now)).toBeNull();
    expect(parseStoredSession(JSON.stringify({ username: 'gestor' }), now)).toBeNull();
    expect(parseStoredSession(null, now)).toBeNull();
  });

  it('reads any role other than operator as full', () => {
    const stored = JSON.stringify({ token: token({}), username: 'x', role: 'admin' });
    expect(parseStoredSession(stored, now)?.role).toBe('full');
  });
});

describe('sessionFromToken', () => {
  it('takes name and role from the token claims', () => {
    expect(sessionFromToken(token({ username: 'operador', role: 'operator' }), 'typed')).toMatchObject({ username: 'operador', role: 'operator' });
  });

  it('falls back to the typed name and the full role', () => {
    expect(sessionFromToken(token({}), 'gestor')).toMatchObject({ username: 'gestor', role: 'full' });
  });
});
