import { type Readable, Transform } from 'node:stream';
import yauzl from 'yauzl';

/** A zip's first bytes (a local file header). */
export const isZip = (head: Uint8Array) => head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;

export type ZipEntry = {
  /** The name as stored, `/`-separated; a directory's ends in `/`. */
  name: string;
  /** Unpacked bytes as the archive declares them; the stream fails if the entry holds more or less. */
  size: number;
  /** The entry's unpacked bytes, streamed. */
  open(): Promise<Readable>;
};

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    // yauzl's own size check (validateEntrySizes) swallows its error on Node 20 — its stream's
    // replaced destroy() never emits it — and the entry hangs; `counted` checks instead.
    yauzl.open(file, { lazyEntries: true, autoClose: true, validateEntrySizes: false }, (error, zip) =>
      error || !zip ? reject(error ?? new Error('zip')) : resolve(zip),
    ),
  );

/** Passes an entry's bytes on, failing as soon as they pass `declared` (or end short of it). */
function counted(declared: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > declared ? new Error(`entry larger than declared (${declared} bytes)`) : null, chunk);
    },
    flush(done) {
      done(seen < declared ? new Error(`entry shorter than declared (${declared} bytes)`) : null);
    },
  });
}

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
              error || !stream ? fail(error ?? new Error('zip')) : done(sized(stream, entry.uncompressedSize)),
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

/** The entry's stream through `counted`: an error of either side ends both (yauzl's destroy frees its file). */
function sized(stream: Readable, declared: number): Readable {
  const checked = counted(declared);
  let ended = false;
  stream.on('end', () => {
    ended = true;
  });
  stream.on('error', (error) => checked.destroy(error));
  // Refused, broken or left unread by the consumer: the entry's read stops too. The listener also
  // keeps pipe()'s own error handler from throwing an error the consumer has already been given.
  const stop = () => {
    if (!ended) stream.destroy();
  };
  checked.on('error', stop);
  checked.on('close', stop);
  return stream.pipe(checked);
}

/** True when the error says the archive has no end record yet: a part of a split upload. */
export const isTruncatedZip = (error: unknown) =>
  error instanceof Error && /end of central directory record signature not found/.test(error.message);
