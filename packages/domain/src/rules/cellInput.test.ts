import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/index.ts';
import { readCellInput } from './cellInput.ts';

const text = (r: ReturnType<typeof readCellInput>, lang: 'es' | 'en' = 'es') => (r.ok ? String(r.value) : formatMessage(r.refusal.code, r.refusal.params, lang));

describe('readCellInput', () => {
  it('reads a decimal comma or point', () => {
    expect(readCellInput('12,5', 'Demanda', { min: 0 })).toEqual({ ok: true, value: 12.5 });
    expect(readCellInput('1.234,5', 'Demanda')).toEqual({ ok: true, value: 1234.5 });
    expect(readCellInput(7, 'Demanda')).toEqual({ ok: true, value: 7 });
  });
  it('refuses a negative value in a column that starts at 0 instead of turning it into 0', () => {
    expect(text(readCellInput('-20', 'Demanda de frío (MW)', { min: 0 }))).toBe("'Demanda de frío (MW)': no se admiten valores negativos (-20); la celda conserva su valor.");
    expect(text(readCellInput('-20', 'Demanda de frío (MW)', { min: 0 }), 'en')).toBe("'Demanda de frío (MW)': negative values are not allowed (-20); the cell keeps its value.");
  });
  it('refuses text that is not a number, and an empty cell', () => {
    expect(text(readCellInput('abc', 'Demanda', { min: 0 }))).toBe("'Demanda': «abc» no es un número; la celda conserva su valor.");
    expect(text(readCellInput('  ', 'Demanda'))).toBe("'Demanda': la celda no puede quedar vacía; conserva su valor.");
  });
  it('refuses values outside the other limits, naming them', () => {
    expect(text(readCellInput('0,5', 'Coef', { min: 1.5 }))).toBe("'Coef': 0,5 está por debajo del mínimo (1,5); la celda conserva su valor.");
    expect(text(readCellInput('101', 'Motor', { min: 0, max: 100 }))).toBe("'Motor': 101 está por encima del máximo (100); la celda conserva su valor.");
    expect(readCellInput('100', 'Motor', { min: 0, max: 100 })).toEqual({ ok: true, value: 100 });
  });
});
