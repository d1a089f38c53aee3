import { afterEach, describe, expect, it } from 'vitest';
import { workerQueueOptions } from './workerQueue.ts';
import { jobFunctions, setSolverForTests } from './solver.ts';

const settings = { workers: 0, expireInSeconds: 60, retryLimit: 1 };

describe('a solve worker process', () => {
  afterEach(() => setSolverForTests(undefined));

  it('computes every kind of job the shared queue holds: explanations and exact counterfactuals besides offers', () => {
    const o = workerQueueOptions('postgres://x', settings, 'runner-1', undefined, {});
    expect(typeof o.explain).toBe('function');
    expect(typeof o.exact).toBe('function');
    // The offers' parts: the anchor and the ladder's chains, any of which a worker may fetch.
    expect([typeof o.offers?.anchor, typeof o.offers?.chain]).toEqual(['function', 'function']);
    expect(o.concurrency).toBe(1);
    expect(o.runner).toBe('runner-1');
  });

  it('carries the same job functions as the web server\'s queue', () => {
    const o = workerQueueOptions('postgres://x', settings, 'runner-1', undefined, {});
    const server = jobFunctions({});
    expect([o.explain, o.exact, o.offers]).toEqual([server.explain, server.exact, server.offers]);
    // With explanations switched off, neither side computes them.
    const off = workerQueueOptions('postgres://x', settings, 'runner-1', undefined, { SOLVE_EXPLAIN: 'off' });
    expect([off.explain, off.exact]).toEqual([undefined, undefined]);
  });
});
