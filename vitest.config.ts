import { defineConfig } from 'vitest/config';

// Integration tests talk to a real PostgreSQL (DATABASE_URL, else an embedded one) and a real Redis (REDIS_URL).
// Each test file gets its own database cloned from a migrated template, and its own queue prefix.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    reporters: ['default', './test/helpers/summary-reporter.ts'],
  },
});
