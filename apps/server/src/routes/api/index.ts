import type { FastifyPluginAsync } from 'fastify';
import login from './login/index.ts';
import logout from './logout/index.ts';
import me from './me/index.ts';

/**
 * Every /api resource, one plugin per folder (src/routes/api/<resource>/index.ts). Paths inside each
 * plugin are relative to /api. Authentication is already enforced by plugins/auth.ts for all of them
 * (except routes marked `config: { public: true }`); add `preHandler: requireFullUser` where
 * operators are not allowed.
 */
const api: FastifyPluginAsync = async (app) => {
  await app.register(login);
  await app.register(logout);
  await app.register(me);
  await app.register(import('./simulaciones/index.ts')); // simulation lifecycle + solve jobs
  await app.register(import('./caso-base/index.ts')); // base case
  await app.register(import('./nominacion/index.ts')); // gas nomination
  await app.register(import('./ro/index.ts')); // Ro master
  await app.register(import('./precios/index.ts')); // price endpoints + descargador-futuros (market-data)
  await app.register(import('./datos-reales/index.ts')); // measured operation (actuals)
};

export default api;
