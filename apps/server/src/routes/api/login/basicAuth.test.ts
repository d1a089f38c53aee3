import { describe, expect, it } from 'vitest';
import { parseBasicAuth } from './basicAuth.ts';

const basic = (raw: string) => 'Basic ' + Buffer.from(raw, 'utf8').toString('base64');

describe('parseBasicAuth', () => {
  it('decodes the user and the URL-encoded password', () => {
    expect(parseBasicAuth(basic(`gestor:${encodeURIComponent('a:b%c ñ€')}`))).toEqual({
      ok: true,
      data: { username: 'gestor', password: 'a:b%c ñ€' },
    });
  });

  it('keeps a password that is not valid URL encoding as it is', () => {
    expect(parseBasicAuth(basic('gestor:100%'))).toEqual({ ok: true, data: { username: 'gestor', password: '100%' } });
  });

  it('accepts an empty password (it will simply not match)', () => {
    expect(parseBasicAuth(basic('gestor:'))).toEqual({ ok: true, data: { username: 'gestor', password: '' } });
  });

  it('refuses missing, non-Basic, non-base64 headers and a missing user', () => {
    for (const header of [undefined, '', 'Bearer x', 'Basic', 'Basic ***', basic('sin-separador'), basic(':clave')]) {
      expect(parseBasicAuth(header).ok, String(header)).toBe(false);
    }
  });
});
