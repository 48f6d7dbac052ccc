import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { ImportFileError } from '../types';
import type { RawRow } from './raw';

/**
 * The longest record (row) a CSV may have, in characters: csv-parse holds a record
 * whole, so one endless quoted cell would otherwise take the upload's size in memory. A goods
 * row of 15 full columns is under 10,000 characters.
 */
export const maxCsvRecord = 1_000_000;

/** The header line's separator: `;` (a Ukrainian Excel's CSV), `,` or a tab, whichever it has most of. */
export function detectDelimiter(firstLine: string): ';' | ',' | '\t' {
  const count = (c: string) => firstLine.split(c).length - 1;
  const candidates = [';', ',', '\t'] as const;
  return candidates.reduce((best, c) => (count(c) > count(best) ? c : best), ';');
}

/**
 * Rows of a CSV file, streamed: UTF-8 with or without BOM, `;`, `,` or tab separated (from the
 * header line), quoted cells with doubled quotes and line breaks inside, Windows or Unix line
 * ends. Row numbers count records as a spreadsheet shows them (the header is row 1). A record
 * longer than `maxCsvRecord` fails the read (`ImportFileError`, `too_large`).
 */
export async function* readCsv(input: AsyncIterable<Buffer | string>): AsyncGenerator<RawRow> {
  const source = input[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < 64 * 1024) {
    const next = await source.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    head.push(chunk);
    size += chunk.length;
    if (chunk.includes(10)) break;
  }
  const start = Buffer.concat(head);
  const firstLine = start.toString('utf8').split(/\r?\n/, 1)[0] ?? '';
  const parser = parse({
    delimiter: detectDelimiter(firstLine),
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: maxCsvRecord,
  });
  const feed = (async () => {
    if (start.length && !parser.write(start)) await once(parser, 'drain');
    while (!done) {
      const next = await source.next();
      if (next.done) break;
      if (!parser.write(next.value)) await once(parser, 'drain');
    }
    parser.end();
  })().catch((error: unknown) => parser.destroy(error as Error));
  let line = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line++;
      yield { line, cells: record };
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'CSV_MAX_RECORD_SIZE')
      throw new ImportFileError({ code: 'too_large', part: 'row', limit: maxCsvRecord, line: line + 1 });
    throw error;
  } finally {
    await source.return?.();
    await feed;
  }
}

/**
 * Writes rows as CSV for a Ukrainian spreadsheet: UTF-8 with BOM, `;` separated, Windows line
 * ends, quoted where needed. Streams: the rows are pulled as the output drains.
 */
export async function writeCsv(rows: AsyncIterable<string[]>, output: Writable): Promise<void> {
  const stringifier = stringify({ delimiter: ';', bom: true, record_delimiter: 'windows' });
  await pipeline(
    (async function* () {
      for await (const row of rows) yield row;
    })(),
    stringifier,
    output,
  );
}
