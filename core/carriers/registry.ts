import type { CarrierAdapter, CarrierCode } from './carrier';
import { demoCarrier } from './demo';
import { defaultNovaPoshtaUrl, novaPoshtaCarrier } from './nova-poshta';
import { meestFromSettings, ukrposhtaFromSettings } from './ukrposhta';

/** The server's settings (server/env.ts, zod-checked there); each factory reads its own keys. */
export type CarrierSettings = { readonly [key: string]: unknown };

/** An adapter when its settings are present, else null. */
export type CarrierFactory = (settings: CarrierSettings, fetcher: typeof fetch) => CarrierAdapter | null;

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

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

/** One line per carrier (issue 21): Ukrposhta and Meest add theirs here. */
const factories: CarrierFactory[] = [novaPoshtaFromSettings, ukrposhtaFromSettings, meestFromSettings];

export type Carriers = {
  /** The configured carriers, or the demo carrier alone when none is. */
  list: readonly CarrierAdapter[];
  get(code: CarrierCode): CarrierAdapter | null;
  /** True when no carrier is configured: checkout and the back office say "demo". */
  demo: boolean;
};

/** The carriers the settings configure (issue 21, ADR 0104); none → the demo carrier. */
export function createCarriers(settings: CarrierSettings, fetcher: typeof fetch = fetch): Carriers {
  const configured = factories.map((make) => make(settings, fetcher)).filter((a): a is CarrierAdapter => a !== null);
  const list = configured.length ? configured : [demoCarrier()];
  return { list, get: (code) => list.find((a) => a.code === code) ?? null, demo: !configured.length };
}
