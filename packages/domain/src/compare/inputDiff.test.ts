import { describe, expect, it } from 'vitest';
import { COMPARED_TABLES, diffInputs, MAX_CHANGES_PER_TABLE } from './inputDiff.ts';
import { clone, testPayload } from './testPayload.ts';
import type { SimulationPayload } from '../schemas/payload.ts';

const base = testPayload();
const h = (i: number) => base.demanda_vapor[i]!.horizonte;
const engine2 = base.planta.motores[1]!.nombre;
const boiler = base.planta.calderas_gas[0]!.nombre;
const eboiler = base.planta.calderas_electricas[0]!.nombre;
const compressor = base.planta.compresores[0]!.nombre;
const month = Object.keys(base.ro_cogeneracion)[0]!;

interface Case { table: string; tab: string; row: string; field: string; edit: (p: SimulationPayload) => void }

// One edited cell in every kind of table: hourly series (manual, market, estimated), hourly maps
// (availability, coupling), equipment tables, keyed rows (tolls, swaps), single records, Ro months.
const cases: Case[] = [
  { table: 'configuracion', tab: 'general', row: '', field: 'precios', edit: (p) => { p.configuracion.precios = 'OMIE'; } },
  { table: 'configuracion.otros', tab: 'general', row: '', field: 'precio_CO2', edit: (p) => { p.configuracion.otros.precio_CO2 = 99; } },
  { table: 'planta.motores', tab: 'planta', row: engine2, field: 'fee', edit: (p) => { p.planta.motores[1]!.fee = 12.5; } },
  { table: 'planta.calderas_gas', tab: 'planta', row: boiler, field: 'estado_inicial_equipo', edit: (p) => { const b = p.planta.calderas_gas[0]!; b.estado_inicial_equipo = b.estado_inicial_equipo === 'Parado' ? 'Encendido' : 'Parado'; } },
  { table: 'planta.calderas_electricas', tab: 'planta', row: eboiler, field: 'rendimiento_vapor_electricidad', edit: (p) => { p.planta.calderas_electricas[0]!.rendimiento_vapor_electricidad += 0.01; } },
  { table: 'planta.compresores', tab: 'planta', row: compressor, field: 'potencia_minima', edit: (p) => { p.planta.compresores[0]!.potencia_minima += 0.1; } },
  { table: 'elec_peajes', tab: 'electricidad', row: 'p2', field: 'peaje_pot', edit: (p) => { p.elec_peajes[1]!.peaje_pot += 1; } },
  { table: 'elec_swap', tab: 'electricidad', row: '2', field: 'precio', edit: (p) => { p.elec_swap[1]!.precio += 1; } },
  { table: 'elec_precios_manual', tab: 'electricidad', row: h(3), field: 'valor', edit: (p) => { p.elec_precios_manual[3]!.valor += 5; } },
  { table: 'elec_precios_OMIE', tab: 'electricidad', row: h(4), field: 'valor', edit: (p) => { p.elec_precios_OMIE[4]!.valor += 5; } },
  { table: 'elec_precios_estimados', tab: 'electricidad', row: h(5), field: 'precio_estimado', edit: (p) => { p.elec_precios_estimados![5]!.precio_estimado += 5; } },
  { table: 'gas_parametros', tab: 'gas', row: '', field: 'fnee', edit: (p) => { p.gas_parametros.fnee += 1; } },
  { table: 'gas_swap', tab: 'gas', row: '3', field: 'cantidad', edit: (p) => { p.gas_swap[2]!.cantidad += 10; } },
  { table: 'gas_precios_manual', tab: 'gas', row: h(6), field: 'valor', edit: (p) => { p.gas_precios_manual[6]!.valor += 1; } },
  { table: 'gas_precios_MIBGAS', tab: 'gas', row: h(7), field: 'valor', edit: (p) => { p.gas_precios_MIBGAS[7]!.valor += 1; } },
  { table: 'gas_precios_estimados', tab: 'gas', row: h(2), field: 'valor', edit: (p) => { p.gas_precios_estimados![2]!.valor += 1; } },
  { table: 'ro_cogeneracion', tab: 'ro', row: month, field: 'valor', edit: (p) => { p.ro_cogeneracion[month] = p.ro_cogeneracion[month]! + 3; } },
  { table: 'demanda_coef', tab: 'demanda', row: '', field: 'valor', edit: (p) => { p.demanda_coef = 0.5; } },
  { table: 'demanda_vapor', tab: 'demanda', row: h(8), field: 'valor', edit: (p) => { p.demanda_vapor[8]!.valor += 2; } },
  { table: 'demanda_frio', tab: 'demanda', row: h(9), field: 'valor', edit: (p) => { p.demanda_frio[9]!.valor += 2; } },
  {
    table: 'disponibilidad.motores', tab: 'disponibilidad', row: h(10), field: `disponibilidad.${engine2}`,
    edit: (p) => { const r = p.disponibilidad.motores[10]!.disponibilidad; r[engine2] = r[engine2] === 1 ? 0 : 1; },
  },
  {
    table: 'disponibilidad.calderas_gas', tab: 'disponibilidad', row: h(11), field: `disponibilidad.${boiler}`,
    edit: (p) => { const r = p.disponibilidad.calderas_gas[11]!.disponibilidad; r[boiler] = r[boiler] === 1 ? 0 : 1; },
  },
  {
    table: 'disponibilidad.calderas_electricas', tab: 'disponibilidad', row: h(12), field: `disponibilidad.${eboiler}`,
    edit: (p) => { const r = p.disponibilidad.calderas_electricas[12]!.disponibilidad; r[eboiler] = r[eboiler] === 1 ? 0 : 1; },
  },
  { table: 'estadoAcoplamiento', tab: 'acoplamiento', row: engine2, field: 'valor', edit: (p) => { p.estadoAcoplamiento[1] = p.estadoAcoplamiento[1] === 'Si' ? 'No' : 'Si'; } },
  {
    table: 'acoplamiento_equipos', tab: 'acoplamiento', row: h(13), field: `acoplamiento.${engine2}`,
    edit: (p) => { const r = p.acoplamiento_equipos[13]!.acoplamiento; r[engine2] = r[engine2] === 0.25 ? 0.5 : 0.25; },
  },
];

function read(p: SimulationPayload, c: Case): unknown {
  const g = diffInputs(base, p).find((x) => x.table === c.table);
  return g?.changes[0]?.b;
}

describe('diffInputs', () => {
  it('finds nothing between a payload and its copy', () => {
    expect(diffInputs(base, clone(base))).toEqual([]);
  });

  it('covers every compared table with a case', () => {
    expect(new Set(cases.map((c) => c.table))).toEqual(new Set(COMPARED_TABLES.map((t) => t.table).filter((t) => !/historicos|prevision/.test(t))));
  });

  it.each(cases.map((c) => [c.table, c] as const))('reports one changed cell of %s with its tab, row, field and both values', (_t, c) => {
    const b = clone(base);
    c.edit(b);
    const groups = diffInputs(base, b);
    expect(groups).toHaveLength(1);
    const g = groups[0]!;
    expect(g).toMatchObject({ tab: c.tab, table: c.table, count: 1, rows: [c.row] });
    expect(g.changes).toHaveLength(1);
    expect(g.changes[0]!.row).toBe(c.row);
    expect(g.changes[0]!.field).toBe(c.field);
    expect(g.changes[0]!.a).not.toEqual(g.changes[0]!.b);
    expect(read(b, c)).toEqual(g.changes[0]!.b);
    // and the same cell seen from the other side swaps the values
    const back = diffInputs(b, base)[0]!.changes[0]!;
    expect([back.a, back.b]).toEqual([g.changes[0]!.b, g.changes[0]!.a]);
  });

  it('lists hours present on one side only with null on the other (overlapping horizons)', () => {
    const two = testPayload(2, '14/03/2025');
    const groups = diffInputs(base, two);
    const steam = groups.find((g) => g.table === 'demanda_vapor')!;
    expect(steam.rows).toHaveLength(24);
    expect(steam.rows[0]).toBe(two.demanda_vapor[24]!.horizonte);
    expect(steam.changes[0]).toMatchObject({ field: 'valor', a: null, b: two.demanda_vapor[24]!.valor });
  });

  it('compares rows cell by cell whatever their shape: a field on one side only, an equipment added to a map, nested values', () => {
    const b = clone(base);
    const row = (list: object[], i: number) => list[i] as Record<string, unknown>;
    // a field missing on one side equals an explicit null (both read as null)
    row(b.demanda_vapor, 1).extra = null;
    // an equipment only in b's availability map of hour 2
    (row(b.disponibilidad.motores, 2).disponibilidad as Record<string, number>)['Motor nuevo'] = 1;
    // a value nested deeper than one map (kept as its JSON text)
    row(b.demanda_frio, 3).nota = { a: { b: 1 } };
    // a primitive replaced by an equal one stays equal
    row(b.demanda_frio, 4).valor = Number(row(b.demanda_frio, 4).valor);
    const groups = diffInputs(base, b);
    expect(groups.map((g) => g.table).sort()).toEqual(['demanda_frio', 'disponibilidad.motores']);
    expect(groups.find((g) => g.table === 'disponibilidad.motores')!.changes).toEqual([{ row: h(2), field: 'disponibilidad.Motor nuevo', a: null, b: 1 }]);
    expect(groups.find((g) => g.table === 'demanda_frio')!.changes).toEqual([{ row: h(3), field: 'nota.a', a: null, b: '{"b":1}' }]);
  });

  it('counts every change but keeps at most MAX_CHANGES_PER_TABLE of them', () => {
    const a = testPayload(1, '01/01/2025', 4);
    const b = clone(a);
    b.demanda_frio.forEach((r) => { r.valor += 1; });
    const g = diffInputs(a, b).find((x) => x.table === 'demanda_frio')!;
    expect(g.count).toBe(8760);
    expect(g.rows).toHaveLength(8760);
    expect(g.changes).toHaveLength(MAX_CHANGES_PER_TABLE);
  });
});
