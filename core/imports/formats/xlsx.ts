import type { Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { RawRow } from './raw';

/** One cell of exceljs as text: numbers as JavaScript writes them, rich text joined, a formula's result. */
function cellText(value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    // A formula's 19.990000000000002 is the 19.99 its author sees.
    return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)));
  }
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: string };
    if (v.richText) return v.richText.map((part) => part.text).join('');
    if ('result' in v) return cellText(v.result);
    if ('text' in v) return cellText(v.text);
  }
  return '';
}

/**
 * Rows of the first worksheet of an XLSX file, streamed (exceljs's streaming reader: shared
 * strings cached, styles ignored), numbered as the sheet numbers them.
 */
export async function* readXlsx(input: Readable): AsyncGenerator<RawRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookReader>[1]);
  for await (const sheet of workbook) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = row.values as unknown[];
      const cells: string[] = [];
      for (let i = 1; i < values.length; i++) cells.push(cellText(values[i]).trim());
      yield { line: row.number, cells };
    }
    return;
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
