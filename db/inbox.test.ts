import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/support/db';
import type { Database } from './client';
import { inbox, inboxKinds, isInboxKind } from './inbox';
import { callbackRequests } from './schema';

// Until the back office exists, README's `npm run db:show` is where a newcomer
// finds what shoppers sent in.
describe('db:show', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seeded: true });
  });
  afterAll(() => database.close());

  it('lists the seeded orders newest first, money in hryvnias', async () => {
    const rows = await inbox(database.db, 'orders', 2);
    expect(rows).toHaveLength(2);
    expect(Number(rows[0]?.id)).toBeGreaterThan(Number(rows[1]?.id));
    expect(String(rows[0]?.total)).toMatch(/^\d+\.\d\d$/);
  });

  it('shows a callback request with its long comment cut for a terminal', async () => {
    await database.db
      .insert(callbackRequests)
      .values({ phone: '+380501112233', type: 'consultation', username: 'Петро', comment: 'х'.repeat(200) });
    const [row] = await inbox(database.db, 'callbacks', 5);
    expect(row).toMatchObject({ phone: '+380501112233', name: 'Петро' });
    expect(String(row?.comment)).toHaveLength(60);
    expect(String(row?.created)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  });

  it('answers every kind it names, and no other', async () => {
    for (const kind of inboxKinds) await expect(inbox(database.db, kind, 1)).resolves.toBeInstanceOf(Array);
    expect(isInboxKind('users')).toBe(false);
    expect(isInboxKind('toString')).toBe(false);
  });
});
