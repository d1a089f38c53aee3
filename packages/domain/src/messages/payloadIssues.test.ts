import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { createBaseCase } from '../plant/baseCase.ts';
import { parsePayload, parseWith, type PayloadIssue } from '../schemas/parse.ts';
import { PAYLOAD_MESSAGES } from './payload.ts';
import { describePayloadIssues, describeProblem, placeOf, problemOfIssue, segmentsOfPath } from './payloadIssues.ts';

const base = () => createBaseCase({ date: '15/01/2025' });

/** zod's own wording and the payload's internal names: neither may reach a person. */
const ZOD_ENGLISH = /Too (big|small)|Invalid (input|option|string|key|element)|expected (number|string|array|object|boolean|int|bigint|one of|record)|, received|Unrecognized key|must match pattern/;
const INTERNAL_NAMES = /\b(elec_|gas_|demanda_|configuracion|planta|disponibilidad|acoplamiento_equipos|estadoAcoplamiento|ro_cogeneracion|metadata|horizonte_horas|potencia_|rendimiento_|fechaActual|precio_CO2|undefined|\[object)/;

const issuesOf = (schema: z.ZodType, value: unknown): PayloadIssue[] => {
  const r = parseWith(schema, value);
  if (r.ok) throw new Error('expected issues');
  return r.issues;
};
const reason = (schema: z.ZodType, value: unknown, lang: 'es' | 'en' = 'es') =>
  describeProblem(problemOfIssue(issuesOf(schema, value)[0]!, lang), lang);

describe('problemOfIssue: one catalogue message per zod issue code', () => {
  // Each schema makes zod raise the code named; the reason is then checked in both languages.
  const cases: Array<[string, z.ZodType, unknown, string, string]> = [
    ['invalid_type (missing)', z.object({ demanda_coef: z.number() }), {}, 'falta el dato', 'the value is missing'],
    ['invalid_type (number)', z.object({ demanda_coef: z.number() }), { demanda_coef: 'x' }, 'debe ser un número', 'it must be a number'],
    ['invalid_type (int)', z.object({ demanda_coef: z.number().int() }), { demanda_coef: 1.5 }, 'debe ser un número entero', 'it must be a whole number'],
    ['invalid_type (string)', z.object({ demanda_coef: z.string() }), { demanda_coef: 1 }, 'debe ser un texto', 'it must be a text'],
    ['invalid_type (boolean)', z.object({ demanda_coef: z.boolean() }), { demanda_coef: 1 }, 'debe ser sí o no', 'it must be yes or no'],
    ['invalid_type (array)', z.object({ demanda_coef: z.array(z.number()) }), { demanda_coef: 1 }, 'debe ser una tabla de filas', 'it must be a table of rows'],
    ['invalid_type (object)', z.object({ demanda_coef: z.object({}) }), { demanda_coef: 1 }, 'debe ser un grupo de campos', 'it must be a group of fields'],
    ['invalid_type (other)', z.object({ demanda_coef: z.bigint() }), { demanda_coef: 1 }, 'tiene un tipo de dato no válido', 'it has an invalid kind of value'],
    ['too_big (number)', z.object({ demanda_coef: z.number().max(1.5) }), { demanda_coef: 2 }, 'debe ser como máximo 1,5', 'it must be at most 1.5'],
    ['too_big (exclusive)', z.object({ demanda_coef: z.number().lt(1.5) }), { demanda_coef: 2 }, 'debe ser menor que 1,5', 'it must be less than 1.5'],
    ['too_big (rows)', z.object({ demanda_coef: z.array(z.number()).max(2) }), { demanda_coef: [1, 2, 3] }, 'admite como máximo 2 filas', 'it allows at most 2 rows'],
    ['too_big (exact rows)', z.object({ demanda_coef: z.array(z.number()).length(2) }), { demanda_coef: [1, 2, 3] }, 'debe tener exactamente 2 filas', 'it must have exactly 2 rows'],
    ['too_big (text)', z.object({ demanda_coef: z.string().max(3) }), { demanda_coef: 'abcd' }, 'admite como máximo 3 caracteres', 'it allows at most 3 characters'],
    ['too_small (number)', z.object({ demanda_coef: z.number().min(0) }), { demanda_coef: -1 }, 'debe ser como mínimo 0', 'it must be at least 0'],
    ['too_small (exclusive)', z.object({ demanda_coef: z.number().gt(0) }), { demanda_coef: 0 }, 'debe ser mayor que 0', 'it must be greater than 0'],
    ['too_small (rows)', z.object({ demanda_coef: z.array(z.number()).min(2) }), { demanda_coef: [1] }, 'necesita al menos 2 filas', 'it needs at least 2 rows'],
    ['too_small (exact rows)', z.object({ demanda_coef: z.array(z.number()).length(6) }), { demanda_coef: [] }, 'debe tener exactamente 6 filas', 'it must have exactly 6 rows'],
    ['too_small (empty text)', z.object({ demanda_coef: z.string().min(1) }), { demanda_coef: '' }, 'falta el dato', 'the value is missing'],
    ['too_small (text)', z.object({ demanda_coef: z.string().min(3) }), { demanda_coef: 'a' }, 'necesita al menos 3 caracteres', 'it needs at least 3 characters'],
    ['invalid_format', z.object({ demanda_coef: z.string().regex(/^H\d+$/) }), { demanda_coef: 'x' }, 'no tiene el formato esperado', 'it does not have the expected format'],
    ['not_multiple_of', z.object({ demanda_coef: z.number().multipleOf(0.5) }), { demanda_coef: 0.3 }, 'debe ser múltiplo de 0,5', 'it must be a multiple of 0.5'],
    ['unrecognized_keys', z.object({ demanda_coef: z.strictObject({ a: z.number() }) }), { demanda_coef: { a: 1, extra: 2 } }, 'contiene datos que el formulario no tiene (extra)', 'it holds data the form does not have (extra)'],
    ['invalid_union', z.object({ demanda_coef: z.union([z.literal(0), z.literal(1)]) }), { demanda_coef: 2 }, 'valor no válido', 'invalid value'],
    ['invalid_key', z.object({ demanda_coef: z.record(z.string().max(2), z.number()) }), { demanda_coef: { abc: 1 } }, 'valor no válido', 'invalid value'],
    ['invalid_value', z.object({ demanda_coef: z.enum(['Si', 'No']) }), { demanda_coef: 'x' }, 'debe ser uno de: Si, No', 'it must be one of: Si, No'],
    ['custom (catalogue code)', z.object({ demanda_coef: z.number().refine(() => false, { params: { code: 'problem.period', expected: 'p2' } }) }), { demanda_coef: 1 }, 'debe ser p2', 'it must be p2'],
    ['custom (no code)', z.object({ demanda_coef: z.number().refine(() => false, { message: 'whatever' }) }), { demanda_coef: 1 }, 'valor no válido', 'invalid value'],
  ];

  it.each(cases)('%s', (_name, schema, value, es, en) => {
    expect(reason(schema, value, 'es')).toBe(`Demanda › Vapor › Coeficiente (0–1,5): ${es}`);
    expect(reason(schema, value, 'en')).toBe(`Demand › Steam › Coefficient (0–1.5): ${en}`);
  });

  // zod 4 declares invalid_element (map/set entries) but reports those entries by their own codes
  // today; the issue is built by hand so the mapping is pinned should it start raising it.
  it('invalid_element', () => {
    const issue: PayloadIssue = { path: 'demanda_coef', code: 'invalid_element', message: 'Invalid element', segments: ['demanda_coef'], details: { origin: 'map' } };
    expect(describeProblem(problemOfIssue(issue), 'es')).toBe('Demanda › Vapor › Coeficiente (0–1,5): valor no válido');
    expect(describeProblem(problemOfIssue(issue, 'en'), 'en')).toBe('Demand › Steam › Coefficient (0–1.5): invalid value');
  });

  it('covers every issue code zod can raise', () => {
    const seen = new Set([...cases.map(([, schema, value]) => issuesOf(schema, value)[0]!.code), 'invalid_element']);
    expect([...seen].sort()).toEqual(['custom', 'invalid_element', 'invalid_format', 'invalid_key', 'invalid_type', 'invalid_union', 'invalid_value',
      'not_multiple_of', 'too_big', 'too_small', 'unrecognized_keys']);
  });
});

describe('places as the form names them', () => {
  it.each([
    [['demanda_coef'], 'Demanda › Vapor › Coeficiente (0–1,5)', 'Demand › Steam › Coefficient (0–1.5)'],
    [['elec_peajes'], 'Electricidad › Peajes', 'Electricity › Tolls'],
    [['elec_peajes', 2, 'peaje_pot'], 'Electricidad › Peajes › fila 3 › Peaje potencia (€/MW·año)', 'Electricity › Tolls › row 3 › Power toll (€/MW·year)'],
    [['elec_precios_OMIE'], 'Electricidad › Precios OMIE', 'Electricity › OMIE prices'],
    [['gas_precios_manual', 4, 'valor'], 'Gas › Precios manuales › hora H5 › Precio (€/MWh)', 'Gas › Manual prices › hour H5 › Price (€/MWh)'],
    [['elec_swap', 1, 'cantidad'], 'Electricidad › Swap › Swap 2 › Cantidad (MWh/día)', 'Electricity › Swap › Swap 2 › Quantity (MWh/day)'],
    [['demanda_frio', 0, 'valor'], 'Demanda › Frío › hora H1 › Demanda de frío (MW)', 'Demand › Cooling › hour H1 › Cooling demand (MW)'],
    [['configuracion', 'otros', 'precio_CO2'], 'General › Otros datos › Precio CO2', 'General › Other data › CO2 price'],
    [['configuracion', 'horizonte'], 'General › Configuración › Horizonte', 'General › Configuration › Horizon'],
    [['disponibilidad', 'motores', 3, 'disponibilidad', 'Motor cogeneración 2'], 'Disponibilidad › Motores de cogeneración › hora H4 › Motor Cog. 2', 'Availability › Cogeneration engines › hour H4 › Motor Cog. 2'],
    [['acoplamiento_equipos', 0, 'acoplamiento', 'Motor cogeneración 8'], 'Acoplamiento › Porcentaje de acoplamiento por hora (%) › hora H1 › Motor Cog. 8', 'Coupling › Hourly coupling percentage (%) › hour H1 › Motor Cog. 8'],
    [['estadoAcoplamiento', 7], 'Acoplamiento › Acoplamiento por motor › Motor 8', 'Coupling › Coupling per engine › Engine 8'],
    [['planta', 'motores', 2, 'potencia_minima'], 'Planta › Motores de cogeneración › fila 3 › Potencia mínima', 'Plant › Cogeneration engines › row 3 › Minimum power'],
    [['gas_parametros', 'term_a'], 'Gas › Parámetros › Término A (€/MWh)', 'Gas › Parameters › Term A (€/MWh)'],
    [['ro_cogeneracion', 'ene 2025'], 'Ro › ene 2025 › Valor motores', 'Ro › ene 2025 › Engines value'],
    [['metadata', 'simulation_name'], 'Nombre de la simulación', 'Simulation name'],
    [[], 'Simulación', 'Simulation'],
    [['no_such_section', 'x'], 'Simulación', 'Simulation'],
  ] as const)('%j', (segments, es, en) => {
    expect(placeOf(segments, 'es')).toBe(es);
    expect(placeOf(segments, 'en')).toBe(en);
  });

  it('reads dotted and bracketed paths', () => {
    expect(segmentsOfPath('planta.motores[2].potencia_minima')).toEqual(['planta', 'motores', 2, 'potencia_minima']);
    expect(segmentsOfPath('disponibilidad.motores.3.disponibilidad')).toEqual(['disponibilidad', 'motores', 3, 'disponibilidad']);
    expect(segmentsOfPath('')).toEqual([]);
  });
});

describe('describePayloadIssues over real payloads', () => {
  it('words the issues of the 601 dialog seen before: coefficient, tolls, rows', () => {
    const p = base() as unknown as Record<string, unknown> & ReturnType<typeof base>;
    const bad = { ...p, demanda_coef: 1.6, elec_peajes: p.elec_peajes.slice(0, 5) };
    const r = parsePayload(bad);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(describePayloadIssues(r.issues, 'es')).toEqual([
      'Electricidad › Peajes: debe tener exactamente 6 filas',
      'Demanda › Vapor › Coeficiente (0–1,5): debe ser como máximo 1,5',
    ]);
    expect(describePayloadIssues(r.issues, 'en')).toEqual([
      'Electricity › Tolls: it must have exactly 6 rows',
      'Demand › Steam › Coefficient (0–1.5): it must be at most 1.5',
    ]);
  });

  it('words the cross-field rules: row counts, min above max, availability values', () => {
    const p = base();
    p.demanda_frio.pop();
    p.disponibilidad.motores[3]!.disponibilidad['Motor cogeneración 2'] = 5 as 0;
    let r = parsePayload(p);
    expect(!r.ok && describePayloadIssues(r.issues)).toEqual([
      'Disponibilidad › Motores de cogeneración › hora H4 › Motor Cog. 2: debe ser 0 o 1',
      'Demanda › Frío: se esperaban 24 filas y hay 23',
    ]);
    p.disponibilidad.motores[3]!.disponibilidad['Motor cogeneración 2'] = 1;
    r = parsePayload(p);
    expect(!r.ok && describePayloadIssues(r.issues)).toEqual(['Demanda › Frío: se esperaban 24 filas y hay 23']);
    const q = base();
    q.planta.motores[2]!.potencia_minima = 99;
    r = parsePayload(q);
    expect(!r.ok && describePayloadIssues(r.issues, 'en')).toEqual(['Plant › Cogeneration engines › row 3 › Minimum power: it cannot be greater than the row\'s maximum']);
  });

  it('never shows zod English or an internal field name, whatever leaf is broken', () => {
    const valid = base();
    const leaves: (string | number)[][] = [];
    const walk = (v: unknown, path: (string | number)[]) => {
      leaves.push(path);
      if (Array.isArray(v)) v.slice(0, 2).forEach((x, i) => walk(x, [...path, i]));
      else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
    };
    walk(valid, []);
    const hostile = fc.constantFrom<unknown>(undefined, null, 'x', -1, 1e9, 2.5, true, [], {}, '', 'H0', '31/02/2025', { a: 1 });
    fc.assert(fc.property(fc.constantFrom(...leaves.filter((l) => l.length > 0)), hostile, (path, value) => {
      const copy = structuredClone(valid) as unknown as Record<string | number, unknown>;
      let node = copy;
      for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
      if (value === undefined) delete node[path.at(-1)!];
      else node[path.at(-1)!] = value;
      const r = parsePayload(copy);
      if (r.ok) return;
      for (const lang of ['es', 'en'] as const) {
        for (const text of describePayloadIssues(r.issues, lang)) {
          expect(text, JSON.stringify(path)).not.toMatch(ZOD_ENGLISH);
          expect(text, JSON.stringify(path)).not.toMatch(INTERNAL_NAMES);
        }
      }
    }), { numRuns: 300 });
  });
});

describe('the payload catalogue', () => {
  it('has both languages with the same placeholders for every code', () => {
    const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
    for (const [code, m] of Object.entries(PAYLOAD_MESSAGES)) {
      expect(m.es.length, code).toBeGreaterThan(0);
      expect(m.en.length, code).toBeGreaterThan(0);
      expect(placeholders(m.en), code).toEqual(placeholders(m.es));
    }
  });
});

describe('places of keys named like Object.prototype members', () => {
  // An uploaded data.json may use any key: '{"toString": 1e16}' once reached Object.prototype.toString
  // through the label maps and answered 500.
  const protoKeys = ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'];
  it('name them as the simulation, never throw', () => {
    for (const key of protoKeys) {
      for (const segments of [[key], ['configuracion', key], ['configuracion', 'otros', key], ['planta', key, 0, 'x'], ['disponibilidad', key, 0]]) {
        expect(() => placeOf(segments), JSON.stringify(segments)).not.toThrow();
      }
      expect(placeOf([key])).toBe('Simulación');
      expect(describeProblem({ segments: [key], code: 'problem.outOfRange' })).toMatch(/^Simulación: /);
    }
  });
  it('hold for any path of such keys and indexes', () => {
    fc.assert(fc.property(fc.array(fc.oneof(fc.constantFrom(...protoKeys, 'planta', 'configuracion', 'otros', 'disponibilidad', 'motores'), fc.nat(30)), { maxLength: 5 }), (segments) => {
      expect(typeof placeOf(segments)).toBe('string');
    }));
  });
});
