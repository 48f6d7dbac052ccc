import { z } from 'zod';
import type { CarrierAdapter } from '../carrier';
import { type CarrierSettings, carrierEntry, settingText as str } from '../carrier-entry';
import { ukrposhtaCarrier } from './ukrposhta';

/**
 * Ukrposhta when `UKRPOSHTA_BEARER` and `UKRPOSHTA_TOKEN` are set. Status tracking and the address
 * classifier take their own Bearers when set (`UKRPOSHTA_TRACKING_BEARER`,
 * `UKRPOSHTA_CLASSIFIER_BEARER`), else the eCom one.
 */
export function ukrposhtaFromSettings(s: CarrierSettings, fetcher: typeof fetch = fetch): CarrierAdapter | null {
  const bearer = str(s.UKRPOSHTA_BEARER);
  const token = str(s.UKRPOSHTA_TOKEN);
  if (!bearer || !token) return null;
  return ukrposhtaCarrier({
    apiUrl: str(s.UKRPOSHTA_API_URL) ?? 'https://www.ukrposhta.ua/ecom/0.0.1/',
    bearer,
    trackingBearer: str(s.UKRPOSHTA_TRACKING_BEARER),
    classifierBearer: str(s.UKRPOSHTA_CLASSIFIER_BEARER),
    token,
    senderUuid: str(s.UKRPOSHTA_SENDER_UUID),
    fetch: fetcher,
  });
}

/** Ukrposhta eCom (ADR 0105): its settings and how it is built. */
export const ukrposhtaEntry = carrierEntry({
  code: 'ukrposhta',
  settings: z.object({
    /**
     * Ukrposhta eCom: the Bearer and the counterparty token (both or neither; without them
     * the demo carrier answers for Ukrposhta), the API root, and the shop's sender client for waybills.
     * Status tracking and the address classifier have Bearers of their own (ADR 0105
     * amendment): unset, they fall back to UKRPOSHTA_BEARER.
     */
    UKRPOSHTA_BEARER: z.string().min(8).optional(),
    UKRPOSHTA_TOKEN: z.string().min(8).optional(),
    UKRPOSHTA_TRACKING_BEARER: z.string().min(8).optional(),
    UKRPOSHTA_CLASSIFIER_BEARER: z.string().min(8).optional(),
    UKRPOSHTA_API_URL: z
      .url({ protocol: /^https?$/ })
      .regex(/\/$/, 'must end with /')
      .default('https://www.ukrposhta.ua/ecom/0.0.1/'),
    UKRPOSHTA_SENDER_UUID: z.string().min(1).max(100).optional(),
  }),
  together: [['UKRPOSHTA_BEARER', 'UKRPOSHTA_TOKEN']],
  create: ukrposhtaFromSettings,
});
