import { z } from 'zod';
import { paymentProviderEntry } from '../provider-entry';
import { monoPartsProvider } from './provider';

/** monobank "Покупка частинами", the monobank instalments slot (ADR 0098). */
export const monoPartsEntry = paymentProviderEntry({
  name: 'mono_parts',
  title: 'monobank «Покупка частинами»',
  slot: 'mono',
  callbackPath: '/payments/mono-parts/callback',
  settings: z.object({
    /** monobank "Покупка частинами" (ADR 0098): the store id and the signing key (both or neither); the API origin override. */
    MONO_PARTS_STORE_ID: z.string().min(1).max(100).optional(),
    MONO_PARTS_SIGN_KEY: z.string().min(1).max(500).optional(),
    MONO_PARTS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  }),
  requiredKeys: ['MONO_PARTS_STORE_ID', 'MONO_PARTS_SIGN_KEY'],
  create: (s, { fetch, parts }) =>
    monoPartsProvider({
      storeId: s.MONO_PARTS_STORE_ID ?? '',
      signKey: s.MONO_PARTS_SIGN_KEY ?? '',
      apiUrl: s.MONO_PARTS_API_URL,
      parts,
      fetch,
    }),
});
