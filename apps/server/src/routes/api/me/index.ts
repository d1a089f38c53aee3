import type { FastifyPluginAsync } from 'fastify';

/** GET /api/me: the user of the bearer token, for the web header. */
const me: FastifyPluginAsync = async (app) => {
  app.get(
    '/me',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { username: { type: 'string' }, role: { type: 'string', enum: ['full', 'operator'] } },
            required: ['username', 'role'],
          },
        },
      },
    },
    async (request) => ({ username: request.user.username, role: request.user.role }),
  );
};

export default me;
