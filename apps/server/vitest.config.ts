import { defineConfig } from 'vitest/config';

// Integration tests open real databases (PGlite initdb, PostgreSQL CREATE DATABASE) and hash
// passwords with argon2: generous hook timeouts, few workers on the shared 2-core machine.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
