import { z } from 'zod';
import { paymentProviderEntry } from '../provider-entry';
import { privatPartsProvider } from './provider';

/** PrivatBank "Оплата частинами", the PrivatBank instalments slot (ADR 0098). */
export const privatPartsEntry = paymentProviderEntry({
  name: 'privat_parts',
  title: 'ПриватБанк «Оплата частинами»',
  slot: 'privat',
  callbackPath: '/payments/privat/callback',
  settings: z.object({
    /**
     * PrivatBank "Оплата частинами" (ADR 0098): the store's id and password from the bank's
     * cabinet (both or neither); without them instalments through PrivatBank use the demo page.
     * PRIVAT_PARTS_API_URL overrides the API base (…/ipp/v2/), e.g. for a test bank.
     */
    PRIVAT_PARTS_STORE_ID: z.string().min(1).max(100).optional(),
    PRIVAT_PARTS_PASSWORD: z.string().min(1).max(200).optional(),
    PRIVAT_PARTS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  }),
  requiredKeys: ['PRIVAT_PARTS_STORE_ID', 'PRIVAT_PARTS_PASSWORD'],
  create: (s, { fetch, parts }) =>
    privatPartsProvider({
      storeId: s.PRIVAT_PARTS_STORE_ID ?? '',
      password: s.PRIVAT_PARTS_PASSWORD ?? '',
      apiUrl: s.PRIVAT_PARTS_API_URL,
      parts,
      fetch,
    }),
});
