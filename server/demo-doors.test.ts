import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueReceipts } from '#core/fiscal';
import { newReference, queueReceipt } from '#core/payments';
import { createStaff, demoStaffLogins, findDemoStaff, removeDemoStaff, staffSignIn, totpCode } from '#core/staff';
import type { Database } from '#db/client';
import { demoAdminTotpSecret, demoStaff } from '#db/demo';
import { auditLog, fiscalReceipts, orders, payments } from '#db/schema';
import { createTestDatabase, seededAt } from '#test/support/db';
import { createTestShop, type TestShop } from '#test/support/shop';
import { DemoDoorsOpenError, findDemoDoors, guardDemoDoors } from './demo-doors';
import { isProductionStart, parseEnv } from './env';
import { createFiscalizer, fiscalRoutes } from './fiscal';
import { createPaymentGateway } from './payment-gateway';

// ADR 0107: a production start kept the demo's doors open — the demo staff
// signed in with the README's password and TOTP secret, card orders were "paid" on the demo page.

const production = { PUBLIC_URL: 'https://shop.example', NODE_ENV: 'production' };
/** Every payment provider, fiscal receipts and the invoice's requisites configured (values are the suites' fakes'). */
const providers = {
  LIQPAY_PUBLIC_KEY: 'sandbox_i000000',
  LIQPAY_PRIVATE_KEY: 'sandbox_private_key',
  PRIVAT_PARTS_STORE_ID: 'store-1',
  PRIVAT_PARTS_PASSWORD: 'privat-password',
  MONO_PARTS_STORE_ID: 'mono-store',
  MONO_PARTS_SIGN_KEY: 'mono-sign-key',
  CHECKBOX_LICENSE_KEY: 'license-key-1',
  CHECKBOX_PIN_CODE: '4321',
  INVOICE_SELLER_NAME: 'ТОВ «Поплавок»',
  INVOICE_SELLER_EDRPOU: '12345678',
  INVOICE_SELLER_IBAN: `UA${'1'.repeat(27)}`,
  INVOICE_SELLER_BANK: 'АТ «Банк»',
  INVOICE_SELLER_ADDRESS: 'м. Київ, вул. Хрещатик, 1',
};

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database.close());
const ctx = () => ({ db: database.db, locale: 'ua' as const, now: seededAt });

/** A logger whose lines the test reads. */
function captured() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

describe('what a production start is (ADR 0107)', () => {
  it("an https PUBLIC_URL or the operator's own NODE_ENV=production; npm start's default NODE_ENV is not", () => {
    expect(isProductionStart(parseEnv({ PUBLIC_URL: 'https://shop.example' }))).toBe(true);
    expect(isProductionStart(parseEnv({ NODE_ENV: 'production' }))).toBe(true);
    expect(isProductionStart(parseEnv({ NODE_ENV: 'production', POPLAVOK_NODE_ENV_DEFAULTED: '1' }))).toBe(false);
    expect(isProductionStart(parseEnv({ PUBLIC_URL: 'http://localhost:3000' }))).toBe(false);
    expect(isProductionStart(parseEnv({}))).toBe(false);
  });
});

describe('a production start refuses while the demo is open (ADR 0107)', () => {
  it('the seeded demo: one line per problem — demo staff, card, each instalment bank, fiscal receipts, invoice requisites', async () => {
    expect(demoStaff.map((s) => s.login)).toEqual([...demoStaffLogins]);
    const env = parseEnv(production);
    const doors = await findDemoDoors(database.db, env);
    expect(doors.refusals).toEqual([
      expect.stringMatching(
        /^demo staff sign in with the README's published password and TOTP secret: admin, manager, moderator, content, store — .*npm run staff:create.*npm run staff:remove-demo$/,
      ),
      expect.stringMatching(
        /^card payments .*"Оплатити \(демо\)".*LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY, or MONOBANK_TOKEN$/,
      ),
      expect.stringMatching(/^instalments through PrivatBank .*PRIVAT_PARTS_STORE_ID and PRIVAT_PARTS_PASSWORD$/),
      expect.stringMatching(/^instalments through monobank .*MONO_PARTS_STORE_ID and MONO_PARTS_SIGN_KEY$/),
      expect.stringMatching(/^fiscal receipts .*CHECKBOX_LICENSE_KEY and CHECKBOX_PIN_CODE$/),
      expect.stringMatching(
        /^bank-transfer invoices .*INVOICE_SELLER_NAME, INVOICE_SELLER_EDRPOU, .*INVOICE_SELLER_ADDRESS$/,
      ),
    ]);
    // Carriers left to the demo only make up estimates and waybill numbers, marked "демо": warnings.
    expect(doors.warnings).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Nova Poshta .*NOVA_POSHTA_API_KEY$/)]),
    );
    const { log } = captured();
    const refusal = await guardDemoDoors(database.db, env, log).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DemoDoorsOpenError);
    const lines = (refusal as Error).message.split('\n');
    expect(lines[0]).toMatch(/^Refusing a production start/);
    expect(lines.slice(1, -1)).toEqual(doors.refusals.map((line) => `  ${line}`));
    expect(lines.at(-1)).toContain('ALLOW_DEMO=1');
    // LiqPay's sandbox takes test cards as paid: also a refusal.
    const sandbox = await findDemoDoors(database.db, parseEnv({ ...production, ...providers, LIQPAY_SANDBOX: '1' }));
    expect(sandbox.refusals).toEqual([
      expect.stringMatching(/^demo staff/),
      expect.stringMatching(/^LIQPAY_SANDBOX=1/),
    ]);
  });

  it('ALLOW_DEMO=1 starts anyway and says so loudly, each open door on its own line', async () => {
    const { log, lines } = captured();
    await guardDemoDoors(database.db, parseEnv({ ...production, ALLOW_DEMO: '1' }), log);
    const warned = lines.filter((l) => l.level === 40).map((l) => l.msg);
    expect(warned[0]).toMatch(/^ALLOW_DEMO=1: THIS PRODUCTION START SERVES THE DEMO/);
    expect(warned.filter((m) => m.startsWith('ALLOW_DEMO=1, demo open: '))).toHaveLength(6);
  });

  it('npm start on a laptop (no https, no NODE_ENV of the operator) checks nothing', async () => {
    const { log, lines } = captured();
    await guardDemoDoors(database.db, parseEnv({ NODE_ENV: 'production', POPLAVOK_NODE_ENV_DEFAULTED: '1' }), log);
    expect(lines).toEqual([]);
  });

  it('going live: the first admin, staff:remove-demo, the providers set — then it starts; an admin called "admin" is no demo', async () => {
    expect(await removeDemoStaff(ctx())).toEqual({ ok: false, error: 'no_other_admin' });
    const made = await createStaff(ctx(), 'cli', {
      login: 'olena',
      name: 'Олена Коваль',
      role: 'admin',
      storeId: null,
      password: 'a real long password',
      totp: false,
    });
    expect(made.ok).toBe(true);
    expect(await removeDemoStaff(ctx())).toEqual({
      ok: true,
      removed: ['admin', 'manager', 'moderator', 'content', 'store'],
    });
    const audited = await database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.remove_demo'));
    expect(audited.map((a) => a.actorName)).toEqual(['cli', 'cli', 'cli', 'cli', 'cli']);
    const signIn = await staffSignIn(ctx(), {
      login: 'admin',
      password: 'poplavok',
      totp: totpCode(demoAdminTotpSecret, seededAt),
    });
    expect(signIn.ok).toBe(false);
    // A real admin may be called `admin`: its own password and secret are not the README's.
    await createStaff(ctx(), 'cli', {
      login: 'admin',
      name: 'Адмін',
      role: 'admin',
      storeId: null,
      password: 'another real password',
      totp: false,
    });
    expect(await findDemoStaff(ctx())).toEqual([]);

    const env = parseEnv({ ...production, ...providers });
    const doors = await findDemoDoors(database.db, env);
    expect(doors.refusals).toEqual([]);
    const { log, lines } = captured();
    await guardDemoDoors(database.db, env, log);
    expect(lines.map((l) => l.msg)).toEqual(doors.warnings.map((w) => `demo: ${w}`));
  });
});

describe('the demo-only pages are never served by a production start without ALLOW_DEMO (ADR 0107)', () => {
  let strict: TestShop;
  let allowed: TestShop;
  beforeAll(async () => {
    strict = await createTestShop({ env: production });
    allowed = await createTestShop({ env: { ...production, ALLOW_DEMO: '1' } });
  }, 120_000);
  afterAll(async () => {
    await strict?.close();
    await allowed?.close();
  });

  /** A pending demo attempt of a seeded order, as the demo page left it before going live. */
  async function demoAttempt(shop: TestShop) {
    const [order] = await shop.database.db.select({ id: orders.id, total: orders.total }).from(orders).limit(1);
    const reference = newReference(order?.id ?? 0);
    await shop.database.db.insert(payments).values({
      orderId: order?.id ?? 0,
      provider: 'demo',
      amount: order?.total ?? 0,
      reference,
      createdAt: seededAt,
      updatedAt: seededAt,
      expiresAt: new Date(seededAt.getTime() + 3600_000),
    });
    return reference;
  }
  const pay = (shop: TestShop, reference: string) =>
    shop.app.request(`http://localhost/checkout/demo-pay/${reference}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      },
      body: 'intent=pay',
    });

  it('"Оплатити (демо)" answers 404 and pays nothing; with ALLOW_DEMO=1 the page is there', async () => {
    const reference = await demoAttempt(strict);
    expect((await strict.app.request(`http://localhost/checkout/demo-pay/${reference}`)).status).toBe(404);
    expect((await pay(strict, reference)).status).toBe(404);
    const [attempt] = await strict.database.db.select().from(payments).where(eq(payments.reference, reference));
    expect(attempt?.status).toBe('pending');

    const open = await demoAttempt(allowed);
    const page = await allowed.app.request(`http://localhost/checkout/demo-pay/${open}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Оплатити (демо)');
  });

  it('a payment slot with no provider fails to start instead of sending the shopper to the demo page', async () => {
    const gateway = createPaymentGateway(parseEnv(production));
    expect(gateway.byName('demo')).toBeUndefined();
    expect(gateway.card.demo).toBeFalsy();
    await expect(gateway.card.start({} as never)).rejects.toThrow(/no card provider is configured/);
    expect(createPaymentGateway(parseEnv({ ...production, ALLOW_DEMO: '1' })).card.demo).toBe(true);
  });

  it('the demo receipt page answers 404', async () => {
    const db = strict.database.db;
    const [order] = await db.select({ id: orders.id }).from(orders).limit(1);
    const orderId = order?.id ?? 0;
    const [payment] = await db
      .insert(payments)
      .values({ orderId, provider: 'demo', amount: 10_000, reference: `${orderId}-demo-receipt`, status: 'paid' })
      .returning({ id: payments.id });
    await queueReceipt({ db, locale: 'ua', now: seededAt }, payment?.id ?? 0, orderId, 'sell', 10_000);
    await issueReceipts({ db, locale: 'ua', now: seededAt }, createFiscalizer(parseEnv({})));
    const [row] = await db
      .select()
      .from(fiscalReceipts)
      .where(eq(fiscalReceipts.paymentId, payment?.id ?? 0));
    const path = `/checkout/receipt/${row?.requestId}`;
    expect((await fiscalRoutes({ db, env: parseEnv(production) }).request(path)).status).toBe(404);
    expect((await fiscalRoutes({ db, env: parseEnv({ ...production, ALLOW_DEMO: '1' }) }).request(path)).status).toBe(
      200,
    );
  });
});
