import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { readPriceRows } from './precios';
import { checkStatusBody, readRoRows } from './ro';

describe('answers of the Ro and downloader endpoints', () => {
  it('reads Ro rows and cuts DATE_RO to the day', () => {
    expect(readRoRows([{ DATE_RO: '2026-03-01T00:00:00.000Z', VALUE: '78.8', USER_MOD: 'gestor' }])).toEqual([
      { DATE_RO: '2026-03-01', VALUE: 78.8, USER_MOD: 'gestor', DATETIME_MOD: null },
    ]);
  });
  it('treats a failing status in a 200 body as an error with the server text', () => {
    expect(checkStatusBody({ status: 200, message: 'ok' })).toEqual({ status: 200, message: 'ok' });
    const body = { status: 409, message: 'Ya existe' };
    expect(() => checkStatusBody(body)).toThrow(new ApiError(409, 'Ya existe', body));
    expect(() => checkStatusBody({ status: 'error', message: 'Mal' })).toThrow('Mal');
  });
  it('accepts only an array of prices (docs/rules/validation.md) and keeps missing values empty', () => {
    expect(readPriceRows({ message: 'x' })).toBeNull();
    expect(readPriceRows([{ fecha: '01/01/2024', omie: 63.2, prevision: null, mibgas_2: '35,1', co2: undefined }])).toEqual([
      { fecha: '01/01/2024', omie: 63.2, prevision: null, mibgas_2: 35.1, co2: null },
    ]);
  });
});
