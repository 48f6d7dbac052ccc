import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { invoiceSeller, type PaymentSlot, paymentProviders } from '#core/payments';
import { createShipmentCarriers } from '#core/shipments';
import { findDemoStaff } from '#core/staff';
import type { Db } from '#db/client';
import { deliveryMethods, deliveryPayments, paymentMethods } from '#db/schema';
import { type Env, isProductionStart } from './env';
import { createFiscalizer } from './fiscal';
import { paymentDemoFallbacks } from './payment-gateway';

/** The settings that turn a payment slot's providers on, as the operator reads them: "A and B, or C". */
const keysOf = (slot: PaymentSlot) =>
  paymentProviders
    .filter((p) => p.slot === slot)
    .map((p) => p.requiredKeys.join(' and '))
    .join(', or ');

/**
 * What of the demo is still open, one line per problem (ADR 0107). `refusals` stop a production
 * start: published staff credentials and anything about money — an offered payment method whose
 * provider is the demo page, LiqPay's sandbox, demo fiscal receipts where cards or instalments
 * are paid, demo requisites on offered invoices. `warnings` are logged: a carrier left to the
 * demo carrier only makes up tariff estimates and waybill numbers, both marked "демо".
 */
export async function findDemoDoors(db: Db, env: Env): Promise<{ refusals: string[]; warnings: string[] }> {
  const refusals: string[] = [];
  const warnings: string[] = [];
  const demoStaff = await findDemoStaff({ db, locale: 'ua', now: new Date() });
  if (demoStaff.length)
    refusals.push(
      `demo staff sign in with the README's published password${demoStaff.some((s) => s.login === 'admin') ? ' and TOTP secret' : ''}: ` +
        `${demoStaff.map((s) => s.login).join(', ')} — make your admin (npm run staff:create -- --login <login> --name "<name>"), then npm run staff:remove-demo`,
    );

  const offered = await db
    .selectDistinct({ code: paymentMethods.code, fields: paymentMethods.fields })
    .from(paymentMethods)
    .innerJoin(deliveryPayments, eq(deliveryPayments.paymentMethodId, paymentMethods.id))
    .innerJoin(deliveryMethods, eq(deliveryMethods.id, deliveryPayments.deliveryMethodId))
    .where(and(eq(paymentMethods.isActive, true), eq(deliveryMethods.isActive, true)))
    .orderBy(paymentMethods.code);
  const codes = new Set(offered.map((m) => m.code));
  const demo = paymentDemoFallbacks(env);
  if (codes.has('card') && demo.card)
    refusals.push(
      `card payments ("Онлайн карткою") would go to the demo page, whose "Оплатити (демо)" marks the order paid: set ${keysOf('card')}`,
    );
  const credit = offered.find((m) => m.code === 'credit');
  if (credit) {
    const banks = offeredBanks(credit.fields);
    if (banks.has('privat') && demo.privat)
      refusals.push(`instalments through PrivatBank would go to the demo page: set ${keysOf('privat')}`);
    if (banks.has('mono') && demo.mono)
      refusals.push(`instalments through monobank would go to the demo page: set ${keysOf('mono')}`);
  }
  for (const provider of paymentProviders) refusals.push(...(provider.productionRefusals?.(env) ?? []));
  // Law 265/95-ВР: every card and instalment payment gets a fiscal receipt (ADR 0099).
  const takesCards = codes.has('card') || codes.has('credit') || !(demo.card && demo.privat && demo.mono);
  if (takesCards && createFiscalizer(env).demo)
    refusals.push(
      'fiscal receipts of card and instalment payments would be demo ones ("Демо-чек, не фіскальний"): set CHECKBOX_LICENSE_KEY and CHECKBOX_PIN_CODE',
    );
  if (codes.has('invoice') && invoiceSeller(env).demo) {
    const missing = (
      [
        'INVOICE_SELLER_NAME',
        'INVOICE_SELLER_EDRPOU',
        'INVOICE_SELLER_IBAN',
        'INVOICE_SELLER_BANK',
        'INVOICE_SELLER_ADDRESS',
      ] as const
    ).filter((name) => !env[name]);
    refusals.push(`bank-transfer invoices would print the demo requisites: set ${missing.join(', ')}`);
  }

  const carriers = await db
    .selectDistinct({ carrier: deliveryMethods.carrier })
    .from(deliveryMethods)
    .where(eq(deliveryMethods.isActive, true))
    .orderBy(deliveryMethods.carrier);
  const shipments = createShipmentCarriers(env);
  for (const { carrier } of carriers) {
    if (carrier === 'nova_poshta' && shipments('nova_poshta').demo)
      warnings.push(
        'Nova Poshta deliveries use the demo carrier (tariffs "орієнтовно (демо)", DEMO waybills, the seeded departments): set NOVA_POSHTA_API_KEY',
      );
    if (carrier === 'ukrposhta' && shipments('ukrposhta').demo)
      warnings.push(
        'Ukrposhta deliveries use the demo carrier (tariffs "орієнтовно (демо)", DEMO waybills): set UKRPOSHTA_BEARER and UKRPOSHTA_TOKEN',
      );
  }
  return { refusals, warnings };
}

/** The credit method's banks: its `bank` field's choices (PrivatBank alone when it has none, as checkout reads it). */
function offeredBanks(fields: { name: string; values?: { value: string }[] }[]): Set<string> {
  const values = fields.find((f) => f.name === 'bank')?.values?.map((v) => v.value) ?? [];
  return new Set(values.length ? values.map((v) => (v === 'mono' ? 'mono' : 'privat')) : ['privat']);
}

/** A production start refused because demo doors are open; its message is the lines to print. */
export class DemoDoorsOpenError extends Error {
  constructor(readonly refusals: string[]) {
    super(
      [
        'Refusing a production start (https PUBLIC_URL or NODE_ENV=production) while the demo is open:',
        ...refusals.map((line) => `  ${line}`),
        'Going live: README, "Going live". To run the demo on this address anyway: ALLOW_DEMO=1.',
      ].join('\n'),
    );
    this.name = 'DemoDoorsOpenError';
  }
}

/**
 * Run once per start after migrations and the demo seed, before anything listens (ADR 0107):
 * on a production start, throws DemoDoorsOpenError while a refusal holds, unless ALLOW_DEMO=1 —
 * then each is logged as a warning, at every start. Warnings are logged on production starts.
 */
export async function guardDemoDoors(db: Db, env: Env, log: Logger): Promise<void> {
  if (!isProductionStart(env)) return;
  const { refusals, warnings } = await findDemoDoors(db, env);
  if (refusals.length && env.ALLOW_DEMO !== '1') throw new DemoDoorsOpenError(refusals);
  if (env.ALLOW_DEMO === '1')
    log.warn(
      { doors: refusals.length },
      refusals.length
        ? 'ALLOW_DEMO=1: THIS PRODUCTION START SERVES THE DEMO — anyone may sign in as demo staff or pay on the demo page'
        : 'ALLOW_DEMO=1 is set on a production start; nothing of the demo is open now',
    );
  for (const line of refusals) log.warn(`ALLOW_DEMO=1, demo open: ${line}`);
  for (const line of warnings) log.warn(`demo: ${line}`);
}
