import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// scrypt N=2^15, r=8, p=3: one of OWASP's equivalent minimums (2^17/8/1 … 2^13/8/10) at 32 MiB per
// hash, so four concurrent hashes (libuv's pool) stay at 128 MiB; ~150–300 ms here (ADR 0035).
const params = { N: 2 ** 15, r: 8, p: 3, maxmem: 64 * 1024 * 1024 };
const keyLength = 32;

/**
 * Raised instead of queueing a hash when the queue is full. Anyone can ask for a hash without an
 * account (sign-in, registration), and each costs ~0.3 s of a core: unbounded, a crowd or an
 * attacker with many addresses makes every request wait behind thousands of hashes. Edges answer
 * 503 with Retry-After (`hashing_busy`), so the rest of the shop keeps serving.
 */
export class HashingBusyError extends Error {
  readonly code = 'hashing_busy';
  readonly retryAfter = 2;
  constructor() {
    super('password hashing queue is full');
  }
}

/** Also true for an error from another copy of this module (a bundle and a test harness). */
export function isHashingBusy(error: unknown): error is HashingBusyError {
  return error instanceof Error && (error as { code?: unknown }).code === 'hashing_busy';
}

/**
 * At most `running` hashes at once — one core fewer than the machine has, so a crowd signing in
 * never takes the core that renders pages and takes orders (ADR 0069) — and at most eight hashes'
 * worth (~2.5 s) in line per thread: a longer line only hashes for clients that have given up.
 */
type Gate = { limits: { running: number; waiting: number }; running: number; queue: (() => void)[] };
// One gate per process, even when a second copy of this module is loaded (a test harness's build).
const gateKey = Symbol.for('poplavok.hashing-gate');
const hashingThreads = Math.max(1, availableParallelism() - 1);
const globals = globalThis as { [gateKey]?: Gate };
globals[gateKey] ??= {
  limits: { running: hashingThreads, waiting: 8 * hashingThreads },
  running: 0,
  queue: [],
};
const gate: Gate = globals[gateKey];
export const hashingLimits = gate.limits;

/** Runs `work` when a hashing slot is free; throws HashingBusyError when the line is full. */
async function gated<T>(work: () => Promise<T>): Promise<T> {
  if (gate.running >= hashingLimits.running) {
    if (gate.queue.length >= hashingLimits.waiting) throw new HashingBusyError();
    await new Promise<void>((resolve) => gate.queue.push(resolve));
  } else {
    gate.running += 1;
  }
  try {
    return await work();
  } finally {
    const next = gate.queue.shift();
    if (next)
      next(); // the slot passes straight to the next in line
    else gate.running -= 1;
  }
}

/** How many hashes run and wait now (for tests and the health of the process). */
export function hashingLoad(): { running: number; waiting: number } {
  return { running: gate.running, waiting: gate.queue.length };
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url), self-describing for future upgrades. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await gated(() => scrypt(password.normalize('NFKC'), salt, keyLength, params));
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/**
 * A well-formed hash with today's parameters that no password matches: verifying against it costs
 * what a real check costs, so an unknown phone answers as slowly as a known one.
 */
export const unmatchableHash = [
  'scrypt',
  params.N,
  params.r,
  params.p,
  Buffer.alloc(16).toString('base64url'),
  Buffer.alloc(keyLength).toString('base64url'),
].join('$');

/** Checks a password against a stored hash in constant time; malformed hashes never match. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await gated(() =>
    scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: params.maxmem,
    }),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when a stored hash was made with weaker parameters than today's: rehash it at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < params.N || Number(r) < params.r || Number(p) < params.p;
}
