import { z } from 'zod';
import { isCertificateNumber, normalizeCertificate } from './certificate-number';
import { defaultTownCode } from './search-towns';

export const maxCartLines = 100;
export const maxQuantity = 999;

/** A positive database id sent as a form string ("12"). */
export const idField = (code: string) =>
  z
    .string()
    .trim()
    .regex(/^[1-9]\d{0,8}$/, code)
    .transform(Number);

/**
 * A choice the shopper may not have made yet (SPEC §4: the checkout re-checks at every stage):
 * missing, "" or "0" → null; otherwise a positive id.
 */
export const optionalIdField = (code: string) =>
  z
    .string()
    .trim()
    .regex(/^(0|[1-9]\d{0,8})?$/, code)
    .transform((v) => (v === '' || v === '0' ? null : Number(v)))
    .optional()
    .transform((v) => v ?? null);

/** Name parts: letters (any alphabet), hyphen, apostrophes, spaces; ≤ 100 (SPEC §5). */
export const nameField = z
  .string()
  .trim()
  .max(100)
  .regex(/^[\p{L}\s'ʼ’-]*$/u, 'name_invalid');

const lineId = z.union([
  z.number().int().min(1).max(999_999_999),
  z
    .string()
    .regex(/^[1-9]\d{0,8}$/)
    .transform(Number),
]);
const lineQuantity = z.union([
  z.number().int().min(1).max(maxQuantity),
  z
    .string()
    .regex(/^[1-9]\d{0,2}$/)
    .transform(Number),
]);

const cartLines = z
  .array(z.strictObject({ id: lineId, quantity: lineQuantity }))
  .max(maxCartLines)
  .refine((lines) => new Set(lines.map((l) => l.id)).size === lines.length);

/** SPEC §7 `cart`: a JSON string `[{id, quantity}]`, ≤ 100 distinct goods, quantity 1–999; one error code. */
export const cartField = z
  .string()
  .max(10_000, 'cart_invalid')
  .transform((text, issue) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const result = cartLines.safeParse(parsed);
    if (result.success) return result.data;
    issue.addIssue({ code: 'custom', message: 'cart_invalid' });
    return z.NEVER;
  });

/** Fields of POST /site/ordernew/create/check (SPEC §7 plus the designed optional ones, ADR 0020). */
export const checkOrderFields = {
  deliveryMethod: optionalIdField('delivery_invalid'),
  selectedDepartment: z.string().trim().max(100).optional().default(''),
  paymentMethod: optionalIdField('payment_invalid'),
  cart: cartField,
  promo_code: z
    .string()
    .trim()
    .max(50)
    .regex(/^[\p{L}\d_-]*$/u, 'promo_invalid')
    .optional()
    .default(''),
  townCode: z
    .string()
    .trim()
    .regex(/^\d{10}$/, 'town_code_invalid')
    .optional()
    .default(defaultTownCode),
  certificate: z
    .string()
    .max(40, 'certificate_invalid')
    .transform(normalizeCertificate)
    .refine((n) => n === '' || isCertificateNumber(n), 'certificate_invalid')
    .optional()
    .default(''),
  recipient_first_name: nameField.optional().default(''),
  recipient_last_name: nameField.optional().default(''),
  recipient_second_name: nameField.optional().default(''),
  /** The customer's phone as typed so far: with it a once-per-customer promo is checked for a guest too (ADR 0076). */
  phone: z.string().trim().max(25).optional().default(''),
  street: z.string().trim().max(200).optional().default(''),
  house: z.string().trim().max(20).optional().default(''),
  flat: z.string().trim().max(20).optional().default(''),
  /** Instalments (SPEC §9): the bank ("privat" | "mono") and the number of payments. */
  bank: z.enum(['', 'privat', 'mono'], { error: 'credit_bank_invalid' }).optional().default(''),
  parts: z
    .string()
    .trim()
    .regex(/^(|[1-9]\d?)$/, 'credit_parts_invalid')
    .transform((v) => (v === '' ? null : Number(v)))
    .optional()
    .transform((v) => v ?? null),
};

export const checkOrderInput = z.strictObject(checkOrderFields);
export type CheckOrderInput = z.output<typeof checkOrderInput>;
