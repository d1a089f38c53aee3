import { afterEach, describe, expect, it, vi } from 'vitest';
import { runRangeDownload, type RangeDownloadOptions, type RangeQuery } from './rangeDownload';

// A fake t that shows the key and its params, so the texts chosen can be asserted.
const t = (key: string, params?: Record<string, unknown>) => (params ? `${key} ${JSON.stringify(params)}` : key);

function harness<T>(fetch: (query: RangeQuery) => Promise<T>, isEmpty: (answer: T) => boolean) {
  const log: unknown[] = [];
  const options: RangeDownloadOptions<T> = {
    fetch: vi.fn(fetch),
    onAnswer: (answer) => log.push(['answer', answer]),
    isEmpty,
    noDataKey: 'precios.noData',
    errorKey: 'precios.downloadError',
    logLabel: 'x download failed',
  };
  const effects = { t, setBusy: (busy: boolean) => log.push(['busy', busy]), setAttention: (text: string) => log.push(['attention', text]) };
  return { log, options, effects };
}

const week = { start: new Date(2024, 1, 1), end: new Date(2024, 1, 7) };

describe('runRangeDownload', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks nothing for a bad range and says what is wrong with it', async () => {
    const h = harness(async () => [1], (a) => a.length === 0);
    await runRangeDownload({ start: new Date(2024, 1, 8), end: new Date(2024, 1, 7) }, h.options, h.effects);
    await runRangeDownload({ start: null, end: new Date(2024, 1, 7) }, h.options, h.effects);
    expect(h.options.fetch).not.toHaveBeenCalled();
    expect(h.log).toEqual([['attention', 'precios.invalidRange'], ['attention', 'precios.invalidDate']]);
  });

  it('fetches the yyyy-MM-dd range busy and keeps the answer', async () => {
    const h = harness(async () => [1, 2], (a) => a.length === 0);
    await runRangeDownload(week, h.options, h.effects);
    expect(h.options.fetch).toHaveBeenCalledWith({ start_date: '2024-02-01', end_date: '2024-02-07' });
    expect(h.log).toEqual([['busy', true], ['answer', [1, 2]], ['busy', false]]);
  });

  it('keeps an empty answer and says there is no data', async () => {
    const h = harness(async () => [] as number[], (a) => a.length === 0);
    await runRangeDownload(week, h.options, h.effects);
    expect(h.log).toEqual([['busy', true], ['answer', []], ['attention', 'precios.noData'], ['busy', false]]);
  });

  it('forgets the answer on a failure and shows its message', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const h = harness<number[]>(async () => { throw new Error('HTTP 502'); }, (a) => a.length === 0);
    await runRangeDownload(week, h.options, h.effects);
    expect(h.log).toEqual([['busy', true], ['answer', null], ['attention', 'precios.downloadError {"message":"HTTP 502"}'], ['busy', false]]);
    expect(consoleError).toHaveBeenCalledWith('x download failed', expect.any(Error));
  });
});
