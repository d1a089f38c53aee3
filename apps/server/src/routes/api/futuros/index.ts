import type { FastifyPluginAsync } from 'fastify';
import { requireFullUser } from '../../../plugins/auth.ts';
import { dateRangeQuerySchema, parseDateRange, type DateRangeQuery } from '../precios/schema.ts';

const table = {
  type: 'object',
  properties: {
    headers: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } },
    data: { type: 'array', items: { type: 'object', additionalProperties: { type: ['string', 'number', 'null'] } } },
  },
  required: ['headers', 'data'],
} as const;

const sourceState = {
  type: 'object',
  properties: {
    estado: { type: 'string', enum: ['ok', 'no_disponible', 'sin_proveedor'] },
    ultimo_dia: { type: ['string', 'null'] },
    origen: { type: ['string', 'null'] },
  },
  required: ['estado', 'ultimo_dia', 'origen'],
} as const;

const states = {
  type: 'object',
  properties: { omip: sourceState, mibgas: sourceState, co2: sourceState },
  required: ['omip', 'mibgas', 'co2'],
} as const;

/**
 * GET /api/descargador-futuros?start_date&end_date (full users): { omip, mibgas, co2 }, each
 * { headers: [{ name }], data: [{ <name>: value }] } for the sessions between the dates, newest
 * first, and `estado` per source ({ estado: 'ok' | 'no_disponible' | 'sin_proveedor', ultimo_dia,
 * origen }: the newest session stored and whether it came from MARKET_DATA_DIR or HTTP)
 * (packages/market-data README, "Futures"). Registered by the precios plugin.
 */
const futuros: FastifyPluginAsync = async (app) => {
  const service = app.priceService;
  app.get<{ Querystring: DateRangeQuery }>(
    '/descargador-futuros',
    {
      schema: { querystring: dateRangeQuerySchema, response: { 200: { type: 'object', properties: { omip: table, mibgas: table, co2: table, estado: states }, required: ['omip', 'mibgas', 'co2', 'estado'] } } },
      preHandler: requireFullUser,
    },
    async (req) => {
      const { start, end } = parseDateRange(req.query);
      return service.futures(start, end);
    },
  );
};

export default futuros;
