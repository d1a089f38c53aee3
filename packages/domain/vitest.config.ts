import { defineConfig } from 'vitest/config';

// Timeouts are a safety net against hangs, not a speed check (speed lives in bench/): property
// tests build year-long payloads, which take seconds when the 2-core machine is busy.
export default defineConfig({
  test: { testTimeout: 60_000, hookTimeout: 60_000 },
});
