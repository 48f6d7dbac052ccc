import type { Writable } from 'node:stream';
import type { Ctx } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { writeCsv } from './formats/csv';
import { guardFormula } from './formats/formula-guard';
import { writeXlsx, type XlsxCell } from './formats/xlsx';
import { kindHandlers } from './kinds/index';
import type { Cell, ColumnDef, ImportKind } from './types';
import { formatMoneyCell } from './values';

const csvCell = (def: ColumnDef, value: Cell | undefined): string => {
  if (value == null) return '';
  if (def.type === 'money') return formatMoneyCell(Number(value));
  if (typeof value === 'boolean') return value ? '1' : '0';
  // A number is never a formula (a price is never negative either); a text may be one.
  return typeof value === 'string' ? guardFormula(value) : String(value);
};

const xlsxCell = (def: ColumnDef, value: Cell | undefined): XlsxCell => {
  if (value == null) return null;
  if (def.type === 'money') return Number(value) / 100;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
};

/**
 * Exports goods, prices or stock with exactly the columns the import reads, streamed to
 * `output` page by page (100,000 rows never sit in memory): CSV for a Ukrainian spreadsheet (`;`,
 * decimal comma, BOM; a text that would run as a formula gets a leading apostrophe) or
 * XLSX (numeric prices in UAH; its text cells are never formulas). Prices are the catalogue's (the regular pair
 * while a promotion runs), so exporting and importing back changes nothing.
 */
export async function exportImport(
  ctx: Ctx,
  actor: StaffView,
  kind: ImportKind,
  format: 'csv' | 'xlsx',
  output: Writable,
): Promise<void> {
  requireArea(actor, 'imports');
  const handler = kindHandlers[kind];
  const columns: readonly ColumnDef[] = handler.columns;
  if (format === 'csv') {
    await writeCsv(
      (async function* () {
        yield columns.map((c) => c.name);
        for await (const row of handler.exportRows(ctx)) yield columns.map((c) => csvCell(c, row[c.name]));
      })(),
      output,
    );
    return;
  }
  await writeXlsx(
    kind,
    (async function* () {
      yield columns.map((c) => c.name);
      for await (const row of handler.exportRows(ctx)) yield columns.map((c) => xlsxCell(c, row[c.name]));
    })(),
    output,
  );
}

/** The download's file name: `prices-2026-11-25.csv`. */
export const exportFileName = (kind: ImportKind, format: 'csv' | 'xlsx', now: Date) =>
  `${kind}-${now.toISOString().slice(0, 10)}.${format}`;
