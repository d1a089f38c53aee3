// A worker thread of the offers backtest (offersBacktest.ts runOnWorkers): loads HiGHS once, then
// backtests each day it is sent and answers with the day's figures or why it failed.
import { parentPort } from 'node:worker_threads';
import { compileHighsModule, loadHighs } from '@plantasim/optimizer';
import { backtestHourlyDay, backtestOfferDay, type OfferJob, type OfferJobResult } from './offersBacktest.ts';

if (!parentPort) throw new Error('offersWorker.ts runs as a worker thread');
const port = parentPort;
const ready = compileHighsModule().then(loadHighs);

port.on('message', (job: OfferJob) => {
  void (async (): Promise<OfferJobResult> => {
    try {
      await ready;
      const day = job.clock === 'quarter' ? await backtestOfferDay(job.d, job.f) : await backtestHourlyDay(job.d, job.f);
      return { ok: true, day };
    } catch (e) {
      return { ok: false, date: job.d.date, error: e instanceof Error ? e.message : String(e) };
    }
  })().then((r) => port.postMessage(r));
});
