import { z } from 'zod';

const text = (max: number) => z.string().max(max).optional().default('').catch('');
const flag = z.enum(['0', '1']).optional().default('0').catch('0');

/**
 * The checkout form as posted (SPEC §3 Order state). Lenient on purpose: a half-filled form is
 * re-rendered, never refused; createOrderInput validates strictly when the order is placed.
 * Method fields the order does not store (bank, company…) arrive as `f_<name>`.
 */
export const checkoutState = z.object({
  idempotency_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/)
    .optional()
    .catch(undefined),
  phone: text(25),
  first_name: text(100),
  last_name: text(100),
  second_name: text(100),
  email: text(100),
  town_q: text(100),
  townCode: z
    .string()
    .regex(/^\d{10}$/)
    .optional()
    .default('')
    .catch(''),
  deliveryMethod: text(12),
  selectedDepartment: text(100),
  dep_q: text(100),
  street: text(200),
  house: text(20),
  flat: text(20),
  paymentMethod: text(12),
  other_recipient: flag,
  recipient_first_name: text(100),
  recipient_last_name: text(100),
  recipient_second_name: text(100),
  recipient_phone: text(25),
  comment: text(1000),
  call_back: flag,
  promo_code: text(50),
  certificate: text(40),
  /** The total to pay the page showed when the shopper pressed "place" (kopiyky, ADR 0119). */
  shown_total: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional()
    .catch(undefined),
  promo_seen: text(50),
  cert_seen: text(40),
  extra: z.record(z.string(), z.string().max(200)).optional().default({}).catch({}),
});
export type CheckoutState = z.output<typeof checkoutState>;

/** Reads the posted form: known fields, plus `f_*` method fields gathered into `extra`. */
export function readCheckoutState(form: FormData): CheckoutState {
  const entries = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;
  const extra = Object.fromEntries(
    Object.entries(entries)
      .filter(([k]) => /^f_[a-z_]{1,40}$/.test(k))
      .slice(0, 20)
      .map(([k, v]) => [k.slice(2), v.slice(0, 200)]),
  );
  return checkoutState.parse({ ...entries, extra });
}

/** The empty form: no choices yet (the first ones are taken), contacts from the profile if any. */
export function initialState(values: Partial<CheckoutState>): CheckoutState {
  return checkoutState.parse(values);
}
