import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImportFormat } from './types';

/** Where uploaded files wait between the check and the apply: `DATA_DIR/imports/<uuid>.<format>`. */
export type ImportFiles = {
  /** Streams an upload to a new file; its key goes to `import_jobs.file_key`. */
  save(input: Readable | AsyncIterable<Uint8Array>, format: ImportFormat): Promise<{ key: string; bytes: number }>;
  /** Where the file is on disk (an XLSX is read from its zip directory, so by path). */
  path(key: string): string;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
};

const keyShape = /^imports\/[0-9a-f-]{36}\.(csv|xlsx|xml)$/;
const extension: Record<ImportFormat, string> = { csv: 'csv', xlsx: 'xlsx', commerceml: 'xml' };

export function importFiles(dataDir: string): ImportFiles {
  const root = path.resolve(dataDir);
  const pathOf = (key: string) => {
    if (!keyShape.test(key)) throw new Error(`not an import file key: ${key}`);
    return path.join(root, key);
  };
  return {
    async save(input, format) {
      await mkdir(path.join(root, 'imports'), { recursive: true });
      const key = `imports/${randomUUID()}.${extension[format]}`;
      const file = pathOf(key);
      try {
        await pipeline(input, createWriteStream(file, { flags: 'wx' }));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return { key, bytes: (await stat(file)).size };
    },
    path: pathOf,
    exists: (key) =>
      stat(pathOf(key)).then(
        () => true,
        () => false,
      ),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
