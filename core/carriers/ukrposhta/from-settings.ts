import type { CarrierAdapter } from '../carrier';
import { meestCarrier } from '../meest/meest';
import { ukrposhtaCarrier } from './ukrposhta';

/** The server's settings as np's registry passes them (`CarrierFactory` of core/carriers/registry.ts, ADR 0104). */
type Settings = { readonly [key: string]: unknown };
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Ukrposhta when `UKRPOSHTA_BEARER` and `UKRPOSHTA_TOKEN` are set: one line in the registry's
 * factories. Status tracking and the address classifier take their own Bearers when set
 * (`UKRPOSHTA_TRACKING_BEARER`, `UKRPOSHTA_CLASSIFIER_BEARER`), else the eCom one.
 */
export function ukrposhtaFromSettings(s: Settings, fetcher: typeof fetch = fetch): CarrierAdapter | null {
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

/** Meest when `MEEST_LOGIN` and `MEEST_PASSWORD` are set; waybills when the three MEEST_SENDER_* are too. */
export function meestFromSettings(s: Settings, fetcher: typeof fetch = fetch): CarrierAdapter | null {
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

function senderOf(s: Settings) {
  const name = str(s.MEEST_SENDER_NAME);
  const phone = str(s.MEEST_SENDER_PHONE);
  const branchId = str(s.MEEST_SENDER_BRANCH_ID);
  return name && phone && branchId ? { name, phone, branchId } : null;
}
