import type { Ctx } from '#core/shared';
import { smsOutbox } from '#db/schema';

export type SmsPurpose =
  | 'password_recovery'
  | 'registration_code'
  | 'order_placed'
  | 'order_status'
  | 'back_in_stock'
  | 'review_reply'
  | 'fiscal_receipt';

/** Sends a text message to a normalised phone. Runs inside the caller's transaction when given one. */
export type SmsGateway = {
  send(ctx: Ctx, phone: string, text: string, purpose: SmsPurpose, options?: { wipeAt?: Date }): Promise<void>;
};

/**
 * The default gateway writes the `sms_outbox` table (transactional outbox, ADR 0013): the message
 * is stored in the same transaction as the change it announces, and a provider worker sends it
 * and sets `sent_at`. Tests read the outbox instead of faking a provider. A secret text (a recovery
 * password) carries `wipe_at`: it is blanked then, sent or not (ADR 0035).
 */
export const outboxSmsGateway: SmsGateway = {
  async send(ctx, phone, text, purpose, options) {
    await ctx.db
      .insert(smsOutbox)
      .values({ phone, text, purpose, createdAt: ctx.now, wipeAt: options?.wipeAt ?? null });
  },
};
