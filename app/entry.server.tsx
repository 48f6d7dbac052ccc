import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  ServerRouter,
} from 'react-router';
import './i18n/messages.server';
import { NonceContext } from './nonce';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and the HTML cache get the whole document at once (its status final); people get
    // the shell as soon as it is ready.
    const wholeDocument = Boolean(
      loadContext.wholeDocument || (userAgent && isbot(userAgent)) || routerContext.isSpaMode,
    );
    const ready = () => {
      shellRendered = true;
      const body = new PassThrough();
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce ?? ''}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          if (!wholeDocument) ready();
        },
        onAllReady() {
          settle();
          if (wholeDocument) ready();
        },
        onShellError(error: unknown) {
          settle();
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) logError(loadContext, request, error, 'render error');
        },
      },
    );
    // A visitor who has gone gets no more rendering (ADR 0069); nor does a render that hangs.
    const timer = setTimeout(abort, streamTimeout + 1000);
    const onGone = () => abort();
    request.signal.addEventListener('abort', onGone, { once: true });
    // Once rendered, both go: a listener left on the request's signal kept every render (its
    // request, React's state, ~70 KB) reachable for good — the heap grew by each signed-in page.
    function settle() {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', onGone);
    }
  });
}

/**
 * 4xx responses (404, a bad form…) are answers, not errors: only real failures are logged (never
 * aborted requests) — by the server's logger, whose serializer redacts a failed query's parameters
 * (ADR 0036), never by `console.error`, which printed them (ADR 0110).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logError(context as AppLoadContext, request, error, 'route error');
};

function logError(context: AppLoadContext | undefined, request: Request, error: unknown, message: string) {
  const path = new URL(request.url).pathname;
  const log = context?.services?.log;
  if (log) log.error({ err: error, path }, message);
  // Without the server's services (never in the shop's own server) only the error's kind is told.
  else console.error(message, path, error instanceof Error ? error.name : typeof error);
}
