// A futures source that never answers (a local server holding the request open), with the
// per-request timeout of the report that found the stall (3 s, futures downloads 6×, one retry:
// 36 s before the change): how long the futures page and the price downloader's CO2 column take to
// answer now. The page deadline is the default (config pageDeadlineMs); the figure must stay under 5 s.
import { DEFAULT_CONFIG, MemoryFuturesCache, PriceService, resetHostCooldowns } from '@plantasim/market-data';
import { startReplayServer, type ReplayServer } from '@plantasim/market-data/replayServer';
import { benchCase } from './benchCase.ts';

const service = (server: ReplayServer) => new PriceService({
  config: { httpEnabled: true, co2Url: `${server.url}/eua.csv`, omipUrl: `${server.url}/omip.csv`, mibgasBaseUrl: server.url, timeoutMs: 3000, retries: 1, hostCooldownMs: 0 },
  futuresCache: new MemoryFuturesCache(), logger: { warn: () => undefined },
});

const silent = async () => startReplayServer({ '/eua.csv': { kind: 'hang' }, '/omip.csv': { kind: 'hang' } });

export const cases = [
  benchCase({
    name: 'futuresPageSilentSource', runs: 3, warmup: 0, targetMs: 5000, meta: { page_deadline_ms: DEFAULT_CONFIG.pageDeadlineMs, timeout_ms: 3000 },
    setup: silent,
    run: async (server: ReplayServer) => {
      resetHostCooldowns();
      const f = await service(server).futures('2025-02-17', '2025-02-28', 'page');
      if (f.estado.co2.aviso?.tipo !== 'tarde') throw new Error('the CO2 source was not reported late');
    },
  }),
  benchCase({
    name: 'downloaderCo2SilentSource', runs: 3, warmup: 0, targetMs: 5000, meta: { page_deadline_ms: DEFAULT_CONFIG.pageDeadlineMs, timeout_ms: 3000 },
    setup: silent,
    run: async (server: ReplayServer) => {
      resetHostCooldowns();
      await service(server).co2Daily('2025-02-13', '2025-02-28', 'page');
    },
  }),
];
