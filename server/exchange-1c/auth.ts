import { createFailureBudget, createKeyMemory, type LimitResult } from '#server/http/rate-limit';
import { basicCredentials, credentialsMatch, type ExchangeCredentials } from './session';

/** Failed checks one client address may make per 15 minutes; then it gets 429 on every mode. */
export const failuresPerAddress = 10;
/** Failed password checks from all addresses together per 15 minutes; then only known addresses may try. */
export const failuresInAll = 100;
const windowSeconds = 15 * 60;

const byAddress = createFailureBudget('exchange-1c', failuresPerAddress, windowSeconds);
const inAll = createFailureBudget('exchange-1c-all', failuresInAll, windowSeconds);
/** Addresses 1C signed in from lately: the global budget never locks them out. */
const signedInFrom = createKeyMemory('exchange-1c-signed-in', 14 * 24 * 3600);

export type PasswordCheck = { ok: true } | { ok: false; retryAfter: number | null };

/**
 * The exchange door's failure budgets (ADR 0106): every failed check on every mode and
 * type spends the client address's budget; a failed password check spends the global one too
 * (keyed by the configured login), so many addresses cannot pump guesses through. A locked address
 * is refused before anything is checked; a locked global budget refuses password checks from
 * addresses that have not signed in within 14 days, while valid session cookies keep working.
 */
export function exchangeGuard(credentials: ExchangeCredentials) {
  const all = `login:${credentials.login}`;
  return {
    /** Whether the address may be checked at all (spends nothing). */
    addressBlocked: (ip: string): Promise<LimitResult> => byAddress.blocked(ip),
    /** A failed check that is not a password (a forged or stale session token, none at all). */
    failed: (ip: string) => byAddress.fail(ip),
    /** Checks an `Authorization: Basic` header, spending both budgets when it is wrong. */
    async password(ip: string, header: string | undefined): Promise<PasswordCheck> {
      if (!(await signedInFrom.has(ip))) {
        const blocked = await inAll.blocked(all);
        if (!blocked.ok) return { ok: false, retryAfter: blocked.retryAfter };
      }
      if (credentialsMatch(basicCredentials(header), credentials)) {
        await signedInFrom.remember(ip);
        return { ok: true };
      }
      await Promise.all([byAddress.fail(ip), inAll.fail(all)]);
      return { ok: false, retryAfter: null };
    },
  };
}
