import { z } from 'zod';
import { type Ctx, idSchema } from '#core/shared';
import { requireArea, type StaffView } from '#core/staff';
import { saveAudited } from './audited-record';
import { line, link, picture, type SaveResult, withOpenPeriod } from './staff-fields';

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
  return saveAudited(ctx, actor, 'banner', id, fields);
}
