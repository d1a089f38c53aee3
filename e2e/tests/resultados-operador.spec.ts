// Operators (docs/rules/roles.md): their schedule Excel has no economic and concept grids, and they have no
// full-Excel button; the upload-nomination button stays hidden for everyone.
import { expect, test } from '@playwright/test';
import { login } from './fixtures';
import { downloadOf, openResults, readWorkbook, sheetRows, solvedSimulation, type SolvedSimulation } from './resultados.helpers';

test.describe.configure({ timeout: 120_000 });

let sim: SolvedSimulation;

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  sim = await solvedSimulation(request, 'operador', 'Resultados operador e2e');
});

test('operators get the schedule Excel without economic and concept grids and no full Excel', async ({ page }) => {
  await login(page, 'operador');
  await openResults(page, sim.id);
  await expect(page.getByTestId('resultados-schedule')).toBeVisible();
  await expect(page.getByTestId('download-excel')).toBeVisible();
  await expect(page.getByTestId('download-full-excel')).toHaveCount(0);
  await expect(page.getByTestId('upload-nomination')).toBeHidden();
  const excel = await downloadOf(page, page.getByTestId('download-excel'));
  expect(excel.name).toBe('Prevision_Operarios.xlsx');
  const book = await readWorkbook(excel.bytes);
  expect(book.names).toEqual(['Resumen', 'Previsión operarios', 'Programa horario medio', 'Programa']);
  expect(book.names).not.toContain('Conceptos');
  expect(book.names).not.toContain('Resultados económicos');
  // Under the heading rows (plant, run, id, plan in force, days, a blank row).
  expect(sheetRows(book, 'Resumen')[6]![1]).toBeCloseTo(sim.programa.total_consumo_gas, 2);
  expect(sheetRows(book, 'Programa')[6]!.length).toBe(25);
});
