import { z } from 'zod';
import { normalizePhone } from '#core/accounts';
import { checkOrderFields, nameField } from '#core/checkout';

const phone = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(25, 'order_phone_invalid')
    .transform((value, issue) => {
      const normalized = normalizePhone(value);
      if (normalized) return normalized;
      issue.addIssue({ code: 'custom', message: 'order_phone_invalid' });
      return z.NEVER;
    });
const flag = z.enum(['0', '1']).optional().default('0');

/**
 * POST /site/ordernew/create (designed, ADR 0023): everything check takes, the customer
 * (SPEC §3 user), another recipient, call_back, comment and a required idempotency key.
 */
export const createOrderInput = z
  .strictObject({
    ...checkOrderFields,
    phone: phone('order_phone_required'),
    first_name: z.string({ error: 'order_first_name_required' }).pipe(nameField.min(1, 'order_first_name_required')),
    last_name: z.string({ error: 'order_last_name_required' }).pipe(nameField.min(1, 'order_last_name_required')),
    second_name: nameField.optional().default(''),
    email: z
      .string()
      .trim()
      .max(100)
      .regex(/^$|^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/, 'order_email_invalid')
      .optional()
      .default(''),
    other_recipient: flag,
    recipient_phone: z.string().trim().max(25).optional().default(''),
    /** SPEC §3 call_back: "1" = no confirmation call needed. */
    call_back: flag,
    comment: z.string().trim().max(1000).optional().default(''),
    /** Bank transfer: the company the invoice is made out to and its EDRPOU / tax number. */
    company: z.string().trim().max(200, 'company_invalid').optional().default(''),
    edrpou: z
      .string()
      .trim()
      .regex(/^(|\d{8}|\d{10})$/, 'edrpou_invalid')
      .optional()
      .default(''),
    idempotency_key: z
      .string({ error: 'idempotency_key_invalid' })
      .regex(/^[A-Za-z0-9_-]{8,100}$/, 'idempotency_key_invalid'),
  })
  .superRefine((input, issue) => {
    if (input.other_recipient !== '1') return;
    for (const field of ['recipient_first_name', 'recipient_last_name'] as const)
      if (!input[field]) issue.addIssue({ code: 'custom', path: [field], message: 'recipient_required' });
    if (!normalizePhone(input.recipient_phone))
      issue.addIssue({ code: 'custom', path: ['recipient_phone'], message: 'order_phone_invalid' });
  });

export type CreateOrderInput = z.output<typeof createOrderInput>;
