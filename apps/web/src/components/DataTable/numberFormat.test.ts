import { describe, expect, it } from 'vitest';
import { editText, formatEsNumber, readEditedNumber, stepDecimals, stepValue } from './numberFormat';

describe('formatEsNumber', () => {
  it('shows es-ES numbers with 2 decimals by default', () => {
    expect(formatEsNumber(84.75)).toBe('84,75');
    expect(formatEsNumber(12345.678)).toBe('12.345,68');
    expect(formatEsNumber(3)).toBe('3,00');
    expect(formatEsNumber(0.0001, 3)).toBe('0,000');
  });
  it('never shows minus zero and leaves empty values empty', () => {
    expect(formatEsNumber(-0.001)).toBe('0,00');
    expect(formatEsNumber(null)).toBe('');
    expect(formatEsNumber(undefined)).toBe('');
    expect(formatEsNumber('')).toBe('');
  });
  it('formats numeric strings and keeps other text', () => {
    expect(formatEsNumber('1,5')).toBe('1,50');
    expect(formatEsNumber('n/d')).toBe('n/d');
  });
});

describe('editing numbers', () => {
  it('reads a decimal comma or point and clamps into the range', () => {
    expect(readEditedNumber('1,25', 0, 1.5)).toBe(1.25);
    expect(readEditedNumber('7', 0, 1.5)).toBe(1.5);
    expect(readEditedNumber('-3', 0)).toBe(0);
    expect(readEditedNumber('abc')).toBeNull();
    expect(readEditedNumber('')).toBeNull();
  });
  it('steps without floating-point noise', () => {
    expect(stepDecimals(0.01)).toBe(2);
    expect(stepDecimals(1)).toBe(0);
    expect(stepDecimals(1e-7)).toBe(7);
    expect(stepValue(0.1, 0.1, 1)).toBe(0.2);
    expect(stepValue(0.3, 0.1, 1)).toBe(0.4);
    expect(stepValue(1.49, 0.01, 1, 0, 1.5)).toBe(1.5);
    expect(stepValue(1.5, 0.01, 1, 0, 1.5)).toBe(1.5);
    expect(stepValue(0, 1, -1, 0, 100)).toBe(0);
  });
});

describe('editText', () => {
  it('opens the editor with the language decimal mark and no grouping, and reads back the same number', () => {
    expect(editText(12345.5, 2, 'es')).toBe('12345,50');
    expect(editText(12345.5, 2, 'en')).toBe('12345.50');
    for (const lang of ['es', 'en'] as const) {
      for (const v of [0, 1.5, -3.25, 84.75, 28500, 1234567.89]) expect(readEditedNumber(editText(v, 2, lang))).toBe(v);
    }
  });
});
