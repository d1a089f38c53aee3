// The one API client of the web app. Every call goes through apiRequest: it adds the bearer
// token, parses JSON, turns every failure into an ApiError { status, message } and, when an
// authenticated call answers 401, clears the session (the AuthGuard then shows /login).
// The routes are the contract's table (@plantasim/domain contract/endpoints.ts, routes.ts): callApi
// and callRoute take a route's method and path from its entry, so no path is written here by hand.
import { basicAuthHeader } from './jwt';
import { clearSession, getSession } from './session';
// The table's zod-free half and types only: the login page loads this module, and the contract's
// runtime schemas (zod) belong to the signed-in app (the first-load size check of the build fails otherwise).
import { endpoints, fillPath, withQuery, type Endpoint, type EndpointName, type PathParamName, type QueryValue } from '@plantasim/domain';
import type { LoginAnswer, routes, RuntimeConfig } from '@plantasim/domain';
import type { z } from 'zod';
import type { LoginResult, ManualChapter } from './types';

/** Status 0 means the request never got an answer (network down, server stopped). */
export const NETWORK_ERROR_STATUS = 0;

export class ApiError extends Error {
  readonly status: number;
  /** The decoded body, when the server sent one (e.g. { status, message } or a 601 payload). */
  readonly body: unknown;
  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS;
  }
}

export type { QueryValue };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Appended as a query string; null/undefined values are left out. */
  query?: Record<string, QueryValue>;
  /** Plain objects are sent as JSON; FormData, Blob and strings as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Send the bearer token and treat 401 as an ended session (default true). */
  auth?: boolean;
  /** How to read a successful answer (default 'json'). */
  responseType?: 'json' | 'blob' | 'text';
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  return withQuery(path, query);
}

/** The most useful text a failed answer carries: message, resultado or error, else the status text. */
export function messageFromBody(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body.trim() && !body.trimStart().startsWith('<')) return body.trim();
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'resultado', 'error']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return fallback;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams || typeof body === 'string') {
    return body;
  }
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/** The language the user picked (i18n mirrors it on <html lang>): the server words its answers in it. */
export function uiLanguage(): string | null {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return /^[a-z]{2}$/.test(lang) ? lang : null;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, auth = true, responseType = 'json' } = options;
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const lang = uiLanguage();
  if (lang && !headers.has('Accept-Language')) headers.set('Accept-Language', lang);
  if (auth) {
    const session = getSession();
    if (session) headers.set('Authorization', `Bearer ${session.token}`);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { method, headers, body: encodeBody(body, headers), signal, credentials: 'same-origin' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR_STATUS, cause instanceof Error ? cause.message : 'Network error');
  }
  if (!response.ok) {
    const errorBody = await readBody(response).catch(() => undefined);
    if (response.status === 401 && auth) clearSession();
    throw new ApiError(response.status, messageFromBody(errorBody, response.statusText || `HTTP ${response.status}`), errorBody);
  }
  if (responseType === 'blob') return (await response.blob()) as T;
  if (responseType === 'text') return (await response.text()) as T;
  return (await readBody(response)) as T;
}

/** A call of a route of the table: its path parameters (required when its path has any) and the request's options. */
export type CallArgs<E extends Endpoint> = [PathParamName<E['path']>] extends [never]
  ? [options?: Omit<RequestOptions, 'method'>]
  : [options: Omit<RequestOptions, 'method'> & { params: Record<PathParamName<E['path']>, string | number> }];

/** Calls a route of the contract's table with its method and path; the answer as it came (unchecked). */
export function callApi<T = unknown, E extends Endpoint = Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<T> {
  const { params, ...rest } = (options ?? {}) as RequestOptions & { params?: Record<string, string | number> };
  return apiRequest<T>(fillPath(endpoint, params), { ...rest, method: endpoint.method });
}

type RouteTable = typeof routes;
/** The routes of the table with an answer schema. */
export type RouteWithAnswer = { [N in EndpointName]: RouteTable[N] extends { response: z.ZodType } ? N : never }[EndpointName];
type AnswerSchema<N extends RouteWithAnswer> = Extract<RouteTable[N], { response: z.ZodType }>['response'];

/**
 * Calls the route `name` of the contract's table and checks its answer with `schema`, which the type
 * holds to the table's answer schema of that route. The schema is passed rather than read from the
 * table so a page loads only the schemas it uses (the table holds them all).
 */
export async function callRoute<N extends RouteWithAnswer>(
  name: N, schema: AnswerSchema<N>, ...args: CallArgs<(typeof endpoints)[N]>
): Promise<z.output<AnswerSchema<N>>> {
  const body = await callApi(endpoints[name] as Endpoint, ...(args as []));
  return (schema as z.ZodType).parse(body) as z.output<AnswerSchema<N>>;
}

// ---- Endpoints -------------------------------------------------------------------------

/**
 * GET /api/login with Basic credentials. A refused login is an answer, not an error: it
 * resolves { ok: false, message } with the server's text. Network failures throw ApiError(0).
 */
export async function login(username: string, password: string): Promise<LoginResult> {
  let response: Response;
  try {
    response = await fetch(endpoints.login.path, {
      headers: { Authorization: basicAuthHeader(username, password), 'Content-Type': 'application/json', Accept: 'application/json' },
    });
  } catch (cause) {
    throw new ApiError(NETWORK_ERROR_STATUS, cause instanceof Error ? cause.message : 'Network error');
  }
  const body = (await readBody(response).catch(() => undefined)) as Partial<LoginAnswer> | string | undefined;
  if (response.ok && body && typeof body === 'object' && body.resultado === 'ok' && typeof body.token === 'string') {
    return { ok: true, token: body.token };
  }
  if (response.status >= 500 && !(body && typeof body === 'object' && 'resultado' in body)) {
    throw new ApiError(response.status, messageFromBody(body, response.statusText || `HTTP ${response.status}`), body);
  }
  return { ok: false, message: messageFromBody(body, response.statusText || `HTTP ${response.status}`) };
}

/**
 * Ends the session: POST /api/logout with its token (the server ends it, so a copy of the token is
 * refused from then on), and forgets it here at once. The request goes on after a navigation
 * (keepalive); if it fails, the token still expires at its time.
 */
export function logout(): void {
  const session = getSession();
  clearSession();
  if (!session || typeof fetch !== 'function') return;
  fetch(endpoints.logout.path, { method: endpoints.logout.method, headers: { Authorization: `Bearer ${session.token}` }, keepalive: true, credentials: 'same-origin' })
    .catch(() => undefined);
}

/** GET /config.json: the runtime configuration (no token needed). */
export function fetchConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  return callApi<RuntimeConfig>(endpoints.config, { signal, auth: false });
}

/** GET /docs/metadata.json: the manual's chapters (an empty list when the manual is not installed). */
export async function fetchManualChapters(signal?: AbortSignal): Promise<ManualChapter[]> {
  const body = await apiRequest<unknown>('/docs/metadata.json', { signal, auth: false });
  if (Array.isArray(body)) return body as ManualChapter[];
  if (body && typeof body === 'object' && Array.isArray((body as { chapters?: unknown }).chapters)) {
    return (body as { chapters: ManualChapter[] }).chapters;
  }
  return [];
}
