import { futuresAnswerSchema, dateRangeQuerySchema } from '@plantasim/domain';
import { requireFullUser } from '../../../plugins/auth.ts';
import type { ContractPlugin } from '../../../plugins/contract.ts';
import { badDateRange } from '../precios/schema.ts';

/**
 * GET /api/descargador-futuros?start_date&end_date (full users): { omip, mibgas, co2 }, each
 * { headers: [{ name }], data: [{ <name>: value }] } for the sessions between the dates, newest
 * first, and `estado` per source ({ estado: 'ok' | 'no_disponible' | 'sin_proveedor', ultimo_dia,
 * origen, aviso }: the newest session stored, whether it came from MARKET_DATA_DIR or HTTP, and what
 * went wrong with this request's attempt at the source: refused, late, failed, no workbook)
 * (packages/market-data README, "Futures"). Registered by the precios plugin.
 */
const futuros: ContractPlugin = async (app) => {
  const service = app.priceService;
  app.get(
    '/descargador-futuros',
    {
      schema: { querystring: dateRangeQuerySchema, response: { 200: futuresAnswerSchema } },
      config: { badRequest: badDateRange },
      preValidation: requireFullUser,
    },
    // A page: it answers within the page deadline, a late source named in its tab's `aviso`.
    async (req) => service.futures(req.query.start, req.query.end, 'page'),
  );
};

export default futuros;
