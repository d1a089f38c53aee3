import { describe, expect, it } from 'vitest';
import { chartNumbers, formatDay, formatDayWithWeekday, formatFactor, formatWeekday, formatMoney, formatNumber, formatSigned, formatSignedMoney, uiLang } from './format';

// Intl separates the euro sign with a no-break space; the screen shows it as a space.
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('formatNumber', () => {
  it('writes Spanish and English numbers with fixed decimals', () => {
    expect(formatNumber(46894, 'es')).toBe('46.894,00');
    expect(formatNumber(46894, 'en')).toBe('46,894.00');
    expect(formatNumber(12345.678, 'es', 1)).toBe('12.345,7');
    expect(formatNumber(0.0001, 'en', 3)).toBe('0.000');
  });
  it('groups four-digit numbers in Spanish too (es-ES alone leaves 4689 ungrouped)', () => {
    expect(formatNumber(4689, 'es', 0)).toBe('4.689');
    expect(formatNumber(-4689.5, 'es')).toBe('-4.689,50');
  });
  it('trims zero decimals when asked', () => {
    expect(formatNumber(0.9, 'es', 4, { trim: true })).toBe('0,9');
    expect(formatNumber(30000, 'en', 2, { trim: true })).toBe('30,000');
  });
  it('never shows minus zero and leaves empty values empty', () => {
    expect(formatNumber(-0.001, 'es')).toBe('0,00');
    expect(formatNumber(-0.001, 'en')).toBe('0.00');
    expect(formatNumber(null, 'es')).toBe('');
    expect(formatNumber(undefined, 'en')).toBe('');
    expect(formatNumber('', 'es')).toBe('');
    expect(formatNumber(Number.NaN, 'es')).toBe('');
  });
  it('reads numeric strings with either decimal mark and keeps other text', () => {
    expect(formatNumber('1,5', 'en')).toBe('1.50');
    expect(formatNumber('1.234,5', 'en')).toBe('1,234.50');
    expect(formatNumber('n/d', 'es')).toBe('n/d');
  });
  it('reads back to the same number under either language (property over a range of values)', () => {
    for (let i = 0; i < 500; i++) {
      const v = Math.round((Math.sin(i) * 10 ** (i % 9)) * 100) / 100;
      const es = formatNumber(v, 'es');
      const en = formatNumber(v, 'en');
      expect(Number(es.replace(/\./g, '').replace(',', '.'))).toBeCloseTo(v, 2);
      expect(Number(en.replace(/,/g, ''))).toBeCloseTo(v, 2);
      // the two languages swap the marks and nothing else
      expect(es.replace(/[.,]/g, (m) => (m === '.' ? ',' : '.'))).toBe(en);
    }
  });
});

describe('formatMoney', () => {
  it('puts the euro where each language puts it', () => {
    expect(plain(formatMoney(46894, 'es'))).toBe('46.894,00 €');
    expect(formatMoney(46894, 'en')).toBe('€46,894.00');
    expect(plain(formatMoney(-1234.4, 'es', 0))).toBe('-1.234 €');
    expect(formatMoney(null, 'en')).toBe('');
  });
  it('signs changes with a true minus', () => {
    expect(plain(formatSignedMoney(1234, 'es'))).toBe('+1.234,00 €');
    expect(formatSignedMoney(-1234, 'en')).toBe('−€1,234.00');
    expect(formatSigned(-3, 'es')).toBe('−3,00');
    expect(formatSigned(0.001, 'en')).toBe('0.00');
    expect(formatSigned(12.5, 'es', 1)).toBe('+12,5');
  });
});

describe('formatFactor and formatDay', () => {
  it('writes multipliers with the language decimal mark', () => {
    expect(formatFactor(0.8, 'es')).toBe('×0,8');
    expect(formatFactor(1.2, 'en')).toBe('×1.2');
    expect(formatFactor(1, 'es')).toBe('×1');
  });
  it('writes days as dd/MM/yyyy, never ISO', () => {
    expect(formatDay('2024-01-15')).toBe('15/01/2024');
    expect(formatDay('2024-01-15T10:00:00.000Z')).toBe('15/01/2024');
    expect(formatDay({ year: 2024, month: 3, day: 5 })).toBe('05/03/2024');
    expect(formatDay(new Date(Date.UTC(2024, 11, 31)))).toBe('31/12/2024');
    expect(formatDay('15/01/2024')).toBe('15/01/2024');
  });
});

describe('chartNumbers', () => {
  it('gives ECharts axis and tooltip formatters of the language', () => {
    expect(chartNumbers('es').axis(-30000)).toBe('-30.000');
    expect(chartNumbers('en').axis(-30000)).toBe('-30,000');
    expect(chartNumbers('es').axis(0.5)).toBe('0,5');
    expect(chartNumbers('es').tooltip(62.456)).toBe('62,46');
    expect(chartNumbers('en').tooltip('62.456')).toBe('62.46');
  });
  it('maps i18next codes to the interface language', () => {
    expect(uiLang('en-GB')).toBe('en');
    expect(uiLang('es')).toBe('es');
    expect(uiLang(undefined)).toBe('es');
  });
});

describe('formatWeekday', () => {
  it('names the weekday of a calendar date in the interface language, whatever the clock\'s zone', () => {
    const day = { year: 2025, month: 1, day: 15 };
    expect(formatWeekday(day, 'es')).toBe('miércoles');
    expect(formatWeekday(day, 'en')).toBe('Wednesday');
    expect(formatDayWithWeekday({ year: 2025, month: 1, day: 19 }, 'es')).toBe('domingo 19/01/2025');
  });
});
