/**
 * The contract's route table (@plantasim/domain contract/routes.ts) is the server's: every route the
 * app registers is in it with its method and path, every route in it is registered, and every schema a
 * route declares for its parameters, query, body or 200 answer is the table's own. A new route fails
 * this test until it is added to the table (and so to the web client's reach).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { routes, type EndpointName, type Route } from '@plantasim/domain';
import { buildTestApp } from '../helper.ts';

/** The server ignores a trailing slash: the table may write '/api/ro/' for the route '/api/ro'. */
const key = (method: string, path: string) => `${method} ${path.length > 1 ? path.replace(/\/$/, '') : path}`;

describe('the route table and the routes the server registers', () => {
  let app: FastifyInstance;
  const registered: RouteOptions[] = [];

  beforeAll(async () => {
    app = await buildTestApp('pglite', {}, { onRoute: (route) => registered.push(route) });
  });
  afterAll(async () => {
    await app?.close();
  });

  const served = () =>
    registered.flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD').map((m) => ({ key: key(m, r.url), route: r })));

  it('has every route the app registers, and registers every route it has', () => {
    const table = Object.values(routes).map((r) => key(r.method, r.path)).sort();
    const app = served().map((r) => r.key).sort();
    expect(app.length).toBeGreaterThan(50);
    expect(app.filter((k) => !table.includes(k))).toEqual([]);
    expect(table.filter((k) => !app.includes(k))).toEqual([]);
  });

  it("declares only the table's schemas", () => {
    const byKey = new Map((Object.keys(routes) as EndpointName[]).map((name) => [key(routes[name].method, routes[name].path), { name, route: routes[name] as Route }]));
    const mismatches: string[] = [];
    for (const { key: k, route } of served()) {
      const entry = byKey.get(k);
      if (!entry) continue;
      const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown; response?: Record<string, unknown> };
      const parts: [string, unknown, unknown][] = [
        ['params', schema.params, entry.route.params],
        ['query', schema.querystring, entry.route.query],
        ['body', schema.body, entry.route.body],
        ['response', schema.response?.[200], entry.route.response],
      ];
      for (const [part, declared, inTable] of parts) if (declared !== undefined && declared !== inTable) mismatches.push(`${entry.name} ${part}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('checks the re-plan body with the contract before the handler runs', () => {
    const replan = registered.find((r) => r.url === routes.replan.path && r.method === 'POST');
    expect((replan?.schema as { body?: unknown } | undefined)?.body).toBe(routes.replan.body);
  });
});
