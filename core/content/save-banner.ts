import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { type Ctx, idSchema } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { banners } from '#db/schema';
import { changedFields, line, link, picture, type SaveResult, withOpenPeriod } from './staff-fields';

/** A banner of the header (`top`: image, link, background colour) or of the home slider (SPEC §2). */
export const bannerInput = withOpenPeriod(
  z.object({
    id: idSchema().optional(),
    place: z.enum(['top', 'home']),
    titleUa: line(200),
    titleRu: line(200),
    image: picture,
    link: link.nullable().default(null),
    bgColor: z
      .string()
      .regex(/^#[0-9a-f]{6}$/i, 'colour_invalid')
      .nullable()
      .default(null),
    /** Lower first. */
    position: z.number().int().min(0).max(10_000).default(0),
    startsAt: z.date().nullable().default(null),
    endsAt: z.date().nullable().default(null),
  }),
);
export type BannerInput = z.input<typeof bannerInput>;

/**
 * Creates or edits a banner (area `content`), audited with what changed. The storefront's banner
 * memos and cached pages drop it through the change feed (`banners:{place}`, ADR 0095).
 */
export async function saveBanner(ctx: Ctx, actor: StaffView, input: BannerInput): Promise<SaveResult> {
  requireArea(actor, 'content');
  const parsed = bannerInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', issues: parsed.error.issues };
  const { id, ...fields } = parsed.data;
  return ctx.db.transaction(async (tx) => {
    const audit = (action: string, entityId: number, before: unknown, after: unknown) =>
      recordAudit(
        { ...ctx, db: tx },
        { kind: 'staff', staff: actor },
        { action, entity: 'banner', entityId, before, after },
      );
    if (id === undefined) {
      const [row] = await tx.insert(banners).values(fields).returning();
      if (!row) throw new Error('banner not inserted');
      await audit('banner.create', row.id, null, row);
      return { ok: true, id: row.id } as const;
    }
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    if (!before) return { ok: false, error: 'not_found' } as const;
    const [after] = await tx.update(banners).set(fields).where(eq(banners.id, id)).returning();
    if (!after) throw new Error('banner not updated');
    const change = changedFields(before, after);
    await audit('banner.update', id, change.before, change.after);
    return { ok: true, id } as const;
  });
}
