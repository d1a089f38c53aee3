import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createBaseCase } from '../plant/baseCase.ts';
import { formatIssuePath, parsePayload, parseWith } from './parse.ts';
import { futuresResponseSchema, roMasterRowSchema } from './external.ts';
import { describePayloadIssues } from '../messages/payloadIssues.ts';

const base = () => createBaseCase({ date: '15/01/2025', horizonDays: 2 });

describe('parsePayload', () => {
  it('reports path-precise issues', () => {
    const p = base();
    p.planta.motores[2]!.potencia_minima = 99;
    const r = parsePayload(p);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]!.message).toBe('planta.motores[2].potencia_minima: potencia_minima no puede ser mayor que potencia_maxima');
  });

  it('takes an optional settlement scheme and refuses any other value with the catalogue message', () => {
    expect(parsePayload(base()).ok).toBe(true); // absent: venta_total
    for (const scheme of ['venta_total', 'autoconsumo_neto'] as const) {
      const p = base();
      p.configuracion.otros.esquema_liquidacion = scheme;
      const r = parsePayload(p);
      expect(r.ok && r.data.configuracion.otros.esquema_liquidacion).toBe(scheme);
    }
    const p = base();
    (p.configuracion.otros as Record<string, unknown>).esquema_liquidacion = 'neteo';
    const r = parsePayload(p);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(describePayloadIssues(r.issues, 'es')).toEqual([
      "General › Otros datos › Esquema de liquidación: debe ser 'venta_total' (se vende toda la generación y se compra todo el consumo) o 'autoconsumo_neto' (la generación se compensa con el consumo propio y el Ro solo se cobra sobre lo exportado)",
    ]);
    expect(describePayloadIssues(r.issues, 'en')).toEqual([
      "General › Other data › Settlement scheme: it must be 'venta_total' (the whole generation is sold and the whole consumption bought) or 'autoconsumo_neto' (generation is netted against own consumption and Ro is paid on exported energy only)",
    ]);
  });

  it('checks the computed steam maximum', () => {
    const p = base();
    p.planta.calderas_gas[0]!.potencia_vapor_maxima = 10;
    const r = parsePayload(p);
    expect(!r.ok && r.issues[0]!.message).toBe('planta.calderas_gas[0].potencia_vapor_maxima: debe ser 20.24 (potencia máxima × rendimiento)');
  });

  it('requires horizon-long series and plant-named columns', () => {
    const p = base();
    p.demanda_frio.pop();
    let r = parsePayload(p);
    expect(!r.ok && r.issues[0]!.message).toBe('demanda_frio: Se esperaban 48 filas y se recibieron 47.');
    const q = base();
    delete (q.disponibilidad.motores[3]!.disponibilidad as Record<string, number>)['Motor cogeneración 8'];
    r = parsePayload(q);
    expect(!r.ok && r.issues[0]!.message).toBe('disponibilidad.motores[3].disponibilidad: faltan equipos: Motor cogeneración 8');
  });

  it('points at the equipment of a bad availability or coupling value', () => {
    const p = base();
    (p.disponibilidad.calderas_gas[5]!.disponibilidad as Record<string, number>)['Caldera de gas 7'] = 2;
    (p.acoplamiento_equipos[1]!.acoplamiento as Record<string, number>)['Motor cogeneración 5'] = 1.5;
    const r = parsePayload(p);
    expect(!r.ok && r.issues.map((i) => i.message)).toEqual([
      'disponibilidad.calderas_gas[5].disponibilidad.Caldera de gas 7: debe ser 0 o 1',
      'acoplamiento_equipos[1].acoplamiento.Motor cogeneración 5: debe estar entre 0 y 1',
    ]);
  });

  it('rejects unknown keys, bad JSON and garbage without throwing', () => {
    const p = { ...base(), extra: 1 };
    const r = parsePayload(p);
    expect(!r.ok && r.issues[0]!.code).toBe('unrecognized_keys');
    expect(parsePayload('{bad')).toEqual({ ok: false, issues: [{ path: '', code: 'invalid_json', message: 'JSON no válido' }] });
    fc.assert(fc.property(fc.anything(), (v) => { expect(parsePayload(v).ok).toBe(false); }), { numRuns: 200 });
  });

  it('rejects a horizon above 366 days and a mismatched horizonte_horas', () => {
    const p = base();
    p.configuracion.horizonte = 367;
    const r = parsePayload(p);
    expect(!r.ok && r.issues.some((i) => i.path === 'configuracion.horizonte')).toBe(true);
    const q = base();
    q.configuracion.horizonte_horas = 30;
    const s = parsePayload(q);
    expect(!s.ok && s.issues.some((i) => i.message === 'configuracion.horizonte_horas: debe ser 24 × horizonte (48)')).toBe(true);
  });

  it('formats paths', () => {
    expect(formatIssuePath(['planta', 'motores', 2, 'potencia_minima'])).toBe('planta.motores[2].potencia_minima');
    expect(formatIssuePath([])).toBe('');
  });
});

describe('other schemas', () => {
  it('accepts futures as an object or a JSON string', () => {
    const f = { omip: { headers: [{ name: 'Fecha' }], data: [{ Fecha: '2025-01-01', Precio: 80 }] }, mibgas: { headers: [], data: [] }, co2: { headers: [], data: [] } };
    expect(parseWith(futuresResponseSchema, f).ok).toBe(true);
    expect(parseWith(futuresResponseSchema, JSON.stringify(f))).toEqual({ ok: true, data: f });
    expect(parseWith(futuresResponseSchema, '{').ok).toBe(false);
  });

  it('requires Ro master dates on the first of a month', () => {
    expect(parseWith(roMasterRowSchema, { DATE_RO: '2025-02-01' })).toEqual({ ok: true, data: { DATE_RO: '2025-02-01', VALUE: 0 } });
    const r = parseWith(roMasterRowSchema, { DATE_RO: '2025-02-02', VALUE: 1 });
    expect(!r.ok && r.issues[0]!.message).toBe('DATE_RO: DATE_RO debe ser el primer día de un mes (yyyy-MM-01)');
  });
});
