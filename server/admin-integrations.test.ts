import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '#test/support/shop';
import { type StaffClient, staffClient } from '#test/support/staff-client';

// Secret-looking values that must never reach the page (only the settings' names do).
const secrets = {
  LIQPAY_PUBLIC_KEY: 'i00000000042',
  LIQPAY_PRIVATE_KEY: 'liqpay-PRIVATE-do-not-show',
  NOVA_POSHTA_API_KEY: 'np-key-do-not-show',
  EXCHANGE_1C_LOGIN: 'onec',
  EXCHANGE_1C_PASSWORD: 'onec-password-do-not-show',
};

let shop: TestShop;
let staff: StaffClient;
beforeAll(async () => {
  shop = await createTestShop({ env: secrets });
  staff = await staffClient(shop);
});
afterAll(() => shop.close());

const rowOf = (html: string, name: string) => {
  const at = html.indexOf(`<th scope="row">${name}</th>`);
  return at < 0 ? '' : html.slice(at, html.indexOf('</tr>', at));
};

describe('the back office shows each provider as configured or demo', () => {
  it('an admin sees every provider, its state and the settings still missing — names, never values', async () => {
    const response = await staff.get('admin', '/admin/staff/integrations');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(rowOf(html, 'LiqPay')).toContain('Налаштовано');
    expect(rowOf(html, 'monobank (еквайринг)')).toContain('Вимкнено');
    expect(rowOf(html, 'ПриватБанк «Оплата частинами»')).toContain('Демо');
    expect(rowOf(html, 'ПриватБанк «Оплата частинами»')).toContain('PRIVAT_PARTS_PASSWORD');
    expect(rowOf(html, 'Checkbox (ПРРО)')).toContain('Демо');
    // A Nova Poshta key without the sender's refs: tariffs work, waybills would not.
    expect(rowOf(html, 'Нова Пошта')).toContain('Не все налаштовано');
    expect(rowOf(html, 'Нова Пошта')).toContain('NOVA_POSHTA_SENDER_REF');
    expect(rowOf(html, 'Meest')).toContain('Вимкнено');
    expect(rowOf(html, '1С / BAS')).toContain('Налаштовано');
    for (const value of Object.values(secrets)) expect(html).not.toContain(value);
  });

  it('the staff page links to it; every other role is refused', async () => {
    expect(await (await staff.get('admin', '/admin/staff')).text()).toContain('href="/admin/staff/integrations"');
    for (const login of ['manager', 'content', 'moderator', 'store'])
      expect((await staff.get(login, '/admin/staff/integrations')).status, login).toBe(403);
  });
});
