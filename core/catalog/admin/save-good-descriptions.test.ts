import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/client';
import { auditLog, goods } from '#db/schema';
import { createTestDatabase } from '#test/support/db';
import { type GoodFixture, goodFixture } from '#test/support/good-fixture';
import { getAdminGood, goodInputOf } from './index';

/**
 * Saving a good unchanged wrapped its plain descriptions in `<p>` and logged
 * that as a change. A text that sanitises to what is stored is the stored text.
 */
let database: Database;
let ctx: GoodFixture['ctx'];
let actors: GoodFixture['actors'];
let saved: GoodFixture['saved'];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ({ ctx, actors, saved } = await goodFixture(database, 'T30'));
});
afterAll(() => database?.close());

const auditRows = async (id: number) =>
  database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .orderBy(asc(auditLog.id));

describe('an unchanged save of a good changes nothing', () => {
  it('a demo good with plain-text descriptions saved as the form shows it logs no change and keeps its text', async () => {
    const [demo] = await database.db
      .select({ id: goods.id, ua: goods.descriptionUa, ru: goods.descriptionRu })
      .from(goods)
      .where(eq(goods.isActive, true))
      .orderBy(asc(goods.id))
      .limit(1);
    if (!demo) throw new Error('no demo good');
    expect(demo.ua).not.toMatch(/^</);
    const good = await getAdminGood(ctx, actors.content, demo.id);
    if (!good) throw new Error('no good');
    const before = (await auditRows(demo.id)).length;
    const result = await saved(actors.content, goodInputOf(good));
    expect(result.changed).toBe(false);
    // A browser's textarea posts its lines with CRLF: still the same text.
    const crlf = await saved(actors.content, {
      ...goodInputOf(good),
      descriptionUa: `${good.descriptionUa.replace(/\n/g, '\r\n')}\r\n`,
    });
    expect(crlf.changed).toBe(false);
    expect(await auditRows(demo.id)).toHaveLength(before);
    const [row] = await database.db
      .select({ ua: goods.descriptionUa, ru: goods.descriptionRu })
      .from(goods)
      .where(eq(goods.id, demo.id));
    expect(row).toEqual({ ua: demo.ua, ru: demo.ru });
  });

  it('a real edit is stored sanitised and logged once with the description only', async () => {
    const [demo] = await database.db
      .select({ id: goods.id })
      .from(goods)
      .where(eq(goods.isActive, true))
      .orderBy(asc(goods.id))
      .offset(1)
      .limit(1);
    if (!demo) throw new Error('no demo good');
    const good = await getAdminGood(ctx, actors.content, demo.id);
    if (!good) throw new Error('no good');
    const result = await saved(actors.content, {
      ...goodInputOf(good),
      descriptionUa: '<p>Нова <b>котушка</b><script>x()</script></p>',
    });
    expect(result.changed).toBe(true);
    const rows = await auditRows(demo.id);
    expect(rows.at(-1)?.after).toEqual({ descriptionUa: '<p>Нова <b>котушка</b></p>' });
    // Saved again as the form now shows it: no second row.
    const again = await getAdminGood(ctx, actors.content, demo.id);
    if (!again) throw new Error('no good');
    expect((await saved(actors.content, goodInputOf(again))).changed).toBe(false);
    expect(await auditRows(demo.id)).toHaveLength(rows.length);
  });
});
