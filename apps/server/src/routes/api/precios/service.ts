import type { FastifyInstance } from 'fastify';
import { marketDataConfigFromEnv, PriceService } from '@plantasim/market-data';
import { DbFuturesCache } from './futuresCache.ts';
import { DbPriceCache } from './priceCache.ts';

/** One PriceService per database (the route plugins are encapsulated contexts of one app). It
 *  reads OMIE_BASE_URL, MIBGAS_BASE_URL, PREVISION_URL, PREVISION_API_KEY, OMIP_URL, CO2_URL, MARKET_DATA_TIMEOUT_MS,
 *  MARKET_DATA_RETRIES, MARKET_DATA_HTTP from the environment and MARKET_DATA_DIR from the server config. */
const services = new WeakMap<object, PriceService>();

export function priceServiceFor(app: FastifyInstance): PriceService {
  let service = services.get(app.db);
  if (!service) {
    const env = marketDataConfigFromEnv(process.env);
    service = new PriceService({
      config: { ...env, dataDir: app.config.marketDataDir ?? env.dataDir },
      cache: new DbPriceCache(app.db),
      futuresCache: new DbFuturesCache(app.db),
      logger: { warn: (msg) => app.log.warn(msg), info: (msg) => app.log.info(msg) },
    });
    services.set(app.db, service);
  }
  return service;
}
