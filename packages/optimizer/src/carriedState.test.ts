// The state before H1 carried from the previous day's schedule (domain carriedEngineState) or
// entered by the user (planta.horas_estado_motores). Engine: Pmax 10, Pmin 5, running cost
// 40 EUR/MWhe, minimum up time 4 h.
import { describe, expect, it } from 'vitest';
import { carriedEngineState, createBaseCase, parsePayload } from '@plantasim/domain';
import { solve } from './solve.ts';
import { fromPayload } from './fromPayload.ts';
import { engine, tinyInput } from './testing/plants.ts';
import { at } from './at.ts';

const day = (prices: number[], over: Parameters<typeof engine>[0] = {}, hoursInState?: number) => tinyInput(prices.length, {
  electricityPrice: prices, gasPrice: new Array(prices.length).fill(20),
  engines: [engine({ tiempo_minimo_acoplamiento: 4, ...over })],
  engineInitial: hoursInState === undefined ? undefined : [{ hoursInState }],
});

describe('initial state before H1', () => {
  it('carries yesterday\'s last start into today: on 1 h of 4, so 3 more hours at Pmin (loss 3 x 50)', async () => {
    // Yesterday: prices 0, 0, 60 -> started at its last hour (+200).
    const yesterday = await solve(day([0, 0, 60]));
    expect(at(yesterday.solution!.engines, 0).on).toEqual([0, 0, 1]);
    const [carried] = carriedEngineState(['Motor cogeneración 1'], yesterday.programa!.motores);
    expect(carried).toEqual({ estado: 'Encendido', horas: 1 });
    // Today at 30 EUR/MWh the engine loses 10 EUR/MWhe: it must still run H1-H3 at 5 MWe.
    const today = await solve(day([30, 30, 30, 30], { estado: true }, carried!.horas));
    expect(at(today.solution!.engines, 0).on).toEqual([1, 1, 1, 0]);
    expect(today.stats.objective).toBeCloseTo(150, 6);
    // Without the carried hours it would stop at once.
    const free = await solve(day([30, 30, 30, 30], { estado: true }));
    expect(free.stats.objective).toBeCloseTo(0, 6);
  });

  it('is plant data: horas_estado_motores reaches the optimiser; absent means long enough', () => {
    const payload = createBaseCase({ date: '15/01/2024' });
    const plain = fromPayload(payload);
    expect(plain.ok && plain.data.engineInitial).toBeUndefined();
    const hours = [0, 0, 0, 0, 2, 0, 1, 0];
    const parsed = parsePayload({ ...payload, planta: { ...payload.planta, horas_estado_motores: hours, origen_estado_motores: 'simulacion_anterior' } });
    expect(parsed.ok).toBe(true);
    const mapped = parsed.ok ? fromPayload(parsed.data) : undefined;
    expect(mapped?.ok && mapped.data.engineInitial).toEqual(hours.map((h) => ({ hoursInState: h })));
    expect(parsePayload({ ...payload, planta: { ...payload.planta, origen_estado_motores: 'otro' } }).ok).toBe(false);
  });
});
