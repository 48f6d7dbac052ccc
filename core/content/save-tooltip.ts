import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Ctx, idSchema } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { tooltips } from '#db/schema';
import { changedFields, line, link, type SaveResult, withOpenPeriod } from './staff-fields';

/** An event tooltip below the header, closable by the shopper (SPEC §2, §3 Tooltip). */
export const tooltipInput = withOpenPeriod(
  z.object({
    id: idSchema().optional(),
    textUa: line(300),
    textRu: line(300),
    link: link.nullable().default(null),
    startsAt: z.date().nullable().default(null),
    endsAt: z.date().nullable().default(null),
  }),
);
export type TooltipInput = z.input<typeof tooltipInput>;

/** Creates or edits a header tooltip (area `content`), audited; pages drop it by `tooltips` (ADR 0095). */
export async function saveTooltip(ctx: Ctx, actor: StaffView, input: TooltipInput): Promise<SaveResult> {
  requireArea(actor, 'content');
  const parsed = tooltipInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', issues: parsed.error.issues };
  const { id, ...fields } = parsed.data;
  return ctx.db.transaction(async (tx) => {
    const audit = (action: string, entityId: number, before: unknown, after: unknown) =>
      recordAudit(
        { ...ctx, db: tx },
        { kind: 'staff', staff: actor },
        { action, entity: 'tooltip', entityId, before, after },
      );
    if (id === undefined) {
      const [row] = await tx.insert(tooltips).values(fields).returning();
      if (!row) throw new Error('tooltip not inserted');
      await audit('tooltip.create', row.id, null, row);
      return { ok: true, id: row.id } as const;
    }
    const [before] = await tx.select().from(tooltips).where(eq(tooltips.id, id)).for('update');
    if (!before) return { ok: false, error: 'not_found' } as const;
    const [after] = await tx.update(tooltips).set(fields).where(eq(tooltips.id, id)).returning();
    if (!after) throw new Error('tooltip not updated');
    const change = changedFields(before, after);
    await audit('tooltip.update', id, change.before, change.after);
    return { ok: true, id } as const;
  });
}
