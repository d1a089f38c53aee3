import { describe, expect, it } from 'vitest';
import { horizonKeys } from '../calendar/keys.ts';
import { historicalOmiePricesCsv, parseHistoricalMonth, wholeMonthCodec } from '../csv/historicalPrices.ts';
import { describeCsvResult } from '../csv/issues.ts';
import { formatMessage } from '../messages/index.ts';
import { createBaseCase } from '../plant/baseCase.ts';
import { payloadForLaunch } from './launch.ts';
import { dayRanges, daysWithoutPrices, missingBacktestingPrices, missingPricesMessage } from './backtestingPrices.ts';

const april = horizonKeys({ year: 2026, month: 4, day: 1 }, 30);
const rows = (skip: string[]) => april.filter((k) => !skip.includes(k.slice(0, 10))).map((k, i) => ({ fecha_hora: k, hora: `H${i + 1}`, valor: 50 }));

describe('backtesting month with days without prices', () => {
  const base = createBaseCase({ date: '01/04/2026', modoEjecucion: 3 });

  it('names the days without their 24 hours', () => {
    expect(daysWithoutPrices(rows(['15/04/2026']), '01/04/2026', 30)).toEqual(['15/04/2026']);
    expect(daysWithoutPrices(rows([]).filter((r) => r.fecha_hora !== '30/04/2026 23:00'), '01/04/2026', 30)).toEqual(['30/04/2026']);
    expect(daysWithoutPrices(rows([]), '01/04/2026', 30)).toEqual([]);
  });

  it('gives one message per market, in Spanish and English, also after the launch mapping (mode 3 sent as 2)', () => {
    expect(base.configuracion.horizonte_horas).toBe(720);
    const p = { ...base, elec_precios_historicos: rows(['15/04/2026', '16/04/2026']), gas_precios_historicos: rows([]) };
    const launched = payloadForLaunch(p);
    expect(launched.configuracion.modoEjecucion).not.toBe(3);
    const gaps = missingBacktestingPrices(launched);
    expect(gaps).toEqual([{ series: 'elec_precios_historicos', market: 'OMIE', days: ['15/04/2026', '16/04/2026'] }]);
    const m = missingPricesMessage(gaps[0]!);
    expect(formatMessage(m.code, m.params)).toBe('Faltan los precios OMIE de estos días del mes de backtesting: 15/04/2026–16/04/2026. '
      + 'Impórtalos desde un CSV en la pestaña de precios históricos OMIE, o elige otro mes.');
    expect(formatMessage(m.code, m.params, 'en')).toContain('or choose another month');
  });

  it('lists a whole month missing as one range, and separate runs apart (over a month end and a clock change)', () => {
    const gaps = missingBacktestingPrices({ ...base, elec_precios_historicos: [], gas_precios_historicos: rows([]) });
    expect(gaps[0]!.days).toHaveLength(30);
    expect(missingPricesMessage(gaps[0]!).params.days).toBe('01/04/2026–30/04/2026');
    expect(dayRanges(['02/04/2026', '29/03/2026', '31/03/2026', '30/03/2026', '01/04/2026', '05/04/2026', '05/04/2026']))
      .toBe('29/03/2026–02/04/2026, 05/04/2026');
    expect(dayRanges([])).toBe('');
  });

  it('says nothing outside backtesting or with a complete month', () => {
    expect(missingBacktestingPrices(createBaseCase({ date: '01/04/2026' }))).toEqual([]);
    expect(missingBacktestingPrices({ ...base, elec_precios_historicos: rows([]), gas_precios_historicos: rows([]) })).toEqual([]);
  });

  it('lets a CSV fill the missing day of the month, keeping the other hours as they were', () => {
    const stored = rows(['15/04/2026']);
    const text = ['Horizonte;Hora;Precio casación OMIE (€/MWh)', ...Array.from({ length: 24 }, (_, h) => `15/04/2026 ${String(h).padStart(2, '0')}:00;H${14 * 24 + h + 1};${h},5`)].join('\n');
    const ctx = { horizonHours: 720, rows: stored };
    expect(describeCsvResult(historicalOmiePricesCsv.parse(text, ctx)).title).toBe('Error al importar');
    const r = parseHistoricalMonth(historicalOmiePricesCsv, text, ctx, '01/04/2026');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data).toHaveLength(720);
    expect(r.data[14 * 24 + 3]).toEqual({ fecha_hora: '15/04/2026 03:00', hora: 'H340', valor: 3.5 });
    expect(r.data[0]).toEqual(stored[0]);
    expect(daysWithoutPrices(r.data, '01/04/2026', 30)).toEqual([]);
    const codec = wholeMonthCodec(historicalOmiePricesCsv, '01/04/2026');
    expect(codec.parse(text, ctx)).toEqual(r);
    expect(codec.fileName).toBe(historicalOmiePricesCsv.fileName);
  });
});
