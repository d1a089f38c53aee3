import { describe, expect, it } from 'vitest';
import { actualsCsv, type ActualsPush } from '@plantasim/domain';
import { balancedActualValues } from '@plantasim/domain/testing';
import { fakeRepos } from '../../test/support/fakeRepositories.ts';
import { refusal } from '../../test/support/refusal.ts';
import { columnRows, type ActualColumns } from '../uploads/actualsCheck.ts';
import { importActualsCsv, importActualsPush } from './importActuals.ts';

/** One plausible hour of every unit, as the app exports it. */
const exported = () => actualsCsv.export([{ horizonte: '15/01/2025 10:00', valores: balancedActualValues(0.5) }], undefined);
/** A database whose next import gets id 5. */
function stores() {
  const db = fakeRepos();
  db.actuals.idsFrom = 5;
  return db;
}

describe('importing actuals', () => {
  it('stores checked hours and answers their first and last hour in time order (not in text order)', async () => {
    const db = stores();
    const filas: ActualsPush['filas'] = [
      { horizonte: '01/02/2025 00:00', valores: { 'motor.1': 3 } },
      { horizonte: '31/01/2025 23:00', valores: { 'motor.1': 3.2, 'red.compra': 0 } },
      { horizonte: '31/01/2025 09:00', valores: {} },
    ];
    expect(await importActualsPush(db, 'operador', { filas }, 'es')).toEqual({ importacion: 5, horas: 3, desde: '31/01/2025 09:00', hasta: '01/02/2025 00:00', avisos: [] });
    expect(db.calls.map((c) => c.fn)).toEqual(['insertActuals']);
    const [username, source, hours, columns] = db.calls[0]!.args as [string, string, number, ActualColumns];
    expect([username, source, hours]).toEqual(['operador', 'api', 3]);
    expect(Object.values(columnRows(columns, 0, columns.values.length))).toEqual([
      ['2025-02-01', '2025-01-31', '2025-01-31'], [0, 23, 23], [0, 0, 0], ['motor.1', 'motor.1', 'red.compra'], [3, 3.2, 0],
    ]);
    expect(db.actuals.imports.map((i) => [i.id, i.complete, i.values.length])).toEqual([[5, true, 3]]);
  });

  it('takes the CSV the app exports, as its own source', async () => {
    const db = stores();
    expect((await importActualsCsv(db, 'tecnico', exported(), 'es')).horas).toBe(1);
    expect(db.calls[0]!.args.slice(0, 3)).toEqual(['tecnico', 'csv', 1]);
  });

  it("refuses bad hours in the user's language with every finding, storing nothing", async () => {
    const db = stores();
    const err = await refusal(importActualsPush(db, 'operador', { filas: [{ horizonte: '30/02/2025 10:00', valores: {} }, { horizonte: '15/01/2025 10:00', valores: { 'motor.1': -1 } }] }, 'en'));
    expect([err.status, err.code, err.message]).toEqual([400, 'BAD_ACTUALS', 'Data errors']);
    expect(err.extra?.detalles).toEqual(['Invalid hours', "Row 1: '30/02/2025 10:00' is not a dd/MM/yyyy HH:00 hour", 'Negative values are not allowed', "Row 2, 'Motor cogeneración 1 (MWe)': negative (-1,000)"]);
    const renamed = exported().replace('Compra red (MWh)', 'Compra (MWh)');
    const csv = await refusal(importActualsCsv(db, 'operador', renamed, 'es'));
    expect([csv.status, csv.message]).toEqual([400, 'Encabezados incorrectos']);
    expect(db.calls).toEqual([]);
    expect(db.actuals.imports).toEqual([]);
  });
});
