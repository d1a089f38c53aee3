import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { roleOf } from '../../../config.ts';
import { AppError, messages } from '../../../errors.ts';
import { checkPassword } from '../../../repositories/users.ts';
import { parseBasicAuth } from './basicAuth.ts';

const answer = {
  type: 'object',
  properties: {
    resultado: { type: 'string' },
    token: { type: 'string' },
    status: { type: 'integer' },
    message: { type: 'string' },
    code: { type: 'string' },
  },
  required: ['resultado'],
} as const;

function userOf(request: FastifyRequest): string | undefined {
  const parsed = parseBasicAuth(request.headers.authorization);
  return parsed.ok ? parsed.data.username : undefined;
}

/** Broader limits are this many times the per-(user, address) one. */
export const LOGIN_WIDE_FACTOR = 5;

/**
 * Login attempts are limited in three dimensions (issue 10): per user name and address (max N a
 * minute, so one client cannot lock out everyone behind the same proxy), per address over all user
 * names (5N: password spraying) and per user name over all addresses (5N: a distributed guess at one
 * account). @fastify/rate-limit's route option runs one limiter per request, so the three are
 * createRateLimit() checks in one hook.
 */
function loginLimiter(app: FastifyInstance) {
  const max = app.config.loginRateLimit;
  const limiters = [
    app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (r) => `login|${r.ip}|${userOf(r) ?? ''}` }),
    app.createRateLimit({ max: max * LOGIN_WIDE_FACTOR, timeWindow: 60_000, keyGenerator: (r) => `login-ip|${r.ip}` }),
    app.createRateLimit({
      max: max * LOGIN_WIDE_FACTOR, timeWindow: 60_000,
      keyGenerator: (r) => { const u = userOf(r); return u === undefined ? `login-nouser|${r.ip}` : `login-user|${u}`; },
    }),
  ];
  return async (request: FastifyRequest): Promise<void> => {
    for (const limit of limiters) {
      const r = await limit(request);
      if (!r.isAllowed && r.isExceeded) {
        throw new AppError(429, messages.tooManyRequests, 'RATE_LIMITED', { retryAfterSeconds: r.ttlInSeconds });
      }
    }
  };
}

/** GET /api/login (SPEC §7): Basic credentials in, `{ resultado: 'ok', token }` out. */
const login: FastifyPluginAsync = async (app) => {
  app.get(
    '/login',
    {
      config: { public: true },
      onRequest: loginLimiter(app),
      schema: { response: { 200: answer, 400: answer, 401: answer } },
    },
    async (request, reply) => {
      const parsed = parseBasicAuth(request.headers.authorization);
      if (!parsed.ok) {
        return reply.code(400).send({
          resultado: messages.badBasicHeader,
          status: 400,
          message: messages.badBasicHeader,
          code: 'BAD_BASIC_AUTH',
        });
      }
      const { username, password } = parsed.data;
      const user = await checkPassword(app.db, username, password);
      if (!user) {
        request.log.info({ username }, 'login rechazado');
        return reply.code(401).send({
          resultado: messages.badCredentials,
          status: 401,
          message: messages.badCredentials,
          code: 'BAD_CREDENTIALS',
        });
      }
      const role = roleOf(user.username, app.runtimeConfig.get());
      const token = await reply.jwtSign({ sub: user.username, username: user.username, role });
      request.log.info({ username: user.username, role }, 'login correcto');
      return { resultado: 'ok', token };
    },
  );
};

export default login;
