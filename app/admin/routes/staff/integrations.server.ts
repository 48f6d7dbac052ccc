import type { Services } from '#server/context';
import { demoDoorsAllowed } from '#server/env';

/** What a provider runs on now: its real service, the demo stand-in, or nothing. */
export type IntegrationState = 'configured' | 'demo' | 'off' | 'partial';

export type Integration = {
  group: 'payments' | 'receipts' | 'carriers' | 'exchange';
  name: string;
  /** What the shop uses it for, in a manager's words. */
  purpose: string;
  state: IntegrationState;
  /** What to set to make it real (names only, never values). */
  settings: string[];
  /** Still missing of those settings (empty when configured). */
  missing: string[];
  note?: string;
};

type Env = Services['env'];

const missingOf = (env: Env, names: readonly (keyof Env)[]) => names.filter((n) => !env[n]).map(String);

/**
 * Every provider the shop talks to and whether it is configured or falls back to the demo:
 * read from the server's settings, names only — no value, not even a part of one, leaves
 * here. `demoOpen` is false on a production start without ALLOW_DEMO (ADR 0107): an unconfigured
 * payment is then off, not demo.
 */
export function listIntegrations(env: Env, demoOpen: boolean): Integration[] {
  const fallback: IntegrationState = demoOpen ? 'demo' : 'off';
  const item = (
    group: Integration['group'],
    name: string,
    purpose: string,
    required: readonly (keyof Env)[],
    options: { extra?: readonly (keyof Env)[]; whenMissing?: IntegrationState; note?: string } = {},
  ): Integration => {
    const missing = missingOf(env, required);
    const extraMissing = missingOf(env, options.extra ?? []);
    const state: IntegrationState =
      missing.length === required.length
        ? (options.whenMissing ?? fallback)
        : missing.length
          ? 'partial'
          : 'configured';
    return {
      group,
      name,
      purpose,
      state: state === 'configured' && extraMissing.length ? 'partial' : state,
      settings: [...required, ...(options.extra ?? [])].map(String),
      missing: [...missing, ...(state === 'configured' ? extraMissing : [])],
      ...(options.note ? { note: options.note } : {}),
    };
  };
  const liqpay = Boolean(env.LIQPAY_PUBLIC_KEY && env.LIQPAY_PRIVATE_KEY);
  return [
    item('payments', 'LiqPay', 'Оплата карткою онлайн', ['LIQPAY_PUBLIC_KEY', 'LIQPAY_PRIVATE_KEY'], {
      whenMissing: env.MONOBANK_TOKEN ? 'off' : fallback,
      note: env.LIQPAY_SANDBOX === '1' ? 'Пісочниця: тестові платежі LiqPay (LIQPAY_SANDBOX=1)' : undefined,
    }),
    item('payments', 'monobank (еквайринг)', 'Оплата карткою онлайн, коли LiqPay не налаштовано', ['MONOBANK_TOKEN'], {
      whenMissing: liqpay ? 'off' : fallback,
      note: liqpay && env.MONOBANK_TOKEN ? 'Нові оплати карткою йдуть через LiqPay' : undefined,
    }),
    item('payments', 'ПриватБанк «Оплата частинами»', 'Розстрочка', ['PRIVAT_PARTS_STORE_ID', 'PRIVAT_PARTS_PASSWORD']),
    item('payments', 'monobank «Покупка частинами»', 'Розстрочка', ['MONO_PARTS_STORE_ID', 'MONO_PARTS_SIGN_KEY']),
    item(
      'payments',
      'Реквізити для рахунку',
      'Оплата на рахунок (юрособам)',
      [
        'INVOICE_SELLER_NAME',
        'INVOICE_SELLER_EDRPOU',
        'INVOICE_SELLER_IBAN',
        'INVOICE_SELLER_BANK',
        'INVOICE_SELLER_ADDRESS',
      ],
      { whenMissing: 'demo' },
    ),
    item('receipts', 'Checkbox (ПРРО)', 'Фіскальні чеки оплат карткою і частинами', [
      'CHECKBOX_LICENSE_KEY',
      'CHECKBOX_PIN_CODE',
    ]),
    item('carriers', 'Нова Пошта', 'Відділення, поштомати, тарифи, ТТН, відстеження', ['NOVA_POSHTA_API_KEY'], {
      whenMissing: 'demo',
      extra: [
        'NOVA_POSHTA_SENDER_REF',
        'NOVA_POSHTA_SENDER_CONTACT_REF',
        'NOVA_POSHTA_SENDER_PHONE',
        'NOVA_POSHTA_SENDER_CITY_REF',
        'NOVA_POSHTA_SENDER_ADDRESS_REF',
      ],
    }),
    item('carriers', 'Укрпошта', 'Відділення, тарифи, ТТН, відстеження', ['UKRPOSHTA_BEARER', 'UKRPOSHTA_TOKEN'], {
      whenMissing: 'demo',
      extra: ['UKRPOSHTA_SENDER_UUID'],
    }),
    item('carriers', 'Meest', 'Відділення, тарифи, ТТН, відстеження', ['MEEST_LOGIN', 'MEEST_PASSWORD'], {
      whenMissing: 'off',
      extra: ['MEEST_SENDER_NAME', 'MEEST_SENDER_PHONE', 'MEEST_SENDER_BRANCH_ID'],
    }),
    item(
      'exchange',
      '1С / BAS',
      'Обмін товарами, цінами, залишками і замовленнями',
      ['EXCHANGE_1C_LOGIN', 'EXCHANGE_1C_PASSWORD'],
      { whenMissing: 'off' },
    ),
  ];
}

/** The shop's providers as this start runs them: demo only where the demo doors are open (ADR 0107). */
export const shopIntegrations = (env: Env): Integration[] => listIntegrations(env, demoDoorsAllowed(env));
