import { type ColumnDef, type Fatal, ImportFileError, type SourceRow } from '../types';
import { unguardFormula } from './formula-guard';
import type { RawRow } from './raw';

/**
 * The most rows a file may have, its header included: a spreadsheet's own limit (Excel and XLSX
 * stop at 1,048,576 rows). Every row's key is remembered for the run (duplicates are errors), so
 * this also bounds that memory.
 */
export const maxFileRows = 1_048_576;

export type Table = {
  columns: string[];
  unknownColumns: string[];
  /** Data rows that have any value, keyed by canonical column. */
  rows: AsyncGenerator<SourceRow>;
  /** Stops reading and lets the file go (whether the rows were read or not). */
  close(): Promise<void>;
};

const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

/**
 * A tabular file's rows by column: the first non-empty row is the header, read by each column's
 * name or aliases (case, spaces and dashes do not matter); unknown columns are reported and
 * ignored; a required column missing or a column given twice makes the file unusable. Cells lose
 * the apostrophe the CSV export adds before a formula-like text; past `maxFileRows` rows the read
 * fails (`ImportFileError`, `too_many_rows`).
 */
export async function readTable(
  raw: AsyncGenerator<RawRow>,
  defs: readonly ColumnDef[],
): Promise<{ ok: true; table: Table } | { ok: false; fatal: Fatal }> {
  let header: RawRow | undefined;
  for (;;) {
    const next = await raw.next();
    if (next.done) return { ok: false, fatal: { code: 'empty' } };
    if (next.value.cells.some((c) => c.trim() !== '')) {
      header = next.value;
      break;
    }
  }
  const byName = new Map<string, ColumnDef>();
  for (const def of defs) for (const name of [def.name, ...(def.aliases ?? [])]) byName.set(normalise(name), def);
  const positions: { index: number; name: string }[] = [];
  const unknownColumns: string[] = [];
  const seen = new Set<string>();
  header.cells.forEach((cell, index) => {
    const text = normalise(cell);
    if (!text) return;
    const def = byName.get(text);
    if (!def) {
      unknownColumns.push(cell.trim());
      return;
    }
    if (seen.has(def.name)) {
      positions.push({ index: -1, name: def.name });
      return;
    }
    seen.add(def.name);
    positions.push({ index, name: def.name });
  });
  const repeated = positions.find((p) => p.index < 0);
  if (repeated) {
    await raw.return(undefined);
    return { ok: false, fatal: { code: 'duplicate_column', column: repeated.name } };
  }
  const missing = defs.find((def) => def.required && !seen.has(def.name));
  if (missing) {
    await raw.return(undefined);
    return { ok: false, fatal: { code: 'missing_column', column: missing.name } };
  }
  async function* rows(): AsyncGenerator<SourceRow> {
    let count = 1;
    for await (const row of raw) {
      if (++count > maxFileRows) throw new ImportFileError({ code: 'too_many_rows', limit: maxFileRows });
      const values: Record<string, string> = {};
      let any = false;
      for (const { index, name } of positions) {
        // The apostrophe our CSV export puts before a formula-like text is taken off.
        const value = unguardFormula(row.cells[index] ?? '').trim();
        values[name] = value;
        if (value) any = true;
      }
      if (any) yield { line: row.line, values };
    }
  }
  const close = async () => {
    await raw.return(undefined);
  };
  return { ok: true, table: { columns: positions.map((p) => p.name), unknownColumns, rows: rows(), close } };
}
