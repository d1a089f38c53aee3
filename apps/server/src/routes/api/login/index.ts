import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loginAnswerSchema } from '@plantasim/domain';
import type { ContractPlugin } from '../../../plugins/contract.ts';
import { parseTrustProxy, roleOf } from '../../../config.ts';
import { AppError, userText } from '../../../errors.ts';
import { openSession } from '../../../repositories/sessions.ts';
import { checkPassword } from '../../../repositories/users.ts';
import { parseBasicAuth } from './basicAuth.ts';
import { createLoginThrottle, type ThrottleDecision } from './loginThrottle.ts';

function userOf(request: FastifyRequest): string | undefined {
  const parsed = parseBasicAuth(request.headers.authorization);
  return parsed.ok ? parsed.data.username : undefined;
}

export { LOGIN_WIDE_FACTOR } from './loginThrottle.ts';

const throttles = new WeakMap<FastifyRequest, Extract<ThrottleDecision, { ok: true }>>();

/** The throttle of loginThrottle.ts around the route: refuse or wait before, count after. */
function loginLimiter(app: FastifyInstance) {
  const throttle = createLoginThrottle({
    limit: app.config.loginRateLimit, delayBaseMs: app.config.loginDelayBaseMs, delayMaxMs: app.config.loginDelayMaxMs,
  });
  // Behind a proxy without TRUST_PROXY every client has the proxy's address: said once in the log.
  let proxyWarned = parseTrustProxy(process.env.TRUST_PROXY) !== false;
  app.addHook('onResponse', async (request, reply) => {
    const code = reply.statusCode;
    throttles.get(request)?.done(code === 200 ? 'success' : code === 400 || code === 401 ? 'failure' : 'neutral');
  });
  app.addHook('onRequestAbort', async (request) => throttles.get(request)?.done('neutral'));
  return async (request: FastifyRequest): Promise<void> => {
    if (!proxyWarned && request.headers['x-forwarded-for'] !== undefined) {
      proxyWarned = true;
      request.log.warn('peticiones con X-Forwarded-For y TRUST_PROXY sin definir: todos los clientes comparten la dirección del proxy en los límites de login');
    }
    const decision = throttle.attempt(request.ip, userOf(request));
    if (!decision.ok) {
      throw new AppError(429, userText('login.tooManyAttempts'), 'RATE_LIMITED', { retryAfterSeconds: decision.retryAfterSeconds });
    }
    throttles.set(request, decision);
    if (decision.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, decision.delayMs));
  };
}

/** GET /api/login (docs/rules/calls.md): Basic credentials in, `{ resultado: 'ok', token }` out. */
const login: ContractPlugin = async (app) => {
  app.get(
    '/login',
    {
      config: { public: true },
      onRequest: loginLimiter(app),
      schema: { response: { 200: loginAnswerSchema, 400: loginAnswerSchema, 401: loginAnswerSchema } },
    },
    async (request, reply) => {
      const parsed = parseBasicAuth(request.headers.authorization);
      if (!parsed.ok) {
        return reply.code(400).send({
          resultado: userText('login.badBasicHeader'),
          status: 400,
          message: userText('login.badBasicHeader'),
          code: 'BAD_BASIC_AUTH',
        });
      }
      const { username, password } = parsed.data;
      const user = await checkPassword(app.db, username, password);
      if (!user) {
        request.log.info({ username }, 'login rechazado');
        return reply.code(401).send({
          resultado: userText('login.badCredentials'),
          status: 401,
          message: userText('login.badCredentials'),
          code: 'BAD_CREDENTIALS',
        });
      }
      const role = roleOf(user.username, app.runtimeConfig.get());
      const sid = await openSession(app.db, user.id, app.config.tokenTtlSeconds);
      const token = await reply.jwtSign({ sub: user.username, username: user.username, role, sid });
      request.log.info({ username: user.username, role }, 'login correcto');
      return { resultado: 'ok', token };
    },
  );
};

export default login;
