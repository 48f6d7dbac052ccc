import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '#core/shared';
import { StaffForbiddenError, type StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { auditLog, callbackRequests, enquiries, goods, quickOrders } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { staffActor } from '#test/support/orders';
import { callsInput, listCalls, updateCall } from './index';

let database: Database;
let ctx: Ctx;
let manager: StaffView;
let admin: StaffView;
const minutes = (n: number) => new Date(seededAt.getTime() + n * 60_000);
const ids = { quick: 0, quickOld: 0, callback: 0, enquiry: 0 };

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  ctx = { db: database.db, locale: 'ua', now: minutes(60) };
  manager = await staffActor(database.db, 'manager');
  admin = await staffActor(database.db, 'admin');
  await database.db.delete(quickOrders);
  await database.db.delete(callbackRequests);
  await database.db.delete(enquiries);
  const [good] = await database.db.select({ id: goods.id, title: goods.titleUa }).from(goods).limit(1);
  if (!good) throw new Error('no goods');
  const [quick, quickOld] = await database.db
    .insert(quickOrders)
    .values([
      {
        phone: '+380671110001',
        lines: [{ goodId: good.id, quantity: 2, price: 30_000 }],
        total: 60_000,
        createdAt: minutes(3),
      },
      { phone: '+380671110002', lines: [], total: 0, status: 'confirmed', createdAt: minutes(5) },
    ])
    .returning();
  const [callback] = await database.db
    .insert(callbackRequests)
    .values({
      phone: '+380671110003',
      type: '+380671110003',
      username: 'Петро',
      comment: 'Про котушку',
      createdAt: minutes(2),
    })
    .returning();
  const [enquiry] = await database.db
    .insert(enquiries)
    .values({
      kind: 'wholesale',
      name: 'Оксана',
      phone: '+380671110004',
      email: 'opt@example.com',
      company: 'ТОВ Риба',
      message: 'Потрібен прайс',
      createdAt: minutes(1),
    })
    .returning();
  if (!quick || !quickOld || !callback || !enquiry) throw new Error('no rows');
  Object.assign(ids, { quick: quick.id, quickOld: quickOld.id, callback: callback.id, enquiry: enquiry.id });
});
afterAll(() => database.close());

const list = (query: Record<string, string> = {}) => listCalls(ctx, manager, callsInput.parse(query));

describe('the calls queue', () => {
  it('only managers and admins: content, moderator and store get StaffForbiddenError', async () => {
    for (const login of ['content', 'moderator', 'store']) {
      const actor = await staffActor(database.db, login);
      await expect(list()).resolves.toBeTruthy();
      await expect(listCalls(ctx, actor, callsInput.parse({}))).rejects.toThrow(StaffForbiddenError);
      await expect(
        updateCall(ctx, actor, { type: 'callback', id: ids.callback, status: 'in_progress' }),
      ).rejects.toThrow(StaffForbiddenError);
    }
  });

  it('one-click orders, callbacks and enquiries in one list, what waits first, newest first', async () => {
    const open = await list();
    expect(open.rows.map((r) => [r.type, r.id])).toEqual([
      ['quick', ids.quick],
      ['callback', ids.callback],
      ['enquiry', ids.enquiry],
    ]);
    expect(open.total).toBe(3);
    expect(open.rows[0]).toMatchObject({ phone: '+380671110001', total: 60_000, orderId: null, status: 'new' });
    expect(open.rows[0]?.lines).toEqual([expect.objectContaining({ quantity: 2, price: 30_000 })]);
    expect(open.rows[0]?.lines[0]?.title).toBeTruthy();
    expect(open.rows[1]).toMatchObject({ name: 'Петро', text: 'Про котушку' });
    expect(open.rows[2]).toMatchObject({
      name: 'Оксана',
      kind: 'wholesale',
      company: 'ТОВ Риба',
      email: 'opt@example.com',
    });
    const all = await list({ status: 'all' });
    expect(all.rows.map((r) => r.id).at(-1)).toBe(ids.quickOld);
    expect(all.total).toBe(4);
    expect((await list({ type: 'enquiry', status: 'all' })).rows.map((r) => r.type)).toEqual(['enquiry']);
    expect((await list({ status: 'done' })).rows.map((r) => r.id)).toEqual([ids.quickOld]);
    expect((await list({ perPage: '20', page: '2', status: 'all' })).rows).toEqual([]);
  });

  it('new → in progress → done with the note, who and when; audited; done is final', async () => {
    expect(await updateCall(ctx, manager, { type: 'callback', id: ids.callback, status: 'in_progress' })).toEqual({
      ok: true,
    });
    const later: Ctx = { ...ctx, now: minutes(90) };
    expect(
      await updateCall(later, admin, {
        type: 'callback',
        id: ids.callback,
        status: 'done',
        note: 'Передзвонили, порадили',
      }),
    ).toEqual({ ok: true });
    const [row] = await database.db.select().from(callbackRequests).where(eq(callbackRequests.id, ids.callback));
    expect(row).toMatchObject({
      status: 'done',
      note: 'Передзвонили, порадили',
      handledBy: admin.id,
      handledAt: minutes(90),
    });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'callback_request'), eq(auditLog.entityId, String(ids.callback))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.action, a.actorName, a.before, a.after])).toEqual([
      ['callback_request.take', 'manager', { status: 'new', note: '' }, { status: 'in_progress', note: '' }],
      [
        'callback_request.done',
        'admin',
        { status: 'in_progress', note: '' },
        { status: 'done', note: 'Передзвонили, порадили' },
      ],
    ]);
    expect(await updateCall(ctx, manager, { type: 'callback', id: ids.callback, status: 'in_progress' })).toEqual({
      ok: false,
      error: 'call_status_invalid',
    });
    // A done request's note may still be corrected.
    expect(await updateCall(ctx, manager, { type: 'callback', id: ids.callback, note: 'Передзвонили двічі' })).toEqual({
      ok: true,
    });
    const shown = (await list({ status: 'done' })).rows.find((r) => r.type === 'callback');
    expect(shown).toMatchObject({ note: 'Передзвонили двічі', handledBy: manager.name, status: 'done' });
    // Straight to done, for an enquiry answered at once.
    expect(
      await updateCall(ctx, manager, { type: 'enquiry', id: ids.enquiry, status: 'done', note: 'Прайс надіслано' }),
    ).toEqual({
      ok: true,
    });
    expect(await updateCall(ctx, manager, { type: 'quick', id: ids.quickOld, status: 'in_progress' })).toEqual({
      ok: false,
      error: 'call_status_invalid',
    });
    expect(await updateCall(ctx, manager, { type: 'enquiry', id: 999_999, status: 'done' })).toEqual({
      ok: false,
      error: 'call_not_found',
    });
    expect((await list()).rows.map((r) => r.type)).toEqual(['quick']);
  });
});
