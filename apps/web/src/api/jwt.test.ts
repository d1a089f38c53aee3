import { describe, expect, it } from 'vitest';
import { basicAuthHeader, decodeTokenClaims, isTokenExpired, tokenExpiresAt } from './jwt';

function tokenWith(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('decodeTokenClaims', () => {
  it('reads the payload, including non-ASCII names', () => {
    expect(decodeTokenClaims(tokenWith({ username: 'José', role: 'operator', exp: 10 }))).toEqual({ username: 'José', role: 'operator', exp: 10 });
  });

  it('returns null for text that is not a JWT', () => {
    expect(decodeTokenClaims('not-a-token')).toBeNull();
    expect(decodeTokenClaims('a.%%%.c')).toBeNull();
    expect(decodeTokenClaims(`x.${Buffer.from('[1,2]').toString('base64url')}.y`)).toBeNull();
  });
});

describe('token expiry', () => {
  const now = Date.UTC(2026, 10, 22, 12, 0, 0);

  it('is expired once exp (seconds) has passed', () => {
    const token = tokenWith({ exp: now / 1000 + 60 });
    expect(tokenExpiresAt(token)).toBe(now + 60_000);
    expect(isTokenExpired(token, now)).toBe(false);
    expect(isTokenExpired(token, now + 60_000)).toBe(true);
  });

  it('treats unreadable tokens as expired and tokens without exp as live', () => {
    expect(isTokenExpired('garbage', now)).toBe(true);
    expect(isTokenExpired(tokenWith({ username: 'gestor' }), now)).toBe(false);
  });
});

describe('basicAuthHeader', () => {
  it('encodes user and the URL-encoded password', () => {
    expect(basicAuthHeader('gestor', 'gestor2026')).toBe(`Basic ${Buffer.from('gestor:gestor2026').toString('base64')}`);
    expect(basicAuthHeader('ana', 'a:b ñ%')).toBe(`Basic ${Buffer.from(`ana:${encodeURIComponent('a:b ñ%')}`).toString('base64')}`);
  });

  it('encodes a non-ASCII user name as UTF-8', () => {
    expect(basicAuthHeader('josé', 'x')).toBe(`Basic ${Buffer.from('josé:x', 'utf8').toString('base64')}`);
  });
});
