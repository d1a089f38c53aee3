import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeCsvResult } from '../csv/issues.ts';
import { balancedActualDay, balancedActualValues } from '../testing/actualHours.ts';
import { actualsCsv } from './actualsCsv.ts';
import { actualsMaxima, baseActualsPlant, LIMIT_TOLERANCE } from './plausibility.ts';
import { checkActualHours, type ActualHour } from './rows.ts';
import { ACTUAL_UNITS } from './units.ts';

const plant = baseActualsPlant();
const maxima = actualsMaxima(plant);
const day = balancedActualDay({ year: 2025, month: 1, day: 15 });
const received = (hours: readonly ActualHour[]) => hours.map((h, i) => ({ ...h, row: i + 2 }));
const withHour = (t: number, change: (v: Record<string, number>) => void) =>
  day.map((h, i) => { if (i !== t) return h; const v = { ...h.valores }; change(v); return { ...h, valores: v }; });

describe('measured hours against the plant', () => {
  it('accept a balanced day with no warning, as a file too', () => {
    const r = actualsCsv.parse(actualsCsv.export(day, undefined), undefined);
    expect(r.ok && r.count).toBe(24);
    expect(r.ok && r.warnings).toBeUndefined();
  });

  it('refuse a file whose engines are in kW, saying so, with the row and the unit', () => {
    const kw = day.map((h) => ({ ...h, valores: { ...h.valores, 'motor.1': h.valores['motor.1']! * 1000 } }));
    const d = describeCsvResult(actualsCsv.parse(actualsCsv.export(kw, undefined), undefined));
    expect(d.severity).toBe('error');
    expect(d.title).toBe('Valores imposibles para la planta');
    expect(d.lines[0]).toBe("Fila 2, 'Motor cogeneración 1 (MWe)': 999,000 supera el máximo de la unidad (3,330); parece medido en kW en lugar de MW (0,999 en MW)");
    expect(d.lines).toHaveLength(24);
    const en = describeCsvResult(actualsCsv.parse(actualsCsv.export(kw, undefined), undefined), 'en');
    expect(en.title).toBe('Values impossible for the plant');
    expect(en.lines[0]).toContain('it looks measured in kW instead of MW (0,999 in MW)');
  });

  it('refuse steam delivered in kW', () => {
    const r = describeCsvResult(checkActualHours(received(withHour(3, (v) => { v['demanda.vapor'] = v['demanda.vapor']! * 1000; }))));
    expect(r.title).toBe('Valores imposibles para la planta');
    expect(r.lines).toEqual([expect.stringMatching(/^Fila 5, 'Vapor entregado \(MW\)': .* parece medido en kW en lugar de MW/)]);
  });

  it('refuse an engine at 3,6 MWe on a 3,33 MWe unit, and pass one within the stated tolerance', () => {
    const over = describeCsvResult(checkActualHours(received(withHour(0, (v) => { v['motor.2'] = 3.6; v['red.venta']! += 3.6; }))));
    expect(over).toEqual({
      severity: 'error', title: 'Valores imposibles para la planta',
      lines: ["Fila 2, 'Motor cogeneración 2 (MWe)': 3,600 supera el máximo de la unidad (3,330, con un 5 % de tolerancia)"],
    });
    const within = checkActualHours(received(withHour(0, (v) => { v['motor.2'] = 3.33 * (1 + LIMIT_TOLERANCE); })));
    expect(within.ok).toBe(true);
  });

  it('store an unbalanced day with a warning naming the hour and both sides', () => {
    const steam = checkActualHours(received(withHour(5, (v) => { v['demanda.vapor'] = v['demanda.vapor']! + 10; })));
    expect(steam.ok).toBe(true);
    const d = describeCsvResult(steam);
    expect(d.severity).toBe('warning');
    expect(d.lines.slice(1)).toEqual([expect.stringMatching(/^15\/01\/2025 05:00: vapor entregado [\d,]+ MW y producido [\d,]+ MW \(tolerancia [\d,]+ MW\)$/)]);
    const power = describeCsvResult(checkActualHours(received(withHour(7, (v) => { v['red.venta'] = v['red.venta']! + 5; }))), 'en');
    expect(power.lines.slice(1)).toEqual([expect.stringMatching(/^15\/01\/2025 07:00: generated − consumed [\d,]+ MWh and sold − bought [\d,]+ MWh \(tolerance [\d,]+ MWh\)$/)]);
    const cold = checkActualHours(received(withHour(8, (v) => { v['demanda.frio'] = v['demanda.frio']! + 3; })));
    expect(cold.ok && cold.warnings?.map((w) => w.code)).toEqual(['actuals.coldBalance']);
  });

  it('leave a plant without grid meters (both 0) out of the electricity balance', () => {
    const r = checkActualHours(received(withHour(2, (v) => { v['red.venta'] = 0; v['red.compra'] = 0; })));
    expect(r.ok && r.warnings).toBeUndefined();
  });

  it('warn of a unit measured running while its plan had it unavailable', () => {
    const r = checkActualHours(received(day), {}, { unavailable: { '15/01/2025 04:00': ['motor.8'] } });
    expect(describeCsvResult(r).lines.slice(1)).toEqual([expect.stringMatching(/^15\/01\/2025 04:00, 'Motor cogeneración 8 \(MWe\)': [\d,]+ con la unidad no disponible en el plan$/)]);
  });

  it('never let a value above its unit\'s maximum through, and name every ×1000 value as kW', () => {
    const unit = fc.constantFrom(...ACTUAL_UNITS.map((u) => u.key));
    fc.assert(fc.property(fc.double({ min: 0.05, max: 1, noNaN: true }), unit, fc.double({ min: 0, max: 20_000, noNaN: true }), (load, key, value) => {
      const r = checkActualHours([{ row: 2, horizonte: '15/01/2025 10:00', valores: { ...balancedActualValues(load), [key]: value } }]);
      const limit = maxima[key]! * (1 + LIMIT_TOLERANCE);
      expect(r.ok).toBe(value <= limit);
      if (r.ok) for (const [k, v] of Object.entries(r.data[0]!.valores)) expect(v).toBeLessThanOrEqual(maxima[k]! * (1 + LIMIT_TOLERANCE));
    }));
    fc.assert(fc.property(fc.double({ min: 0.05, max: 1, noNaN: true }), unit, (load, key) => {
      const v = balancedActualValues(load);
      fc.pre(v[key]! > 0.01);
      const r = checkActualHours([{ row: 2, horizonte: '15/01/2025 10:00', valores: { ...v, [key]: v[key]! * 1000 } }]);
      expect(!r.ok && r.issues.map((i) => i.code)).toEqual(['actuals.likelyKw']);
    }));
  });

  it('pass every balanced hour without a warning', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (load) => {
      const r = checkActualHours([{ row: 2, horizonte: '15/01/2025 10:00', valores: balancedActualValues(load) }]);
      expect(r.ok && r.warnings).toBeUndefined();
    }));
  });
});
