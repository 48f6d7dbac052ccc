import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { catalogChanges } from '#core/change-feed';
import type { PaymentGateway } from '#core/payments';
import type { Database } from '#db/client';
import { createApp } from '#server/app';
import type { Services } from '#server/context';
import { parseEnv } from '#server/env';
import type { AdmissionGate } from '#server/http/admission';
import type { BodyReadOptions } from '#server/http/body-reader';
import { MemoryPageStore, PageCache, type PageCacheOptions } from '#server/page-cache';
import { createPaymentGateway } from '#server/payment-gateway';
import { createTestDatabase, seededAt } from '#test/support/db';

export type TestShop = {
  /** The whole Hono app of `server/main.ts`: API + storefront (React Router's real route modules). */
  app: ReturnType<typeof createApp>;
  /** React Router's server build the app serves (routes and their modules). */
  build: ServerBuild;
  services: Services;
  database: Database;
  /** A form post as a browser without JavaScript sends it (url-encoded fields). */
  postForm: (path: string, fields: Record<string, string>) => Promise<Response>;
  close: () => Promise<void>;
};

let vite: ViteDevServer | null = null;
let build: Promise<ServerBuild> | null = null;
let open = 0;

/**
 * React Router's server build, compiled in memory by Vite with the project's own config (the
 * same `virtual:react-router/server-build` the dev server and the production bundle serve), once
 * per test file: ~4 s, no build directory, nothing mocked.
 */
function serverBuild(): Promise<ServerBuild> {
  build ??= (async () => {
    vite = await createServer({
      configFile: path.resolve('vite.config.ts'),
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: 'custom',
      logLevel: 'silent',
    });
    return (await vite.ssrLoadModule('virtual:react-router/server-build')) as unknown as ServerBuild;
  })();
  return build;
}

/**
 * The production app (`mode: 'production'`: CSP, HSTS rules) over a fresh test database
 * (seeded demo shop by default), called in-process with `app.request(…)`. `env` is parsed like the
 * real environment.
 */
export async function createTestShop(
  options: {
    env?: Record<string, string>;
    seeded?: boolean;
    log?: Logger;
    /** The HTML cache of `server/main.ts` (in memory; the catalogue's change feed read on every request). */
    pageCache?: Partial<PageCacheOptions>;
    /** Admission control of `server/main.ts` (ADR 0069). */
    admission?: AdmissionGate;
    /** How bodies are read before the gate (ADR 0075). */
    bodyRead?: BodyReadOptions;
    /** Payment providers: adapters pointed at the suite's local provider servers; default from `env`. */
    payments?: PaymentGateway;
    /** Carriers and checkout's tariff estimates; none by default. */
    carriers?: Services['carriers'];
    tariffs?: Services['tariffs'];
  } = {},
): Promise<TestShop> {
  open++;
  const [database, loaded] = await Promise.all([createTestDatabase({ seeded: options.seeded ?? true }), serverBuild()]);
  const services: Services = {
    db: database.db,
    log: options.log ?? pino({ level: 'silent' }),
    // Review photos and image variants go to a directory of this shop's own, never ./data.
    env: parseEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'poplavok-shop-')), ...options.env }),
    now: () => seededAt,
    payments: options.payments ?? createPaymentGateway(parseEnv({ ...options.env })),
    ...(options.carriers ? { carriers: options.carriers } : {}),
    ...(options.tariffs ? { tariffs: options.tariffs } : {}),
  };
  const pageCache = options.pageCache
    ? new PageCache({
        store: new MemoryPageStore(16 * 2 ** 20),
        changes: () => catalogChanges(services.db, { maxAgeMs: 0 }),
        log: services.log,
        ...options.pageCache,
      })
    : null;
  const app = createApp({
    services,
    getBuild: () => loaded,
    mode: 'production',
    pageCache,
    admission: options.admission ?? null,
    ...(options.bodyRead ? { bodyRead: options.bodyRead } : {}),
  });
  return {
    app,
    build: loaded,
    services,
    database,
    postForm: async (path, fields) =>
      app.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      }),
    close: async () => {
      await database.close();
      rmSync(services.env.DATA_DIR, { recursive: true, force: true });
      if (--open === 0 && vite) {
        await vite.close();
        vite = null;
        build = null;
      }
    },
  };
}
