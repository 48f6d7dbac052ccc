import { z } from 'zod';
import { paymentProviderEntry } from '../provider-entry';
import { monobankProvider } from './monobank';

/** monobank acquiring, the card acquirer when LiqPay is not configured (ADR 0097). */
export const monobankEntry = paymentProviderEntry({
  name: 'monobank',
  title: 'monobank',
  slot: 'card',
  callbackPath: '/payments/monobank/webhook',
  settings: z.object({
    /** monobank acquiring (ADR 0097): the merchant's X-Token and an optional API root (a local monobank). */
    MONOBANK_TOKEN: z.string().min(1).optional(),
    MONOBANK_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  }),
  requiredKeys: ['MONOBANK_TOKEN'],
  create: (s, { fetch }) =>
    monobankProvider({
      token: s.MONOBANK_TOKEN ?? '',
      ...(s.MONOBANK_API_URL ? { apiUrl: s.MONOBANK_API_URL } : {}),
      fetch,
    }),
});
