import type { FastifyPluginAsync } from 'fastify';
import { requireFullUser } from '../../../plugins/auth.ts';
import { dateRangeQuerySchema, parseDateRange, type DateRangeQuery } from '../precios/schema.ts';
import { priceServiceFor } from '../precios/service.ts';

const table = {
  type: 'object',
  properties: {
    headers: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
    data: { type: 'array', items: { type: 'object', additionalProperties: { type: ['string', 'number', 'null'] } } },
  },
  required: ['headers', 'data'],
} as const;

/**
 * GET /api/descargador-futuros?start_date&end_date (full users): { omip, mibgas, co2 }, each
 * { headers: [{ name }], data: [{ <name>: value }] } for the sessions between the dates, newest
 * first (packages/market-data README, "Futures"). Registered by the precios plugin.
 */
const futuros: FastifyPluginAsync = async (app) => {
  const service = priceServiceFor(app);
  app.get<{ Querystring: DateRangeQuery }>(
    '/descargador-futuros',
    {
      schema: { querystring: dateRangeQuerySchema, response: { 200: { type: 'object', properties: { omip: table, mibgas: table, co2: table }, required: ['omip', 'mibgas', 'co2'] } } },
      preHandler: requireFullUser,
    },
    async (req) => {
      const { start, end } = parseDateRange(req.query);
      return service.futures(start, end);
    },
  );
};

export default futuros;
