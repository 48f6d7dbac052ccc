import { z } from 'zod';
import { type Ctx, idSchema } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { saveAudited } from './audited-record';
import { line, link, type SaveResult, withOpenPeriod } from './staff-fields';

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
  return saveAudited(ctx, actor, 'tooltip', id, fields);
}
