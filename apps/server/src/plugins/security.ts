import fp from 'fastify-plugin';
import { isApiPath } from '@plantasim/domain';
import helmet from '@fastify/helmet';
import helmetMiddleware, { type HelmetOptions } from 'helmet';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The helmet options of every response (also applied by hand where Fastify skips hooks, below). */
export const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  // HSTS only makes sense behind HTTPS, which a reverse proxy adds when used.
  strictTransportSecurity: false,
} satisfies HelmetOptions;

const staticHelmet = helmetMiddleware(helmetOptions);

/**
 * Sets the security headers on a reply that never went through the onRequest hooks (Fastify's
 * frameworkErrors: a URL that cannot be decoded is answered before routing).
 */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  staticHelmet(request.raw, reply.raw, () => {});
  if (isApiPath(request.url.split('?')[0])) reply.raw.setHeader('cache-control', 'no-store');
}

/**
 * Security headers and rate limiting. The CSP fits a Vite-built React app: own scripts only, inline
 * styles allowed (MUI/emotion inject <style> tags), data:/blob: images (flags, charts, exports).
 * No upgrade-insecure-requests: the product is often served over plain HTTP inside the plant network.
 */
export default fp(
  async (app) => {
    await app.register(helmet, helmetOptions);
    // API answers carry tokens, user data and results: no browser or proxy cache keeps a copy.
    app.addHook('onSend', async (request, reply) => {
      if (isApiPath(request.routeOptions.url) || isApiPath(request.url.split('?')[0])) reply.header('cache-control', 'no-store');
    });
    // Login attempts are throttled by the login route itself (routes/api/login/loginThrottle.ts).
  },
  { name: 'security' },
);
