// parsePayload: the one entry point that validates untrusted JSON (a .vis file, a launch body,
// a stored row). Never throws; issues carry a path such as 'planta.motores[2].potencia_minima'.
import { z } from 'zod';
import { payloadSchema, type SimulationPayload } from './payload.ts';

export interface PayloadIssue {
  /** 'planta.motores[2].potencia_minima' ('' for the root) */
  path: string;
  code: string;
  message: string;
  /** The path as keys and row indexes (['planta', 'motores', 2, 'potencia_minima']). */
  segments?: (string | number)[];
  /** zod's particulars of the issue (limits, expected type, allowed values, custom params), for
   *  messages/payloadIssues.ts to turn into a catalogue text. */
  details?: Record<string, unknown>;
  /** Nothing at all was sent at the path. */
  missing?: boolean;
}

function valueAt(root: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let node = root;
  for (const seg of path) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<PropertyKey, unknown>)[seg];
  }
  return node;
}

function detailsOf(issue: Record<string, unknown>): Record<string, unknown> {
  const { code: _c, path: _p, message: _m, input: _i, errors: _e, ...rest } = issue;
  return rest;
}

export type ParseResult<T> = { ok: true; data: T } | { ok: false; issues: PayloadIssue[] };

/** Largest number of issues returned (a bad 8,784-row series would otherwise produce thousands). */
export const MAX_PAYLOAD_ISSUES = 50;

/** Formats a zod path as 'a.b[2].c'. */
export function formatIssuePath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out === '' ? String(seg) : `.${String(seg)}`;
  }
  return out;
}

/** Validates any value against a schema, returning path-precise issues. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown): ParseResult<T> {
  const r = schema.safeParse(value);
  if (r.success) return { ok: true, data: r.data };
  const issues = r.error.issues.slice(0, MAX_PAYLOAD_ISSUES).map((i) => {
    const path = formatIssuePath(i.path);
    return {
      path, code: i.code, message: path ? `${path}: ${i.message}` : i.message,
      segments: i.path.map((s) => (typeof s === 'number' ? s : String(s))),
      details: detailsOf(i as unknown as Record<string, unknown>),
      missing: i.code === 'invalid_type' && valueAt(value, i.path) === undefined,
    };
  });
  return { ok: false, issues };
}

/** Validates a simulation payload given as a value or as JSON text. */
export function parsePayload(json: unknown): ParseResult<SimulationPayload> {
  let value = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json) as unknown;
    } catch {
      return { ok: false, issues: [{ path: '', code: 'invalid_json', message: 'JSON no válido' }] };
    }
  }
  return parseWith(payloadSchema, value);
}
