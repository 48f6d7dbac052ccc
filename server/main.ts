import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createApp } from './app';
import { bootDatabase, createLogger, createServices } from './boot';
import { parseEnv } from './env';

/**
 * Production entry (bundled by `react-router build` into build/server/index.js):
 * boot the database, serve the Hono app, close everything cleanly on SIGTERM/SIGINT.
 */
export async function startServer() {
  const started = performance.now();
  const env = parseEnv();
  const log = createLogger(env);
  const database = await bootDatabase(env, log);
  const services = await createServices(env, log, database);
  const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client');
  const app = createApp({
    services,
    getBuild: () => build as unknown as ServerBuild,
    mode: 'production',
    clientDir,
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const url = env.PUBLIC_URL ?? `http://localhost:${info.port}`;
    log.info({ ms: Math.round(performance.now() - started) }, `Poplavok is open at ${url}`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
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
