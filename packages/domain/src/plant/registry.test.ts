import { describe, expect, it } from 'vitest';
import {
  compressorRegistry, csvHeaders, defaultRow, electricBoilerRegistry, engineRegistry, equipmentRegistries,
  gasBoilerRegistry, round2, steamMaximumMatches, withComputed,
} from './index.ts';

describe('equipment registries', () => {
  it('names every field of docs/rules/fields.md in order', () => {
    expect(electricBoilerRegistry.fields.map((f) => f.key)).toEqual(['nombre', 'potencia_electrica_maxima', 'potencia_electrica_minima', 'potencia_vapor_maximo', 'rendimiento_vapor_electricidad', 'estado_inicial_equipo']);
    expect(gasBoilerRegistry.fields.map((f) => f.key)).toEqual(['nombre', 'potencia_gas_maxima', 'potencia_gas_minima', 'potencia_vapor_maxima', 'rendimiento_vapor_gas', 'coeficiente_emisiones_CO2', 'estado_inicial_equipo']);
    expect(engineRegistry.fields.map((f) => f.key)).toEqual(['nombre', 'potencia_maxima', 'potencia_minima', 'potencia_exportacion', 'rendimiento_vapor_gas', 'rendimiento_electricidad_gas', 'porcentaje_agua_caliente', 'rendimiento_agua_fria_agua_caliente', 'coeficiente_emisiones_CO2', 'tiempo_arranque', 'tiempo_parada', 'estado', 'fee', 'tiempo_minimo_acoplamiento', 'tiempo_minimo_parada']);
    expect(compressorRegistry.fields.map((f) => f.key)).toEqual(['nombre', 'potencia_maxima', 'potencia_minima', 'rendimiento_frio_electricidad', 'estado_inicial_equipo', 'coste_alquiler', 'coste_uso']);
  });

  it('has unique, stable CSV headers', () => {
    for (const reg of Object.values(equipmentRegistries)) {
      const h = csvHeaders(reg as never);
      expect(new Set(h).size).toBe(h.length);
    }
    expect(csvHeaders(electricBoilerRegistry)).toEqual(['Nombre', 'Potencia eléctrica máxima (MWe)', 'Potencia eléctrica mínima (MWe)', 'Potencia vapor máxima (MWt)', 'Rendimiento vapor/electricidad', 'Estado inicial']);
    expect(engineRegistry.fields).toHaveLength(15);
  });

  it('calculates the steam maximum rounded to 2 decimals', () => {
    const row = withComputed(electricBoilerRegistry, { ...defaultRow(electricBoilerRegistry, 'X'), potencia_electrica_maxima: 10.123, rendimiento_vapor_electricidad: 0.987 });
    expect(row.potencia_vapor_maximo).toBe(9.99);
    const g = withComputed(gasBoilerRegistry, { ...defaultRow(gasBoilerRegistry), potencia_gas_maxima: 33, rendimiento_vapor_gas: 0.93 });
    expect(g.potencia_vapor_maxima).toBe(30.69);
    expect(round2(1.005)).toBe(1.01);
    expect(steamMaximumMatches(30.7, 33, 0.93)).toBe(true);
    expect(steamMaximumMatches(30.71, 33, 0.93)).toBe(false);
  });

  it('makes default rows with every field', () => {
    const e = defaultRow(engineRegistry, 'Motor cogeneración 1');
    expect(e.nombre).toBe('Motor cogeneración 1');
    expect(Object.keys(e)).toHaveLength(15);
    expect(e.estado).toBe('Parado');
  });
});
