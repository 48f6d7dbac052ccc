import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffForbiddenError, type StaffView } from '#core/staff';
import type { Database } from '#db/client';
import { auditLog, deliveryMethods, paymentMethods, staff } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { getStaffMethod, listDeliveryMethods, listStaffMethods, saveMethodTexts } from './index';

let database: Database;
const ctx = () => ({ db: database.db, locale: 'ua' as const, now: seededAt });
const actors: Record<string, StaffView> = {};
const actor = (login: string) => {
  const found = actors[login];
  if (!found) throw new Error(`no demo staff ${login}`);
  return found;
};

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  for (const row of await database.db.select().from(staff)) {
    actors[row.login] = { id: row.id, login: row.login, name: row.name, role: row.role, storeId: row.storeId };
  }
});
afterAll(() => database.close());

describe('delivery and payment method texts in the back office (SPEC §3 Delivery, Payment)', () => {
  it('only the content and admin roles edit them; manager and moderator get StaffForbiddenError', async () => {
    for (const login of ['manager', 'moderator', 'store']) {
      await expect(listStaffMethods(ctx(), actor(login))).rejects.toThrow(StaffForbiddenError);
      await expect(getStaffMethod(ctx(), actor(login), 'delivery', 1)).rejects.toThrow(StaffForbiddenError);
      await expect(
        saveMethodTexts(ctx(), actor(login), { kind: 'payment', id: 1, titleUa: 'a', titleRu: 'a' }),
      ).rejects.toThrow(StaffForbiddenError);
    }
    const listed = await listStaffMethods(ctx(), actor('content'));
    expect(listed.delivery.length).toBeGreaterThan(0);
    expect(listed.payment.length).toBeGreaterThan(0);
  });

  it('a delivery method’s new title and message show in checkout at once, audited before/after', async () => {
    const [method] = await database.db
      .select()
      .from(deliveryMethods)
      .where(eq(deliveryMethods.isActive, true))
      .limit(1);
    if (!method) throw new Error('no delivery methods');
    const saved = await saveMethodTexts(ctx(), actor('content'), {
      kind: 'delivery',
      id: method.id,
      titleUa: 'Самовивіз сьогодні',
      titleRu: method.titleRu,
      messageUa: 'Заберіть за 2 години',
      messageRu: method.messageRu,
    });
    expect(saved).toEqual({ ok: true, id: method.id });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'delivery_method'))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      action: 'delivery_method.update',
      entityId: String(method.id),
      before: { titleUa: method.titleUa },
      after: { titleUa: 'Самовивіз сьогодні', messageUa: 'Заберіть за 2 години' },
    });
    expect(audit?.after).not.toHaveProperty('titleRu');
    const listed = await listDeliveryMethods(ctx(), method.townCode ?? '8000000000');
    if (!listed.ok) throw new Error('not listed');
    expect(JSON.stringify(listed.methods)).toContain('Самовивіз сьогодні');
  });

  it('a payment method’s texts; unknown ids and empty titles are error values', async () => {
    const [method] = await database.db.select().from(paymentMethods).limit(1);
    if (!method) throw new Error('no payment methods');
    const input = { kind: 'payment' as const, id: method.id, titleUa: 'Готівкою', titleRu: 'Наличными' };
    expect(await saveMethodTexts(ctx(), actor('admin'), input)).toEqual({ ok: true, id: method.id });
    expect(await getStaffMethod(ctx(), actor('content'), 'payment', method.id)).toMatchObject({
      titleUa: 'Готівкою',
      messageUa: '',
    });
    expect(await saveMethodTexts(ctx(), actor('admin'), { ...input, id: 999 })).toEqual({
      ok: false,
      error: 'not_found',
    });
    expect(await saveMethodTexts(ctx(), actor('admin'), { ...input, titleUa: ' ' })).toMatchObject({
      error: 'invalid',
    });
  });
});
