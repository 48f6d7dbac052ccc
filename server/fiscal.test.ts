import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueReceipts } from '#core/fiscal';
import { loadOrders } from '#core/orders';
import { queueReceipt } from '#core/payments';
import type { Database } from '#db/client';
import { deliveryMethods, fiscalReceipts, orders, paymentMethods, payments } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { parseEnv } from './env';
import { createFiscalizer, fiscalRoutes, shiftCloseDay } from './fiscal';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database.close());

describe('fiscal settings and schedule', () => {
  it('Checkbox needs its license key and PIN code together; a secret is never printed', () => {
    expect(createFiscalizer(parseEnv({})).name).toBe('demo');
    const env = parseEnv({ CHECKBOX_LICENSE_KEY: 'lic-123456789', CHECKBOX_PIN_CODE: '4321' });
    expect(env.CHECKBOX_API_URL).toBe('https://api.checkbox.ua/api/v1');
    expect(createFiscalizer(env).name).toBe('checkbox');
    expect(() => parseEnv({ CHECKBOX_LICENSE_KEY: 'lic-123456789' })).toThrow(/go together/);
    const error = (() => {
      try {
        parseEnv({ CHECKBOX_LICENSE_KEY: 'short', CHECKBOX_PIN_CODE: '4321' });
      } catch (e) {
        return String(e);
      }
    })();
    expect(error).toContain('CHECKBOX_LICENSE_KEY');
    expect(error).not.toContain('short');
  });

  it('the shift closes from 23:50 Kyiv time, winter and summer', () => {
    expect(shiftCloseDay(new Date('2026-01-15T21:49:00Z'))).toBeNull(); // 23:49 EET
    expect(shiftCloseDay(new Date('2026-01-15T21:50:00Z'))).toBe('2026-01-15');
    expect(shiftCloseDay(new Date('2026-07-15T20:50:00Z'))).toBe('2026-07-15'); // 23:50 EEST
    expect(shiftCloseDay(new Date('2026-07-15T21:00:00Z'))).toBeNull(); // 00:00 next day
  });
});

describe('the demo receipt page /checkout/receipt/<id>', () => {
  it('says it is not fiscal, shows no personal data; unknown ids are 404', async () => {
    const db = database.db;
    const [delivery] = await db.select({ id: deliveryMethods.id }).from(deliveryMethods).limit(1);
    const [method] = await db.select({ id: paymentMethods.id }).from(paymentMethods).limit(1);
    const [created] = await db
      .insert(orders)
      .values({
        townCode: '8000000000',
        deliveryMethodId: delivery?.id ?? 0,
        paymentMethodId: method?.id ?? 0,
        phone: '+380501112233',
        firstName: 'Марія',
        lastName: 'Коваль',
        goodsPrice: 12_345,
        total: 12_345,
      })
      .returning({ id: orders.id });
    const orderId = created?.id ?? 0;
    const [payment] = await db
      .insert(payments)
      .values({ orderId, provider: 'demo', amount: 12_345, reference: `${orderId}-demo-page` })
      .returning({ id: payments.id });
    await queueReceipt({ db, locale: 'ua', now: seededAt }, payment?.id ?? 0, orderId, 'sell', 12_345);
    await issueReceipts({ db, locale: 'ua', now: seededAt }, createFiscalizer(parseEnv({})));
    const [row] = await db
      .select()
      .from(fiscalReceipts)
      .where(eq(fiscalReceipts.paymentId, payment?.id ?? 0));
    const app = fiscalRoutes({ db });
    const page = await app.request(`/checkout/receipt/${row?.requestId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Демо-чек, не фіскальний');
    expect(html).toContain('123.45 грн');
    expect(html).not.toContain('Коваль');
    expect(html).not.toContain('501112233');
    // The order's view carries the receipt; the API shows it as receipt_url and
    // receipt_status (server/api/orders.test.ts).
    const [view] = await loadOrders({ db, locale: 'ua', now: seededAt }, [orderId]);
    expect(view?.receipts.filter((r) => r.kind === 'sell').at(-1)).toMatchObject({ url: row?.url, status: 'done' });
    expect((await app.request('/checkout/receipt/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await app.request('/checkout/receipt/nope')).status).toBe(404);
  });
});
