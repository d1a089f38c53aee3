import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import { parsePayload } from '../schemas/parse.ts';
import { defaultPartLoadCurve, withBoilerStartCost, withEnginePartLoadCurve, withEngineRamp } from './engineOperation.ts';

const base = () => createBaseCase({ date: '15/01/2025' });

describe('engine operation setters', () => {
  it('a ramp for one engine leaves the others unlimited; clearing the last removes the list', () => {
    const p = withEngineRamp(base(), 2, 1.5);
    expect(p.planta.rampa_motores).toEqual([null, null, 1.5, null, null, null, null, null]);
    expect(parsePayload(p).ok).toBe(true);
    expect('rampa_motores' in withEngineRamp(p, 2, null).planta).toBe(false);
  });

  it('a default curve is the engine\'s single efficiency at its limits and validates; clearing it removes the list', () => {
    const p0 = base();
    const m = p0.planta.motores[0]!;
    const curve = defaultPartLoadCurve(m);
    expect(curve).toEqual([
      { potencia: m.potencia_minima, gas: Math.round((m.potencia_minima / m.rendimiento_electricidad_gas) * 1000) / 1000 },
      { potencia: m.potencia_maxima, gas: Math.round((m.potencia_maxima / m.rendimiento_electricidad_gas) * 1000) / 1000 },
    ]);
    const p = withEnginePartLoadCurve(p0, 0, curve);
    expect(p.planta.curva_carga_motores?.map((c) => c.length)).toEqual([2, 0, 0, 0, 0, 0, 0, 0]);
    expect(parsePayload(p).ok).toBe(true);
    expect('curva_carga_motores' in withEnginePartLoadCurve(p, 0, []).planta).toBe(false);
  });

  it('a boiler start cost is kept by name; 0 removes it, and the map when empty', () => {
    const name = base().planta.calderas_gas[0]!.nombre;
    const p = withBoilerStartCost(base(), name, 40);
    expect(p.planta.coste_arranque_calderas).toEqual({ [name]: 40 });
    expect(parsePayload(p).ok).toBe(true);
    expect('coste_arranque_calderas' in withBoilerStartCost(p, name, 0).planta).toBe(false);
  });
});
