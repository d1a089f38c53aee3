import { defineConfig } from 'vitest/config';

// HiGHS (WebAssembly) is compiled lazily on the first solve of each test file, which takes
// seconds on a loaded machine: generous timeouts, no timing assertions.
export default defineConfig({
  test: { testTimeout: 180_000, hookTimeout: 180_000, include: ['src/**/*.test.ts'] },
});
