import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { API_PREFIX } from '@plantasim/domain';
import compress from '@fastify/compress';
import { parseTrustProxy, type ServerConfig } from './config.ts';
import type { Db } from './db/index.ts';
import configPlugin from './plugins/config.ts';
import dbPlugin from './plugins/db.ts';
import securityPlugin, { applySecurityHeaders } from './plugins/security.ts';
import authPlugin from './plugins/auth.ts';
import errorHandlerPlugin from './plugins/errorHandler.ts';
import priceServicePlugin from './plugins/priceService.ts';
import contractPlugin from './plugins/contract.ts';
import staticPlugin from './plugins/static.ts';
import configJson from './routes/configJson.ts';
import api from './routes/api/index.ts';
import { userText } from './errors.ts';
import './types.ts';

export interface BuildAppOptions {
  /** Overrides of the environment configuration (tests pass dataDir, pgliteDir, jwtSecret...). */
  config?: Partial<ServerConfig>;
  /** false (tests), true, or pino options. Secrets are always redacted. */
  logger?: boolean | Record<string, unknown>;
  /** An already open database to use instead of opening one from the config (tests); closed with the app. */
  db?: Db;
  /** Told of every route as it is registered (tests compare them with the contract's route table). */
  onRoute?: (route: RouteOptions) => void;
}

/** Never logged: credentials, tokens and cookies, wherever they appear. */
export const logRedactPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  // @fastify/multipart logs its busboy options, request headers included, at trace level.
  'busboyOptions.headers.authorization',
  'busboyOptions.headers.cookie',
  '*.headers.authorization',
  'authorization',
  'password',
  '*.password',
  'token',
  '*.token',
  'res.headers["set-cookie"]',
];

/** A URL as logged: the value of any token= or ticket= query parameter is hidden (event stream tickets). */
export function urlForLog(url: string): string {
  if (typeof url !== 'string') return url; // app.log.info({ req: anything }) must never throw
  return url.replace(/([?&](?:token|ticket)=)[^&#]*/gi, '$1[oculto]');
}

/** Fastify's request serializer with the URL passed through urlForLog. */
const requestSerializer = (req: { method: string; url: string; version?: string; host?: string; ip?: string; socket?: { remotePort?: number } }) => ({
  method: req.method, url: urlForLog(req.url), version: req.version, host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort,
});

function loggerOptions(logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false || logger === undefined) return false;
  const base = logger === true ? {} : logger;
  return {
    level: process.env.LOG_LEVEL ?? 'info', ...base,
    serializers: { req: requestSerializer, ...(base as { serializers?: object }).serializers },
    redact: { paths: logRedactPaths, censor: '[oculto]' },
  };
}

/** A hop count as the function form of Fastify's typings (proxy-addr: trust the n nearest hops). */
function fastifyTrustProxy(trust: boolean | number | string[]): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/**
 * Builds the whole application without listening: config -> db -> price service -> security -> auth -> error handler ->
 * routes -> static web. src/server.ts starts it; tests drive it with app.inject.
 */
export async function buildApp(opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(opts.logger),
    routerOptions: { ignoreTrailingSlash: true },
    trustProxy: fastifyTrustProxy(parseTrustProxy(process.env.TRUST_PROXY)),
    bodyLimit: 50 * 1024 * 1024, // simulation uploads (zip of data.json) can be large
    // Creating a PGlite data folder (initdb) on a busy machine takes well over the default 10 s.
    pluginTimeout: 120_000,
    // Errors raised before routing (a URL that cannot be percent-decoded) skip every hook: answer them
    // in the house format, with the security headers, like every other response.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply);
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      const body = { status, message: userText('http.badRequest'), code: error.code };
      return (reply as unknown as { code: (n: number) => { type: (t: string) => { send: (b: unknown) => void } } })
        .code(status).type('application/json; charset=utf-8').send(body);
    },
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  await app.register(configPlugin, { config: opts.config });
  await app.register(dbPlugin, { db: opts.db });
  await app.register(priceServicePlugin);
  await app.register(securityPlugin);
  // JSON, JS, CSS and HTML answers of 1 KB or more go compressed to clients that accept it (br at
  // quality 4, gzip, deflate); event streams and zips are left alone. The result parts arrive
  // already compressed (routes/api/simulaciones/results.ts) and pass through untouched.
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(authPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(contractPlugin);
  await app.register(configJson);
  await app.register(api, { prefix: API_PREFIX });
  await app.register(staticPlugin);
  await app.ready();
  return app;
}

export { requireFullUser } from './plugins/auth.ts';
export { AppError } from './errors.ts';
export type { Db };
export type { AuthUser } from './types.ts';
