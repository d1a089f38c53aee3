import { describe, expect, it } from 'vitest';
import { zipSync, strToU8 } from 'fflate';
import { jsonFromZip, readMarketRows, zipJson } from './simulacion';

describe('data.zip', () => {
  it('round-trips a payload through data.json', () => {
    const value = { a: 1, b: ['ñ', 2.5] };
    expect(jsonFromZip(zipJson(value))).toEqual(value);
  });
  it('reads any .json file and answers null for garbage', () => {
    expect(jsonFromZip(zipSync({ 'otro.json': strToU8('{"x":1}') }))).toEqual({ x: 1 });
    expect(jsonFromZip(zipSync({ 'data.json': strToU8('{nope') }))).toBeNull();
    expect(jsonFromZip(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});

describe('readMarketRows', () => {
  it('accepts the price rows and refuses empty or malformed answers', () => {
    expect(readMarketRows([{ fecha_hora: '01/02/2025 00:00', hora: 'H1', valor: 12.5 }])).toEqual([{ fecha_hora: '01/02/2025 00:00', hora: 'H1', valor: 12.5 }]);
    expect(readMarketRows([])).toBeNull();
    expect(readMarketRows({ data: [] })).toBeNull();
    expect(readMarketRows([{ fecha_hora: 3, valor: 1 }])).toBeNull();
  });
});
