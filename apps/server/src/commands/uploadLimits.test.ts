import { describe, expect, it } from 'vitest';
import { createBaseCase, formatMessage } from '@plantasim/domain';
import { uploadLimits, uploadMessages } from './uploadLimits.ts';

describe('upload caps and their texts', () => {
  it('tell the user the caps in force, word for word', () => {
    expect(uploadMessages).toEqual({
      notMultipart: 'Se esperaba un formulario multipart con el archivo zip',
      noFile: 'Falta el archivo zip en la petición',
      tooLarge: 'El archivo supera el tamaño máximo permitido (20 MB)',
      notZip: 'El archivo no es un zip válido',
      tooManyEntries: 'El zip contiene demasiados archivos (máximo 16)',
      noJson: 'El zip no contiene data.json',
      unzippedTooLarge: 'El contenido del zip supera el tamaño máximo permitido (24 MB)',
      invalidJson: 'El archivo no es válido o tiene un formato incorrecto.',
      tooDeep: 'El JSON tiene demasiados niveles de anidamiento (máximo 32)',
    });
    // The unreadable-document refusal is the import error the web shows for a bad file (docs/rules/messages.md).
    expect(uploadMessages.invalidJson).toBe(formatMessage('launch.importError'));
  });

  it('let a planning year through and nothing near the measured stall', () => {
    // A planning year (mode 4, 8,760 hourly rows in every series) as the form saves it.
    const year = createBaseCase({ date: '01/01/2025', modoEjecucion: 4 });
    const json = JSON.stringify(year);
    expect(year.demanda_vapor.length).toBeGreaterThanOrEqual(8760);
    expect(json.length).toBeLessThan(uploadLimits.maxUnzippedBytes);
    // 48 MB of JSON held every other request for 1.8 s: the cap stays well below it.
    expect(uploadLimits.maxUnzippedBytes).toBeLessThanOrEqual(24 * 1024 * 1024);
    expect(uploadLimits.maxUploadBytes).toBeLessThanOrEqual(uploadLimits.maxUnzippedBytes);
    expect(uploadLimits.maxJsonDepth).toBeGreaterThanOrEqual(8); // data.json nests 5 levels deep
  });
});
