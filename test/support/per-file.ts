/**
 * Runs before each test file. The PostgreSQL pass shares one process between files (`isolate:
 * false`, vitest.config.ts): what a process keeps on `globalThis` must start afresh per file as it
 * would in a process of its own — the rate limits' counters, created again on first use.
 */
import { resetRateLimits } from '#server/http/rate-limit';

resetRateLimits();
