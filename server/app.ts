import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { forgetCatalogChanges } from '#core/change-feed';
import { renderDemoImage } from '#core/media';
import { isOutOfRangeError } from '#core/shared';
import type { AdmissionGate } from '#server/http/admission';
import { admissionControl, overloaded, waitsForHashing } from '#server/http/admission-http';
import { affiliateCookies } from '#server/http/affiliate';
import type { BodyReadOptions } from '#server/http/body-reader';
import { cookiesOf, expiredCookie } from '#server/http/cookies';
import { httpPolicy, pageCaching } from '#server/http/http-policy';
import { localeMiddleware } from '#server/http/locale';
import { clientIp } from '#server/http/rate-limit';
import { isUpload, requestBodyLimits, sameOriginForms, storefrontForms } from '#server/http/request-body';
import { apiRefusals, createApi } from './api/index';
import type { Services } from './context';
import { exchangeRoutes } from './exchange-1c/index';
import { fiscalRoutes } from './fiscal';
import { imageRoutes } from './images/index';
import { menuRoutes } from './menu';
import type { PageCache } from './page-cache';
import { sharedPageKey, withoutPersonalCookies } from './page-cache-key';
import { paymentRoutes } from './payments';
import { placeholderRedirects } from './placeholders';
import { seoRoutes } from './seo';

export type AppOptions = {
  services: Services;
  /** Returns the React Router server build (fresh per request in dev, fixed in production). */
  getBuild: () => ServerBuild | Promise<ServerBuild>;
  mode: 'development' | 'production';
  /** Where the client build lives (production only; Vite serves assets in dev). */
  clientDir?: string;
  /** The HTML cache of anonymous pages (ADR 0066); none: every page is rendered. */
  pageCache?: PageCache | null;
  /** Admission control of renders and API calls (ADR 0069); none: everything runs at once. */
  admission?: AdmissionGate | null;
  /** How request bodies are read before the gate (ADR 0075); the defaults unless a test says. */
  bodyRead?: BodyReadOptions;
};

const immutable = 'public, max-age=31536000, immutable';

/**
 * Google Tag Manager and the GA4 hosts it sends to (Google's CSP guide), allowed only when
 * GTM_ID is configured (ADR 0054).
 */
const tagManager = {
  script: 'https://www.googletagmanager.com',
  img: 'https://*.google-analytics.com https://*.googletagmanager.com',
  connect: 'https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com',
};

/** OpenStreetMap's tile server: the store maps' background images (ADR 0062). */
const mapTiles = 'https://tile.openstreetmap.org';

/**
 * Scripts only from our origin or inline with this response's nonce (React Router's hydration
 * data, React's streaming) — or, on a page from the HTML cache, with one of its scripts' hashes; no plugins, no framing, forms post only to us. Inline `style`
 * attributes (banner colours) stay allowed. Map tiles from OpenStreetMap. With a tag manager, its hosts too (and nothing else).
 */
export function contentSecurityPolicy(
  scripts: { nonce: string } | { hashes: string[] },
  withTagManager = false,
  paymentOrigins: readonly string[] = [],
): string {
  const extra = (hosts: string) => (withTagManager ? ` ${hosts}` : '');
  const inline = 'nonce' in scripts ? `'nonce-${scripts.nonce}'` : scripts.hashes.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self'${inline ? ` ${inline}` : ''}${extra(tagManager.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${mapTiles}${extra(tagManager.img)}`,
    "font-src 'self'",
    `connect-src 'self'${extra(tagManager.connect)}`,
    "object-src 'none'",
    "base-uri 'self'",
    // Payment pages (LiqPay's form, a redirect to monobank or PrivatBank) are form targets too.
    `form-action 'self'${paymentOrigins.map((o) => ` ${o}`).join('')}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The one Hono app: static assets, demo images, the shop API and the storefront (React Router). */
export function createApp({
  services,
  getBuild,
  mode,
  clientDir,
  pageCache = null,
  admission = null,
  bodyRead,
}: AppOptions) {
  // Not strict: SPEC §7 paths end in a slash (`/site/home/`) and the API serves both spellings; a
  // mounted router's own `strict: false` does not carry over to its parent.
  const app = new Hono({ strict: false });
  const { log } = services;
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    // 503 is the shop shedding load on purpose (ADR 0069): worth a warning, not an error.
    const level = c.res.status === 503 ? 'warn' : c.res.status >= 500 ? 'error' : 'info';
    log[level]({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
  });
  // A cookie whose value does not decode is ignored everywhere (server/http/cookies.ts) and cleared here,
  // so the browser stops sending it.
  app.use(async (c, next) => {
    const { malformed } = cookiesOf(c.req.raw);
    await next();
    if (malformed.length === 0) return;
    const clear = () => {
      for (const name of malformed) c.res.headers.append('Set-Cookie', expiredCookie(name));
    };
    try {
      clear();
    } catch {
      // Immutable headers (a fetched answer): Hono's setter copies it into a mutable one.
      c.res = new Response(c.res.body, c.res);
      clear();
    }
  });
  // After any write, the HTML cache and the catalogue's caches read the change feed again (ADR 0080).
  app.use(async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return;
    forgetCatalogChanges(services.db);
  });
  // The scheme the client used (TLS, a trusted proxy, PUBLIC_URL's host), HSTS only over it,
  // Secure and private cookies (ADR 0042).
  app.use(httpPolicy(services, mode));
  app.use(
    secureHeaders({
      // Pages get a nonce-based CSP below (contentSecurityPolicy(nonce)); API answers are JSON.
      contentSecurityPolicy: undefined,
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
      // Not `no-referrer`: under it a browser sends `Origin: null` on every form post, and the
      // shop could not tell its own forms from a foreign page's (ADR 0045).
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  // Before anything reads a body: every route's limit (ADR 0040).
  app.use(requestBodyLimits(apiRefusals, bodyRead));
  app.use(compress());

  app.get('/images/demo/:file{[a-z0-9-]+\\.svg}', (c) => {
    const svg = renderDemoImage(c.req.param('file').replace(/\.svg$/, ''));
    if (!svg) return c.notFound();
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });
  // Resized WebP/AVIF variants of the originals and demo drawings, cached on disk (ADR 0063).
  app.route('/', imageRoutes(services));

  if (clientDir) {
    const root = path.relative(process.cwd(), clientDir) || '.';
    app.use('/assets/*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', immutable) }));
    // The public files (favicon, the no-image picture) have an extension; a page's address never
    // does, and need not cost a file-system lookup on every request.
    const publicFiles = serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') });
    app.use('*', (c, next) => (/\.[a-z0-9]+$/i.test(c.req.path) ? publicFiles(c, next) : next()));
  }

  app.get('/healthz', (c) => c.json({ ok: true }));
  // Past here every request is work: it passes the gate (ADR 0069), except a page everyone may
  // share, which the HTML cache answers and whose render passes the gate below, the forms that
  // wait for the password-hashing pool (bounded by its own queue) and photo uploads (bounded by
  // `maxUploads`; a slow one must not hold a slot, ADR 0075).
  const cachesPages = pageCache !== null && mode === 'production';
  const sharing = { withScripts: services.env.SHARE_PAGES_WITH_SCRIPTS === '1' };
  if (admission)
    app.use(
      admissionControl(
        admission,
        (request) =>
          waitsForHashing(request) ||
          isUpload(request.method, new URL(request.url).pathname) ||
          (cachesPages && sharedPageKey(request, sharing) !== null),
        clientIp,
      ),
    );
  // robots.txt and the sitemaps, generated from the database (ADR 0061).
  app.route('/', seoRoutes(services));
  app.route('/', createApi(services));
  // Payment providers' callbacks and the way back from their pages.
  app.route('/', paymentRoutes(services));
  // 1C's "обмін з сайтом": a machine client with its own sign-in, before the storefront's form checks.
  app.route('/', exchangeRoutes(services));
  // The demo fiscal receipt's page (ADR 0099).
  app.route('/', fiscalRoutes(services));
  // The catalogue menu's trees: one immutable resource per content hash (ADR 0056).
  app.route('/', menuRoutes(services));

  // Page actions get only well-formed forms (ADR 0041), from the shop's own pages (ADR 0045).
  app.use(storefrontForms());
  app.use(sameOriginForms());
  // Pages show the shopper's header: never publicly cacheable (ADR 0043).
  app.use(pageCaching());
  // The affiliate cookie of a landing (SPEC §9, ADR 0055): its Set-Cookie makes the page no-store.
  app.use(affiliateCookies());
  app.use(placeholderRedirects());
  app.use(localeMiddleware);
  app.all('*', async (c) => {
    const build = await getBuild();
    let handle = handlers.get(build);
    if (!handle) {
      handle = createRequestHandler(build, mode);
      handlers.set(build, handle);
    }
    const withTagManager = Boolean(services.env.GTM_ID);
    const paymentOrigins = services.payments.pageOrigins;
    const context = { services, clientIp: clientIp(c) };
    const key = cachesPages ? sharedPageKey(c.req.raw, sharing) : null;
    if (pageCache && key) {
      // The page everyone gets, whole, scripts allowed by their hashes, rendered as for a visitor
      // without a session or a cart.
      const render = (request: Request) =>
        handle(withoutPersonalCookies(request), { ...context, nonce: '', wholeDocument: true });
      const gated = admission
        ? async (request: Request) => {
            const outcome = await admission.attempt('read', undefined, () => render(request), context.clientIp);
            return outcome.ran
              ? outcome.value
              : overloaded(admission.options.retryAfterSeconds, 'text/html', outcome.refusal);
          }
        : render;
      return pageCache.serve(c.req.raw, key, gated, (hashes) =>
        contentSecurityPolicy({ hashes }, withTagManager, paymentOrigins),
      );
    }
    // Vite's dev server injects inline scripts of its own: the policy is for production only.
    const nonce = mode === 'production' ? randomBytes(16).toString('base64') : '';
    const response = await handle(c.req.raw, { ...context, nonce });
    if (nonce && response.headers.get('content-type')?.startsWith('text/html')) {
      response.headers.set('Content-Security-Policy', contentSecurityPolicy({ nonce }, withTagManager, paymentOrigins));
    }
    return response;
  });

  app.onError((error, c) => {
    // A number past its column that slipped by a schema (PostgreSQL 22003): bad input (ADR 0110).
    if (isOutOfRangeError(error)) return c.text('Bad Request', 400);
    log.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.text('Internal Server Error', 500);
  });
  return app;
}
