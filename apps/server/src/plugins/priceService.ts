/**
 * The market price service of the app (`app.priceService`): one PriceService on the app's database
 * caches (repositories/priceCache.ts, repositories/futuresCache.ts), shared by the price routes and
 * the operator launch. It reads OMIE_BASE_URL, MIBGAS_BASE_URL, PREVISION_URL, PREVISION_API_KEY,
 * OMIP_URL, CO2_URL, MARKET_DATA_TIMEOUT_MS, MARKET_DATA_RETRIES, MARKET_DATA_HTTP from the
 * environment and MARKET_DATA_DIR from the server config.
 */
import fp from 'fastify-plugin';
import { marketDataConfigFromEnv, PriceService } from '@plantasim/market-data';
import { DbFuturesCache } from '../repositories/futuresCache.ts';
import { DbPriceCache } from '../repositories/priceCache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    priceService: PriceService;
  }
}

export default fp(
  async (app) => {
    const env = marketDataConfigFromEnv(process.env);
    const service = new PriceService({
      config: { ...env, dataDir: app.config.marketDataDir ?? env.dataDir },
      cache: new DbPriceCache(app.db),
      futuresCache: new DbFuturesCache(app.db),
      logger: { warn: (msg) => app.log.warn(msg), info: (msg) => app.log.info(msg) },
    });
    app.decorate('priceService', service);
    // The MIBGAS workbooks of this year and the last in MARKET_DATA_DIR are read once at start, in
    // the background, when their days are not stored yet: the first gas price a user asks of those
    // years then comes from the database instead of a parse of seconds.
    app.addHook('onReady', async () => { void service.warmMibgas(); });
  },
  { name: 'priceService', dependencies: ['config', 'db'] },
);
