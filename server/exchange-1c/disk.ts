import { mkdir, readdir, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';

/**
 * The exchange's area on disk (DATA_DIR/exchange-1c, one directory per session) and the one budget
 * all its sessions share (EXCHANGE_1C_DISK_LIMIT_MB, ADR 0106). `isBusy` says whether a
 * session's directory is being imported in this process (it is never removed then).
 */
export type ExchangeArea = { root: string; limit: number; isBusy: (dir: string) => boolean };

/** Sessions kept at once; a new `checkauth` past it removes idle ones, or is refused. */
export const maxOpenSessions = 32;
/** A session untouched this long is finished: 1C polls every few seconds while it works. */
export const sessionIdleMs = 10 * 60_000;
/** A session older than this is removed at the next `checkauth` whatever it holds (tokens last 12 h). */
const sessionExpiredMs = 24 * 3600_000;
/** How long the area's measured size is trusted (other processes' writes are seen after it). */
const remeasureMs = 5 * 60_000;

const usage = new Map<string, { bytes: number; at: number }>();

/** Bytes of every file under `dir`. */
export async function bytesUnder(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/** Bytes the area holds: measured from disk now and then, kept up to date by this process's writes. */
export async function areaUsed(area: ExchangeArea): Promise<number> {
  const known = usage.get(area.root);
  if (known && Date.now() - known.at < remeasureMs) return known.bytes;
  const bytes = await bytesUnder(area.root);
  usage.set(area.root, { bytes, at: Date.now() });
  return bytes;
}

/** Counts bytes this process wrote (positive) or removed (negative) in the area. */
export function countUsage(area: ExchangeArea, delta: number): void {
  const known = usage.get(area.root);
  if (known) known.bytes = Math.max(0, known.bytes + delta);
}

type SessionDir = { dir: string; usedAt: number };

/** The area's session directories, least recently used first. */
async function sessionsOf(root: string): Promise<SessionDir[]> {
  const found: SessionDir[] = [];
  for (const entry of await readdir(root, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory() || !/^[0-9a-f]{32}$/.test(entry.name)) continue;
    const dir = path.join(root, entry.name);
    const info = await stat(dir).catch(() => null);
    if (info) found.push({ dir, usedAt: info.mtimeMs });
  }
  return found.sort((a, b) => a.usedAt - b.usedAt);
}

async function removeSession(area: ExchangeArea, dir: string): Promise<void> {
  const bytes = await bytesUnder(dir);
  await rm(dir, { recursive: true, force: true });
  countUsage(area, -bytes);
}

/** Marks a session as used now (its directory's time is its last use), making its directory. */
export async function touchSession(dir: string, now: Date): Promise<void> {
  await mkdir(dir, { recursive: true });
  await utimes(dir, now, now).catch(() => undefined);
}

/**
 * Before a new session (`checkauth`): removes expired sessions, then — while `maxOpenSessions` are
 * open — idle ones, least recently used first. False when that many are still in use: the new
 * session is refused rather than cutting an exchange in progress short.
 */
export async function roomForSession(area: ExchangeArea, now: Date): Promise<boolean> {
  const sessions = await sessionsOf(area.root);
  let open = sessions.length;
  for (const { dir, usedAt } of sessions) {
    const idle = now.getTime() - usedAt;
    const expired = idle > sessionExpiredMs;
    if (!expired && (open < maxOpenSessions || idle < sessionIdleMs || area.isBusy(dir))) continue;
    await removeSession(area, dir);
    open--;
  }
  return open < maxOpenSessions;
}

/**
 * Bytes the area can still take, after removing idle sessions other than `keep` (least recently
 * used first) while fewer than `want` are free: finished exchanges give way to the running one.
 */
export async function makeRoom(area: ExchangeArea, keep: string, want: number, now: Date): Promise<number> {
  let free = area.limit - (await areaUsed(area));
  if (free >= want) return free;
  for (const { dir, usedAt } of await sessionsOf(area.root)) {
    if (dir === keep || now.getTime() - usedAt < sessionIdleMs || area.isBusy(dir)) continue;
    await removeSession(area, dir);
    free = area.limit - (await areaUsed(area));
    if (free >= want) break;
  }
  return Math.max(0, free);
}
