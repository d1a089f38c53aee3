import { describe, expect, it } from 'vitest';
import type { SimulationOffers } from '@plantasim/domain';
import { curvePoints, deltasText, offersAvailable, offersCsv, offersFileName, periodDateTime, stepsText } from './model';

const offers: SimulationOffers = {
  deltas: [-20, 0, 20],
  periodos: [
    { periodo: 1, precio_previsto: 50, posicion_prevista_mw: 2, curva: [{ precio: 30, cantidad_mw: -1.5 }, { precio: 50, cantidad_mw: 2 }, { precio: 70, cantidad_mw: 4.25 }] },
    { periodo: 2, precio_previsto: 40.5, posicion_prevista_mw: 0, curva: [{ precio: 20.5, cantidad_mw: 0 }] },
  ],
  bloques: [],
};

describe('offers model', () => {
  it('is offered to full users on an executed one-day run only', () => {
    expect(offersAvailable({ status: 4, horizonte: 1 }, false)).toBe(true);
    expect(offersAvailable({ status: 4, horizonte: 1 }, true)).toBe(false);
    expect(offersAvailable({ status: 4, horizonte: 3 }, false)).toBe(false);
    expect(offersAvailable({ status: 5, horizonte: 1 }, false)).toBe(false);
    expect(offersAvailable(undefined, false)).toBe(false);
  });

  it('names the file after the run', () => expect(offersFileName(42)).toBe('ofertas_42.csv'));

  it('dates a period by its start: hours, or quarter hours on a day of more than 25 periods', () => {
    expect(periodDateTime('01/03/2026', 1, 24)).toBe('01/03/2026 00:00');
    expect(periodDateTime('01/03/2026', 24, 24)).toBe('01/03/2026 23:00');
    expect(periodDateTime('01/03/2026', 6, 96)).toBe('01/03/2026 01:15');
    expect(periodDateTime(null, 3, 24)).toBe('02:00');
    // Clock-change days read the market's clock: the spring day skips 02:00, the autumn day repeats it.
    expect(periodDateTime('29/03/2026', 9, 92)).toBe('29/03/2026 03:00');
    expect(periodDateTime('29/03/2026', 92, 92)).toBe('29/03/2026 23:45');
    expect(periodDateTime('26/10/2025', 13, 100)).toBe('26/10/2025 02:00');
    expect(periodDateTime('26/10/2025', 100, 100)).toBe('26/10/2025 23:45');
  });

  it('draws each step up to the next step price, then across to its quantity', () => {
    expect(curvePoints(offers.periodos[0]!.curva)).toEqual([[-1.5, 30], [-1.5, 50], [2, 50], [2, 70], [4.25, 70]]);
    expect(curvePoints([])).toEqual([]);
  });

  it('writes the steps in short in the interface language', () => {
    expect(stepsText(offers.periodos[1]!.curva, 'es')).toBe('20,5 → 0');
    expect(stepsText(offers.periodos[0]!.curva, 'en')).toBe('30 → -1.5 · 50 → 2 · 70 → 4.25');
  });

  it('writes the ladder with its signs', () => {
    expect(deltasText([-50, -5.5, 0, 20], 'es')).toBe('−50, −5,5, 0, +20');
  });

  it('exports one row per period and step, BOM, semicolons, decimal comma, headers per language', () => {
    const es = offersCsv(offers, '01/03/2026', 'es');
    const lines = es.split('\r\n').filter((l) => l !== '');
    expect(lines[0]).toBe('\ufeffFecha y hora;Periodo;Precio (€/MWh);Cantidad (MW)');
    expect(lines.slice(1)).toEqual([
      '01/03/2026 00:00;1;30,000;-1,500',
      '01/03/2026 00:00;1;50,000;2,000',
      '01/03/2026 00:00;1;70,000;4,250',
      '01/03/2026 01:00;2;20,500;0,000',
    ]);
    expect(offersCsv(offers, '01/03/2026', 'en').split('\r\n')[0]).toBe('\ufeffDate and time;Period;Price (€/MWh);Quantity (MW)');
  });
});
