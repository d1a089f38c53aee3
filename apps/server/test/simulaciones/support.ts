/** Shared helpers of the simulation-service tests: uploads, a scripted solver, status waits. */
import { zipSync, strToU8, unzipSync, strFromU8 } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { createBaseCase, type SimulationPayload, type SimulationResults } from '@plantasim/domain';
import { afterAll, beforeAll } from 'vitest';
import type { ExplainFn, SolveFn, SolveOutcome } from '../../src/jobs/types.ts';
import { setSolverForTests } from '../../src/jobs/solver.ts';
import { authHeaders, buildTestApp, type DbKind } from '../helper.ts';

export function zipOf(files: Record<string, string | Uint8Array>): Buffer {
  const entries: Record<string, Uint8Array> = {};
  for (const [k, v] of Object.entries(files)) entries[k] = typeof v === 'string' ? strToU8(v) : v;
  return Buffer.from(zipSync(entries));
}

export function zipJson(value: unknown, name = 'data.json'): Buffer {
  return zipOf({ [name]: JSON.stringify(value) });
}

export function unzipJson(body: Buffer | Uint8Array): Record<string, unknown> {
  const files = unzipSync(new Uint8Array(body));
  return Object.fromEntries(Object.entries(files).map(([k, v]) => [k, k.endsWith('.json') ? JSON.parse(strFromU8(v)) : strFromU8(v)]));
}

/** A multipart/form-data body with one file part. */
export function multipart(file: Buffer, field = 'data.zip', filename = 'data.zip'): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----plantasim${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/zip\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid one-day payload (the domain's base case on a fixed date), named `name`. */
export function payload(name = 'Prueba', overrides: (p: SimulationPayload) => SimulationPayload = (p) => p): SimulationPayload {
  const p = createBaseCase({ date: '15/01/2025' });
  return overrides({ ...p, metadata: { ...p.metadata, simulation_name: name } });
}

/**
 * A valid one-day payload on today's date (Europe/Madrid): an operator's form always opens on today,
 * and the server takes from an operator's upload only the demand and availability of that day.
 */
export function todayPayload(name = 'Prueba', overrides: (p: SimulationPayload) => SimulationPayload = (p) => p): SimulationPayload {
  const p = createBaseCase();
  return overrides({ ...p, metadata: { ...p.metadata, simulation_name: name } });
}

export async function upload(
  app: FastifyInstance, url: string, headers: Record<string, string>, value: unknown, field?: string,
) {
  const body = multipart(zipJson(value), field);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
}

/** Results in the contract's shapes (@plantasim/domain contract/results.ts). */
export const fakeResults = {
  programa: { motores: [], calderas: [], conceptos: [], conceptos_programas: [], total_consumo_gas: 12.5, arranques_motores: [] },
  resultado_operacion: { columns: ['FECHA_HORA', 'PCIO_EL'], rows: [{ FECHA_HORA: '2025-01-15 01', PCIO_EL: 80 }] },
  resultado_economico: { columns: ['FECHA_HORA', 'BENEFICIO_BRUTO'], rows: [{ FECHA_HORA: '2025-01-15 01', BENEFICIO_BRUTO: 10 }], totals: { FECHA_HORA: 'TOTAL', BENEFICIO_BRUTO: 10 } },
  resultados: { stats: null, warnings: [], totals: { FECHA_HORA: 'TOTAL', BENEFICIO_BRUTO: 10 } },
  explicacion: null,
} satisfies SimulationResults;

/**
 * A solver scripted by the simulation name: 'infactible' -> infeasible, 'limite' -> time limit,
 * 'fallo' -> throws, 'espera...' -> waits until aborted ('espera progreso...' first reports window 1
 * of 2 done), anything else -> optimal at once.
 */
export const scriptedSolver: SolveFn = async (p, { signal, onProgress }): Promise<SolveOutcome> => {
  const name = p.metadata.simulation_name;
  if (name.startsWith('espera progreso')) onProgress?.({ done: 12, total: 24, window: 1, windows: 2 });
  if (name === 'infactible') return { status: 'infeasible', message: 'modelo infactible' };
  if (name === 'limite') return { status: 'time_limit' };
  if (name === 'fallo') throw new Error('fallo simulado');
  if (name.startsWith('espera')) {
    await new Promise<void>((_, reject) => {
      const stop = () => reject(new Error('abortada'));
      if (signal.aborted) stop();
      signal.addEventListener('abort', stop, { once: true });
    });
  }
  return { status: 'optimal', results: fakeResults, stats: { fake: true } };
};

/** Waits until the simulation leaves status 3 (or `until` holds); returns its detail. */
export async function waitForStatus(
  app: FastifyInstance, headers: Record<string, string>, id: number,
  until: (status: number) => boolean = (s) => s !== 3, timeoutMs = 20_000,
): Promise<{ status: number; error: string | null }> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/simulacion/${id}`, headers });
    const body = res.json() as { status: number; error: string | null };
    if (until(body.status)) return body;
    if (Date.now() > end) throw new Error(`la simulación ${id} sigue en ${body.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The zip with every entry's declared uncompressed size replaced (a zip bomb without the CPU cost). */
export function withDeclaredSize(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  for (let i = 0; i + 4 <= out.length; i++) {
    const sig = out.readUInt32LE(i);
    if (sig === 0x04034b50) out.writeUInt32LE(size, i + 22); // local header
    else if (sig === 0x02014b50) out.writeUInt32LE(size, i + 24); // central directory
  }
  return out;
}

/** An open server-sent-events stream read with fetch; `events` fills as data lines arrive. */
export async function openEvents(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: { id: number; status: number; VALID: number }[] = [];
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            for (const line of block.split('\n')) if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
          }
        }
      } catch {
        // aborted by close()
      }
    })();
  }
  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    events,
    close: () => controller.abort(),
    async waitFor(pred: (e: { id: number; status: number }) => boolean, timeoutMs = 20_000) {
      const end = Date.now() + timeoutMs;
      while (!events.some(pred)) {
        if (Date.now() > end) throw new Error(`evento no recibido; recibidos: ${JSON.stringify(events)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

export interface TestSession {
  app: FastifyInstance;
  full: Record<string, string>;
  operator: Record<string, string>;
}

/**
 * One app per describe block, solving with `solver`, with a full user's and an operator's headers:
 * `ready` receives them once built (assign them to the block's own variables). Closed after the block.
 */
export function withTestApp(kind: DbKind, solver: SolveFn, ready: (s: TestSession) => void, explainer?: ExplainFn): void {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    setSolverForTests(solver, explainer);
    app = await buildTestApp(kind);
    ready({ app, full: await authHeaders(app, 'full'), operator: await authHeaders(app, 'operator') });
  });
  afterAll(async () => {
    await app?.close();
    setSolverForTests(undefined);
  });
}
