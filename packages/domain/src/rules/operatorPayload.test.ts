import { describe, expect, it } from 'vitest';
import { createBaseCase, regenerateSeries } from '../plant/baseCase.ts';
import { parsePayload } from '../schemas/parse.ts';
import type { SimulationPayload } from '../schemas/payload.ts';
import type { MarketPriceRow } from '../schemas/series.ts';
import { tamperLockedSections } from '../testing/operatorTampering.ts';
import { mergeOperatorUpload, OPERATOR_SECTIONS, operatorStartingPayload } from './operatorPayload.ts';

const today = { year: 2024, month: 3, day: 15 };
const omieRows = (v: number): MarketPriceRow[] => Array.from({ length: 24 }, (_, h) => ({ fecha_hora: `15/03/2024 ${String(h).padStart(2, '0')}:00`, hora: `H${h + 1}`, valor: v + h }));

/** A stored base case of another day, OMIE-priced, with its own figures. */
function storedBase(): SimulationPayload {
  const b = createBaseCase({ date: '01/02/2024', precios: 'OMIE' });
  return { ...b, demanda_coef: 0.8, ro_cogeneracion: { 'feb 2024': 60, 'mar 2024': 61 } };
}

const start = () => operatorStartingPayload({
  base: storedBase(), today, roMaster: { 'mar 2024': 75 }, prices: { elec_precios_OMIE: omieRows(50), gas_precios_MIBGAS: omieRows(30) },
});

/** What a tampering operator sends: today's form with every section they cannot edit changed. */
function tampered(from: SimulationPayload): SimulationPayload {
  const t = tamperLockedSections(from);
  // ...and the two tables they may edit
  t.demanda_vapor = t.demanda_vapor.map((r, i) => ({ ...r, valor: 40 + i, demanda_coef: 1.5 }));
  t.demanda_frio = t.demanda_frio.map((r) => ({ ...r, valor: 1.25 }));
  t.disponibilidad.motores = t.disponibilidad.motores.map((r, i) => ({ ...r, disponibilidad: { ...r.disponibilidad, 'Motor cogeneración 3': i < 12 ? 0 : 1, 'Motor inventado': 1 } as Record<string, 0 | 1> }));
  return t;
}

describe('operatorStartingPayload: the operator form as the server builds it', () => {
  it('opens the stored base case today, with the master Ro and the server prices', () => {
    const s = start();
    expect(s.configuracion.fechaActual).toBe('15/03/2024');
    expect(s.configuracion.precios).toBe('OMIE');
    expect(s.demanda_coef).toBe(0.8);
    expect(s.metadata).toMatchObject({ vista_operador: true, id: null, created: null, valid: 0 });
    expect(s.ro_cogeneracion).toEqual({ 'mar 2024': 75 });
    expect(s.elec_precios_OMIE.map((r) => r.valor)).toEqual(omieRows(50).map((r) => r.valor));
    expect(s.demanda_vapor[0]!.horizonte).toBe('15/03/2024 00:00');
    expect(parsePayload(s).ok).toBe(true);
  });
});

describe('mergeOperatorUpload: which sections an operator may set', () => {
  it('names exactly the demand and availability tables', () => {
    expect([...OPERATOR_SECTIONS]).toEqual(['demanda_vapor', 'demanda_frio', 'disponibilidad']);
  });

  it('takes demand and availability values from the upload and everything else from the server', () => {
    const s = start();
    const sent = tampered(s);
    const r = mergeOperatorUpload(s, sent);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const { demanda_vapor, demanda_frio, disponibilidad, ...rest } = r.payload;
    const { demanda_vapor: _v, demanda_frio: _f, disponibilidad: _d, ...serverRest } = s;
    expect(rest).toEqual(serverRest);
    expect(demanda_vapor.map((x) => x.valor)).toEqual(sent.demanda_vapor.map((x) => x.valor));
    expect(demanda_vapor.every((x, i) => x.demanda_coef === s.demanda_vapor[i]!.demanda_coef)).toBe(true);
    expect(demanda_frio.every((x) => x.valor === 1.25)).toBe(true);
    expect(disponibilidad.motores[0]!.disponibilidad['Motor cogeneración 3']).toBe(0);
    expect(disponibilidad.motores[12]!.disponibilidad['Motor cogeneración 3']).toBe(1);
    expect(Object.keys(disponibilidad.motores[0]!.disponibilidad)).toEqual(Object.keys(s.disponibilidad.motores[0]!.disponibilidad));
    expect(parsePayload(r.payload).ok).toBe(true);
  });

  it('refuses tables of another day or length, naming the table and today', () => {
    const s = start();
    const otherDay = regenerateSeries({ ...s, configuracion: { ...s.configuracion, fechaActual: '14/03/2024' } });
    const r = mergeOperatorUpload(s, { ...s, demanda_frio: otherDay.demanda_frio, disponibilidad: { ...s.disponibilidad, calderas_gas: s.disponibilidad.calderas_gas.slice(1) } });
    expect(r).toEqual({
      ok: false,
      problems: [
        { segments: ['demanda_frio'], code: 'problem.operatorHorizon', params: { date: '15/03/2024' } },
        { segments: ['disponibilidad', 'calderas_gas'], code: 'problem.operatorHorizon', params: { date: '15/03/2024' } },
      ],
    });
  });
});
