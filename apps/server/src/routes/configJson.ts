import type { FastifyPluginAsync } from 'fastify';

/** GET /config.json (docs/rules/calls.md): the runtime configuration, public (the login page reads it). */
const configJson: FastifyPluginAsync = async (app) => {
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.runtimeConfig.get();
  });
};

export default configJson;
