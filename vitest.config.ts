import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Test files run one at a time against a PostgreSQL server: its transaction ids are shared by every
// database of the cluster, so another file's running transaction holds back the cache stamps
// (ADR 0080) a file checks. PGlite files are isolated from each other: every core, and at least two
// (Vitest's default leaves one core of two idle).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  test: {
    include: ['{app,bench,core,db,server}/**/*.test.{ts,tsx}'],
    globalSetup: ['db/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: onPostgres ? 1 : Math.max(2, availableParallelism() - 1),
  },
});
