// The morning page and the operator's hand-over on the real server. The manager makes today's plan
// valid, then a second plan without one of the engines that ran (it takes the first's validity): the
// morning page shows today with the second plan and what changed against the first (the engine
// stops, the € difference), tomorrow without a valid plan and the way to make one, and the alerts
// with their links. Then a trip is measured at 00–01 on an engine the plan runs: the operator sees
// it on the morning page, opens the manager's plan in force (read-only), prints its sheet (the PDF
// read back with pdftotext holds the day with its weekday) and re-plans it as their own run; the
// manager sees the re-plan on the morning page.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { loginViaApi } from './fixtures';
import { apiLogin, downloadOf } from './resultados.helpers';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

interface Payload {
  metadata: Record<string, unknown>;
  configuracion: { fechaActual: string };
  planta: { motores: Array<{ nombre: string }> };
  disponibilidad: { motores: Array<{ disponibilidad: Record<string, number> }> };
}
type Programa = { motores: Array<{ concepto: string; hora: string; valor: number; estado?: number }> };

let first: number;
let second: number;
let stopped: string;
let tripped: string;
let trippedPosition: number;
let today: string;

async function launch(request: APIRequestContext, payload: Payload): Promise<number> {
  const headers = await apiLogin(request, 'gestor');
  const answer = await request.post('/api/lanzar-simulacion/', {
    headers,
    multipart: { file: { name: 'data.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync({ 'data.json': strToU8(JSON.stringify(payload)) })) } },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { id } = (await answer.json()) as { id: number };
  await expect.poll(async () => ((await (await request.get(`/api/simulacion/${id}`, { headers })).json()) as { status: number }).status, { timeout: 150_000, intervals: [1000, 2000] }).toBe(4);
  return id;
}

/** The Spanish weekday of a 'dd/MM/yyyy' day, as the sheet prints it. */
function weekdayEs(day: string): string {
  const [d, m, y] = day.split('/').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('es-ES', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

const runningAt = (programa: Programa, hora: string) => programa.motores.filter((m) => m.hora === hora && m.estado === 1 && m.valor > 0.1).map((m) => m.concepto);

test.beforeAll(async ({ request }) => {
  test.setTimeout(300_000);
  const headers = await apiLogin(request, 'gestor');
  const base = JSON.parse(strFromU8(unzipSync(new Uint8Array(await (await request.get('/api/descargar-caso-base/', { headers })).body()))['data.json']!)) as Payload;
  today = base.configuracion.fechaActual;
  first = await launch(request, { ...base, metadata: { ...base.metadata, simulation_name: 'Mañana e2e primera' } });
  const programa = (await (await request.get(`/api/programa/${first}`, { headers })).json()) as Programa;
  const ran = [...new Set(programa.motores.filter((m) => m.estado === 1 && m.valor > 0.1).map((m) => m.concepto))];
  expect(ran.length).toBeGreaterThan(1);
  stopped = ran[0]!;
  const without: Payload = structuredClone(base);
  without.metadata = { ...base.metadata, simulation_name: 'Mañana e2e segunda' };
  for (const hour of without.disponibilidad.motores) hour.disponibilidad[stopped] = 0;
  second = await launch(request, without);
  for (const id of [first, second]) expect((await request.post(`/api/simulacion/${id}/activar`, { headers })).status()).toBe(200);
  const secondProgram = (await (await request.get(`/api/programa/${second}`, { headers })).json()) as Programa;
  tripped = runningAt(secondProgram, 'H1')[0]!;
  expect(tripped).toBeTruthy();
  trippedPosition = base.planta.motores.findIndex((m) => m.nombre === tripped) + 1;
});

test('the manager\'s morning page: two days, the change against the previous plan and the alerts', async ({ page }) => {
  await loginViaApi(page, 'gestor');
  const hoy = page.getByTestId('manana-dia-hoy');
  // The page's data is one request; on a loaded machine it may take a while.
  await expect(hoy).toContainText(`Hoy · `, { timeout: 60_000 });
  await expect(hoy).toContainText(today);
  await expect(hoy.getByTestId('manana-plan')).toHaveText(`Simulación ${second} «Mañana e2e segunda» de gestor`);
  await expect(hoy.getByTestId('manana-cifras')).toContainText('Coste neto');
  await expect(hoy.getByTestId('manana-horario').getByTestId('manana-unidad')).not.toHaveCount(0);
  const changes = hoy.getByTestId('manana-cambios');
  await expect(changes).toContainText(`Cambios frente al plan anterior ${first} «Mañana e2e primera»`);
  await expect(changes).toContainText(new RegExp(`${stopped}: .*para en las horas`));
  await expect(hoy.getByTestId('manana-diferencia')).toHaveText(/^Diferencia de coste neto del día: [+−]?[\d.,]+\s€$/);
  // Tomorrow has no valid plan: the page says so and offers to make one.
  const manana = page.getByTestId('manana-dia-manana');
  await expect(manana.getByTestId('manana-sin-plan')).toContainText('Sin plan válido para este día.');
  await expect(manana.getByRole('link', { name: 'Nueva simulación' })).toHaveAttribute('href', '/nueva-simulacion');
  // Tomorrow's prices were never downloaded on this server: an alert with its link.
  const prices = page.getByTestId('manana-alerta-preciosMananaFaltan');
  await expect(prices).toContainText('Faltan los precios OMIE de mañana');
  await expect(prices.getByRole('link', { name: 'Descargar precios' })).toHaveAttribute('href', '/precios');
  await page.screenshot({ path: '../test-results/e2e/manana-es.png', fullPage: true });

  await page.evaluate(() => localStorage.setItem('plantasim.language', 'en'));
  await page.reload();
  await expect(page.getByTestId('manana-dia-hoy')).toContainText('Today · ', { timeout: 60_000 });
  await expect(page.getByTestId('manana-cambios')).toContainText(`Changes against the previous plan ${first}`);
  await expect(page.getByTestId('manana-dia-manana')).toContainText('No valid plan for this day.');
  await page.screenshot({ path: '../test-results/e2e/manana-en.png', fullPage: true });
  await page.evaluate(() => localStorage.removeItem('plantasim.language'));
});

test('the operator sees the trip, opens the manager\'s plan in force and re-plans it as their own run', async ({ page, request }) => {
  const operator = await apiLogin(request, 'operador');
  const day = today;
  const measured = await request.post('/api/datos-reales', { headers: operator, data: { filas: [{ horizonte: `${day} 00:00`, valores: { [`motor.${trippedPosition}`]: 0 } }] } });
  expect(measured.status(), await measured.text()).toBe(200);

  await loginViaApi(page, 'operador');
  const hoy = page.getByTestId('manana-dia-hoy');
  await expect(hoy.getByTestId('manana-plan')).toHaveText(`Simulación ${second} «Mañana e2e segunda» de gestor`, { timeout: 60_000 });
  // No money for operators.
  await expect(hoy.getByTestId('manana-diferencia')).toHaveCount(0);
  await expect(page.getByTestId('manana-alerta-preciosMananaFaltan')).toHaveCount(0);
  const trip = page.getByTestId('manana-alerta-averia');
  await expect(trip).toContainText(`Avería el ${day}: ${tripped} a 0 en las horas 1`);
  await page.screenshot({ path: '../test-results/e2e/manana-operador-es.png', fullPage: true });

  // The plan in force opens from its day's card, and its sheet prints the day with its weekday.
  await hoy.getByTestId('manana-abrir').click();
  await expect(page).toHaveURL(new RegExp(`/resultado-simulacion/${second}$`));
  await page.getByTestId('tab-resultados').click();
  await expect(page.getByTestId('resultados-tab')).toBeVisible({ timeout: 20_000 });
  const pdf = await downloadOf(page, page.getByTestId('download-pdf'));
  expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const file = join(mkdtempSync(join(tmpdir(), 'hoja-operario-')), 'hoja.pdf');
  writeFileSync(file, pdf.bytes);
  const printed = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  expect(printed).toMatch(new RegExp(`Día 1 de \\d+ · ${weekdayEs(day)} ${day.replaceAll('/', '\\/')}`));
  expect(printed).toContain(`Id de la simulación: ${second}`);
  expect(printed).toContain('Plan en vigor para este día');

  // Back on the morning page, the trip's alert offers the re-plan of the same plan.
  await page.goto('/');
  await page.getByTestId('manana-alerta-averia').getByRole('link', { name: 'Replanificar' }).click();
  await expect(page).toHaveURL(new RegExp(`/resultado-simulacion/${second}$`));
  await page.getByTestId('tab-resultados').click();
  await expect(page.getByTestId('resultados-tab')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('replan-open').click();
  const dialog = page.getByTestId('replan-dialog');
  await page.getByTestId('replan-hour').click();
  await page.getByTestId('replan-hour-2').click();
  await dialog.getByLabel(tripped, { exact: true }).check();
  await page.getByTestId('replan-submit').click();
  await page.waitForURL((url) => /\/resultado-simulacion\/\d+/.test(url.pathname) && !url.pathname.endsWith(`/${second}`));
  const replanId = Number(/\/resultado-simulacion\/(\d+)/.exec(new URL(page.url()).pathname)![1]);

  // The re-plan is the operator's, linked to the plan; the manager sees it on the morning page.
  const mine = (await (await request.get('/api/simulacion', { headers: operator })).json()) as Array<{ id: number; username: string }>;
  expect(mine.find((s) => s.id === replanId)?.username).toBe('operador');
  await loginViaApi(page, 'gestor');
  await expect(page.getByTestId('manana-dia-hoy').getByTestId('manana-replanes')).toContainText(`${replanId} «`, { timeout: 60_000 });
  await expect(page.getByTestId('manana-dia-hoy').getByTestId('manana-replanes')).toContainText('operador');
});
