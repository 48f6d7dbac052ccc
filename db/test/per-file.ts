/**
 * Runs before each test file. The PostgreSQL pass shares one process between files (`isolate:
 * false`, vitest.config.ts): what a process keeps on `globalThis` must start afresh per file as it
 * would in a process of its own — the rate limits' counters (server/api/rate-limit.ts), created
 * again on first use.
 */
const rateLimits = (globalThis as Record<symbol, { limiters?: Map<string, unknown> } | undefined>)[
  Symbol.for('poplavok.rate-limits')
];
rateLimits?.limiters?.clear();
