// A page answers within 5 s whatever its outside sources do: each page call races the sources
// against config.pageDeadlineMs (strictFeeds.test.ts shows the page answering while a replayed
// source is still silent); this keeps that deadline itself under the 5 s.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, marketDataConfigFromEnv } from './config.ts';

describe('how long a page waits for the outside sources', () => {
  it('4 s by default, under the 5 s a page must answer in, with room for the page\'s own work', () => {
    expect(DEFAULT_CONFIG.pageDeadlineMs).toBeLessThanOrEqual(5000);
    expect(marketDataConfigFromEnv({}).pageDeadlineMs).toBe(DEFAULT_CONFIG.pageDeadlineMs);
  });

  it('MARKET_DATA_PAGE_DEADLINE_MS sets it; a value that is not a whole number keeps the default', () => {
    expect(marketDataConfigFromEnv({ MARKET_DATA_PAGE_DEADLINE_MS: '1500' }).pageDeadlineMs).toBe(1500);
    expect(marketDataConfigFromEnv({ MARKET_DATA_PAGE_DEADLINE_MS: 'soon' }).pageDeadlineMs).toBe(DEFAULT_CONFIG.pageDeadlineMs);
  });
});
