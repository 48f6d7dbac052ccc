import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { catalogChanges } from '#core/change-feed';
import { setWaitingProbe } from '#core/imports';
import { getSearchEngine } from '#core/search';
import { AdmissionGate, defaultAdmission } from '#server/http/admission';
import { createApp } from './app';
import { bootDatabase, createLogger, createServices, logProcessFailures } from './boot';
import type { Services } from './context';
import { guardDemoDoors } from './demo-doors';
import { type Env, parseEnv } from './env';
import { MemoryPageStore, PageCache } from './page-cache';
import { RedisPageStore } from './page-cache-redis';

/**
 * Production entry (bundled by `react-router build` into build/server/index.js):
 * boot the database, serve the Hono app, close everything cleanly on SIGTERM/SIGINT.
 */
export async function startServer() {
  const started = performance.now();
  const env = parseEnv();
  const log = createLogger(env);
  logProcessFailures(log);
  if (env.WEB_CONCURRENCY > 1 && cluster.isPrimary) return runPrimary(env, log);
  const database = await bootDatabase(env, log);
  // A production start refuses while the demo is open, before anything listens (ADR 0107); a
  // cluster's primary checked once for its workers.
  if (!cluster.isWorker) await guardDemoDoors(database.db, env, log).catch(closeAndThrow(database));
  const services = await createServices(env, log, database);
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  const pageCache = createPageCache(env, services);
  const admission =
    env.MAX_IN_FLIGHT > 0
      ? new AdmissionGate({
          ...defaultAdmission,
          concurrency: env.MAX_IN_FLIGHT,
          maxWaitMs: env.MAX_WAIT_MS,
          maxLagMs: env.MAX_LAG_MS,
          perClient: env.MAX_IN_FLIGHT_PER_CLIENT,
        })
      : null;
  // The imports' pace rests between batches only while requests are in flight or queued (ADR 0125).
  setWaitingProbe(
    admission
      ? () => {
          const { inFlight, waiting } = admission.stats();
          return inFlight + waiting > 0;
        }
      : null,
  );
  const app = createApp({
    services,
    getBuild: () => build as unknown as ServerBuild,
    mode: 'production',
    clientDir,
    pageCache,
    admission,
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions }, (info) => {
    const url = env.PUBLIC_URL ?? `http://localhost:${info.port}`;
    log.info({ ms: Math.round(performance.now() - started) }, `Poplavok is open at ${url}`);
  });
  // Warm the search index in the background (ADR 0064): the first search would otherwise wait for it.
  const search = getSearchEngine(database.db, { onError: (err) => log.error({ err }, 'search index') });
  search.ready().then(
    () => log.info(search.stats(), 'search index built'),
    (err) => log.error({ err }, 'search index build failed; the first search retries'),
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      admission?.close();
      await pageCache?.close();
      await services.close();
      await database.close();
      log.info('database closed, bye');
      process.exit(0);
    });
    // Keep-alive sockets would hold server.close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return { server, database, app };
}

/**
 * Node's own clocks on a connection (ADR 0075): the request's headers within
 * 10 s (Node waits 60 s), the whole request within 5 min (an honest 55 MB review upload over 3G
 * takes 2–4); the body's pace is watched by server/http/body-reader.ts. Checked every 2 s, not 30.
 */
const serverOptions = { headersTimeout: 10_000, requestTimeout: 300_000, connectionsCheckingInterval: 2_000 };

/**
 * WEB_CONCURRENCY > 1 (ADR 0070): this process migrates and seeds the database once, then keeps
 * that many workers serving the same port (Node's cluster hands out connections), starts a new
 * one when one dies, and passes SIGTERM/SIGINT on.
 */
async function runPrimary(env: Env, log: ReturnType<typeof createLogger>) {
  const database = await bootDatabase(env, log);
  await guardDemoDoors(database.db, env, log).catch(closeAndThrow(database));
  await database.close();
  let closing = false;
  let alive = 0;
  const fork = () => {
    alive++;
    cluster.fork();
  };
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) fork();
  cluster.on('exit', (worker, code, signal) => {
    alive--;
    if (closing) {
      if (alive === 0) process.exit(0);
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'worker died; starting another');
    fork();
  });
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal, workers: env.WEB_CONCURRENCY }, 'shutting down the workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  log.info({ workers: env.WEB_CONCURRENCY, port: env.PORT }, 'starting the workers');
  return null;
}

/** Closes the database (PGlite's data-dir lock goes with it), then passes the error on. */
function closeAndThrow(database: { close: () => Promise<void> }) {
  return async (error: unknown): Promise<never> => {
    await database.close();
    throw error;
  };
}

/** The HTML cache of anonymous pages (ADR 0066): Redis when configured, else this process's memory. */
function createPageCache(env: Env, services: Services): PageCache | null {
  if (env.PAGE_CACHE_MB === 0) return null;
  const store = env.REDIS_URL ? new RedisPageStore(env.REDIS_URL) : new MemoryPageStore(env.PAGE_CACHE_MB * 2 ** 20);
  return new PageCache({ store, changes: () => catalogChanges(services.db), log: services.log });
}
