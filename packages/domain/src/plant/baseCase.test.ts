import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createBaseCase, regenerateSeries } from './baseCase.ts';
import { applyDateChange, applyHorizon } from '../rules/configRules.ts';
import { parsePayload } from '../schemas/parse.ts';

describe('base case', () => {
  const p = createBaseCase({ date: '15/01/2025' });

  it('is a valid payload', () => {
    const r = parsePayload(p);
    expect(r.ok ? 'ok' : r.issues.map((i) => i.message).join('\n')).toBe('ok');
    expect(parsePayload(JSON.stringify(p)).ok).toBe(true);
  });

  it('holds every default of docs/rules/constants.md', () => {
    expect(p.planta.motores.map((m) => m.nombre)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `Motor cogeneración ${n}`));
    expect(p.planta.motores.every((m) => [3.33, 5.076, 8.43].includes(m.potencia_maxima))).toBe(true);
    expect(p.planta.calderas_gas.map((c) => c.nombre)).toEqual(['Caldera de gas 6', 'Caldera de gas 7', 'Caldera de gas 10']);
    expect(p.planta.calderas_electricas.map((c) => c.nombre)).toEqual(['Caldera eléctrica 1', 'Caldera eléctrica 2']);
    expect(p.planta.compresores).toHaveLength(11);
    expect(p.planta.compresores.filter((c) => c.coste_alquiler === 0)).toHaveLength(6);
    expect(p.configuracion.otros).toEqual({ precio_CO2: 70, precio_electricidad_cerrado: 73, potencia_precio_electricidad_cerrado: 3.7, impuesto_generacion: 0.07 });
    expect(p.gas_parametros).toEqual({ impuesto: 0.54, fnee: 0.975, term_a: 2.5, term_bmc: 1, term_bcg: 1.001, peaje: 81.84 });
    expect(p.ro_cogeneracion).toEqual({ 'ene 2025': 78.8 });
    expect(p.gas_precios_manual.every((r) => r.valor === 35.1)).toBe(true);
    expect(p.demanda_frio.every((r) => r.valor === 2.5)).toBe(true);
    expect(p.demanda_vapor.every((r) => r.valor >= 61 && r.valor <= 65)).toBe(true);
    expect(p.elec_swap[0]).toEqual({ id: 1, cantidad: 16, precio: 84.75 });
    expect(p.estadoAcoplamiento.join(',')).toBe('No,No,No,No,Si,No,Si,No');
    expect(p.configuracion.modoEjecucion).toBe(2);
    expect(p.configuracion.modoEjecucionTexto).toBe('Acoplamientos de cogeneración fijados');
    expect(p.configuracion.horizonte_horas).toBe(24);
    expect(p.metadata.simulation_name).toBe('Sin título');
    expect(p.elec_peajes.map((t) => t.periodo)).toEqual(['p1', 'p2', 'p3', 'p4', 'p5', 'p6']);
  });

  it('can cover the steam and cold demand', () => {
    const engineSteam = p.planta.motores.reduce((s, m) => s + (m.potencia_maxima / m.rendimiento_electricidad_gas) * m.rendimiento_vapor_gas, 0);
    const boilerSteam = p.planta.calderas_gas.reduce((s, c) => s + c.potencia_vapor_maxima, 0)
      + p.planta.calderas_electricas.reduce((s, c) => s + c.potencia_vapor_maximo, 0);
    expect(boilerSteam).toBeGreaterThan(65); // even with every engine stopped
    expect(engineSteam + boilerSteam).toBeGreaterThan(65);
    const coldMW = p.planta.compresores.reduce((s, c) => s + (c.potencia_maxima * c.rendimiento_frio_electricidad) / 1000, 0);
    expect(coldMW).toBeGreaterThan(2.5);
  });

  it('builds consistent series for any horizon of 1–366 days in every mode', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 3000 }), fc.constantFrom(0, 1, 2, 3, 4), fc.integer({ min: 1, max: 7 }), (offset, mode, days) => {
      const date = new Date(Date.UTC(2024, 0, 1) + offset * 86_400_000);
      const b = createBaseCase({ now: date, modoEjecucion: mode as 0 | 1 | 2 | 3 | 4, horizonDays: days });
      const h = b.configuracion.horizonte_horas;
      expect(b.demanda_vapor).toHaveLength(h);
      expect(b.disponibilidad.motores).toHaveLength(h);
      expect(b.acoplamiento_equipos).toHaveLength(h);
      if (mode === 4) expect(b.elec_precios_estimados).toHaveLength(h);
      expect(parsePayload(b).ok).toBe(true);
    }), { numRuns: 8 });
  });
});

describe('base case per mode', () => {
  it('backtesting starts on the first of the month and its Ro covers that month only', () => {
    const b = createBaseCase({ date: '20/02/2025', modoEjecucion: 3 });
    expect(b.configuracion.fechaActual).toBe('01/02/2025');
    expect(b.configuracion.horizonte_horas).toBe(672);
    expect(b.ro_cogeneracion).toEqual({ 'feb 2025': 78.8 });
    expect(b.demanda_vapor[0]!.horizonte).toBe('01/02/2025 00:00');
  });

  it('planning covers one year with estimates and 13 Ro months', () => {
    const b = createBaseCase({ date: '20/02/2025', modoEjecucion: 4 });
    expect(b.configuracion.horizonte).toBe(365);
    expect(b.elec_precios_estimados).toHaveLength(8760);
    expect(b.gas_precios_estimados![8759]).toEqual({ horizonte: '19/02/2026 23:00', hora: 'H8760', valor: 35.1 });
    expect(Object.keys(b.ro_cogeneracion)).toHaveLength(13);
  });
});

describe('regenerateSeries', () => {
  it('rebuilds every hourly series for a new date and horizon, keeping known Ro', () => {
    const p = createBaseCase({ date: '30/01/2025', ro: { 'feb 2025': 81 } });
    const configuracion = applyHorizon(applyDateChange(p.configuracion, '31/01/2025'), 3);
    const r = regenerateSeries({ ...p, configuracion, elec_precios_OMIE: [{ fecha_hora: '30/01/2025 00:00', hora: 'H1', valor: 1 }] });
    expect(r.demanda_vapor[0]!.horizonte).toBe('31/01/2025 00:00');
    expect(r.acoplamiento_equipos).toHaveLength(72);
    expect(r.elec_precios_OMIE).toEqual([]);
    expect(r.ro_cogeneracion).toEqual({ 'ene 2025': 78.8, 'feb 2025': 78.8 });
    expect(parsePayload(r).ok).toBe(true);
    const known = regenerateSeries({ ...r, ro_cogeneracion: { 'feb 2025': 81 } });
    expect(known.ro_cogeneracion).toEqual({ 'ene 2025': 78.8, 'feb 2025': 81 });
  });
});
