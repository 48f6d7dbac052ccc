import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { changedFields, line, type SaveResult } from '#core/content';
import { type Ctx, idSchema } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { deliveryMethods, paymentMethods } from '#db/schema';

/** The texts of a delivery or payment method checkout shows (SPEC §3: title, message). */
export const methodTextsInput = z.object({
  kind: z.enum(['delivery', 'payment']),
  id: idSchema(),
  titleUa: line(200),
  titleRu: line(200),
  messageUa: z.string().trim().max(2_000).default(''),
  messageRu: z.string().trim().max(2_000).default(''),
});
export type MethodTextsInput = z.input<typeof methodTextsInput>;

/**
 * Edits a delivery or payment method's titles and messages (area `content`), audited with what
 * changed. Only texts: codes, carriers, fields and which payments go with which delivery are rules
 * of checkout (core), not content. Checkout reads methods fresh, so nothing is cached to drop.
 */
export async function saveMethodTexts(ctx: Ctx, actor: StaffView, input: MethodTextsInput): Promise<SaveResult> {
  requireArea(actor, 'content');
  const parsed = methodTextsInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', issues: parsed.error.issues };
  const { kind, id, ...texts } = parsed.data;
  const table = kind === 'delivery' ? deliveryMethods : paymentMethods;
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        titleUa: table.titleUa,
        titleRu: table.titleRu,
        messageUa: table.messageUa,
        messageRu: table.messageRu,
      })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!before) return { ok: false, error: 'not_found' } as const;
    await tx.update(table).set(texts).where(eq(table.id, id));
    const change = changedFields(before, texts);
    await recordAudit(
      { ...ctx, db: tx },
      { kind: 'staff', staff: actor },
      {
        action: `${kind}_method.update`,
        entity: `${kind}_method`,
        entityId: id,
        before: change.before,
        after: change.after,
      },
    );
    return { ok: true, id } as const;
  });
}
