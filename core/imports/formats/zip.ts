import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import yauzl from 'yauzl';
import { ImportFileError } from '../types';

/**
 * How much inflated data one read may take, in bytes, counted as the bytes come out of the
 * inflater: the sizes a zip declares are only used to refuse early, never to accept.
 */
export type InflateBudget = { used: number; limit: number };

/** An archive opened for reading its parts in any order (its central directory, as Excel reads it). */
export type ZipArchive = {
  /** Entries by name; the first of a repeated name wins. */
  entries: ReadonlyMap<string, yauzl.Entry>;
  /**
   * An entry's bytes as UTF-8 text, streamed: fails with `too_large` (`part`, `limit`) as soon as
   * the entry inflates past `limit` or the read's `budget` is spent — the rest is never inflated.
   */
  text(entry: yauzl.Entry, part: string, limit: number, budget: InflateBudget): AsyncGenerator<string>;
  close(): void;
};

const tooLarge = (part: string, limit: number) => new ImportFileError({ code: 'too_large', part, limit });

type Opened = (error: Error | null, zip?: yauzl.ZipFile) => void;

/**
 * Opens a zip (a path, or bytes in tests) with yauzl: random access from its central directory, so
 * no part has to be stored aside to be read in the order the workbook needs (exceljs's streaming
 * reader copies such parts to temporary files). More than `maxEntries` entries is refused.
 */
export async function openZipArchive(file: string | Buffer, maxEntries: number): Promise<ZipArchive> {
  // Sizes are checked by counting below, not by yauzl against the declared ones.
  const options: yauzl.Options = { lazyEntries: true, autoClose: false, validateEntrySizes: false };
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
    const done: Opened = (error, opened) => (error || !opened ? reject(error ?? new Error('zip')) : resolve(opened));
    if (typeof file === 'string') yauzl.open(file, options, done);
    else yauzl.fromBuffer(file, options, done);
  });
  try {
    if (zip.entryCount > maxEntries) throw tooLarge('entries', maxEntries);
    const entries = new Map<string, yauzl.Entry>();
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entries.has(entry.fileName)) entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.readEntry();
    });
    return {
      entries,
      text: (entry, part, limit, budget) => entryText(zip, entry, part, limit, budget),
      close: () => zip.close(),
    };
  } catch (error) {
    zip.close();
    throw error;
  }
}

async function* entryText(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  part: string,
  limit: number,
  budget: InflateBudget,
): AsyncGenerator<string> {
  // A declared size past the limit is enough to refuse; one within it proves nothing.
  if (entry.uncompressedSize > limit) throw tooLarge(part, limit);
  if (budget.used + entry.uncompressedSize > budget.limit) throw tooLarge('total', budget.limit);
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, opened) =>
      error || !opened ? reject(error ?? new Error('zip')) : resolve(opened),
    ),
  );
  const decoder = new StringDecoder('utf8');
  let inflated = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      inflated += chunk.length;
      budget.used += chunk.length;
      if (inflated > limit) throw tooLarge(part, limit);
      if (budget.used > budget.limit) throw tooLarge('total', budget.limit);
      yield decoder.write(chunk);
    }
    yield decoder.end();
  } finally {
    // yauzl's own destroy only stops reading the file; the inflater itself (its zlib handle) is
    // destroyed by the stream's real destroy (yauzl issue #27).
    stream.destroy();
    Readable.prototype.destroy.call(stream);
  }
}
