import path from 'node:path';
import { type Context, Hono } from 'hono';
import { readCookie } from '#server/http/cookies';
import { clientIp } from '#server/http/rate-limit';
import type { Services } from '../context';
import { exchangeGuard } from './auth';
import { type ExchangeArea, roomForSession, touchSession } from './disk';
import { appendToFile, insideDir, safeFileName } from './files';
import { exchangeImportsSettled, finishPortions, importRunningIn, importState } from './imports';
import { handleSaleExchange } from './sale';
import {
  basicSessionId,
  type ExchangeCredentials,
  exchangeCookie,
  newSession,
  sessionDirOf,
  sessionOf,
} from './session';
import { exchangeText, failureReason } from './texts';
import { retryWaiting, type WaitingEnd } from './waiting';

export { exchangeImportsSettled } from './imports';
export type { SaleExchangeAnswer, SaleExchangeRequest } from './sale';

/** The exchange's address: what 1C's "адрес сайта" setting points at. */
export const exchangePath = '/1c/exchange';

type Status = 200 | 401 | 404 | 429 | 503;
const plain = (c: Context, body: string, status: Status = 200) =>
  c.body(body, status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
const tooMany = (c: Context, retryAfter: number) => {
  c.header('Retry-After', String(retryAfter));
  return plain(c, 'failure\ntoo many attempts', 429);
};

/**
 * 1C's standard "обмін з сайтом" (CommerceML over HTTP, Bitrix-compatible, ADR 0102):
 * `checkauth` (HTTP Basic → a signed session cookie), `init`, `file` (the body appended to the
 * session's file), `import` (in the background: `progress` … `success` | `failure`) for
 * `type=catalog`; `type=sale` modes go to ./sale.ts. Every failed check spends the address's
 * budget, a locked address gets 429 on every mode (ADR 0106); the files of all sessions
 * share one disk budget. A machine client: mounted before the storefront's form and same-origin
 * checks and never cached. Off (404) without credentials in the environment.
 */
export function exchangeRoutes(services: Services) {
  const app = new Hono({ strict: false });
  const { env, log } = services;
  const credentials: ExchangeCredentials | null =
    env.EXCHANGE_1C_LOGIN && env.EXCHANGE_1C_PASSWORD
      ? { login: env.EXCHANGE_1C_LOGIN, password: env.EXCHANGE_1C_PASSWORD }
      : null;
  const guard = credentials ? exchangeGuard(credentials) : null;
  const area: ExchangeArea = {
    root: path.resolve(env.DATA_DIR, 'exchange-1c'),
    limit: env.EXCHANGE_1C_DISK_LIMIT_MB * 1024 * 1024,
    isBusy: importRunningIn,
  };
  const fileLimit = env.EXCHANGE_1C_FILE_LIMIT_MB * 1024 * 1024;

  const handle = async (c: Context) => {
    if (!credentials || !guard) return c.notFound();
    const type = c.req.query('type') ?? '';
    const mode = c.req.query('mode') ?? '';
    if (type !== 'catalog' && type !== 'sale') return plain(c, 'failure\nunknown type');
    const ip = clientIp(c);
    const blocked = await guard.addressBlocked(ip);
    if (!blocked.ok) return tooMany(c, blocked.retryAfter);
    const now = services.now();
    if (mode === 'checkauth') {
      const checked = await guard.password(ip, c.req.header('authorization'));
      if (!checked.ok && checked.retryAfter !== null) return tooMany(c, checked.retryAfter);
      if (!checked.ok) {
        log.warn({ ip }, '1C exchange: wrong login or password');
        return plain(c, 'failure\nwrong login or password', 401);
      }
      if (!(await roomForSession(area, now))) {
        log.warn({ ip }, '1C exchange: too many open sessions');
        c.header('Retry-After', '60');
        return plain(c, `failure\n${exchangeText('exchange_sessions_too_many')}`, 503);
      }
      const session = newSession(credentials, now);
      await touchSession(sessionDirOf(env.DATA_DIR, session.id), now);
      return plain(c, `success\n${exchangeCookie}\n${session.token}`);
    }
    // Later calls carry the cookie (or, from some 1C versions, `sessid` or Basic credentials again).
    const token = readCookie(c.req.raw, exchangeCookie) ?? c.req.query('sessid') ?? null;
    let session = sessionOf(credentials, token, now);
    if (!session) {
      const authorization = c.req.header('authorization');
      if (!authorization) {
        // A forged or stale token, or none: a failed check of this address (never of the others).
        await guard.failed(ip);
        return plain(c, 'failure\nnot signed in (checkauth first)', 401);
      }
      const checked = await guard.password(ip, authorization);
      if (!checked.ok && checked.retryAfter !== null) return tooMany(c, checked.retryAfter);
      if (!checked.ok) {
        log.warn({ ip, mode, type }, '1C exchange: wrong login or password');
        return plain(c, 'failure\nwrong login or password', 401);
      }
      session = basicSessionId(credentials, ip);
    }
    const dir = sessionDirOf(env.DATA_DIR, session);
    await touchSession(dir, now);
    const rawName = c.req.query('filename') ?? null;
    const filename = safeFileName(rawName);
    if (rawName !== null && filename === null) {
      log.warn({ ip, filename: rawName.slice(0, 200) }, '1C exchange: file name refused');
      return plain(c, 'failure\nbad file name');
    }
    if (mode === 'init') return plain(c, `zip=yes\nfile_limit=${fileLimit}\nsessid=${token ?? ''}\nversion=2.08`);
    const upload = async (file: string) => {
      let kept: Awaited<ReturnType<typeof appendToFile>>;
      try {
        kept = await appendToFile(area, dir, file, c.req.raw.body, fileLimit, now);
      } catch (error) {
        log.warn({ err: error }, '1C exchange: file not written');
        return failureReason(error);
      }
      if (kept.ok) return null;
      log.warn({ file: path.relative(dir, file), refused: kept.failure.code }, '1C exchange: file refused');
      return exchangeText(kept.failure.code, kept.failure.params);
    };
    if (type === 'sale') {
      const answer = await handleSaleExchange({
        mode,
        filename,
        body: null,
        write: upload,
        sessionDir: dir,
        services,
        address: ip,
      });
      return c.body(answer.body as string, 200, { 'Content-Type': answer.contentType, 'Cache-Control': 'no-store' });
    }
    if (mode === 'file') {
      const file = filename ? insideDir(dir, filename) : null;
      if (!file) return plain(c, 'failure\nno file name');
      const refused = await upload(file);
      return plain(c, refused ? `failure\n${refused}` : 'success');
    }
    if (mode === 'import') {
      if (!filename) return plain(c, 'failure\nno file name');
      const state = await importState(services, area, dir, filename);
      if (state.state === 'failure') return plain(c, `failure\n${state.reason}`);
      return plain(c, state.state === 'success' && state.note ? `success\n${state.note}` : state.state);
    }
    if (mode === 'deactivate' || mode === 'complete') {
      let end: WaitingEnd;
      try {
        // Offers that waited for their goods get a last pass, before hiding what no portion listed.
        await exchangeImportsSettled();
        end = await retryWaiting(services, area, dir, true);
        await finishPortions(services, dir);
      } catch (error) {
        const reason = failureReason(error);
        log.warn({ reason }, '1C exchange: the end of the exchange failed');
        return plain(c, `failure\n${reason}`);
      }
      if (end.failure) return plain(c, `failure\n${[end.failure, ...end.notes].join('\n')}`);
      return plain(c, ['success', ...end.notes].join('\n'));
    }
    return plain(c, 'failure\nunknown mode');
  };
  app.get(exchangePath, handle);
  app.post(exchangePath, handle);
  return app;
}
