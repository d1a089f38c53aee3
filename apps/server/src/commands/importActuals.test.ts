import { describe, expect, it } from 'vitest';
import { actualsCsv, type ActualsPush } from '@plantasim/domain';
import { balancedActualValues } from '@plantasim/domain/testing';
import { refusal, scriptedDb, type Rule } from '../../test/support/scriptedDb.ts';
import { importActualsCsv, importActualsPush } from './importActuals.ts';

const IMPORT = /^INSERT INTO actual_imports/;
const VALUES = /^INSERT INTO actual_values/;
const COMPLETE = /^UPDATE actual_imports SET complete = true/;
const ABANDONED = /^SELECT id FROM actual_imports WHERE NOT complete/;
/** One plausible hour of every unit, as the app exports it. */
const exported = () => actualsCsv.export([{ horizonte: '15/01/2025 10:00', valores: balancedActualValues(0.5) }], undefined);
const stores: Rule[] = [[IMPORT, { rows: [{ id: 5 }] }], [VALUES, { rows: [] }], [COMPLETE, { rows: [{ id: 5 }] }], [ABANDONED, { rows: [] }]];

describe('importing actuals', () => {
  it('stores checked hours and answers their first and last hour in time order (not in text order)', async () => {
    const db = scriptedDb(stores);
    const filas: ActualsPush['filas'] = [
      { horizonte: '01/02/2025 00:00', valores: { 'motor.1': 3 } },
      { horizonte: '31/01/2025 23:00', valores: { 'motor.1': 3.2, 'red.compra': 0 } },
      { horizonte: '31/01/2025 09:00', valores: {} },
    ];
    expect(await importActualsPush(db, 'operador', { filas }, 'es')).toEqual({ importacion: 5, horas: 3, desde: '31/01/2025 09:00', hasta: '01/02/2025 00:00', avisos: [] });
    expect(db.calls[0]!.params).toEqual(['operador', 'api', 3]);
    const values = db.calls[1]!.params;
    expect(values.slice(1)).toEqual([['2025-02-01', '2025-01-31', '2025-01-31'], [0, 23, 23], ['motor.1', 'motor.1', 'red.compra'], [3, 3.2, 0]]);
  });

  it('takes the CSV the app exports, as its own source', async () => {
    const db = scriptedDb(stores);
    expect((await importActualsCsv(db, 'tecnico', exported(), 'es')).horas).toBe(1);
    expect(db.calls[0]!.params).toEqual(['tecnico', 'csv', 1]);
  });

  it("refuses bad hours in the user's language with every finding, storing nothing", async () => {
    const db = scriptedDb([]);
    const err = await refusal(importActualsPush(db, 'operador', { filas: [{ horizonte: '30/02/2025 10:00', valores: {} }, { horizonte: '15/01/2025 10:00', valores: { 'motor.1': -1 } }] }, 'en'));
    expect([err.status, err.code, err.message]).toEqual([400, 'BAD_ACTUALS', 'Data errors']);
    expect(err.extra?.detalles).toEqual(['Invalid hours', "Row 1: '30/02/2025 10:00' is not a dd/MM/yyyy HH:00 hour", 'Negative values are not allowed', "Row 2, 'Motor cogeneración 1 (MWe)': negative (-1,000)"]);
    const renamed = exported().replace('Compra red (MWh)', 'Compra (MWh)');
    const csv = await refusal(importActualsCsv(db, 'operador', renamed, 'es'));
    expect([csv.status, csv.message]).toEqual([400, 'Encabezados incorrectos']);
    expect(db.calls).toEqual([]);
  });
});
