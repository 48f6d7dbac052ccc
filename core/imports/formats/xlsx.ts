import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { RawRow } from './raw';
import { type XlsxLimits, xlsxLimits } from './xlsx-limits';
import { sharedStrings, workbookParts } from './xlsx-parts';
import { saxOf } from './xml-events';
import { type InflateBudget, openZipArchive } from './zip';

export { type XlsxLimits, xlsxLimits } from './xlsx-limits';

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
 * (`xlsxLimits`, counted as it inflates): past a limit the read fails with
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
