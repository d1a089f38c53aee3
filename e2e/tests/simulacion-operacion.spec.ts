// Planta › Operación: a full user gives an engine a part-load curve (its problems shown as typed, in
// the launch check's words), a ramp limit and a boiler a start cost; they travel in the form (read
// back from the .vis export). In English too.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { openNewSimulation, openTab } from './simulacionHelpers';

interface Saved { planta: { motores: Array<{ potencia_minima: number; potencia_maxima: number }>; curva_carga_motores?: Array<Array<{ potencia: number; gas: number }>>; rampa_motores?: Array<number | null>; coste_arranque_calderas?: Record<string, number> } }

async function exportedForm(page: Page): Promise<Saved> {
  await openTab(page, 'backup');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar .vis' }).click();
  return JSON.parse((await readFile((await (await downloading).path())!)).toString('utf8')) as Saved;
}

test('a part-load curve, a ramp limit and a boiler start cost are edited, checked as typed and kept', async ({ page }) => {
  await openNewSimulation(page);
  await openTab(page, 'planta', 'Operación');
  await expect(page.getByTestId('operacion-motor')).toHaveCount(8);
  await page.getByTestId('operacion-curva-anadir-0').click();
  await expect(page.getByTestId('operacion-curva-0')).toBeVisible();
  await page.getByTestId('operacion-curva-punto-0').click();
  // A middle point burning less gas than the minimum load: refused as typed.
  await page.getByTestId('operacion-curva-0-1-gas').fill('1');
  await expect(page.getByTestId('operacion-curva-problema-0').first()).toHaveText('Punto 2: el gas debe crecer con la potencia y ser mayor que ella (rendimiento eléctrico por debajo del 100 %)');
  await page.getByTestId('operacion-rampa-2').fill('1,5');
  await page.getByTestId('operacion-caldera-arranque-Caldera de gas 6').fill('40');
  await page.screenshot({ path: '../test-results/e2e/simulacion-operacion.png', fullPage: true });
  await page.getByTestId('operacion-curva-0-1-gas').fill('7');
  await expect(page.getByTestId('operacion-curva-problema-0')).toHaveCount(0);

  const saved = await exportedForm(page);
  const m = saved.planta.motores[0]!;
  expect(saved.planta.curva_carga_motores?.[0]?.map((pt) => pt.potencia)).toEqual([m.potencia_minima, (m.potencia_minima + m.potencia_maxima) / 2, m.potencia_maxima]);
  expect(saved.planta.curva_carga_motores?.[0]?.[1]?.gas).toBe(7);
  expect(saved.planta.curva_carga_motores?.slice(1).every((c) => c.length === 0)).toBe(true);
  expect(saved.planta.rampa_motores).toEqual([null, null, 1.5, null, null, null, null, null]);
  expect(saved.planta.coste_arranque_calderas).toEqual({ 'Caldera de gas 6': 40 });

  await page.evaluate(() => localStorage.setItem('plantasim.language', 'en'));
  await page.reload();
  await expect(page.getByTestId('tab-general')).toBeVisible({ timeout: 20_000 });
  await openTab(page, 'planta', 'Operation');
  await expect(page.getByRole('columnheader', { name: 'Part-load curve (power → gas)' })).toBeVisible();
  await page.getByTestId('operacion-curva-anadir-1').click();
  await page.getByTestId('operacion-curva-1-0-potencia').fill('0,5');
  await expect(page.getByTestId('operacion-curva-problema-1').first()).toContainText('Point 1: the first point must be at the engine\'s minimum power');
  await page.screenshot({ path: '../test-results/e2e/simulacion-operacion-en.png', fullPage: true });
});
