import { describe, expect, it } from 'vitest';
import { createBaseCase } from '../plant/baseCase.ts';
import { describePayloadIssues } from '../messages/payloadIssues.ts';
import { parsePayload } from './parse.ts';
import type { PartLoadPoint } from './engineOperation.ts';

const base = () => createBaseCase({ date: '15/01/2025' });
/** Engine 1 of the base case runs from 1.67 to 3.33 MWe. */
const withCurve = (curve: PartLoadPoint[]) => {
  const p = base();
  const curves: PartLoadPoint[][] = p.planta.motores.map(() => []);
  curves[0] = curve;
  return { ...p, planta: { ...p.planta, curva_carga_motores: curves } };
};

describe('optional engine operation data', () => {
  it('absent, the base case still validates; a usable curve, ramp limits and boiler start costs are accepted', () => {
    expect(parsePayload(base()).ok).toBe(true);
    const p = base();
    const { potencia_minima: lo, potencia_maxima: hi } = p.planta.motores[0]!;
    const good = withCurve([{ potencia: lo, gas: 5.2 }, { potencia: (lo + hi) / 2, gas: 7 }, { potencia: hi, gas: 8.1 }]);
    const r = parsePayload({
      ...good,
      planta: { ...good.planta, rampa_motores: [2, null, null, null, null, null, null, null], coste_arranque_calderas: { 'Caldera de gas 6': 50 } },
    });
    expect(r.ok).toBe(true);
  });

  it('refuses a curve that does not span the engine, whose powers fall or whose gas is below the power, es and en', () => {
    const p = base();
    const { potencia_minima: lo, potencia_maxima: hi } = p.planta.motores[0]!;
    const r = parsePayload(withCurve([{ potencia: lo + 0.5, gas: 5 }, { potencia: lo, gas: 6 }, { potencia: hi - 0.1, gas: 2 }]));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(describePayloadIssues(r.issues, 'es')).toEqual([
      `Planta › Curva de carga › Motor 1 › fila 1: el primer punto debe estar en la potencia mínima del motor (${String(lo).replace('.', ',')} MW)`,
      `Planta › Curva de carga › Motor 1 › fila 3: el último punto debe estar en la potencia máxima del motor (${String(hi).replace('.', ',')} MW)`,
      'Planta › Curva de carga › Motor 1 › fila 2: la potencia debe crecer de un punto al siguiente',
      'Planta › Curva de carga › Motor 1 › fila 3: el gas debe crecer con la potencia y ser mayor que ella (rendimiento eléctrico por debajo del 100 %)',
    ]);
    expect(describePayloadIssues(r.issues, 'en')[3]).toBe(
      'Plant › Part-load curve › Engine 1 › row 3: the gas must rise with the power and exceed it (electrical efficiency below 100 %)',
    );
  });

  it('refuses a one-point curve, a curve list or ramp list of the wrong length and a negative ramp', () => {
    const p = base();
    const one = parsePayload(withCurve([{ potencia: p.planta.motores[0]!.potencia_minima, gas: 5 }]));
    expect(!one.ok && describePayloadIssues(one.issues, 'en')).toEqual(['Plant › Part-load curve › Engine 1: the part-load curve needs between 2 and 12 points']);
    const short = parsePayload({ ...p, planta: { ...p.planta, curva_carga_motores: [[]], rampa_motores: [1] } });
    expect(!short.ok && describePayloadIssues(short.issues, 'es')).toEqual([
      'Planta › Curva de carga: debe tener un valor por motor (8)',
      'Planta › Rampa máxima (MW/h): debe tener un valor por motor (8)',
    ]);
    expect(parsePayload({ ...p, planta: { ...p.planta, rampa_motores: [-1, null, null, null, null, null, null, null] } }).ok).toBe(false);
  });
});
