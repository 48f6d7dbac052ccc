import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { forEachZipEntry } from '#core/exchange1c';

/** One exchange session may keep this much on disk (its XML files, pictures and archives). */
export const sessionByteLimit = 4 * 1024 * 1024 * 1024;
/** Entries one archive may hold. */
export const maxArchiveEntries = 200_000;

/**
 * A file name 1C sent as a safe path inside the session directory: relative, `/`-separated, no
 * `..` or `.` segment, no drive or backslash, printable; subdirectories (`import_files/ab/x.jpg`)
 * allowed. Null when it is not one.
 */
export function safeFileName(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const name = raw.trim();
  const printable = [...name].every((ch) => (ch.codePointAt(0) ?? 0) >= 0x20);
  if (!name || name.length > 300 || name.startsWith('/') || !printable || /[\\:]/.test(name)) return null;
  const parts = name.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..')) return null;
  return parts.join('/');
}

/** The absolute path of a safe name inside `dir` (checked again after resolving). */
export function insideDir(dir: string, name: string): string | null {
  const file = path.resolve(dir, name);
  return file.startsWith(dir + path.sep) ? file : null;
}

class TooLarge extends Error {}

/** Bytes under each session's directory as this process counted them (read from disk once). */
const usage = new Map<string, number>();

/** Bytes written under the session's directory, all files together. */
async function sizeOf(dir: string): Promise<number> {
  const known = usage.get(dir);
  if (known !== undefined) return known;
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])) {
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name)).catch(() => ({ size: 0 }))).size;
  }
  if (usage.size > 1000) usage.clear();
  usage.set(dir, total);
  return total;
}

const capped = (limit: number) => {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > limit ? new TooLarge('session_too_large') : null, chunk);
    },
  });
};

/**
 * Appends a posted body to a session's file (1C sends a big file in several posts), streamed,
 * within the session's disk budget. Answers false when the budget would be passed.
 */
export async function appendToFile(
  dir: string,
  file: string,
  body: ReadableStream<Uint8Array> | null,
  requestLimit: number,
): Promise<boolean> {
  await mkdir(path.dirname(file), { recursive: true });
  const used = await sizeOf(dir);
  const room = Math.min(requestLimit, sessionByteLimit - used);
  const before = (await stat(file).catch(() => ({ size: 0 }))).size;
  const source = body
    ? Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>)
    : Readable.from([]);
  try {
    await pipeline(source, capped(room), createWriteStream(file, { flags: 'a' }));
    usage.set(dir, used + (await stat(file)).size - before);
    return true;
  } catch (error) {
    usage.delete(dir);
    if (error instanceof TooLarge) return false;
    throw error;
  }
}

/**
 * Unpacks the session's archives (`zip=yes`: 1C packs import.xml, offers.xml and import_files/
 * into one) into its directory and removes them. Entry names pass `safeFileName`; the session's
 * disk budget bounds the unpacked bytes (a zip bomb stops at it).
 */
export async function unpackArchives(dir: string): Promise<void> {
  const archives = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.toLowerCase().endsWith('.zip'));
  for (const archive of archives) {
    let room = sessionByteLimit - (await sizeOf(dir));
    let entries = 0;
    await forEachZipEntry(path.join(dir, archive), async (entry) => {
      const name = safeFileName(entry.name.replace(/\/$/, ''));
      const target = name ? insideDir(dir, name) : null;
      if (++entries > maxArchiveEntries) throw new Error('archive_too_many_entries');
      if (!target) throw new Error(`archive_bad_name ${entry.name.slice(0, 100)}`);
      if (entry.name.endsWith('/')) return;
      if (entry.size > room) throw new Error('session_too_large');
      room -= entry.size;
      const stream = await entry.open();
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(stream, createWriteStream(target));
    });
    await rm(path.join(dir, archive), { force: true });
    usage.delete(dir);
  }
}

/** Removes exchange sessions older than `maxAgeMs` (their files were imported or abandoned). */
export async function removeOldSessions(root: string, now: Date, maxAgeMs: number): Promise<void> {
  for (const entry of await readdir(root, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory() || !/^[0-9a-f]{32}$/.test(entry.name)) continue;
    const dir = path.join(root, entry.name);
    const info = await stat(dir).catch(() => null);
    if (info && now.getTime() - info.mtimeMs > maxAgeMs) await rm(dir, { recursive: true, force: true });
  }
}
