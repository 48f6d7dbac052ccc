import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/** A zip's first bytes (a local file header). */
export const isZip = (head: Uint8Array) => head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

export type ZipEntry = {
  /** The name as stored, `/`-separated; a directory's ends in `/`. */
  name: string;
  /** Unpacked bytes as the archive declares them; the stream fails if the entry holds more. */
  size: number;
  /** The entry's unpacked bytes, streamed. */
  open(): Promise<Readable>;
};

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, autoClose: true, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(error ?? new Error('zip')) : resolve(zip),
    ),
  );

/**
 * The entries of a zip file one at a time (1C's `zip=yes`, ADR 0102, 0103), read with yauzl from
 * disk, never the whole archive in memory. `visit` decides what to read; a throw from it stops the
 * walk and is rethrown as it is. The archive is closed either way.
 */
export async function forEachZipEntry(file: string, visit: (entry: ZipEntry) => Promise<void>): Promise<void> {
  const zip = await openZip(file);
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        const open = () =>
          new Promise<Readable>((done, fail) =>
            zip.openReadStream(entry, (error, stream) =>
              error || !stream ? fail(error ?? new Error('zip')) : done(stream),
            ),
          );
        visit({ name: entry.fileName, size: entry.uncompressedSize, open }).then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

/** True when the error says the archive has no end record yet: a part of a split upload. */
export const isTruncatedZip = (error: unknown) =>
  error instanceof Error && /end of central directory record signature not found/.test(error.message);
