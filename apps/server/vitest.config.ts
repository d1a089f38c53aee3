import { defineConfig } from 'vitest/config';

// Integration tests open real databases (PGlite initdb, PostgreSQL CREATE DATABASE), hash
// passwords with argon2 and launch several runs each: generous timeouts (a safety net for a hung
// test, not a speed goal: a loaded 2-core machine ran some of them past 30 s), few workers.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
