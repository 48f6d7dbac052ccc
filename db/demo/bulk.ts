import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

type Row<T extends Table> = T['$inferInsert'];
type Column = { name: string; getSQLType: () => string; defaultFn?: () => unknown };

/**
 * Inserts many rows with one JSON parameter per chunk (`jsonb_to_recordset`): far fewer bind
 * parameters and round trips than multi-row VALUES, on PGlite and PostgreSQL alike.
 * Same meaning as Drizzle's `.values()` (ADR 0076): a key a row leaves out (or sets to
 * `undefined`) takes the column DEFAULT, `null` is NULL, every key a row gives is written — rows
 * may differ in keys (each run of rows with the same keys is its own statement, order kept).
 * A key that is not a column of the table throws instead of being dropped.
 */
export async function insertMany<T extends PgTable>(db: Db, table: T, rows: Row<T>[], chunk = 2000) {
  const columns = getTableColumns(table) as unknown as Record<string, Column>;
  for (const run of runsByKeys(getTableName(table), columns, rows as Record<string, unknown>[])) {
    if (run.keys.length === 0) {
      for (const _ of run.rows) await db.execute(sql.raw(`insert into "${getTableName(table)}" default values`));
      continue;
    }
    const names = run.keys.map((key) => (columns[key] as Column).name);
    const types = run.keys.map((key) => (columns[key] as Column).getSQLType());
    const target = `"${getTableName(table)}" (${names.map((n) => `"${n}"`).join(', ')})`;
    const record = names.map((n, i) => `"${n}" ${types[i]}`).join(', ');
    const select = names.map((n) => `"${n}"`).join(', ');
    for (let i = 0; i < run.rows.length; i += chunk) {
      const slice = run.rows.slice(i, i + chunk).map((row) => {
        const out: Record<string, unknown> = {};
        run.keys.forEach((key, k) => {
          const value = row[key];
          out[names[k] as string] = value instanceof Date ? value.toISOString() : value;
        });
        return out;
      });
      await db.execute(
        sql`insert into ${sql.raw(target)} select ${sql.raw(select)} from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as x(${sql.raw(record)})`,
      );
    }
  }
}

/**
 * Consecutive rows that give the same columns, each run with its column keys. A runtime default
 * (`$defaultFn`) is filled in like Drizzle does; an SQL default is left to the database.
 */
function runsByKeys(
  table: string,
  columns: Record<string, Column>,
  rows: Record<string, unknown>[],
): { keys: string[]; rows: Record<string, unknown>[] }[] {
  const runs: { keys: string[]; signature: string; rows: Record<string, unknown>[] }[] = [];
  for (const given of rows) {
    const row: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(given)) {
      if (!(key in columns)) throw new Error(`insertMany(${table}): "${key}" is not a column`);
      if (value !== undefined) row[key] = value;
    }
    for (const [key, column] of Object.entries(columns))
      if (!(key in row) && column.defaultFn) row[key] = column.defaultFn();
    const keys = Object.keys(columns).filter((key) => key in row);
    const signature = keys.join(',');
    const last = runs.at(-1);
    if (last?.signature === signature) last.rows.push(row);
    else runs.push({ keys, signature, rows: [row] });
  }
  return runs;
}

/** Moves each identity sequence past the explicit ids the seed inserted. */
export async function resetSequences(db: Db, tables: PgTable[]) {
  for (const table of tables) {
    const name = getTableName(table);
    await db.execute(
      sql.raw(`select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce(max(id), 1)) from "${name}"`),
    );
  }
}
