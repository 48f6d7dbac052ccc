import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 time-based one-time passwords: SHA-1, 6 digits, 30-second steps — what every
 * authenticator app reads from an `otpauth://` link. One step of clock drift either way is
 * accepted, and a step is accepted once (the caller keeps the last one, §5.2).
 */
const period = 30;

const totpFor = (secret: string, label = 'staff') =>
  new TOTP({ issuer: 'Поплавок', label, algorithm: 'SHA1', digits: 6, period, secret: Secret.fromBase32(secret) });

/** A new random 160-bit secret, base32 (RFC 4226 §4 recommends 160 bits). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The link an authenticator app scans. */
export function totpUri(secret: string, login: string): string {
  return totpFor(secret, login).toString();
}

/** The code for `at` (tests, and the demo README's instructions). */
export function totpCode(secret: string, at: Date): string {
  return totpFor(secret).generate({ timestamp: at.getTime() });
}

/**
 * The time step a code belongs to when it is valid at `now` and newer than `lastStep`, else null.
 * A replayed code (same or older step) is refused even inside its window.
 */
export function acceptTotp(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / period) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}
