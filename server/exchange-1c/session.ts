import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import path from 'node:path';

/** The cookie 1C gets from `checkauth` and sends back on every later call of the exchange. */
export const exchangeCookie = 'poplavok_1c';
/** How long one exchange session lasts (a full exchange of 100,000 goods takes minutes). */
export const sessionSeconds = 12 * 3600;

export type ExchangeCredentials = { login: string; password: string };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Login and password compared in constant time (digests of equal length, both always compared). */
export function credentialsMatch(given: ExchangeCredentials | null, expected: ExchangeCredentials): boolean {
  if (!given) return false;
  const login = timingSafeEqual(digest(given.login), digest(expected.login));
  const password = timingSafeEqual(digest(given.password), digest(expected.password));
  return login && password;
}

/** HTTP Basic credentials of a request, or null. */
export function basicCredentials(header: string | undefined | null): ExchangeCredentials | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const text = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0 ? null : { login: text.slice(0, colon), password: text.slice(colon + 1) };
}

// The session key follows the credentials: changing the password ends every session.
const keyOf = (c: ExchangeCredentials) => digest(`exchange-1c\u0000${c.login}\u0000${c.password}`);
const sign = (c: ExchangeCredentials, body: string) => createHmac('sha256', keyOf(c)).update(body).digest('base64url');

/**
 * A new session: a random id and its expiry, signed with a key derived from the credentials, so
 * any process of the shop can check it without shared state. The id names the session's directory.
 */
export function newSession(c: ExchangeCredentials, now: Date): { id: string; token: string } {
  const id = randomBytes(16).toString('hex');
  const body = `${id}.${Math.floor(now.getTime() / 1000) + sessionSeconds}`;
  return { id, token: `${body}.${sign(c, body)}` };
}

/**
 * The session of a client that sends Basic credentials on every call instead of the cookie (some
 * 1C versions): one per client address, so its uploads and imports meet in one directory and its
 * calls do not open a new session each.
 */
export const basicSessionId = (c: ExchangeCredentials, ip: string) =>
  createHmac('sha256', keyOf(c)).update(`basic\u0000${ip}`).digest('hex').slice(0, 32);

/** The session id of a token that is ours and not expired, else null. */
export function sessionOf(c: ExchangeCredentials, token: string | null | undefined, now: Date): string | null {
  const match = /^([0-9a-f]{32})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const expected = Buffer.from(sign(c, `${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return Number(match[2]) * 1000 > now.getTime() ? match[1] : null;
}

/** Where a session's files go: DATA_DIR/exchange-1c/<session id>/. */
export const sessionDirOf = (dataDir: string, id: string) => path.resolve(dataDir, 'exchange-1c', id);
