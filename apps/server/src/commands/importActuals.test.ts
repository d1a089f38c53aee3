import { describe, expect, it } from 'vitest';
import { actualsCsv, type ActualsPush } from '@plantasim/domain';
import { balancedActualValues } from '@plantasim/domain/testing';
import { refusal, scriptedDb, type Rule } from '../../test/support/scriptedDb.ts';
import { importActualsCsv, importActualsPush, MAX_ACTUALS_DAYS, readActuals } from './importActuals.ts';

const IMPORT = /^INSERT INTO actual_imports/;
const VALUES = /^INSERT INTO actual_values/;
const CURRENT = /^WITH latest AS \(\s+SELECT day, hour, max\(import_id\)/;
const IMPORTS = /FROM actual_imports WHERE id = ANY/;
/** One plausible hour of every unit, as the app exports it. */
const exported = () => actualsCsv.export([{ horizonte: '15/01/2025 10:00', valores: balancedActualValues(0.5) }], undefined);
const stores: Rule[] = [[IMPORT, { rows: [{ id: 5 }] }], [VALUES, { rows: [] }]];

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

describe('reading actuals', () => {
  it('reads the current values of a range of at most a leap year, its days in ISO', async () => {
    const db = scriptedDb([[CURRENT, { rows: [{ day: '2024-02-29', hour: 7, unit: 'motor.2', value: '2.5', import_id: 3 }] }], [IMPORTS, { rows: [{ id: 3, username: 'tecnico', source: 'csv', hours: 1, created: new Date('2024-03-01T10:00:00Z') }] }]]);
    const r = await readActuals(db, '01/01/2024', '31/12/2024');
    expect(r).toEqual({
      horas: [{ horizonte: '29/02/2024 07:00', valores: { 'motor.2': 2.5 } }],
      importaciones: [{ id: 3, username: 'tecnico', origen: 'csv', horas: 1, created: '2024-03-01T10:00:00.000Z' }],
    });
    expect(db.calls[0]!.params).toEqual(['2024-01-01', '2024-12-31']);
  });

  it('refuses a reversed range or one longer than a leap year before any query', async () => {
    const db = scriptedDb([]);
    expect(MAX_ACTUALS_DAYS).toBe(366);
    expect(await readActuals(db, '02/01/2025', '01/01/2025')).toBe('badRange');
    expect(await readActuals(db, '01/01/2024', '01/01/2025')).toBe('badRange');
    expect(db.calls).toEqual([]);
  });
});
