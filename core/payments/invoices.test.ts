import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrder, createOrderInput, expireUnpaidInvoices, getPlacedOrder, invoiceExpiredNote } from '#core/orders';
import type { Ctx } from '#core/shared';
import { StaffForbiddenError, type StaffView } from '#core/staff';
import type { Database } from '#db/client';
import {
  auditLog,
  fiscalReceipts,
  giftCertificates,
  orderStatusHistory,
  orders,
  paymentEvents,
  payments,
} from '#db/schema';
import { checkForm, fx, fxCert, releaseAllReservations, seedFixtures } from '#test/support/checkout';
import { createTestDatabase, seededAt } from '#test/support/db';
import { staffActor } from '#test/support/orders';
import {
  addWorkingDays,
  amountInWordsUa,
  applyProviderEvent,
  createGateway,
  demoProvider,
  invoiceDocument,
  invoiceProvider,
  invoiceSeller,
  markPaidByStaff,
  numberInWordsUa,
  type PaymentProvider,
  refundPayment,
  renderInvoiceHtml,
} from './index';

let database: Database;
let guest: Ctx;
let ids: Awaited<ReturnType<typeof seedFixtures>>;
let manager: StaffView;
let key = 0;
const day = 86_400_000;
/** Friday 19 June 2026, 12:00 in Kyiv. */
const friday = new Date('2026-06-19T09:00:00Z');

const company = { company: 'ТОВ «Рибалка Опт»', edrpou: '12345678' };
const form = (fields: Record<string, string> = {}, cart = [{ id: fx.lure, quantity: 2 }]) =>
  createOrderInput.parse({
    ...checkForm({ delivery: ids.delivery.pickup, payment: ids.payment.invoice, department: String(fx.store), cart }),
    phone: '+38(050)111-22-33',
    first_name: 'Іван',
    last_name: 'Петренко',
    idempotency_key: `invoice-key-${++key}`,
    ...fields,
  });

async function placeInvoice(ctx: Ctx = guest, fields: Record<string, string> = company) {
  const r = await createOrder(ctx, form(fields), { guestSession: 'invoice-guest-session-0001' });
  if (!r.ok) throw new Error(r.error);
  return r.orderId;
}

const attemptsOf = (orderId: number) => database.db.select().from(payments).where(eq(payments.orderId, orderId));
const orderRow = async (orderId: number) => (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0];

beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  guest = { db: database.db, locale: 'ua', now: seededAt };
  ids = await seedFixtures(database.db, seededAt);
  manager = await staffActor(database.db, 'manager');
});
afterAll(() => database.close());
// The file places more orders than the fixture store holds (ADR 0120): each test starts with its stock free.
beforeEach(() => releaseAllReservations(database.db));

describe('amountInWordsUa ("сума прописом")', () => {
  it.each([
    [0, 'Нуль гривень 00 копійок'],
    [101, 'Одна гривня 01 копійка'],
    [202, 'Дві гривні 02 копійки'],
    [1_105, 'Одинадцять гривень 05 копійок'],
    [2_111, 'Двадцять одна гривня 11 копійок'],
    [123_456, 'Одна тисяча двісті тридцять чотири гривні 56 копійок'],
    [200_000_000, 'Два мільйони гривень 00 копійок'],
    [2_214_012_00, 'Два мільйони двісті чотирнадцять тисяч дванадцять гривень 00 копійок'],
    [5_000_022, "П'ятдесят тисяч гривень 22 копійки"],
  ])('%d kopiyky → %s', (kop, text) => {
    expect(amountInWordsUa(kop)).toBe(text);
  });

  it('thousands take their forms: одна тисяча, дві тисячі, п’ять тисяч, одинадцять тисяч', () => {
    expect(numberInWordsUa(1_000)).toBe('одна тисяча');
    expect(numberInWordsUa(2_000)).toBe('дві тисячі');
    expect(numberInWordsUa(5_000)).toBe("п'ять тисяч");
    expect(numberInWordsUa(11_000)).toBe('одинадцять тисяч');
    expect(numberInWordsUa(1_000_001)).toBe('один мільйон один');
  });

  it('every amount spells, starts with a capital and ends with its kopiyky in figures', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (kop) => {
        const text = amountInWordsUa(kop);
        expect(text).toMatch(/^[А-ЯІЇЄҐ'][а-яіїєґ' ]+ \d{2} копій(ка|ки|ок)$/u);
        expect(text.endsWith(`${String(kop % 100).padStart(2, '0')} ${text.split(' ').at(-1)}`)).toBe(true);
        expect(text).not.toMatch(/ {2}/);
      }),
      { seed: 20, numRuns: 60 },
    );
  });
});

describe('an invoice order (§9 bank transfer)', () => {
  it('opens a pending invoice attempt for the total in the order’s own transaction, due with the order', async () => {
    const orderId = await placeInvoice();
    const order = await orderRow(orderId);
    const [attempt, ...more] = await attemptsOf(orderId);
    expect(more).toEqual([]);
    expect(order).toMatchObject({ paymentStatus: 'unpaid', paymentDetails: company });
    expect(attempt).toMatchObject({
      provider: 'invoice',
      status: 'pending',
      amount: order?.total,
      expiresAt: order?.paymentDueAt,
    });
    expect(attempt?.reference).toMatch(new RegExp(`^${orderId}-`));
  });

  it('needs the company and a valid EDRPOU (company_required, edrpou_invalid)', async () => {
    const before = (await database.db.select().from(payments)).length;
    const noCompany = await createOrder(guest, form({ edrpou: '12345678' }));
    expect(noCompany).toMatchObject({ ok: false, error: 'company_required' });
    const noCode = await createOrder(guest, form({ company: 'ТОВ «Х»' }));
    expect(noCode).toMatchObject({ ok: false, error: 'edrpou_invalid' });
    expect(() => form({ ...company, edrpou: '1234' })).toThrow(/edrpou_invalid/);
    expect((await database.db.select().from(payments)).length).toBe(before);
  });

  it('is due at the end of the 3rd working day: placed on Friday → due Wednesday 23:59 Kyiv (§9)', async () => {
    const orderId = await placeInvoice({ ...guest, now: friday });
    const order = await orderRow(orderId);
    expect(order?.paymentDueAt?.toISOString()).toBe('2026-06-24T20:59:59.999Z');
    expect(addWorkingDays(friday, 3).toISOString()).toBe('2026-06-24T20:59:59.999Z');
  });

  it('prints an invoice with the seller, the buyer, the lines, the total in figures and in words', async () => {
    const orderId = await placeInvoice();
    const order = await getPlacedOrder(guest, orderId, 'invoice-guest-session-0001');
    if (!order) throw new Error('not found');
    const doc = invoiceDocument(order, invoiceSeller({}));
    if (!doc) throw new Error('no invoice');
    const html = renderInvoiceHtml(doc);
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain(`Рахунок на оплату № ${orderId}`);
    expect(text).toContain('ДЕМО — реквізити не справжні');
    expect(text).toContain('Покупець: ТОВ «Рибалка Опт»');
    expect(text).toContain('Код ЄДРПОУ: 12345678');
    expect(text).toContain('Товар 90005 2 шт. 600,00 1 200,00');
    expect(text).toContain('Всього до сплати: 1 200,00');
    expect(text).toContain('Всього на суму: Одна тисяча двісті гривень 00 копійок');
    expect(text).toContain(`Призначення платежу: Оплата за рахунком № ${orderId} від 15.06.2026, без ПДВ`);
    expect(text).toContain('Без ПДВ');
    expect(text).toContain('до 18.06.2026 включно');

    const real = invoiceSeller({
      INVOICE_SELLER_NAME: 'ТОВ <Поплавок>',
      INVOICE_SELLER_EDRPOU: '87654321',
      INVOICE_SELLER_IBAN: 'UA213223130000026007233566001',
      INVOICE_SELLER_BANK: 'АТ КБ «ПриватБанк»',
      INVOICE_SELLER_ADDRESS: 'м. Київ',
      INVOICE_VAT_PERCENT: 20,
    });
    const vat = renderInvoiceHtml({ ...doc, ...invoiceDocument(order, real) } as typeof doc);
    expect(vat).not.toContain('ДЕМО');
    expect(vat).toContain('ТОВ &lt;Поплавок&gt;');
    expect(vat).toContain('У тому числі ПДВ (20%):</td><td class="num">200,00');
    expect(invoiceDocument({ ...order, payment: { code: 'cash' } }, real)).toBeNull();
  });
});

describe('expireUnpaidInvoices (§9: held 3 working days)', () => {
  it('expires the attempt, cancels the order by the shop and gives the certificate back; a paid one stays', async () => {
    const placedAt = new Date('2026-07-01T09:00:00Z');
    const ctx = { ...guest, now: placedAt };
    const unpaid = await placeInvoice(ctx, { ...company, certificate: fxCert[5] });
    const paid = await placeInvoice(ctx);
    const [cert] = await database.db.select().from(giftCertificates).where(eq(giftCertificates.number, fxCert[5]));
    expect(cert?.balance).toBe(0);
    expect(await markPaidByStaff(ctx, manager, { orderId: paid, note: 'Платіжка №77 від 02.07' })).toMatchObject({
      ok: true,
    });

    await expireUnpaidInvoices({ ...guest, now: new Date(placedAt.getTime() + day) });
    expect(await orderRow(unpaid)).toMatchObject({ status: 'new', paymentStatus: 'unpaid' });
    const report = await expireUnpaidInvoices({ ...guest, now: new Date(placedAt.getTime() + 7 * day) });
    expect(report.expired).toBeGreaterThanOrEqual(1);

    expect(await orderRow(unpaid)).toMatchObject({ status: 'cancelled', paymentStatus: 'expired' });
    const [attempt] = await attemptsOf(unpaid);
    expect(attempt?.status).toBe('expired');
    const events = await database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, attempt?.id ?? 0));
    expect(events).toContainEqual(expect.objectContaining({ status: 'expired', outcome: 'applied' }));
    const [cancel] = await database.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, unpaid), eq(orderStatusHistory.status, 'cancelled')));
    expect(cancel).toMatchObject({ staffId: null, note: invoiceExpiredNote });
    const [back] = await database.db.select().from(giftCertificates).where(eq(giftCertificates.number, fxCert[5]));
    expect(back?.balance).toBe(40_000);

    expect(await orderRow(paid)).toMatchObject({ status: 'new', paymentStatus: 'paid' });
    const again = await expireUnpaidInvoices({ ...guest, now: new Date(placedAt.getTime() + 8 * day) });
    expect(again.expired).toBe(0);
  });
});

describe('markPaidByStaff', () => {
  it('is refused to the content, moderator and store roles, in the use case', async () => {
    const orderId = await placeInvoice();
    for (const login of ['content', 'moderator', 'store']) {
      const actor = await staffActor(database.db, login);
      await expect(markPaidByStaff(guest, actor, { orderId, note: 'x' })).rejects.toBeInstanceOf(StaffForbiddenError);
    }
    expect((await orderRow(orderId))?.paymentStatus).toBe('unpaid');
  });

  it('pays the invoice attempt with the note audited, and queues no fiscal receipt for a transfer', async () => {
    const orderId = await placeInvoice();
    expect(await markPaidByStaff(guest, manager, { orderId, note: '  ' })).toEqual({
      ok: false,
      error: 'note_required',
    });
    const r = await markPaidByStaff(guest, manager, { orderId, note: 'Оплата надійшла, платіжка 12' });
    if (!r.ok) throw new Error(r.error);
    expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'paid', paymentProvider: 'invoice' });
    const [attempt] = await attemptsOf(orderId);
    expect(attempt).toMatchObject({ id: r.paymentId, status: 'paid', staffId: manager.id });
    expect(await database.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.orderId, orderId))).toEqual([]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(orderId)), eq(auditLog.action, 'payment.mark_paid')));
    expect(audit).toMatchObject({
      staffId: manager.id,
      after: expect.objectContaining({ note: 'Оплата надійшла, платіжка 12' }),
    });
    expect(await markPaidByStaff(guest, manager, { orderId, note: 'ще раз' })).toEqual({
      ok: false,
      error: 'already_paid',
    });
  });

  it('records a card order paid some other way as a manual attempt', async () => {
    const r = await createOrder(guest, { ...form(), paymentMethod: ids.payment.card, company: '', edrpou: '' });
    if (!r.ok) throw new Error(r.error);
    const paid = await markPaidByStaff(guest, manager, { orderId: r.orderId, note: 'Оплатив у магазині' });
    expect(paid.ok).toBe(true);
    const [attempt] = await attemptsOf(r.orderId);
    expect(attempt).toMatchObject({ provider: 'manual', status: 'paid', amount: r.total });
    expect((await orderRow(r.orderId))?.paymentStatus).toBe('paid');
  });
});

describe('refundPayment (demo provider)', () => {
  const refuser: PaymentProvider = {
    ...demoProvider('instalments'),
    name: 'privat_parts',
    async refund() {
      return { rejected: 'Повернення за цим договором неможливе' };
    },
  };
  const gateway = createGateway({
    card: demoProvider('card'),
    instalments: { privat: refuser, mono: demoProvider('instalments') },
    invoice: invoiceProvider(),
  });

  async function paidAttempt(provider: 'demo' | 'privat_parts') {
    const r = await createOrder(guest, { ...form(), paymentMethod: ids.payment.card, company: '', edrpou: '' });
    if (!r.ok) throw new Error(r.error);
    const reference = `${r.orderId}-refund${++key}`;
    const [row] = await database.db
      .insert(payments)
      .values({ orderId: r.orderId, provider, amount: r.total, reference, createdAt: seededAt })
      .returning();
    await applyProviderEvent(guest, provider, 'callback', {
      reference,
      status: 'paid',
      amount: r.total,
      currency: 'UAH',
      raw: {},
    });
    if (!row) throw new Error('no attempt');
    return { orderId: r.orderId, paymentId: row.id, total: r.total };
  }

  it('refunds part, then the rest; the attempt and the order follow, return receipts are queued, all audited', async () => {
    const { orderId, paymentId, total } = await paidAttempt('demo');
    const content = await staffActor(database.db, 'content');
    await expect(refundPayment(guest, gateway, content, { paymentId, amount: 100 })).rejects.toBeInstanceOf(
      StaffForbiddenError,
    );
    expect(await refundPayment(guest, gateway, manager, { paymentId, amount: total + 1 })).toMatchObject({
      ok: false,
      error: 'amount_invalid',
    });
    expect(await refundPayment(guest, gateway, manager, { paymentId, amount: 20_000 })).toEqual({
      ok: true,
      refunded: 20_000,
      status: 'paid',
    });
    expect((await orderRow(orderId))?.paymentStatus).toBe('paid');
    expect(await refundPayment(guest, gateway, manager, { paymentId, amount: total - 20_000 })).toEqual({
      ok: true,
      refunded: total,
      status: 'refunded',
    });
    expect((await orderRow(orderId))?.paymentStatus).toBe('refunded');
    const receipts = await database.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.paymentId, paymentId));
    expect(receipts.find((r) => r.kind === 'return')?.amount).toBe(total);
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(orderId)), eq(auditLog.action, 'payment.refund')));
    expect(audits).toHaveLength(2);
  });

  it('a provider’s refusal changes nothing and answers its reason', async () => {
    const { orderId, paymentId } = await paidAttempt('privat_parts');
    expect(await refundPayment(guest, gateway, manager, { paymentId, amount: 100 })).toEqual({
      ok: false,
      error: 'provider_refused',
      reason: 'Повернення за цим договором неможливе',
    });
    expect((await attemptsOf(orderId))[0]).toMatchObject({ status: 'paid', refundedAmount: 0 });
  });
});
