import { describe, expect, it } from 'vitest';
import { endpointPath, endpoints, endpointUrl, withQuery, type EndpointName } from './endpoints.ts';
import { routes } from './routes.ts';

/** The server ignores a trailing slash: '/api/ro/' and '/api/ro' are one path. */
const routeKey = (method: string, path: string) => `${method} ${path.length > 1 ? path.replace(/\/$/, '') : path}`;

describe('route table', () => {
  it('names each method and path once', () => {
    const keys = Object.values(endpoints).map((e) => routeKey(e.method, e.path));
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('holds every endpoint, with its schemas beside its method and path', () => {
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      expect({ method: routes[name].method, path: routes[name].path }).toEqual(endpoints[name]);
    }
    expect(routes.replan.body.safeParse({ hora: 3, unidades: ['Motor 1'] }).data).toEqual({ hora: 3, unidades: ['Motor 1'], usarReales: false });
  });

  it('gives a params schema to every route with path parameters, and none to the others', () => {
    const wrong = (Object.keys(routes) as EndpointName[]).filter((name) => {
      const route = routes[name] as { path: string; params?: unknown };
      return route.path.includes('/:') !== (route.params !== undefined);
    });
    expect(wrong).toEqual([]);
  });

  it('fills path parameters, encoded, and appends the query', () => {
    expect(endpointPath(endpoints.simulation, { id: 42 })).toBe('/api/simulacion/42');
    expect(endpointPath(endpoints.roUpdate, { DATE_RO: '2026-01-01' })).toBe('/api/ro/2026-01-01');
    expect(endpointPath(endpoints.inputs, { id: 'a/b' })).toBe('/api/descargar-entrada/a%2Fb');
    expect(endpointPath(endpoints.launch)).toBe('/api/lanzar-simulacion/');
    expect(endpointUrl(endpoints.compare, { a: 1, b: 2, c: null })).toBe('/api/comparar?a=1&b=2');
    expect(endpointUrl(endpoints.exactList, undefined, { id: 7 })).toBe('/api/simulaciones/7/explicacion/exactos');
    expect(withQuery('/api/x?a=1', { b: 2 })).toBe('/api/x?a=1&b=2');
    expect(withQuery('/api/x', {})).toBe('/api/x');
    // A missing value is a programming error, not a request to '/api/simulacion/undefined'.
    expect(() => endpointPath(endpoints.simulation, {} as { id: number })).toThrow(/id/);
  });
});
