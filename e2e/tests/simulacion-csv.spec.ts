import { expect, test, type Page } from '@playwright/test';
import {
  cell, closeDialog, csvLines, dialog, exportCsv, importCsv, openNewSimulation, openTab, replaceLine,
} from './simulacionHelpers';

// Every table family of the form: one failing import (exact message, data unchanged) and one
// successful import (count, new value shown), through the real grid buttons.

/** The cells of CSV line `i` (1 = first data line). */
const cells = (text: string, i: number): string[] => csvLines(text)[i]!.split(';');

async function failThenSucceed(page: Page, opts: {
  testId: string;
  bad: (text: string) => string;
  badTitle: string | RegExp;
  badText?: string;
  good: (text: string) => string;
  check: { rowId: string; field: string; before: string; after: string };
}) {
  const { testId, check } = opts;
  const exported = await exportCsv(page, testId);
  await expect(cell(page, testId, check.rowId, check.field)).toHaveText(check.before);
  await importCsv(page, testId, opts.bad(exported.text));
  const failure = dialog(page, opts.badTitle);
  await expect(failure).toBeVisible();
  if (opts.badText) await expect(failure).toContainText(opts.badText);
  await closeDialog(page, opts.badTitle);
  await expect(cell(page, testId, check.rowId, check.field)).toHaveText(check.before);
  await importCsv(page, testId, opts.good(exported.text));
  await expect(dialog(page, 'Importación correcta')).toBeVisible();
  await closeDialog(page, 'Importación correcta');
  await expect(cell(page, testId, check.rowId, check.field)).toHaveText(check.after);
  return exported;
}

test.describe('simulation form CSV import/export', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await openNewSimulation(page);
  });

  test('equipment: wrong headers refused, an edited engine imported', async ({ page }) => {
    await openTab(page, 'planta');
    const exported = await failThenSucceed(page, {
      testId: 'planta-motores',
      bad: (t) => t.replace('Nombre;', 'Name;'),
      badTitle: 'Encabezados incorrectos',
      badText: 'Exporta la plantilla y copia los datos en ella.',
      good: (t) => { const c = cells(t, 1); c[1] = '3,5'; return replaceLine(t, 1, c.join(';')); },
      check: { rowId: '0', field: 'potencia_maxima', before: '3,33', after: '3,50' },
    });
    expect(exported.name).toBe('motores_cogeneracion.csv');
    expect(exported.text.charCodeAt(0)).toBe(0xfeff);
    // Not a .csv: 'Formato no válido'.
    await importCsv(page, 'planta-motores', 'x', 'motores.txt');
    await expect(dialog(page, 'Formato no válido')).toContainText('Solo se admiten archivos .csv.');
    await closeDialog(page, 'Formato no válido');
  });

  test('equipment: steam maximum is computed from power × efficiency', async ({ page }) => {
    await openTab(page, 'planta', 'Calderas de vapor');
    await expect(cell(page, 'planta-calderas-gas', '0', 'potencia_vapor_maxima')).toHaveText('20,24');
    await cell(page, 'planta-calderas-gas', '0', 'potencia_gas_maxima').dblclick();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('30');
    await page.keyboard.press('Enter');
    await expect(cell(page, 'planta-calderas-gas', '0', 'potencia_vapor_maxima')).toHaveText('27,60');
  });

  test('tolls: five periods refused, an edited period imported', async ({ page }) => {
    await openTab(page, 'electricidad', 'Peajes');
    await failThenSucceed(page, {
      testId: 'peajes',
      bad: (t) => csvLines(t).slice(0, 6).join('\r\n'),
      badTitle: /.+/,
      badText: 'La matriz de datos debe contener 6 filas de datos, una por periodo',
      good: (t) => { const c = cells(t, 1); c[1] = '11'; return replaceLine(t, 1, c.join(';')); },
      check: { rowId: 'p1', field: 'pot_contratada', before: '10,00', after: '11,00' },
    });
  });

  test('manual electricity prices: wrong row count refused, a value imported', async ({ page }) => {
    await openTab(page, 'electricidad', 'Precios manuales');
    let before = '';
    await expect(async () => { before = (await cell(page, 'elec-manual', '0', 'valor').textContent()) ?? ''; expect(before).not.toBe(''); }).toPass();
    await failThenSucceed(page, {
      testId: 'elec-manual',
      bad: (t) => csvLines(t).slice(0, 24).join('\r\n'),
      badTitle: /.+/,
      badText: 'Se esperaban 24 filas y se recibieron 23.',
      good: (t) => { const c = cells(t, 1); c[2] = '123,45'; return replaceLine(t, 1, c.join(';')); },
      check: { rowId: '0', field: 'valor', before, after: '123,45' },
    });
  });

  test('manual gas prices: an unknown horizon refused, a value imported', async ({ page }) => {
    await openTab(page, 'gas', 'Precios manuales');
    await failThenSucceed(page, {
      testId: 'gas-manual',
      bad: (t) => { const c = cells(t, 1); c[0] = '01/01/2001 00:00'; return replaceLine(t, 1, c.join(';')); },
      badTitle: /.+/,
      badText: 'Horizontes/horas no encontrados en la senda: 01/01/2001',
      good: (t) => { const c = cells(t, 2); c[2] = '40'; return replaceLine(t, 2, c.join(';')); },
      check: { rowId: '1', field: 'valor', before: '35,10', after: '40,00' },
    });
  });

  test('cooling and steam demand: negatives and unknown templates refused, values imported', async ({ page }) => {
    await openTab(page, 'demanda', 'Frío');
    await failThenSucceed(page, {
      testId: 'demanda-frio',
      bad: (t) => { const c = cells(t, 3); c[2] = '-1'; return replaceLine(t, 3, c.join(';')); },
      badTitle: 'Valores negativos no permitidos',
      good: (t) => { const c = cells(t, 3); c[2] = '3,25'; return replaceLine(t, 3, c.join(';')); },
      check: { rowId: '2', field: 'valor', before: '2,50', after: '3,25' },
    });
    await openTab(page, 'demanda', 'Vapor');
    const before = (await cell(page, 'demanda-vapor', '0', 'valor').textContent()) ?? '';
    await failThenSucceed(page, {
      testId: 'demanda-vapor',
      bad: () => '\uFEFFFecha;Valor\r\n01/01/2025;1\r\n',
      badTitle: 'El CSV no coincide con ninguna plantilla conocida',
      badText: 'El csv debe contener las cabeceras de Date, Prediccion y Version, u Horizonte y Demanda de vapor (MW)',
      good: (t) => { const c = cells(t, 1); c[2] = '70'; return replaceLine(t, 1, c.join(';')); },
      check: { rowId: '0', field: 'valor', before, after: '70,00' },
    });
  });

  test('availability: a value other than 0/1 refused, a stop imported', async ({ page }) => {
    await openTab(page, 'disponibilidad', 'Motores de cogeneración');
    const exported = await exportCsv(page, 'disponibilidad-motores');
    const firstKey = cells(exported.text, 1)[0]!;
    expect(csvLines(exported.text)[0]).toBe('\uFEFFHorizonte;Hora;Motor cogeneración 1;Motor cogeneración 2;Motor cogeneración 3;Motor cogeneración 4;Motor cogeneración 5;Motor cogeneración 6;Motor cogeneración 7;Motor cogeneración 8'.replace('\uFEFF', ''));
    await failThenSucceed(page, {
      testId: 'disponibilidad-motores',
      bad: (t) => { const c = cells(t, 1); c[3] = '2'; return replaceLine(t, 1, c.join(';')); },
      badTitle: /.+/,
      badText: "Fila 2, 'Motor cogeneración 2': solo 0 o 1",
      good: (t) => { const c = cells(t, 1); c[3] = '0'; return replaceLine(t, 1, c.join(';')); },
      check: { rowId: firstKey, field: 'e1', before: '1', after: '0' },
    });
  });

  test('coupling: a percentage over 100 refused, 50 % imported', async ({ page }) => {
    await openTab(page, 'acoplamiento');
    const exported = await exportCsv(page, 'acoplamiento');
    const firstKey = cells(exported.text, 1)[0]!;
    await failThenSucceed(page, {
      testId: 'acoplamiento',
      bad: (t) => { const c = cells(t, 1); c[6] = '150'; return replaceLine(t, 1, c.join(';')); },
      badTitle: /.+/,
      badText: "Fila 2, 'Motor cogeneración 5': debe estar entre 0 y 100",
      good: (t) => { const c = cells(t, 1); c[6] = '50'; return replaceLine(t, 1, c.join(';')); },
      check: { rowId: firstKey, field: 'e4', before: '100', after: '50' },
    });
  });

  test('Ro: a non-numeric value refused, a month imported', async ({ page }) => {
    await openTab(page, 'ro');
    const exported = await exportCsv(page, 'ro-cogeneracion');
    expect(exported.name).toBe('RoCogeneracion.csv');
    const month = cells(exported.text, 1)[0]!;
    const before = (await cell(page, 'ro-cogeneracion', month, 'valor').textContent()) ?? '';
    await failThenSucceed(page, {
      testId: 'ro-cogeneracion',
      bad: () => `\uFEFFHorizonte;Valor motores\r\n${month};abc\r\n`,
      badTitle: 'Error al importar',
      badText: `Valor no numérico en 'Valor motores' para horizonte ${month}`,
      good: () => `\uFEFFHorizonte;Valor motores\r\n${month};81,5\r\n`,
      check: { rowId: month, field: 'valor', before, after: '81,50' },
    });
  });
});
