/**
 * The upload checks in their worker thread give what the same check gives in the calling thread:
 * the payload, the serialised inputs of a save or a launch, the 601 reasons, the zip's own refusal,
 * and an actuals import's values, which come back in moved typed arrays with each day and unit named
 * once (a year as a million strings and numbers cost the request thread ~120 ms to rebuild).
 */
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { ACTUAL_UNITS, actualsHeaders, createBaseCase } from '@plantasim/domain';
import { balancedActualValues } from '@plantasim/domain/testing';
import { checkActuals, columnRows } from '../../src/uploads/actualsCheck.ts';
import { checkUpload, type UploadCheckRequest } from '../../src/uploads/uploadCheck.ts';
import { checkActualsOffThread, checkUploadOffThread } from '../../src/uploads/uploadCheckPool.ts';

const zipOf = (value: unknown) => zipSync({ 'data.json': strToU8(typeof value === 'string' ? value : JSON.stringify(value)) });
const request = (zip: Uint8Array, want: UploadCheckRequest['want']): UploadCheckRequest => ({
  zip, want, checkLaunchRules: want === 'launch', lang: 'es', user: { username: 'gestor', role: 'full' }, now: '2025-01-14T10:00:00.000Z',
});

describe('upload checks off the request thread', () => {
  const day = createBaseCase({ date: '15/01/2025' });
  const cases: [string, Uint8Array][] = [
    ['a valid day', zipOf(day)],
    ['a simulation with an unreadable field', zipOf({ ...day, configuracion: { ...day.configuracion, horizonte: -3 } })],
    ['invalid JSON', zipOf('{"metadata": ')],
    ['not a zip', strToU8('PK?? not a zip at all')],
  ];

  it.each(cases)('%s: same outcome for payload, save and launch as in the calling thread', async (_name, zip) => {
    for (const want of ['payload', 'save', 'launch'] as const) {
      const here = checkUpload(request(zip.slice(), want));
      const there = await checkUploadOffThread(request(zip.slice(), want));
      expect(there, want).toEqual(here);
    }
  });

  it('a save stores the payload as sent, a launch the normalised payload', async () => {
    const saved = await checkUploadOffThread(request(zipOf(day), 'save'));
    const launched = await checkUploadOffThread(request(zipOf(day), 'launch'));
    if (saved.kind !== 'prepared' || launched.kind !== 'prepared') throw new Error(`expected prepared inputs: ${saved.kind}, ${launched.kind}`);
    expect(JSON.parse(saved.inputs.json)).toEqual(JSON.parse(JSON.stringify(day)));
    expect(saved.inputs.mode).toBe(day.configuracion.modoEjecucionTexto);
    expect(JSON.parse(launched.inputs.json)).toHaveProperty('metadata.simulation_name', launched.inputs.name);
  });

  it('several checks at once each get their own answer, in order', async () => {
    const zips = [zipOf(day), zipOf('{'), zipOf({ ...day, metadata: { ...day.metadata, simulation_name: 'Otra' } })];
    const answers = await Promise.all(zips.map((z) => checkUploadOffThread(request(z, 'save'))));
    expect(answers.map((a) => a.kind)).toEqual(['prepared', 'refused', 'prepared']);
    expect(answers[2]).toMatchObject({ inputs: { name: 'Otra' } });
  });
});

describe('actuals checks off the request thread', () => {
  /** `days` days from 30/12/2024 of every unit, hour by hour, as the app exports them. */
  const csvOf = (days: number) => {
    const lines = [actualsHeaders().join(';')];
    for (let d = 0; d < days; d++) {
      const day = new Date(Date.UTC(2024, 11, 30 + d));
      const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
      for (let h = 0; h < 24; h++) {
        const v = balancedActualValues(0.3 + 0.1 * ((d + h) % 7));
        lines.push([`${date} ${String(h).padStart(2, '0')}:00`, ...ACTUAL_UNITS.map((u) => String(v[u.key]).replace('.', ','))].join(';'));
      }
    }
    return `${lines.join('\r\n')}\r\n`;
  };

  it('an accepted import: the same rows as in the calling thread, in typed arrays, each day and unit named once', async () => {
    const csv = csvOf(3);
    const here = checkActuals({ task: 'actuals', lang: 'es', csv });
    const there = await checkActualsOffThread({ task: 'actuals', lang: 'es', csv });
    if (here.kind !== 'checked' || there.kind !== 'checked') throw new Error(`expected checked: ${here.kind}, ${there.kind}`);
    const n = there.columns.values.length;
    expect(n).toBe(3 * 24 * ACTUAL_UNITS.length);
    expect(columnRows(there.columns, 0, n)).toEqual(columnRows(here.columns, 0, n));
    expect(there.columns.values).toBeInstanceOf(Float64Array);
    expect(there.columns.day).toBeInstanceOf(Uint16Array);
    expect(there.columns.hour).toBeInstanceOf(Uint8Array);
    expect(there.columns.unit).toBeInstanceOf(Uint16Array);
    expect(there.columns.dayNames).toEqual(['2024-12-30', '2024-12-31', '2025-01-01']);
    expect(new Set(there.columns.unitNames).size).toBe(there.columns.unitNames.length);
    expect(there.columns.unitNames).toHaveLength(ACTUAL_UNITS.length);
    // A chunk is read across a day's border as the insert reads it.
    const rows = columnRows(there.columns, 24 * ACTUAL_UNITS.length - 1, 24 * ACTUAL_UNITS.length + 1);
    expect(rows.days).toEqual(['2024-12-30', '2024-12-31']);
    expect(rows.hours).toEqual([23, 0]);
    expect({ count: there.count, desde: there.desde, hasta: there.hasta }).toEqual({ count: here.count, desde: here.desde, hasta: here.hasta });
  });

  it('a refused import answers the same refusal as in the calling thread', async () => {
    const csv = csvOf(1).replace('30/12/2024 05:00', '30/12/2024 25:00');
    const here = checkActuals({ task: 'actuals', lang: 'es', csv });
    expect(here.kind).toBe('refused');
    expect(await checkActualsOffThread({ task: 'actuals', lang: 'es', csv })).toEqual(here);
  });
});
