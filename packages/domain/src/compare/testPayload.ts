// A complete one-day payload with every series filled, for the compare tests.
import { createBaseCase, regenerateSeries } from '../plant/baseCase.ts';
import type { SimulationPayload } from '../schemas/payload.ts';

export function testPayload(days = 1, date = '14/03/2025', mode?: 4): SimulationPayload {
  const base = regenerateSeries(createBaseCase({ date, horizonDays: days, modoEjecucion: mode }));
  const keys = base.demanda_vapor.map((r) => r.horizonte);
  return {
    ...base,
    elec_precios_OMIE: keys.map((k, i) => ({ fecha_hora: k, hora: `H${i + 1}`, valor: 60 + i })),
    gas_precios_MIBGAS: keys.map((k, i) => ({ fecha_hora: k, hora: `H${i + 1}`, valor: 30 + i / 10 })),
    elec_precios_estimados: keys.map((k, i) => ({ horizonte: k, hora: `H${i + 1}`, precio_estimado: 70 + i })),
    gas_precios_estimados: keys.map((k, i) => ({ horizonte: k, hora: `H${i + 1}`, valor: 35 + i / 10 })),
  };
}

/** Deep copy (tests mutate one cell of it). */
export function clone<T>(x: T): T {
  return structuredClone(x);
}
