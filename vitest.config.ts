import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Test files run one at a time against a PostgreSQL server: its transaction ids are shared by every
// database of the cluster, so another file's running transaction holds back the cache stamps
// (ADR 0080) a file checks. There the files share one process (`isolate: false`): each file used to
// spend seconds importing the server's module graph again — 20.5 min for the pass, 12 without; what
// a process keeps globally is reset per file (test/support/per-file.ts). PGlite files run isolated, on
// every core, and at least two (Vitest's default leaves one core of two idle).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function isTypegenRace(error: unknown): boolean {
  const { code, path } = error as { code?: unknown; path?: unknown };
  return (
    (code === 'ENOENT' || code === 'ENOTEMPTY') && typeof path === 'string' && path.includes('/.react-router/types/')
  );
}

export default defineConfig({
  test: {
    include: ['{app,bench,core,db,server}/**/*.test.{ts,tsx}'],
    globalSetup: ['test/support/global-setup.ts'],
    setupFiles: ['test/support/per-file.ts'],
    isolate: !onPostgres,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: onPostgres ? 1 : Math.max(2, availableParallelism() - 1),
    // Each file's in-memory Vite server (test/support/shop.ts) runs React Router's type generator, as
    // `vite serve` always does: it deletes and rewrites .react-router/types, and files running at
    // once race on that directory. Those types serve tsc only (`npm run typecheck` generates its
    // own); no test loads them. Only that race is ignored — any other unhandled error still fails.
    onUnhandledError: (error) => !isTypegenRace(error),
  },
});
