import { z } from 'zod';
import { type CarrierFactory, carrierEntry, settingText as str } from '../carrier-entry';
import { defaultNovaPoshtaUrl } from './client';
import { novaPoshtaCarrier } from './nova-poshta';

/** Nova Poshta when `NOVA_POSHTA_API_KEY` is set; the sender (for waybills) when all five are. */
export const novaPoshtaFromSettings: CarrierFactory = (s, fetcher) => {
  const apiKey = str(s.NOVA_POSHTA_API_KEY);
  if (!apiKey) return null;
  const sender = {
    ref: str(s.NOVA_POSHTA_SENDER_REF),
    contactRef: str(s.NOVA_POSHTA_SENDER_CONTACT_REF),
    phone: str(s.NOVA_POSHTA_SENDER_PHONE),
    cityRef: str(s.NOVA_POSHTA_SENDER_CITY_REF),
    addressRef: str(s.NOVA_POSHTA_SENDER_ADDRESS_REF),
  };
  const complete = Object.values(sender).every((v) => v !== null);
  return novaPoshtaCarrier({
    apiKey,
    apiUrl: str(s.NOVA_POSHTA_API_URL) ?? defaultNovaPoshtaUrl,
    sender: complete ? (sender as { [K in keyof typeof sender]: string }) : null,
    fetch: fetcher,
  });
};

/** Nova Poshta API 2.0 (ADR 0104): its settings and how it is built. */
export const novaPoshtaEntry = carrierEntry({
  code: 'nova_poshta',
  settings: z.object({
    /**
     * Nova Poshta API 2.0 (ADR 0104): the key turns the nightly directory sync and tariffs
     * on; the five SENDER settings (the shop's counterparty, contact person, phone 380XXXXXXXXX,
     * CityRef and the warehouse it hands parcels in at) are needed for waybills. Without a key the
     * demo carrier keeps the seeder's demo directories.
     */
    NOVA_POSHTA_API_KEY: z.string().min(8).optional(),
    NOVA_POSHTA_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.novaposhta.ua/v2.0/json/'),
    NOVA_POSHTA_SENDER_REF: z.string().min(1).max(64).optional(),
    NOVA_POSHTA_SENDER_CONTACT_REF: z.string().min(1).max(64).optional(),
    NOVA_POSHTA_SENDER_PHONE: z
      .string()
      .regex(/^380\d{9}$/)
      .optional(),
    NOVA_POSHTA_SENDER_CITY_REF: z.string().min(1).max(64).optional(),
    NOVA_POSHTA_SENDER_ADDRESS_REF: z.string().min(1).max(64).optional(),
  }),
  create: novaPoshtaFromSettings,
});
