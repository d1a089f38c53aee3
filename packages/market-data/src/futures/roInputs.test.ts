import { describe, expect, it } from 'vitest';
import type { Co2Quote } from './co2.ts';
import type { MibgasFuture } from './mibgas.ts';
import type { OmipQuote } from './omip.ts';
import { omipDelivery, roLegWindows, roQuarterInputs, roSessionsRange } from './roInputs.ts';

const omip = (fecha: string, contrato: string, precio: number): OmipQuote => ({
  fecha, instrumento: contrato.slice(0, 3), contrato, vencimiento: '', precio_referencia: precio, precio_anterior: null,
  ultimo_precio: null, mejor_compra: null, mejor_venta: null, volumen_sesion_mwh: null, interes_abierto: null,
});
const gas = (fecha: string, inicio: string, fin: string, precio: number): MibgasFuture => ({
  fecha, producto: 'GYES_Y+1', inicio_entrega: inicio, fin_entrega: fin, precio_referencia: precio, ultimo_precio: null,
});
const eua = (fecha: string, precio: number): Co2Quote => ({ fecha, precio, apertura: null, maximo: null, minimo: null, volumen: null, variacion_pct: null });

describe('the windows of a quarter (Orden TED/526/2024: Y 1 Jun–20 Dec of n−1, Q and CO2 the quarter before up to its last month\'s 20th, M that last month\'s 1–20)', () => {
  it('2027-T1 reads the sessions of 2026', () => {
    const w = roLegWindows('2027-T1')!;
    expect(w.power.map((l) => [l.leg, l.weight, l.window.start, l.window.end, l.delivery.start])).toEqual([
      ['Y', 0.25, '2026-06-01', '2026-12-20', '2027-01-01'],
      ['Q', 0.3, '2026-10-01', '2026-12-20', '2027-01-01'],
      ['M1', 0.15, '2026-12-01', '2026-12-20', '2027-01-01'],
      ['M2', 0.15, '2026-12-01', '2026-12-20', '2027-02-01'],
      ['M3', 0.15, '2026-12-01', '2026-12-20', '2027-03-01'],
    ]);
    expect(w.co2).toEqual([{ leg: 'M3', weight: 1, delivery: { start: '2027-03-01', end: '2027-03-31' }, window: { start: '2026-10-01', end: '2026-12-20' } }]);
    expect(roSessionsRange('2026-T3')).toEqual({ start: '2025-06-01', end: '2026-06-20' });
    expect(roLegWindows('2026-Q3')).toBeNull();
  });

  it('OMIP contract names', () => {
    expect(omipDelivery('FTB YR-27')).toEqual({ start: '2027-01-01', end: '2027-12-31' });
    expect(omipDelivery('FTB Q1-27')).toEqual({ start: '2027-01-01', end: '2027-03-31' });
    expect(omipDelivery('FTB M Feb-28')).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(omipDelivery('FTB WK01-27')).toBeNull();
  });
});

describe('the prices of a quarter from the downloaded futures', () => {
  const quotes = [
    omip('2026-05-29', 'FTB YR-27', 1000), // before the Y window: not averaged once the window has sessions
    omip('2026-06-01', 'FTB YR-27', 60), omip('2026-12-18', 'FTB YR-27', 70), omip('2026-12-18', 'FTS YR-27', 500),
    omip('2026-10-05', 'FTB Q1-27', 80), omip('2026-11-09', 'FTB Q1-27', 90),
    omip('2026-12-02', 'FTB M Jan-27', 100), omip('2026-12-03', 'FTB M Feb-27', 90),
  ];

  it('closed windows, by hand: Y 65, Q 85, M1 100, M2 90, M3 from Q 85 -> 0.25·65 + 0.30·85 + 0.15·(100 + 90 + 85) = 83', () => {
    const r = roQuarterInputs('2027-T1', '2027-01-15', {
      omip: quotes,
      mibgas: [gas('2026-07-01', '2027-01-01', '2027-12-31', 30)],
      co2: [eua('2026-10-01', 70), eua('2026-12-18', 80), eua('2026-12-28', 999)],
    })!;
    expect(r.electricity.legs.map((l) => [l.leg, l.value, l.sessions, l.from ?? null])).toEqual([
      ['Y', 65, 2, null], ['Q', 85, 2, null], ['M1', 100, 1, null], ['M2', 90, 1, null], ['M3', 85, 0, 'Q'],
    ]);
    expect(r.electricity.value).toBeCloseTo(83, 10);
    // Only a yearly gas product: every leg takes its price (M via Q, both say Y).
    expect(r.gas.value).toBeCloseTo(30, 10);
    expect(r.gas.legs.slice(1).every((l) => l.from === 'Y')).toBe(true);
    // CO2: the sessions of the Q window only (the 28 December one is after it).
    expect(r.co2.value).toBe(75);
  });

  it('an open window is completed with the last session, by calendar days: Q on 10 Nov = 85·41/81 + 90·40/81', () => {
    const r = roQuarterInputs('2027-T1', '2026-11-10', { omip: quotes, mibgas: [], co2: [] })!;
    const q = r.electricity.legs.find((l) => l.leg === 'Q')!;
    expect(q.value).toBeCloseTo((85 * 41 + 90 * 40) / 81, 10);
    expect(q.open).toBeCloseTo(40 / 81, 10);
    // The M window has not opened and its contracts had no session yet: they take Q's price.
    expect(r.electricity.legs.filter((l) => l.leg.startsWith('M')).every((l) => l.from === 'Q')).toBe(true);
    // No gas or CO2 session at all: no price, so no estimate can be made from them.
    expect(r.gas.value).toBeNull();
    expect(r.co2.value).toBeNull();
  });
});
