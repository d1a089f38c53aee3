/**
 * The upload checks in their worker thread give what the same check gives in the calling thread:
 * the payload, the serialised inputs of a save or a launch, the 601 reasons, the zip's own refusal.
 */
import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { createBaseCase } from '@plantasim/domain';
import { checkUpload, type UploadCheckRequest } from '../../src/uploads/uploadCheck.ts';
import { checkUploadOffThread } from '../../src/uploads/uploadCheckPool.ts';

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
