import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCertificateNumber } from '#core/checkout';
import { giftCertificates } from '#db/schema';
import { createTestApi, type TestApi } from '#test/support/api';

// Voucher budgets live in module state: this file has its own (ADR 0033, hardening issue hole 1).
let t: TestApi;
let valid: string;
let goodId: number;
beforeAll(async () => {
  t = await createTestApi();
  const certificates = await t.database.db.select().from(giftCertificates);
  const usable = certificates.find((c) => c.balance > 0 && c.expiresAt > t.services.now());
  if (!usable) throw new Error('the demo shop has no usable certificate');
  valid = usable.number;
  const home = (await (await t.get('/api/catalog/1')).json()) as { data: { goods: { id: number }[] } };
  goodId = home.data.goods[0]?.id ?? 1;
});
afterAll(() => t.close());

let lastIp = 0;
const nextIp = () => `10.7.${Math.floor(++lastIp / 250)}.${lastIp % 250}`;
const check = async (fields: Record<string, string>, ip = nextIp(), headers: Record<string, string> = {}) => {
  const response = await t.api.request(
    '/site/ordernew/create/check/',
    {
      method: 'POST',
      body: new URLSearchParams({
        deliveryMethod: '1',
        paymentMethod: '1',
        cart: JSON.stringify([{ id: goodId, quantity: 1 }]),
        ...fields,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );
  // biome-ignore lint/suspicious/noExplicitAny: response payload
  return { status: response.status, body: (await response.json()) as any };
};
const codes = (body: { data: { messages: { code: string }[] } }) => body.data.messages.map((m) => m.code);
/** A well-formed certificate number nobody was given: 19 digits from `seed` and the Luhn digit. */
function unknownCertificate(seed: number): string {
  const body = `5${String(seed).padStart(18, '0')}`;
  for (let d = 0; d <= 9; d++) if (isCertificateNumber(body + d)) return body + d;
  throw new Error('unreachable');
}

describe('gift certificates and promo codes cannot be guessed (ADR 0033)', () => {
  it('demo certificates have 20-digit Luhn numbers (not sequential)', async () => {
    const certificates = await t.database.db.select().from(giftCertificates);
    expect(certificates.length).toBeGreaterThan(0);
    for (const c of certificates) expect(isCertificateNumber(c.number), c.number).toBe(true);
  });

  it('a failed voucher says only "not valid": no number, no balance, the same words for every reason', async () => {
    const unknown = await check({ certificate: unknownCertificate(1) });
    expect(unknown.status).toBe(200);
    expect(unknown.body.data.certificate).toBeNull();
    expect(codes(unknown.body)).toContain('certificate_invalid');
    const text = JSON.stringify(unknown.body);
    expect(text).not.toContain(unknownCertificate(1));
    const promo = await check({ promo_code: 'NOSUCHCODE' });
    expect(codes(promo.body)).toContain('promo_invalid');
    expect(promo.body.data.promocode).toBeNull();
  });

  it('10 failed vouchers an hour per address: then even a valid certificate is not looked up', async () => {
    const ip = '10.8.0.1';
    for (let i = 0; i < 10; i++) {
      const r = await check({ certificate: unknownCertificate(100 + i) }, ip);
      expect(codes(r.body)).toContain('certificate_invalid');
    }
    const blocked = await check({ certificate: valid }, ip);
    expect(blocked.status).toBe(200);
    expect(codes(blocked.body)).toContain('voucher_attempts_exceeded');
    expect(blocked.body.data.certificate).toBeNull();
    expect(blocked.body.data.disabled_checkout).toBe(true);
    const message = blocked.body.data.messages.find((m: { code: string }) => m.code === 'voucher_attempts_exceeded');
    expect(message.message_ua).toMatch(/^Забагато невдалих спроб промокоду чи сертифіката/);
    // Without a voucher the same shopper still gets the totals, and another address is unaffected.
    const plain = await check({}, ip);
    expect(codes(plain.body)).not.toContain('voucher_attempts_exceeded');
    expect(plain.body.data.goods_price).toBeGreaterThan(0);
    expect((await check({ certificate: valid })).body.data.certificate?.number).toBe(valid);
  });

  it('a well-formed wrong number is the only kind that counts: a typo (bad check digit) is refused before any lookup', async () => {
    const ip = '10.8.0.2';
    const typo = `${valid.slice(0, 19)}${(Number(valid[19]) + 1) % 10}`;
    for (let i = 0; i < 15; i++) expect((await check({ certificate: typo }, ip)).status).toBe(400);
    expect((await check({ certificate: valid }, ip)).body.data.certificate?.number).toBe(valid);
  });

  it('re-checking a valid promo on every change of the form never uses up the budget', async () => {
    const ip = '10.8.0.3';
    for (let i = 0; i < 30; i++)
      expect(codes((await check({ promo_code: 'FISH10' }, ip)).body)).not.toContain('promo_invalid');
    expect(codes((await check({ promo_code: 'FISH10' }, ip)).body)).not.toContain('voucher_attempts_exceeded');
  });

  it('a signed-in account has its own budget, whatever addresses it uses', async () => {
    const headers = await t.signIn('+380637770001');
    for (let i = 0; i < 10; i++) await check({ promo_code: `GUESS${i}` }, nextIp(), headers);
    const blocked = await check({ certificate: valid }, nextIp(), headers);
    expect(codes(blocked.body)).toContain('voucher_attempts_exceeded');
  });

  it('create/check: 120 requests a minute per address, then 429', async () => {
    const ip = '10.8.0.4';
    for (let i = 0; i < 120; i++) expect((await check({}, ip)).status).toBe(200);
    const limited = await check({}, ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate_limited');
  });
});
