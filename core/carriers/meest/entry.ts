import { z } from 'zod';
import type { CarrierAdapter } from '../carrier';
import { type CarrierSettings, carrierEntry, settingText as str } from '../carrier-entry';
import { meestCarrier } from './meest';

/** Meest when `MEEST_LOGIN` and `MEEST_PASSWORD` are set; waybills when the three MEEST_SENDER_* are too. */
export function meestFromSettings(s: CarrierSettings, fetcher: typeof fetch = fetch): CarrierAdapter | null {
  const login = str(s.MEEST_LOGIN);
  const password = str(s.MEEST_PASSWORD);
  if (!login || !password) return null;
  return meestCarrier({
    apiUrl: str(s.MEEST_API_URL) ?? 'https://api.meest.com/v3.0/openAPI/',
    login,
    password,
    sender: senderOf(s),
    fetch: fetcher,
  });
}

function senderOf(s: CarrierSettings) {
  const name = str(s.MEEST_SENDER_NAME);
  const phone = str(s.MEEST_SENDER_PHONE);
  const branchId = str(s.MEEST_SENDER_BRANCH_ID);
  return name && phone && branchId ? { name, phone, branchId } : null;
}

/** Meest Express API v3.0: its settings and how it is built. */
export const meestEntry = carrierEntry({
  code: 'meest',
  settings: z.object({
    /**
     * Meest Express API v3.0: the login and password (both or neither) and the API root.
     * Waybills need the shop as sender (Meest's `parcel` requires the sender's name, phone
     * and, handing in at a branch, its branchID); without all three directories and tariffs work.
     */
    MEEST_LOGIN: z.string().min(1).max(200).optional(),
    MEEST_PASSWORD: z.string().min(1).max(200).optional(),
    MEEST_SENDER_NAME: z.string().trim().min(1).max(200).optional(),
    MEEST_SENDER_PHONE: z
      .string()
      .regex(/^\+?380\d{9}$/)
      .optional(),
    MEEST_SENDER_BRANCH_ID: z.string().min(1).max(64).optional(),
    MEEST_API_URL: z
      .url({ protocol: /^https?$/ })
      .regex(/\/$/, 'must end with /')
      .default('https://api.meest.com/v3.0/openAPI/'),
  }),
  together: [['MEEST_LOGIN', 'MEEST_PASSWORD']],
  create: meestFromSettings,
});
