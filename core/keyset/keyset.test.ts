import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client';
import { auditLog } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { cappedCount, keysetPage, type PageCursor, type SortKey } from './keyset';

/**
 * Keyset pages (ADR 0124) over audit rows made to tie: 30 in one microsecond, the rest a minute
 * apart, two entities; every order of the list read page by page forwards and backwards must be
 * the whole list's order, each row once.
 */
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  const at = (i: number) => (i < 30 ? seededAt : new Date(seededAt.getTime() - i * 60_000));
  await database.db.insert(auditLog).values(
    Array.from({ length: 75 }, (_, i) => ({
      at: at(i),
      actorKind: 'system' as const,
      actorName: 'test',
      action: i % 2 ? 'order.confirm' : 'good.update',
      entity: i % 2 ? 'order' : 'good',
      entityId: String(i % 7),
    })),
  );
});
afterAll(() => database?.close());

const anchor = (id: number) => (key: AnyColumn | SQL) =>
  sql`(select ${key} from ${auditLog} where ${auditLog.id} = ${id})`;

function page(keys: SortKey[], cursor: PageCursor, filter?: SQL, perPage = 20) {
  return keysetPage(
    (after, order, limit) =>
      database.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(filter, after))
        .orderBy(...order)
        .limit(limit),
    { keys, anchor, cursor, perPage, idOf: (row) => row.id },
  );
}

/** Every id, forwards through `next` then back through `prev`; both must be the whole list. */
async function walk(keys: SortKey[], filter?: SQL) {
  const whole = (await page(keys, {}, filter, 1000)).rows.map((r) => r.id);
  const forwards: number[][] = [];
  let cursor: PageCursor = {};
  for (let guard = 0; guard < 20; guard++) {
    const p = await page(keys, cursor, filter);
    forwards.push(p.rows.map((r) => r.id));
    if (p.links.next === null) break;
    cursor = { after: p.links.next };
  }
  const backwards: number[][] = [];
  const last = forwards[forwards.length - 1] ?? [];
  cursor = { before: last[0] ?? 0 };
  for (let guard = 0; guard < 20 && forwards.length > 1; guard++) {
    const p = await page(keys, cursor, filter);
    backwards.unshift(p.rows.map((r) => r.id));
    if (p.links.prev === null) break;
    cursor = { before: p.links.prev };
  }
  return { whole, forwards, backwards };
}

describe('keyset pages', () => {
  it('newest first with 30 rows in one microsecond: each row once, in order, and back again', async () => {
    const keys: SortKey[] = [
      { key: auditLog.at, dir: 'desc' },
      { key: auditLog.id, dir: 'desc' },
    ];
    const { whole, forwards, backwards } = await walk(keys);
    expect(whole).toHaveLength(75);
    expect(forwards.map((p) => p.length)).toEqual([20, 20, 20, 15]);
    expect(forwards.flat()).toEqual(whole);
    expect(backwards).toEqual(forwards.slice(0, -1));
  });

  it('mixed directions (entity ascending, newest first inside) and a filter', async () => {
    const keys: SortKey[] = [
      { key: auditLog.entityId, dir: 'asc' },
      { key: auditLog.at, dir: 'desc' },
      { key: auditLog.id, dir: 'desc' },
    ];
    const { whole, forwards, backwards } = await walk(keys, eq(auditLog.entity, 'order'));
    expect(whole).toHaveLength(37);
    expect(forwards.flat()).toEqual(whole);
    expect(backwards).toEqual(forwards.slice(0, -1));
    const rows = await database.db.select().from(auditLog).where(eq(auditLog.entity, 'order'));
    const byId = new Map(rows.map((r) => [r.id, r]));
    const entityIds = whole.map((id) => byId.get(id)?.entityId ?? '');
    expect(entityIds).toEqual([...entityIds].sort());
  });

  it('the first page has no "previous"; the last no "next"; an unknown anchor gives an empty page', async () => {
    const keys: SortKey[] = [{ key: auditLog.id, dir: 'asc' }];
    const first = await page(keys, {});
    expect(first.links.prev).toBeNull();
    expect(first.links.next).toBe(first.rows[19]?.id);
    const gone = await page(keys, { after: 2_000_000_000 });
    expect(gone).toEqual({ rows: [], links: { next: null, prev: null } });
  });

  it('counts up to the cap, and says when there are more', async () => {
    expect(await cappedCount(database.db, auditLog, eq(auditLog.entity, 'order'))).toEqual({
      count: 37,
      more: false,
    });
    expect(await cappedCount(database.db, auditLog, undefined, 10)).toEqual({ count: 10, more: true });
  });
});
