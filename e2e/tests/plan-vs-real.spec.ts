import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { createBaseCase, type SimulationPayload } from '@plantasim/domain';
import { loginViaApi } from './fixtures';
import { closeDialog, csvLines, dialog, importCsv } from './simulacionHelpers';
import { apiToken, baseCase, bearer, gridCell, launchSimulation, typeDate, waitForStatus } from './screenHelpers';
import { esNumber } from './resultados.helpers';

// Three solves of the base-case day stand behind the first answer: allow for a shared machine.
const expect = baseExpect.configure({ timeout: 60_000 });
test.describe.configure({ timeout: 300_000 });

// A day with realised OMIE and MIBGAS prices in the shared market files, planned by no other test.
const DAY = '22/01/2024';
const MONTH = 'ene 2024';

/** The server's base case moved to DAY: every hour key and the start date rewritten. */
function onDay(payload: Record<string, unknown>): Record<string, unknown> {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(/^\d{2}\/\d{2}\/\d{4}( \d{2}:00)$/, `${DAY}$1`);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  const moved = walk(payload) as { configuracion: Record<string, unknown> };
  return { ...moved, configuracion: { ...moved.configuracion, fechaActual: DAY, mes: MONTH } };
}

/** A valid, executed plan of DAY; its operation table by hour. */
async function validPlan(request: APIRequestContext, token: string) {
  const payload = onDay(await baseCase(request, token));
  const id = await launchSimulation(request, token, payload, 'Plan vs real e2e');
  await waitForStatus(request, token, id);
  const operation = await request.get(`/api/resultado-operacion/${id}`, { headers: bearer(token) });
  expect(operation.ok()).toBe(true);
  const rows = ((await operation.json()) as { rows: Array<Record<string, number>> }).rows;
  return { id, payload: payload as { planta: { motores: Array<{ nombre: string }> }; demanda_vapor: Array<{ valor: number }>; demanda_frio: Array<{ valor: number }> }, rows };
}

const comma = (v: number) => v.toFixed(3).replace('.', ',');

test('a manager imports a day run with an engine trip and reads where the money went, for the day and the month', async ({ page, request }) => {
  const token = await apiToken(request, 'gestor');
  const plan = await validPlan(request, token);
  // The engine planned on through H15–H18 trips there: measured at 0.
  const tripped = plan.payload.planta.motores.findIndex((m) => [14, 15, 16, 17].every((h) => (plan.rows[h]?.[`PE_${m.nombre}`] ?? 0) > 0.01));
  expect(tripped).toBeGreaterThanOrEqual(0);

  await loginViaApi(page, 'gestor');
  await page.goto('/datos-reales');
  await expect(page.getByRole('heading', { name: 'Datos reales' })).toBeVisible();
  await typeDate(page.getByTestId('datos-reales-dia'), DAY);
  await expect(page.getByTestId('datos-reales-importaciones')).toHaveText('No hay datos reales de este día.');

  // The file is the app's own template filled with the plan's operation, the trip and the delivered demand.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar plantilla' }).click();
  const { readFile } = await import('node:fs/promises');
  const header = csvLines((await readFile((await (await downloading).path())!)).toString('utf8'))[0]!;
  const units = header.split(';').slice(1);
  const column = (unit: string): string | null => {
    const engine = /^Motor cogeneración (\d+) /.exec(unit);
    if (engine) return `PE_${plan.payload.planta.motores[Number(engine[1]) - 1]?.nombre ?? ''}`;
    const other = /^(.+) \((MW gas|MWe)\)$/.exec(unit);
    return other ? `${other[2] === 'MW gas' ? 'CG' : 'CE'}_${other[1]}` : null;
  };
  const lines = Array.from({ length: 24 }, (_, h) => [
    `${DAY} ${String(h).padStart(2, '0')}:00`,
    ...units.map((unit, k) => {
      if (unit.startsWith('Vapor entregado')) return comma(plan.payload.demanda_vapor[h]!.valor);
      if (unit.startsWith('Frío entregado')) return comma(plan.payload.demanda_frio[h]!.valor);
      if (k === tripped && h >= 14 && h <= 17) return '0';
      const name = column(unit);
      return comma(Math.max(0, name ? (plan.rows[h]?.[name] ?? 0) : 0));
    }),
  ].join(';'));
  await importCsv(page, 'datos-reales', `\ufeff${[header, ...lines].join('\r\n')}\r\n`, 'datos_reales.csv');
  await expect(dialog(page, 'Importación correcta')).toContainText('24 filas importadas');
  await closeDialog(page, 'Importación correcta');

  // Only now is the plan valid: the day's bridge is read right after.
  expect((await request.post(`/api/simulacion/${plan.id}/activar`, { headers: bearer(token) })).ok()).toBe(true);
  await page.getByTestId('datos-reales-plan-vs-real').click();
  await expect(page).toHaveURL(/\/plan-vs-real\?vista=dia&dia=22%2F01%2F2024$/);
  await expect(page.getByRole('heading', { name: 'Plan vs real' })).toBeVisible();
  await expect(page.getByTestId('plan-vs-real-plan')).toHaveText(`Plan: Plan vs real e2e (simulación ${plan.id}, gestor)`);
  await expect(page.getByTestId('plan-vs-real-waterfall')).toHaveAttribute('data-ready', 'true');
  const trippedName = plan.payload.planta.motores[tripped]!.nombre;
  await expect(page.getByText(`Indisponibilidades (planificado en marcha, medido a 0): ${trippedName} (H15, H16, H17, H18).`)).toBeVisible();
  await expect(page.getByText('La demanda entregada coincidió con la prevista en todas las horas.')).toBeVisible();
  for (const part of ['precio', 'demanda', 'indisponibilidad', 'ejecucion', 'total', 'prevision']) await expect(page.getByTestId(`part-${part}`)).toBeVisible();
  await expect(page.getByTestId('part-demanda')).toContainText('0 €');
  // The trip moved money (either way: at realised prices the engine may have been losing it).
  await expect(page.getByTestId('part-indisponibilidad')).toHaveText(/^Indisponibilidad[+−-]\d/);
  await expect(page.getByTestId('plan-vs-real-columns')).toContainText('Coste neto');
  await expect(page.getByTestId('plan-vs-real-columns')).toContainText('Óptimo a posteriori');
  // The plan is the Results screen's net cost of the same run (swaps included), and the parts add up
  // to actual − plan (docs/figures.md).
  const eco = (await (await request.get(`/api/resultado-economico/${plan.id}`, { headers: bearer(token) })).json()) as { rows: Array<Record<string, number>> };
  const net = eco.rows.reduce((a, r) => a + Number(r.COST_TOTAL ?? 0) - Number(r.ING_TOTAL ?? 0), 0);
  const answer = await request.get(`/api/datos-reales/balance?dia=${encodeURIComponent(DAY)}`, { headers: bearer(token) });
  expect(answer.ok()).toBe(true);
  const bridge = ((await answer.json()) as { puente: Record<'plan' | 'real' | 'precio' | 'demanda' | 'indisponibilidad' | 'ejecucion' | 'total', number> }).puente;
  expect(Math.abs(bridge.plan - net * 100)).toBeLessThanOrEqual(1);
  expect(bridge.precio + bridge.demanda + bridge.indisponibilidad + bridge.ejecucion).toBe(bridge.total);
  expect(bridge.total).toBe(bridge.real - bridge.plan);
  await expect(gridCell(page, 'plan-vs-real-columns', 'total', 'plan')).toHaveText(esNumber(bridge.plan / 100, 2));
  await page.screenshot({ path: test.info().outputPath('plan-vs-real-dia.png'), fullPage: true });

  await page.getByTestId('plan-vs-real-view-month').click();
  await expect(page.getByTestId('plan-vs-real-month')).toHaveText(/enero de 2024/i);
  await expect(page.getByTestId('plan-vs-real-month-waterfall')).toHaveAttribute('data-ready', 'true');
  const day22 = page.getByTestId('calendar-day').filter({ hasText: /^22/ });
  await expect(day22).not.toHaveAttribute('data-band', 'none');
  await expect(page.getByTestId('calendar-day').filter({ hasText: /^21/ })).toHaveAttribute('data-band', 'none');
  await page.screenshot({ path: test.info().outputPath('plan-vs-real-mes.png'), fullPage: true });

  // In English, from the calendar back to the day.
  await page.getByRole('button', { name: /Idioma|Language/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Plan vs actual' })).toBeVisible();
  await expect(page.getByText('Deviation of each day')).toBeVisible();
  await day22.click();
  await expect(page.getByTestId('plan-vs-real-waterfall')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByText(`Unavailability (planned on, measured at 0): ${trippedName} (H15, H16, H17, H18).`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('plan-vs-real-en.png'), fullPage: true });
});

test('a day without a valid plan says so in the user\'s language', async ({ page }) => {
  await loginViaApi(page, 'operador');
  await page.goto('/plan-vs-real?vista=dia&dia=03%2F02%2F2024');
  await expect(page.getByTestId('plan-vs-real-refusal')).toHaveText('El 03/02/2024 no tiene una simulación válida ejecutada que pueda consultar.');
});

/** The measured hours of `day` (its place in the plan's horizon) run exactly as the plan says. */
function actualsAsPlanned(p: SimulationPayload, rows: Array<Record<string, number>>, day: number, date: string) {
  const units: Array<[string, string]> = [
    ...p.planta.motores.map((m, k) => [`motor.${k + 1}`, `PE_${m.nombre}`] as [string, string]),
    ...p.planta.calderas_gas.map((b, k) => [`caldera_gas.${k + 1}`, `CG_${b.nombre}`] as [string, string]),
    ...p.planta.calderas_electricas.map((b, k) => [`caldera_electrica.${k + 1}`, `CE_${b.nombre}`] as [string, string]),
    ...p.planta.compresores.map((c, k) => [`compresor.${k + 1}`, `CE_${c.nombre}`] as [string, string]),
  ];
  return Array.from({ length: 24 }, (_, h) => ({
    horizonte: `${date} ${String(h).padStart(2, '0')}:00`,
    valores: {
      ...Object.fromEntries(units.map(([key, column]) => [key, Math.max(0, Number(rows[day * 24 + h]?.[column] ?? 0))])),
      'demanda.vapor': p.demanda_vapor[day * 24 + h]!.valor,
      'demanda.frio': p.demanda_frio[day * 24 + h]!.valor,
    },
  }));
}

test('a 3-day run made on Friday is the plan in force for Sunday; the picker compares the day with another executed run', async ({ page, request }) => {
  const token = await apiToken(request, 'gestor');
  // Saturday 27 to Monday 29 January 2024 (planned by no other test), Sunday's steam 20 % lower: a
  // Sunday read from the plan's first hours would not match the Sunday measured.
  const base = createBaseCase({ date: '27/01/2024', horizonDays: 3 });
  const weekend: SimulationPayload = {
    ...base, demanda_vapor: base.demanda_vapor.map((r, t) => (t >= 24 && t < 48 ? { ...r, valor: Math.round(r.valor * 80) / 100 } : r)),
  };
  const weekendId = await launchSimulation(request, token, weekend, 'Fin de semana e2e');
  const sundayOnly = await launchSimulation(request, token, createBaseCase({ date: '28/01/2024' }), 'Domingo e2e');
  await waitForStatus(request, token, weekendId);
  await waitForStatus(request, token, sundayOnly);
  const operation = await request.get(`/api/resultado-operacion/${weekendId}`, { headers: bearer(token) });
  const rows = ((await operation.json()) as { rows: Array<Record<string, number>> }).rows;
  const pushed = await request.post('/api/datos-reales', { headers: bearer(token), data: { filas: actualsAsPlanned(weekend, rows, 1, '28/01/2024') } });
  expect(pushed.status(), await pushed.text()).toBe(200);

  await loginViaApi(page, 'gestor');
  // The weekend run valid (the Sunday one not): it is Sunday's plan in force, read at Sunday's hours.
  expect((await request.post(`/api/simulacion/${weekendId}/activar`, { headers: bearer(token) })).ok()).toBe(true);
  const inForce = page.waitForResponse((r) => r.url().includes('/api/datos-reales/balance') && r.url().includes('28%2F01%2F2024') && !r.url().includes('simulacion='));
  await page.goto('/plan-vs-real?vista=dia&dia=28%2F01%2F2024');
  expect((await inForce).status()).toBe(200);
  await expect(page.getByTestId('plan-vs-real-plan')).toHaveText(`Plan: Fin de semana e2e (simulación ${weekendId}, gestor)`);
  await expect(page.getByText('La demanda entregada coincidió con la prevista en todas las horas.')).toBeVisible();
  await expect(page.getByTestId('part-demanda')).toContainText('0 €');

  // The picker offers the plan in force and every executed run that plans Sunday.
  await page.getByLabel('Plan comparado').click();
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: 'Plan en vigor del día' })).toBeVisible();
  await expect(page.getByTestId(`plan-option-${weekendId}`)).toHaveText(`${weekendId} · Fin de semana e2e (operativa, 27/01/2024 – 29/01/2024)`);
  const picked = page.waitForResponse((r) => r.url().includes('/api/datos-reales/balance') && r.url().includes(`simulacion=${sundayOnly}`));
  await page.getByTestId(`plan-option-${sundayOnly}`).click();
  expect((await picked).status()).toBe(200);
  await expect(page).toHaveURL(new RegExp(`simulacion=${sundayOnly}$`));
  await expect(page.getByTestId('plan-vs-real-plan')).toHaveText(
    `Plan: Domingo e2e (simulación ${sundayOnly}, gestor) Comparado con la simulación elegida, no con el plan en vigor del día.`,
  );
  // Its Sunday plans the base steam demand: the measured Sunday delivered 20 % less.
  await expect(page.getByText(/^Demanda distinta de la prevista en H\d/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('plan-vs-real-elegido.png'), fullPage: true });
});
