import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { renderDemoImage } from '#core/media';
import { createApi } from './api/index';
import { clientIp } from './api/rate-limit';
import type { Services } from './context';
import { httpPolicy, pageCaching } from './http-policy';
import { localeMiddleware } from './locale';
import { requestBodyLimits, sameOriginForms, storefrontForms } from './request-body';

export type AppOptions = {
  services: Services;
  /** Returns the React Router server build (fresh per request in dev, fixed in production). */
  getBuild: () => ServerBuild | Promise<ServerBuild>;
  mode: 'development' | 'production';
  /** Where the client build lives (production only; Vite serves assets in dev). */
  clientDir?: string;
};

const immutable = 'public, max-age=31536000, immutable';

/**
 * Scripts only from our origin or inline with this response's nonce (React Router's hydration
 * data, React's streaming); no plugins, no framing, forms post only to us. Inline `style`
 * attributes (banner colours) stay allowed.
 */
function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The one Hono app: static assets, demo images, the shop API and the storefront (React Router). */
export function createApp({ services, getBuild, mode, clientDir }: AppOptions) {
  // Not strict: SPEC §7 paths end in a slash (`/site/home/`) and the API serves both spellings; a
  // mounted router's own `strict: false` does not carry over to its parent.
  const app = new Hono({ strict: false });
  const { log } = services;
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const level = c.res.status >= 500 ? 'error' : 'info';
    log[level]({ method: c.req.method, path: c.req.path, status: c.res.status, ms }, 'request');
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
  app.use(requestBodyLimits());
  app.use(compress());

  app.get('/images/demo/:file{[a-z0-9-]+\\.svg}', (c) => {
    const svg = renderDemoImage(c.req.param('file').replace(/\.svg$/, ''));
    if (!svg) return c.notFound();
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
  });

  if (clientDir) {
    const root = path.relative(process.cwd(), clientDir) || '.';
    app.use('/assets/*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', immutable) }));
    app.use('*', serveStatic({ root, onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=3600') }));
  }

  app.get('/healthz', (c) => c.json({ ok: true }));
  app.route('/', createApi(services));

  // Page actions get only well-formed forms (ADR 0041), from the shop's own pages (ADR 0045).
  app.use(storefrontForms());
  app.use(sameOriginForms());
  // Pages show the shopper's header: never publicly cacheable (ADR 0043).
  app.use(pageCaching());
  app.use(localeMiddleware);
  app.all('*', async (c) => {
    const build = await getBuild();
    let handle = handlers.get(build);
    if (!handle) {
      handle = createRequestHandler(build, mode);
      handlers.set(build, handle);
    }
    // Vite's dev server injects inline scripts of its own: the policy is for production only.
    const nonce = mode === 'production' ? randomBytes(16).toString('base64') : '';
    const response = await handle(c.req.raw, { services, clientIp: clientIp(c), nonce });
    if (nonce && response.headers.get('content-type')?.startsWith('text/html')) {
      response.headers.set('Content-Security-Policy', contentSecurityPolicy(nonce));
    }
    return response;
  });

  app.onError((error, c) => {
    log.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.text('Internal Server Error', 500);
  });
  return app;
}
