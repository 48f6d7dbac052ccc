import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat, truncate } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { forEachZipEntry } from '#core/exchange1c';
import { countUsage, type ExchangeArea, makeRoom } from './disk';
import { ExchangeFailure } from './texts';

/** Entries one archive may hold. */
export const maxArchiveEntries = 200_000;

const mb = (bytes: number) => Math.floor(bytes / (1024 * 1024));

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

/** Passes bytes through and counts them, failing with TooLarge past `limit` (checked as they stream). */
class Capped extends Transform {
  seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null, data?: Buffer) => void) {
    this.seen += chunk.length;
    if (this.seen > this.limit) done(new TooLarge());
    else done(null, chunk);
  }
}

const sizeOf = async (file: string) => (await stat(file).catch(() => null))?.size ?? null;

/**
 * Appends a posted body to a session's file (1C sends a big file in several posts), streamed: at
 * most `postLimit` bytes, and no more than the exchange area's budget has free (idle sessions give
 * way first). A refused or broken post leaves nothing of itself behind.
 */
export async function appendToFile(
  area: ExchangeArea,
  dir: string,
  file: string,
  body: ReadableStream<Uint8Array> | Uint8Array | null,
  postLimit: number,
  now: Date,
): Promise<{ ok: true } | { ok: false; failure: ExchangeFailure }> {
  await mkdir(path.dirname(file), { recursive: true });
  const free = await makeRoom(area, dir, postLimit, now);
  const limit = Math.min(postLimit, free);
  const before = await sizeOf(file);
  const source =
    body instanceof Uint8Array
      ? Readable.from([Buffer.from(body)])
      : body
        ? Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>)
        : Readable.from([]);
  const counter = new Capped(limit);
  try {
    await pipeline(source, counter, createWriteStream(file, { flags: 'a' }));
    countUsage(area, counter.seen);
    return { ok: true };
  } catch (error) {
    // Whatever of this post reached the disk goes: the file is as it was before it.
    if (before === null) await rm(file, { force: true });
    else await truncate(file, before).catch(() => undefined);
    if (!(error instanceof TooLarge)) throw error;
    return {
      ok: false,
      failure:
        limit === postLimit
          ? new ExchangeFailure('exchange_file_too_large', { mb: mb(postLimit) })
          : new ExchangeFailure('exchange_disk_full', { mb: mb(area.limit) }),
    };
  }
}

/**
 * Unpacks the session's archives (`zip=yes`: 1C packs import.xml, offers.xml and import_files/
 * into one) into its directory and removes them. Entry names pass `safeFileName`; the unpacked
 * bytes are counted as they stream against what the area's budget has free (never the declared
 * sizes only): an archive that would pass it is refused, and what it unpacked is removed with it.
 */
export async function unpackArchives(area: ExchangeArea, dir: string, now: Date): Promise<void> {
  const archives = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.toLowerCase().endsWith('.zip'));
  for (const archive of archives) {
    const archivePath = path.join(dir, archive);
    let room = await makeRoom(area, dir, area.limit, now);
    const written: string[] = [];
    let unpacked = 0;
    let entries = 0;
    try {
      await forEachZipEntry(archivePath, async (entry) => {
        if (++entries > maxArchiveEntries)
          throw new ExchangeFailure('exchange_archive_too_many_files', { max: maxArchiveEntries });
        const name = safeFileName(entry.name.replace(/\/$/, ''));
        const target = name ? insideDir(dir, name) : null;
        if (!target) throw new ExchangeFailure('exchange_archive_bad_name', { name: entry.name.slice(0, 100) });
        if (entry.name.endsWith('/')) return;
        if (entry.size > room) throw new TooLarge();
        const replaced = (await sizeOf(target)) ?? 0;
        room += replaced;
        countUsage(area, -replaced);
        const stream = await entry.open();
        await mkdir(path.dirname(target), { recursive: true });
        written.push(target);
        const counter = new Capped(room);
        try {
          await pipeline(stream, counter, createWriteStream(target));
        } finally {
          room -= counter.seen;
          unpacked += counter.seen;
          countUsage(area, counter.seen);
        }
      });
    } catch (error) {
      for (const file of written) await rm(file, { force: true });
      countUsage(area, -unpacked - ((await sizeOf(archivePath)) ?? 0));
      await rm(archivePath, { force: true });
      if (error instanceof TooLarge) throw new ExchangeFailure('exchange_archive_too_large', { mb: mb(area.limit) });
      // A file-system error is the server's (failureReason says so in words); anything else is the archive's.
      const code = (error as NodeJS.ErrnoException).code;
      if (error instanceof ExchangeFailure || (typeof code === 'string' && /^E[A-Z]+$/.test(code))) throw error;
      throw new ExchangeFailure('exchange_archive_unreadable');
    }
    countUsage(area, -((await sizeOf(archivePath)) ?? 0));
    await rm(archivePath, { force: true });
  }
}
