// Every HTTP route of the server, by name: its method and its path (':name' for a path parameter).
// The table of routes.ts adds each one's schemas; this half is kept free of zod so the login page,
// which must not load the contract's schemas, can still call through it. Paths keep the trailing
// slash of the calls that documented one (docs/rules/calls.md); the server ignores trailing slashes.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
}

/** Where the API lives: every route under it needs a session (except the login), nothing under it
 *  is a page of the web app, and none of its answers is cached. */
export const API_PREFIX = '/api';

/** Whether a request path is the API's (the prefix itself or anything under it). */
export function isApiPath(path: string | undefined): boolean {
  return path === API_PREFIX || (path?.startsWith(`${API_PREFIX}/`) ?? false);
}

export const endpoints = {
  /** The runtime configuration (public: the login page reads it). */
  config: { method: 'GET', path: '/config.json' },

  // Session
  login: { method: 'GET', path: '/api/login' },
  logout: { method: 'POST', path: '/api/logout' },
  me: { method: 'GET', path: '/api/me' },

  // Simulations: list, one, state changes, live events
  simulations: { method: 'GET', path: '/api/simulacion' },
  simulation: { method: 'GET', path: '/api/simulacion/:id' },
  activate: { method: 'POST', path: '/api/simulacion/:id/activar' },
  cancel: { method: 'POST', path: '/api/simulacion/:id/cancelar' },
  deleteSimulation: { method: 'DELETE', path: '/api/borrar-simulacion/:id' },
  validity: { method: 'GET', path: '/api/cambiar-estado' },
  eventsTicket: { method: 'POST', path: '/api/simulacion/eventos/ticket' },
  events: { method: 'GET', path: '/api/simulacion/eventos' },

  // Uploads of a whole simulation (multipart data.zip) and the base case
  launch: { method: 'POST', path: '/api/lanzar-simulacion/' },
  save: { method: 'POST', path: '/api/guardar-simulacion/' },
  downloadIn: { method: 'POST', path: '/api/descargar-in/' },
  baseCase: { method: 'GET', path: '/api/descargar-caso-base/' },
  saveBaseCase: { method: 'POST', path: '/api/cargar-caso-base/' },
  inputs: { method: 'GET', path: '/api/descargar-entrada/:id' },
  resultZip: { method: 'GET', path: '/api/descargar-resultado/:id' },

  // Results of a simulation
  programa: { method: 'GET', path: '/api/programa/:id' },
  operation: { method: 'GET', path: '/api/resultado-operacion/:id' },
  economic: { method: 'GET', path: '/api/resultado-economico/:id' },
  summary: { method: 'GET', path: '/api/resultados/:id' },
  explanation: { method: 'GET', path: '/api/explicacion/:id' },
  nomination: { method: 'POST', path: '/api/nominacion/' },

  // Analyses of a simulation
  compare: { method: 'GET', path: '/api/comparar' },
  sensitivityLaunch: { method: 'POST', path: '/api/simulaciones/:id/sensibilidad' },
  sensitivity: { method: 'GET', path: '/api/simulaciones/:id/sensibilidad' },
  replanInfo: { method: 'GET', path: '/api/simulaciones/:id/replanificacion' },
  replan: { method: 'POST', path: '/api/simulaciones/:id/replanificar' },
  exactList: { method: 'GET', path: '/api/simulaciones/:id/explicacion/exactos' },
  exactRequest: { method: 'POST', path: '/api/simulaciones/:id/explicacion/exacto' },
  offersRequest: { method: 'POST', path: '/api/simulaciones/:id/ofertas' },
  offers: { method: 'GET', path: '/api/simulaciones/:id/ofertas' },
  initialState: { method: 'GET', path: '/api/estado-inicial' },
  annualToDate: { method: 'GET', path: '/api/anual/acumulado' },
  morning: { method: 'GET', path: '/api/inicio' },

  // Ro master
  roList: { method: 'GET', path: '/api/ro' },
  roCreate: { method: 'POST', path: '/api/ro/' },
  roUpdate: { method: 'PUT', path: '/api/ro/:DATE_RO' },
  roDelete: { method: 'DELETE', path: '/api/ro/:DATE_RO' },
  roEstimate: { method: 'GET', path: '/api/ro/estimado' },

  // Market prices
  pricesOmie: { method: 'GET', path: '/api/descargar-precios-omie' },
  pricesOmieHistoric: { method: 'GET', path: '/api/descargar-precios-omie-historicos' },
  pricesOmieQuarters: { method: 'GET', path: '/api/descargar-precios-omie-cuartos' },
  pricesMibgas: { method: 'GET', path: '/api/descargar-precios-mibgas' },
  pricesMibgasHistoric: { method: 'GET', path: '/api/descargar-precios-mibgas-historicos' },
  pricesPrevision: { method: 'GET', path: '/api/descargar-precios-prevision' },
  omieVersions: { method: 'GET', path: '/api/descargar-precios-omie-versiones' },
  downloader: { method: 'GET', path: '/api/descargador-precios' },
  omieRefresh: { method: 'POST', path: '/api/descargador-precios/actualizar' },
  sourceProblems: { method: 'GET', path: '/api/descargador-precios/estado' },
  futures: { method: 'GET', path: '/api/descargador-futuros' },

  // Measured operation (actuals)
  actuals: { method: 'GET', path: '/api/datos-reales' },
  actualsImport: { method: 'POST', path: '/api/datos-reales' },
  actualsImports: { method: 'GET', path: '/api/datos-reales/importaciones' },
  actualsWithdraw: { method: 'DELETE', path: '/api/datos-reales/importaciones/:id' },
  bridge: { method: 'GET', path: '/api/datos-reales/balance' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** The names of a path's parameters: '/api/ro/:DATE_RO' → 'DATE_RO'. */
export type PathParamName<P extends string> = P extends `${string}:${infer K}/${infer Rest}`
  ? K | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer K}`
    ? K
    : never;

/** The values of a path's parameters, or nothing for a path without any. */
export type PathParamsArg<P extends string> = [PathParamName<P>] extends [never] ? [] : [params: Record<PathParamName<P>, string | number>];

/** An endpoint's path with its parameters filled in (each encoded as a URI component). */
export function endpointPath<E extends Endpoint>(endpoint: E, ...[params]: PathParamsArg<E['path']>): string {
  return fillPath(endpoint, params);
}

/** endpointPath without the parameters' types, for callers generic over endpoints (a missing value throws). */
export function fillPath(endpoint: Endpoint, params: Record<string, string | number> = {}): string {
  return endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.method} ${endpoint.path}: falta el parámetro ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query value as it travels in a URL; null and undefined leave the key out. */
export type QueryValue = string | number | boolean | null | undefined;

/** A path (or URL) with a query string appended; null/undefined values are left out. */
export function withQuery(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** An endpoint's URL: its path with the parameters filled in and the query appended. */
export function endpointUrl<E extends Endpoint>(endpoint: E, query: Record<string, QueryValue> | undefined, ...params: PathParamsArg<E['path']>): string {
  return withQuery(endpointPath(endpoint, ...params), query);
}
