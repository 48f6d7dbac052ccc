import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export type DiskLru = {
  /** A file was read: it becomes the most recently used (a file another process wrote is adopted). */
  touch(file: string, size: number): void;
  /** A file was written: counted, then the least recently used files go until the total fits. */
  add(file: string, size: number): Promise<void>;
  /** Bytes counted now (after the first scan). */
  total(): Promise<number>;
};

/** Every file under `dir` with its size and last use (access time, else modification time). */
async function scan(dir: string): Promise<{ file: string; size: number; used: number }[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: { file: string; size: number; used: number }[] = [];
  for (const entry of entries) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await scan(file)));
    else if (entry.isFile()) {
      const info = await stat(file).catch(() => null);
      if (info) found.push({ file, size: info.size, used: Math.max(info.atimeMs, info.mtimeMs) });
    }
  }
  return found;
}

/**
 * A size bound for a directory of cache files (ADR 0079): an in-memory index in
 * least-recently-used order (a Map keeps insertion order; a use moves the entry to the end), built
 * once from the files already on disk, and eviction of the oldest files while the total is over
 * `maxBytes`. Each process keeps its own index; a file another one evicted is simply rendered again.
 */
export function diskLru(dir: string, maxBytes: number, onError?: (error: unknown) => void): DiskLru {
  const files = new Map<string, number>();
  let bytes = 0;
  const remember = (file: string, size: number) => {
    const known = files.get(file);
    if (known !== undefined) {
      files.delete(file);
      bytes -= known;
    }
    files.set(file, size);
    bytes += size;
  };
  const ready = scan(dir).then(
    (found) => {
      found.sort((a, b) => a.used - b.used);
      for (const { file, size } of found) if (!files.has(file)) remember(file, size);
    },
    (error) => onError?.(error),
  );
  async function evict() {
    while (bytes > maxBytes) {
      const oldest = files.entries().next();
      if (oldest.done) break;
      const [file, size] = oldest.value;
      files.delete(file);
      bytes -= size;
      await rm(file, { force: true }).catch(onError);
    }
  }
  return {
    touch: (file, size) => remember(file, size),
    async add(file, size) {
      await ready;
      remember(file, size);
      await evict();
    },
    async total() {
      await ready;
      return bytes;
    },
  };
}
