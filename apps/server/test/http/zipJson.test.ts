import { describe, expect, it } from 'vitest';
import { unzipSync, zipSync, strToU8, strFromU8 } from 'fflate';
import { jsonDepth, jsonFromZip, parseJsonLimited, zipFiles } from '../../src/http/zipJson.ts';
import { AppError } from '../../src/errors.ts';

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? err.code : 'OTHER';
  }
  return undefined;
};

describe('zip and JSON caps', () => {
  it('measures nesting outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[[\\"[[["}')).toBe(1);
    expect(jsonDepth('3')).toBe(0);
  });

  it('refuses deep, invalid and non-zip input with stable codes', () => {
    expect(codeOf(() => parseJsonLimited('['.repeat(40) + ']'.repeat(40)))).toBe('JSON_TOO_DEEP');
    expect(codeOf(() => parseJsonLimited('{'))).toBe('INVALID_JSON');
    expect(codeOf(() => jsonFromZip(strToU8('no soy un zip')))).toBe('BAD_ZIP');
    expect(codeOf(() => jsonFromZip(zipSync({ 'a.json': strToU8('1'), 'b.json': strToU8('2') })))).toBe('ZIP_NO_JSON');
  });

  it('prefers data.json, else the only JSON entry, matching names case-insensitively', () => {
    expect(jsonFromZip(zipSync({ 'DATA.JSON': strToU8('{"x":1}'), 'otro.json': strToU8('{}') }))).toEqual({ x: 1 });
    expect(jsonFromZip(zipSync({ 'sim.json': strToU8('{"y":2}'), 'leeme.txt': strToU8('hola') }))).toEqual({ y: 2 });
    expect(jsonFromZip(zipSync({ 'data.json': strToU8('\uFEFF[1]') }))).toEqual([1]);
  });

  it('compresses a download in worker threads: the event loop turns while a large zip is built', async () => {
    const rows = Array.from({ length: 200_000 }, (_, i) => ({ hora: i, valor: (i * 7919) % 1000 / 7 }));
    let turned = false;
    setImmediate(() => (turned = true));
    const built = await zipFiles({ 'resultados.json': rows, 'nota.json': 'null' });
    expect(turned).toBe(true);
    const back = unzipSync(built);
    expect(JSON.parse(strFromU8(back['resultados.json']!))).toEqual(rows);
    expect(strFromU8(back['nota.json']!)).toBe('null');
  });
});
