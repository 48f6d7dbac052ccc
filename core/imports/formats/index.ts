import { createReadStream } from 'node:fs';
import type { ColumnDef, Fatal, ImportFormat } from '../types';
import { readCsv } from './csv';
import { readTable, type Table } from './table';
import { readXlsx } from './xlsx';

export type { Table } from './table';

/** The format of an uploaded file from its name's extension (the upload form asks no more). */
export function importFormatOf(fileName: string): Exclude<ImportFormat, 'commerceml'> | null {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (ext === 'csv' || ext === 'txt') return 'csv';
  if (ext === 'xlsx') return 'xlsx';
  return null;
}

/**
 * A file's rows by column through its format's adapter: CSV streamed, XLSX read from its zip's
 * directory (by path: its parts are read in the workbook's order). The caller closes the table.
 * CommerceML brings its own adapter to `Table`.
 */
export async function openTable(
  format: ImportFormat,
  file: string,
  columns: readonly ColumnDef[],
): Promise<{ ok: true; table: Table } | { ok: false; fatal: Fatal }> {
  if (format === 'csv') return readTable(readCsv(createReadStream(file)), columns);
  if (format === 'xlsx') return readTable(readXlsx(file), columns);
  return { ok: false, fatal: { code: 'unreadable', detail: `no adapter for ${format}` } };
}
