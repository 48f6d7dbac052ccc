import path from 'node:path';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { SaxesParser } from 'saxes';
import type { Entry } from 'yauzl';
import { ImportFileError } from '../types';
import type { RawRow } from './raw';
import { type InflateBudget, openZipArchive, type ZipArchive } from './zip';

/**
 * What one XLSX upload may inflate to (issue 28: a 2 MB file whose shared strings inflated to 1 GB
 * took a gigabyte of the server's memory and kept it). Constants, not settings: they bound a
 * hostile file, not a shop's data — a 100,000-goods sheet is ~60 MB and its texts ~25 MB, a
 * 1,000,000-row stock sheet ~130 MB. The shared strings are held in memory while the sheet is read
 * (≤ 64 MB of XML, ≤ 2,000,000 strings); the sheet streams row by row.
 */
export const xlsxLimits = {
  /** Parts in the zip: a workbook with one sheet has about ten (media and styles included, a few hundred). */
  entries: 10_000,
  /** `xl/workbook.xml` and its relationships, each. */
  workbook: 4 * 2 ** 20,
  sharedStrings: 64 * 2 ** 20,
  sharedStringCount: 2_000_000,
  sheet: 192 * 2 ** 20,
  /** Everything one read inflates, counted as it comes out of the inflater. */
  total: 256 * 2 ** 20,
};
export type XlsxLimits = typeof xlsxLimits;

type Tag = { name: string; attrs: Record<string, string> };
type Handlers = { open?(tag: Tag): void; text?(text: string): void; close?(name: string): void };

/** An element's or attribute's name without its namespace prefix (`x:c` is `c`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Feeds a part's text to saxes (no DTD, no entity expansion), calling `handlers`; yields after
 * each chunk so the caller can hand on what they gathered. Broken XML throws.
 */
async function* saxOf(chunks: AsyncIterable<string>, handlers: Handlers): AsyncGenerator<void> {
  const parser = new SaxesParser();
  let failure: Error | null = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag) =>
    handlers.open?.({ name: local(tag.name), attrs: tag.attributes as Record<string, string> }),
  );
  parser.on('text', (text) => handlers.text?.(text));
  parser.on('cdata', (text) => handlers.text?.(text));
  parser.on('closetag', (tag) => handlers.close?.(local(tag.name)));
  for await (const chunk of chunks) {
    parser.write(chunk);
    if (failure) throw failure;
    yield;
  }
  parser.close();
  if (failure) throw failure;
}

const drain = async (events: AsyncGenerator<void>) => {
  for await (const _ of events);
};

/** `Target` of a workbook relationship as a zip path (relative to `xl/`, or absolute). */
const partPath = (target: string) =>
  path.posix.normalize(target.startsWith('/') ? target.slice(1) : `xl/${target}`).replace(/^(\.\.\/)+/, '');

/** The first sheet's part (the workbook's order) and the shared strings' part, from the workbook and its relationships. */
async function workbookParts(zip: ZipArchive, limits: XlsxLimits, budget: InflateBudget) {
  const rels = new Map<string, { target: string; type: string }>();
  const relsEntry = zip.entries.get('xl/_rels/workbook.xml.rels');
  if (relsEntry)
    await drain(
      saxOf(zip.text(relsEntry, 'workbook', limits.workbook, budget), {
        open: ({ name, attrs }) => {
          if (name === 'Relationship' && attrs.Id && attrs.Target)
            rels.set(attrs.Id, { target: partPath(attrs.Target), type: attrs.Type ?? '' });
        },
      }),
    );
  let firstSheetRel: string | undefined;
  const workbookEntry = zip.entries.get('xl/workbook.xml');
  if (workbookEntry)
    await drain(
      saxOf(zip.text(workbookEntry, 'workbook', limits.workbook, budget), {
        open: ({ name, attrs }) => {
          if (name !== 'sheet' || firstSheetRel) return;
          firstSheetRel = Object.entries(attrs).find(([key]) => key !== 'id' && local(key) === 'id')?.[1];
        },
      }),
    );
  const byNumber = [...zip.entries.keys()]
    .map((name) => ({ name, n: Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? Number.NaN) }))
    .filter((p) => Number.isFinite(p.n))
    .sort((a, b) => a.n - b.n);
  const sheet = (firstSheetRel && rels.get(firstSheetRel)?.target) || byNumber[0]?.name;
  const strings =
    [...rels.values()].find((r) => r.type.endsWith('/sharedStrings'))?.target ??
    (zip.entries.has('xl/sharedStrings.xml') ? 'xl/sharedStrings.xml' : undefined);
  return { sheet, strings };
}

/** The shared strings, rich text joined (phonetic runs left out), at most `sharedStringCount` of them. */
async function sharedStrings(zip: ZipArchive, entry: Entry, limits: XlsxLimits, budget: InflateBudget) {
  const strings: string[] = [];
  let current = '';
  let inText = false;
  let phonetic = 0;
  await drain(
    saxOf(zip.text(entry, 'shared_strings', limits.sharedStrings, budget), {
      open: ({ name }) => {
        if (name === 'si') current = '';
        else if (name === 'rPh') phonetic++;
        else if (name === 't' && !phonetic) inText = true;
      },
      text: (text) => {
        if (inText) current += text;
      },
      close: (name) => {
        if (name === 't') inText = false;
        else if (name === 'rPh') phonetic--;
        else if (name === 'si') {
          if (strings.length >= limits.sharedStringCount)
            throw new ImportFileError({
              code: 'too_large',
              part: 'shared_string_count',
              limit: limits.sharedStringCount,
            });
          strings.push(current);
          current = '';
        }
      },
    }),
  );
  return strings;
}

/** A number as its author sees it: a formula's 19.990000000000002 is 19.99. */
function numberText(text: string): string {
  const value = Number.parseFloat(text);
  if (!Number.isFinite(value)) return '';
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)));
}

/** A cell's text by its type: shared or inline string, a formula's text result, boolean 1/0, number; errors are empty. */
function cellText(type: string, raw: string, strings: readonly string[]): string {
  switch (type) {
    case 's':
      return strings[Number.parseInt(raw, 10)] ?? '';
    case 'inlineStr':
    case 'str':
      return raw;
    case 'b':
      return raw.trim() === '' ? '' : Number.parseInt(raw, 10) !== 0 ? '1' : '0';
    case 'e':
      return '';
    case 'd':
      return raw.slice(0, 10);
    default:
      return raw.trim() === '' ? '' : numberText(raw);
  }
}

/** `AB12` → 28; null past XFD (16,384: a sheet's last column) or when it is no cell reference. */
function columnOf(ref: string): number | null {
  const letters = /^\$?([A-Z]{1,3})\$?\d*$/.exec(ref)?.[1];
  if (!letters) return null;
  let n = 0;
  for (const c of letters) n = n * 26 + c.charCodeAt(0) - 64;
  return n <= 16_384 ? n : null;
}

/**
 * Rows of the first worksheet of an XLSX file (a path, or bytes), numbered as the sheet numbers
 * them. Read from the zip's central directory with yauzl and parsed with saxes: the shared strings
 * first (held), then the sheet streamed row by row. Every part is bounded by what it inflates to
 * (`xlsxLimits`, counted as it inflates, issue 28): past a limit the read fails with
 * `ImportFileError` `too_large`, having inflated no more than the limit.
 */
export async function* readXlsx(file: string | Buffer, limits: XlsxLimits = xlsxLimits): AsyncGenerator<RawRow> {
  const zip = await openZipArchive(file, limits.entries);
  try {
    const budget: InflateBudget = { used: 0, limit: limits.total };
    const parts = await workbookParts(zip, limits, budget);
    const sheet = parts.sheet ? zip.entries.get(parts.sheet) : undefined;
    if (!sheet) return;
    const stringsEntry = parts.strings ? zip.entries.get(parts.strings) : undefined;
    const strings = stringsEntry ? await sharedStrings(zip, stringsEntry, limits, budget) : [];
    let ready: RawRow[] = [];
    let row: { line: number; cells: string[] } | null = null;
    let lastLine = 0;
    let cell: { col: number; type: string; raw: string } | null = null;
    let capture = false;
    let phonetic = 0;
    const events = saxOf(zip.text(sheet, 'sheet', limits.sheet, budget), {
      open: ({ name, attrs }) => {
        if (name === 'row') {
          const line = Number.parseInt(attrs.r ?? '', 10);
          row = { line: Number.isFinite(line) && line > 0 ? line : lastLine + 1, cells: [] };
          lastLine = row.line;
        } else if (name === 'c' && row) {
          const col = attrs.r ? columnOf(attrs.r) : row.cells.length + 1;
          if (col === null) throw new Error(`bad cell reference ${attrs.r?.slice(0, 20)} in row ${row.line}`);
          cell = { col, type: attrs.t ?? 'n', raw: '' };
        } else if (name === 'rPh') phonetic++;
        else if (cell && (name === 'v' || (name === 't' && !phonetic))) capture = true;
      },
      text: (text) => {
        if (capture && cell) cell.raw += text;
      },
      close: (name) => {
        if (name === 'v' || name === 't') capture = false;
        else if (name === 'rPh') phonetic--;
        else if (name === 'c' && row && cell) {
          while (row.cells.length < cell.col - 1) row.cells.push('');
          row.cells[cell.col - 1] = cellText(cell.type, cell.raw, strings).trim();
          cell = null;
        } else if (name === 'row' && row) {
          ready.push(row);
          row = null;
        }
      },
    });
    for await (const _ of events) {
      const rows = ready;
      ready = [];
      yield* rows;
    }
    yield* ready;
  } finally {
    zip.close();
  }
}

export type XlsxCell = string | number | null;

/**
 * Writes rows to an XLSX file with exceljs's streaming writer (rows committed as they come, no
 * shared strings), one worksheet named `sheet`. Numbers stay numbers, so prices are numeric cells.
 */
export async function writeXlsx(sheet: string, rows: AsyncIterable<XlsxCell[]>, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: false,
  });
  const worksheet = workbook.addWorksheet(sheet);
  for await (const row of rows) worksheet.addRow(row).commit();
  worksheet.commit();
  await workbook.commit();
}
