/**
 * Runs before each test file. The PostgreSQL pass shares one process between files (`isolate:
 * false`, vitest.config.ts): what a process keeps on `globalThis` must start afresh per file as it
 * would in a process of its own — the rate limits' counters, created again on first use.
 */
import pg from 'pg';
import { resetRateLimits } from '#server/http/rate-limit';

resetRateLimits();

// node-postgres 9 will refuse a query sent on a connection that is still running another (8
// only warns, once per process): inside a transaction `Promise.all` of queries does that. Fail the
// test that does it now, not the upgrade later.
const clientQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function query(
  this: pg.Client & { _queryQueue?: unknown[]; pipeline?: boolean },
  ...args: unknown[]
) {
  if ((this._queryQueue?.length ?? 0) > 0 && !this.pipeline)
    throw new Error('A query was sent while this connection runs another: run them one after another');
  return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof clientQuery;
