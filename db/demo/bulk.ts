import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

type Row<T extends Table> = T['$inferInsert'];

/**
 * Inserts many rows with one JSON parameter per chunk (`jsonb_to_recordset`): far fewer bind
 * parameters and round trips than multi-row VALUES, on PGlite and PostgreSQL alike. Every row
 * must carry the same keys; absent keys fall back to column defaults.
 */
export async function insertMany<T extends PgTable>(db: Db, table: T, rows: Row<T>[], chunk = 2000) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0] as object).filter((key) => key in columns);
  const names = keys.map((key) => (columns[key] as { name: string }).name);
  const types = keys.map((key) => (columns[key] as { getSQLType: () => string }).getSQLType());
  const target = `"${getTableName(table)}" (${names.map((n) => `"${n}"`).join(', ')})`;
  const record = names.map((n, i) => `"${n}" ${types[i]}`).join(', ');
  const select = names.map((n) => `"${n}"`).join(', ');
  for (let i = 0; i < rows.length; i += chunk) {
    const slice = rows.slice(i, i + chunk).map((row) => {
      const out: Record<string, unknown> = {};
      keys.forEach((key, k) => {
        const value = (row as Record<string, unknown>)[key];
        out[names[k] as string] = value instanceof Date ? value.toISOString() : (value ?? null);
      });
      return out;
    });
    await db.execute(
      sql`insert into ${sql.raw(target)} select ${sql.raw(select)} from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as x(${sql.raw(record)})`,
    );
  }
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
