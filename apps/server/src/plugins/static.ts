import fp from 'fastify-plugin';
import { isApiPath } from '@plantasim/domain';
import fastifyStatic from '@fastify/static';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { userText } from '../errors.ts';

/** Vite puts content-hashed files under /assets/: cache them for a year; everything else revalidates. */
function setCacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * Serves the production build of apps/web (WEB_DIST) with an SPA fallback, so a deep link such as
 * /resultado-simulacion/12 loads index.html and the browser router takes over; serves the manual
 * (docs/manual) under /docs/. Unknown /api paths and missing files answer 404 JSON.
 */
export default fp(
  async (app) => {
    const { webDist, docsDir } = app.config;
    const hasWeb = existsSync(join(webDist, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, { root: webDist, prefix: '/', cacheControl: false, setHeaders: setCacheHeaders });
    } else {
      app.log.warn({ webDist }, 'no hay build de la web (npm run build); solo se sirve la API');
    }
    if (existsSync(docsDir)) {
      await app.register(fastifyStatic, {
        root: docsDir,
        prefix: '/docs/',
        decorateReply: !hasWeb, // sendFile comes from the first registration
        cacheControl: false,
        setHeaders: setCacheHeaders,
      });
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (hasWeb && wantsSpaPage(request)) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html', webDist);
      }
      return reply.code(404).send({ status: 404, message: userText('http.notFound'), code: 'NOT_FOUND' });
    });
  },
  { name: 'static', dependencies: ['config'] },
);

/** A browser navigation: GET/HEAD, not the API or the manual, and no file extension in the last segment. */
function wantsSpaPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (isApiPath(path) || path.startsWith('/docs/')) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}
