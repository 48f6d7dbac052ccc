import { type SQL, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import type { AuditActor } from '#core/staff';
import type { Cell, ColumnDef, RowIssue, SourceRow } from '../types';
import type { Dictionaries } from './dictionaries';

/** A row's plan against the database: what applying it would do. */
export type Planned<V, C> = {
  line: number;
  key: string;
  value: V;
  current: C | undefined;
  outcome: 'new' | 'changed' | 'unchanged';
  /** Only what differs, by canonical column (money in kopiyky). */
  before: Record<string, Cell> | null;
  after: Record<string, Cell>;
};

export type Parsed<V> = { ok: true; value: V } | { ok: false; issues: RowIssue[] };

/**
 * One kind of import (goods, prices, stock): the same steps for every format — parse a row,
 * load the rows' current state in one query per batch, plan each row, apply a batch's changes.
 */
export type ImportKindHandler<V, C> = {
  columns: readonly ColumnDef[];
  /** Which dictionaries `parse` needs (loaded once per run). */
  needs: readonly (keyof Dictionaries)[];
  /** The tables an apply rewrites: vacuumed after a big apply where nothing else vacuums (PGlite, ADR 0101). */
  tables: readonly string[];
  parse(row: SourceRow, dict: Dictionaries): Parsed<V>;
  /** The row's identity in the file: a second row with the same key is an error. */
  key(value: V): string;
  /** The current state of a batch's rows by key (locked for update inside an apply). */
  load(ctx: Ctx, values: readonly V[], forUpdate: boolean): Promise<Map<string, C>>;
  plan(line: number, value: V, current: C | undefined): Planned<V, C> | RowIssue[];
  /** Writes a batch's new and changed rows (inside the batch's transaction), audited by `actor`. */
  apply(ctx: Ctx, rows: readonly Planned<V, C>[], actor: AuditActor): Promise<void>;
  /** Every row as the import reads it, streamed in the export's order. */
  exportRows(ctx: Ctx): AsyncGenerator<Record<string, Cell>>;
};

/** Fields of `after` that differ from `before` (both by column), or null when nothing does. */
export function difference(
  before: Record<string, Cell>,
  after: Record<string, Cell>,
): { before: Record<string, Cell>; after: Record<string, Cell> } | null {
  const b: Record<string, Cell> = {};
  const a: Record<string, Cell> = {};
  for (const [column, value] of Object.entries(after)) {
    if (value === undefined || before[column] === value) continue;
    b[column] = before[column] ?? null;
    a[column] = value;
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

/** Keyset pages of a query, `size` rows at a time, by an increasing integer id. */
export async function* pages<R extends { id: number }>(
  read: (afterId: number, size: number) => Promise<R[]>,
  size = 2000,
): AsyncGenerator<R> {
  let after = 0;
  for (;;) {
    const rows = await read(after, size);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    after = last.id;
  }
}

/** Rows of `select … from jsonb_to_recordset(…)`: what `db.execute` answers on either driver. */
export const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/** A text[] from a list, passed as one JSON parameter (either driver, any length). */
export const textArray = (values: readonly string[]): SQL =>
  sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
