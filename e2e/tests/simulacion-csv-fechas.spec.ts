import { expect, test } from '@playwright/test';
import { cell, closeDialog, csvLines, dialog, exportCsv, importCsv, openNewSimulation, openTab } from './simulacionHelpers';

// Availability and coupling imports match the file's rows on date and hour: a file exported for
// another day is refused with the table unchanged; rows in another order land on their own hour.

/** The same CSV with every horizon moved `days` days ('dd/MM/yyyy HH:00'). */
function shiftDays(text: string, days: number): string {
  const [header, ...rows] = csvLines(text);
  const moved = rows.map((line) => {
    const [key, ...rest] = line.split(';');
    const [d, m, y] = key!.slice(0, 10).split('/').map(Number);
    const at = new Date(Date.UTC(y!, m! - 1, d! + days));
    const dmy = `${String(at.getUTCDate()).padStart(2, '0')}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${at.getUTCFullYear()}`;
    return [`${dmy}${key!.slice(10)}`, ...rest].join(';');
  });
  return [header, ...moved].join('\r\n');
}

test.describe('grid imports check their dates', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page }) => {
    await openNewSimulation(page);
  });

  test('availability: a file of two days earlier refused with the table unchanged; rows in another order imported', async ({ page }) => {
    await openTab(page, 'disponibilidad', 'Motores de cogeneración');
    const exported = await exportCsv(page, 'disponibilidad-motores');
    const lines = csvLines(exported.text);
    const firstKey = lines[1]!.split(';')[0]!;
    const stopped = lines.map((l, i) => (i === 1 ? l.replace(/;1(;|$)/, ';0$1') : l));
    await expect(cell(page, 'disponibilidad-motores', firstKey, 'e0')).toHaveText('1');

    const earlier = shiftDays(stopped.join('\r\n'), -2);
    await importCsv(page, 'disponibilidad-motores', earlier);
    const refused = dialog(page, 'Horizontes no encontrados');
    await expect(refused).toContainText(`No existe el horizonte: ${csvLines(earlier)[1]!.split(';')[0]} H1`);
    await closeDialog(page, 'Horizontes no encontrados');
    await expect(cell(page, 'disponibilidad-motores', firstKey, 'e0')).toHaveText('1');

    await importCsv(page, 'disponibilidad-motores', [stopped[0], ...stopped.slice(1).reverse()].join('\r\n'));
    await closeDialog(page, 'Importación correcta');
    await expect(cell(page, 'disponibilidad-motores', firstKey, 'e0')).toHaveText('0');
  });

  test('coupling: a file of another day refused with the table unchanged', async ({ page }) => {
    await openTab(page, 'acoplamiento');
    const exported = await exportCsv(page, 'acoplamiento');
    const firstKey = csvLines(exported.text)[1]!.split(';')[0]!;
    const before = await cell(page, 'acoplamiento', firstKey, 'e4').textContent();
    await importCsv(page, 'acoplamiento', shiftDays(exported.text.replace(/;100(;|\r?\n)/, ';50$1'), 1));
    await expect(dialog(page, 'Horizontes no encontrados')).toBeVisible();
    await closeDialog(page, 'Horizontes no encontrados');
    await expect(cell(page, 'acoplamiento', firstKey, 'e4')).toHaveText(before ?? '');
  });
});
