// Planta › Estado inicial: the engines' state before H1 typed by the user, or taken from the
// previous day's valid simulation, travels in the form with where it came from (read back from the
// form's .vis export). The server's side (which simulation, which hours) has its own integration
// test; here the "found" answer is fixed so that parallel specs changing today's valid run cannot
// change what this one sees.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { openNewSimulation, openTab } from './simulacionHelpers';

interface Saved { planta: { motores: Array<{ nombre: string; estado: string }>; horas_estado_motores?: number[]; origen_estado_motores?: string; simulacion_estado_motores?: { id: number; fechaActual: string }; coste_arranque_motores?: number[] } }

async function exportedForm(page: Page): Promise<Saved> {
  await openTab(page, 'backup');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar .vis' }).click();
  return JSON.parse((await readFile((await (await downloading).path())!)).toString('utf8')) as Saved;
}

test('hours in state and costs per start typed by the user are kept, with the user as their source', async ({ page }) => {
  // No valid simulation the day before, whatever parallel specs validate.
  await page.route('**/api/estado-inicial?*', (route) => route.fulfill({ json: { simulacion: null, motores: [] } }));
  const asked = page.waitForResponse((r) => r.url().includes('/api/estado-inicial?fecha=') && r.status() === 200);
  await openNewSimulation(page);
  await openTab(page, 'planta', 'Estado inicial');
  await asked;
  await expect(page.getByTestId('estado-inicial-motor')).toHaveCount(8);
  await expect(page.getByTestId('estado-inicial-origen')).toHaveText('Sin horas indicadas: se supone que cada motor lleva en su estado tiempo suficiente para cualquier tiempo mínimo.');
  await page.getByTestId('estado-inicial-horas-2').fill('3');
  await page.getByTestId('estado-inicial-arranque-0').fill('150,5');
  await expect(page.getByTestId('estado-inicial-origen')).toHaveText('Origen: introducido por el usuario.');

  const saved = await exportedForm(page);
  expect(saved.planta.horas_estado_motores).toEqual([1e6, 1e6, 3, 1e6, 1e6, 1e6, 1e6, 1e6]);
  expect(saved.planta.origen_estado_motores).toBe('usuario');
  expect(saved.planta.coste_arranque_motores).toEqual([150.5, 0, 0, 0, 0, 0, 0, 0]);
});

test('the previous day\'s valid simulation is named and its engines\' state taken in one click, in English too', async ({ page }) => {
  await page.route('**/api/estado-inicial?*', (route) => route.fulfill({
    json: {
      simulacion: { id: 4242, name: 'Plan de ayer', fechaActual: '22/11/2026' },
      motores: [
        { nombre: 'Motor cogeneración 1', estado: 'Encendido', horas: 5 },
        { nombre: 'Motor cogeneración 2', estado: 'Parado', horas: 30 },
        null, null, null, null, null, null,
      ],
    },
  }));
  await openNewSimulation(page);
  await openTab(page, 'planta', 'Estado inicial');
  await expect(page.getByTestId('estado-inicial-anterior')).toContainText('La simulación válida del día anterior, «Plan de ayer» (22/11/2026), dejó los motores en un estado que puede tomar como inicial.');
  // Not taken yet: a launch would take it (the server does), and the panel says so.
  await expect(page.getByTestId('estado-inicial-origen')).toHaveText('Sin horas indicadas: al lanzar, el estado de cada motor y sus horas se tomarán de la simulación válida del día anterior.');
  await page.getByTestId('estado-inicial-tomar').click();
  await expect(page.getByTestId('estado-inicial-origen')).toHaveText('Origen: la simulación válida del día anterior, n.º 4242 del 22/11/2026.');
  const rows = page.getByTestId('estado-inicial-motor');
  await expect(rows.nth(0)).toContainText('Encendido');
  await expect(rows.nth(1)).toContainText('Parado');
  await expect(page.getByTestId('estado-inicial-horas-0')).toHaveValue('5');
  await expect(page.getByTestId('estado-inicial-horas-1')).toHaveValue('30');
  await expect(page.getByTestId('estado-inicial-horas-2')).toHaveValue('');

  const saved = await exportedForm(page);
  expect(saved.planta.motores.slice(0, 2).map((m) => m.estado)).toEqual(['Encendido', 'Parado']);
  expect(saved.planta.horas_estado_motores?.slice(0, 3)).toEqual([5, 30, 1e6]);
  expect(saved.planta.origen_estado_motores).toBe('simulacion_anterior');
  expect(saved.planta.simulacion_estado_motores).toEqual({ id: 4242, fechaActual: '22/11/2026' });
  await openTab(page, 'planta', 'Estado inicial');
  await page.getByTestId('estado-inicial-horas-3').fill('2');
  await expect(page.getByTestId('estado-inicial-origen')).toHaveText('Origen: introducido por el usuario.');
  await expect(page.getByTestId('estado-inicial-horas-0')).toHaveValue('5');
  await page.getByTestId('estado-inicial').screenshot({ path: test.info().outputPath('estado-inicial-es.png') });

  await page.evaluate(() => localStorage.setItem('plantasim.language', 'en'));
  await page.reload();
  await expect(page.getByTestId('tab-general')).toBeVisible({ timeout: 20_000 });
  await openTab(page, 'planta', 'Initial state');
  await expect(page.getByTestId('estado-inicial-anterior')).toContainText('The previous day\'s valid simulation, “Plan de ayer” (22/11/2026), left the engines in a state you can take as the initial one.');
  await expect(page.getByRole('button', { name: 'Take from the previous day\'s valid simulation' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Hours in that state' })).toBeVisible();
  await expect(page.getByTestId('estado-inicial-origen')).toHaveText('No hours given: at launch, each engine\'s state and hours will be taken from the previous day\'s valid simulation.');
  await page.getByTestId('estado-inicial-tomar').click();
  await expect(page.getByTestId('estado-inicial-origen')).toHaveText('Source: the previous day\'s valid simulation, no. 4242 of 22/11/2026.');
  await page.getByTestId('estado-inicial').screenshot({ path: test.info().outputPath('estado-inicial-en.png') });
});
