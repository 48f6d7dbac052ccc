import { z } from 'zod';
import { paymentProviderEntry } from '../provider-entry';
import { liqpayProvider } from './liqpay';

/** LiqPay, the card acquirer when its keys are set (ADR 0097): its settings and how it is built. */
export const liqpayEntry = paymentProviderEntry({
  name: 'liqpay',
  title: 'LiqPay',
  slot: 'card',
  callbackPath: '/payments/liqpay/callback',
  settings: z.object({
    /**
     * LiqPay card payments (ADR 0097): the merchant's keys (both or neither); the API root
     * may point at a local LiqPay (tests, e2e); `LIQPAY_SANDBOX=1` accepts LiqPay's test payments.
     * With LiqPay's keys set it is the card acquirer, else monobank with a token, else the demo page.
     */
    LIQPAY_PUBLIC_KEY: z.string().min(1).optional(),
    LIQPAY_PRIVATE_KEY: z.string().min(1).optional(),
    LIQPAY_API_URL: z
      .url({ protocol: /^https?$/ })
      .regex(/\/$/, 'must end with /')
      .optional(),
    LIQPAY_SANDBOX: z.enum(['0', '1']).default('0'),
  }),
  requiredKeys: ['LIQPAY_PUBLIC_KEY', 'LIQPAY_PRIVATE_KEY'],
  partialMessage: 'LiqPay needs both LIQPAY_PUBLIC_KEY and LIQPAY_PRIVATE_KEY',
  // An attempt's later LiqPay events are not held to its first payment_id (each LiqPay operation may carry its own).
  providerIdMayChange: true,
  create: (s, { fetch }) =>
    liqpayProvider({
      publicKey: s.LIQPAY_PUBLIC_KEY ?? '',
      privateKey: s.LIQPAY_PRIVATE_KEY ?? '',
      ...(s.LIQPAY_API_URL ? { apiUrl: s.LIQPAY_API_URL } : {}),
      sandbox: s.LIQPAY_SANDBOX === '1',
      fetch,
    }),
  productionRefusals: (s) =>
    s.LIQPAY_SANDBOX === '1' && s.LIQPAY_PUBLIC_KEY
      ? ["LIQPAY_SANDBOX=1 takes LiqPay's test payments as paid: unset it"]
      : [],
});
