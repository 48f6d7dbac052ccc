import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isOriginalPath } from '#core/images';
import type { WritableImageStore } from './image-store';

/** Originals as files under one directory (`DATA_DIR/images/originals` by default). */
export function directoryStore(root: string): WritableImageStore {
  const base = path.resolve(root);
  const fileOf = (originalPath: string) => {
    if (!isOriginalPath(originalPath)) return null;
    const file = path.resolve(base, originalPath);
    // The path pattern already forbids `..`; this keeps a future pattern change from escaping.
    return file.startsWith(base + path.sep) ? file : null;
  };
  return {
    async writeOriginal(originalPath, bytes) {
      const file = fileOf(originalPath);
      if (!file) throw new Error(`image store: bad path ${originalPath}`);
      await mkdir(path.dirname(file), { recursive: true });
      // Write beside and rename: a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async deleteOriginal(originalPath) {
      const file = fileOf(originalPath);
      if (file) await rm(file, { force: true });
    },
    async readOriginal(originalPath) {
      const file = fileOf(originalPath);
      if (!file) return null;
      try {
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
