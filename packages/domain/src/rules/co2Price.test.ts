import { describe, expect, it } from 'vitest';
import { formatMessage } from '../messages/index.ts';
import { co2ForDate, co2Note, co2PriceFromSource } from './co2Price.ts';

const rows = [
  { fecha: '14/11/2025', co2: 66.9 },
  { fecha: '15/11/2025', co2: null },
];

describe('the CO2 price of a new scenario', () => {
  it('takes the EUA price of its date from the downloader rows, not the default 70 €/t', () => {
    const eua = co2ForDate(rows, '14/11/2025');
    expect(eua).toBe(66.9);
    expect(co2PriceFromSource(70, eua)).toBe(66.9);
    expect(formatMessage(co2Note('14/11/2025', 66.9, eua).code, { date: '14/11/2025', value: '66,90' })).toBe('Precio EUA (futuros CO2) del 14/11/2025: 66,90 €/t.');
  });

  it('keeps the value when the source has no price that day, and says so', () => {
    for (const [list, fecha] of [[rows, '15/11/2025'], [rows, '16/11/2025'], [null, '14/11/2025']] as const) {
      const eua = co2ForDate(list, fecha);
      expect(eua).toBeNull();
      expect(co2PriceFromSource(70, eua)).toBe(70);
      expect(co2Note(fecha, 70, eua)).toEqual({ code: 'co2.source.none', params: { date: fecha, value: 70 } });
    }
    expect(formatMessage('co2.source.none', { date: '15/11/2025', value: '70,00' }, 'en')).toBe('There is no EUA price (CO2 futures) for 15/11/2025: this scenario uses 70,00 €/t.');
  });

  it('says when a typed value differs from the EUA price', () => {
    expect(co2Note('14/11/2025', 80, 66.9)).toEqual({ code: 'co2.source.edited', params: { date: '14/11/2025', value: 80, eua: 66.9 } });
    expect(co2Note('14/11/2025', 66.904, 66.9).code).toBe('co2.source.eua');
  });
});
