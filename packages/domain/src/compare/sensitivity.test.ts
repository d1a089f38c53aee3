import { describe, expect, it } from 'vitest';
import { diffInputs } from './inputDiff.ts';
import { applyShift, DEFAULT_SHIFTS, engineToTakeOut, SHIFTED_FIELDS, tornado, type Shift } from './sensitivity.ts';
import { clone, testPayload } from './testPayload.ts';
import type { SimulationPayload } from '../schemas/payload.ts';
import type { Kpis } from './kpis.ts';

const parent = testPayload();
parent.elec_precios_historicos = parent.elec_precios_OMIE.map((r) => ({ ...r, valor: r.valor + 1 }));
const frozen = clone(parent);
const engine = parent.planta.motores[6]!.nombre;
const withEngine = (s: Shift): Shift => (s.kind === 'engineOff' ? { ...s, engine } : s);

describe('applyShift', () => {
  it('has 15 shifts in the default batch: prices ×0.8/0.9/1.1/1.2, CO2, demands ±10 %, one engine off', () => {
    expect(DEFAULT_SHIFTS.map((s) => `${s.kind}${s.factor}`)).toEqual([
      'elecPrice0.8', 'elecPrice0.9', 'elecPrice1.1', 'elecPrice1.2', 'gasPrice0.8', 'gasPrice0.9', 'gasPrice1.1', 'gasPrice1.2',
      'co2Price0.8', 'co2Price1.2', 'steamDemand0.9', 'steamDemand1.1', 'coldDemand0.9', 'coldDemand1.1', 'engineOff1',
    ]);
  });

  it.each(DEFAULT_SHIFTS.map((s) => [`${s.kind}×${s.factor}`, withEngine(s)] as const))('%s: the child inherits every other field, and the parent is untouched', (_l, shift) => {
    const child = applyShift(parent, shift);
    const shifted = SHIFTED_FIELDS[shift.kind];
    for (const key of Object.keys(parent) as Array<keyof SimulationPayload>) {
      if (shifted.includes(key)) continue;
      expect(child[key], key).toEqual(parent[key]);
    }
    expect(Object.keys(child).sort()).toEqual(Object.keys(parent).sort());
    expect(parent).toEqual(frozen);
    // the shifted input did change, and only the tables of that input
    const tables = diffInputs(parent, child).map((g) => g.table.split('.')[0]);
    expect(tables.length).toBeGreaterThan(0);
    for (const t of tables) expect(shifted).toContain(t);
  });

  it('multiplies every hour of every series of the shifted price', () => {
    const child = applyShift(parent, { kind: 'elecPrice', factor: 1.1 });
    child.elec_precios_OMIE.forEach((r, i) => expect(r.valor).toBeCloseTo(parent.elec_precios_OMIE[i]!.valor * 1.1));
    child.elec_precios_manual.forEach((r, i) => expect(r.valor).toBeCloseTo(parent.elec_precios_manual[i]!.valor * 1.1));
    child.elec_precios_historicos!.forEach((r, i) => expect(r.valor).toBeCloseTo(parent.elec_precios_historicos![i]!.valor * 1.1));
    child.elec_precios_estimados!.forEach((r, i) => expect(r.precio_estimado).toBeCloseTo(parent.elec_precios_estimados![i]!.precio_estimado * 1.1));
    const gas = applyShift(parent, { kind: 'gasPrice', factor: 0.8 });
    gas.gas_precios_MIBGAS.forEach((r, i) => expect(r.valor).toBeCloseTo(parent.gas_precios_MIBGAS[i]!.valor * 0.8));
    gas.gas_precios_estimados!.forEach((r, i) => expect(r.valor).toBeCloseTo(parent.gas_precios_estimados![i]!.valor * 0.8));
  });

  it('changes only precio_CO2 inside the configuration', () => {
    const child = applyShift(parent, { kind: 'co2Price', factor: 1.2 });
    expect(child.configuracion).toEqual({ ...parent.configuracion, otros: { ...parent.configuracion.otros, precio_CO2: parent.configuracion.otros.precio_CO2 * 1.2 } });
  });

  it('scales the steam and cold demand by ±10 %', () => {
    const steam = applyShift(parent, { kind: 'steamDemand', factor: 0.9 });
    steam.demanda_vapor.forEach((r, i) => expect(r).toEqual({ ...parent.demanda_vapor[i], valor: parent.demanda_vapor[i]!.valor * 0.9 }));
    const cold = applyShift(parent, { kind: 'coldDemand', factor: 1.1 });
    cold.demanda_frio.forEach((r, i) => expect(r).toEqual({ ...parent.demanda_frio[i], valor: parent.demanda_frio[i]!.valor * 1.1 }));
  });

  it('takes one engine out in every hour (availability and coupling 0), the others as they were', () => {
    const child = applyShift(parent, { kind: 'engineOff', factor: 1, engine });
    child.disponibilidad.motores.forEach((r, i) => expect(r.disponibilidad).toEqual({ ...parent.disponibilidad.motores[i]!.disponibilidad, [engine]: 0 }));
    child.acoplamiento_equipos.forEach((r, i) => expect(r.acoplamiento).toEqual({ ...parent.acoplamiento_equipos[i]!.acoplamiento, [engine]: 0 }));
    expect(child.disponibilidad.calderas_gas).toEqual(parent.disponibilidad.calderas_gas);
  });

  it('takes out the engine on for most hours, or the largest with no schedule', () => {
    const names = parent.planta.motores.map((m) => m.nombre);
    const items = [{ concepto: names[1]!, hora: 'H1', valor: 2, estado: 1 }, { concepto: names[1]!, hora: 'H2', valor: 2, estado: 1 }, { concepto: names[3]!, hora: 'H1', valor: 2, estado: 1 }];
    expect(engineToTakeOut(parent, items)).toBe(names[1]);
    const largest = [...parent.planta.motores].sort((a, b) => b.potencia_maxima - a.potencia_maxima)[0]!.nombre;
    expect(engineToTakeOut(parent, [])).toBe(largest);
  });
});

describe('tornado', () => {
  const k = (netCost: number, savings: number): Kpis => ({ netCost, savings, gasMWh: 0, elecSoldMWh: 0, elecBoughtMWh: 0, engineHours: 0, engineStarts: 0, co2t: 0 });
  it('gives one bar per shifted input with the low and high deltas, widest first, skipping children without figures', () => {
    const bars = tornado(k(1000, 200), [
      { shift: { kind: 'elecPrice', factor: 0.8 }, kpis: k(1100, 150) },
      { shift: { kind: 'elecPrice', factor: 1.2 }, kpis: k(950, 260) },
      { shift: { kind: 'gasPrice', factor: 1.2 }, kpis: k(1400, 100) },
      { shift: { kind: 'co2Price', factor: 1.2 }, kpis: null },
    ]);
    expect(bars.map((b) => b.kind)).toEqual(['gasPrice', 'elecPrice']);
    expect(bars[1]).toMatchObject({ netCost: { low: -50, high: 100 }, savings: { low: -50, high: 60 } });
    expect(bars[0]).toMatchObject({ netCost: { low: 0, high: 400 }, savings: { low: -100, high: 0 } });
    expect(bars[1]!.points).toHaveLength(2);
  });
});
