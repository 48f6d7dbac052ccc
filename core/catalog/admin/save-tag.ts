import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { tagIds } from '#core/catalog';
import { type Ctx, idSchema } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { goods, goodTags, tags } from '#db/schema';
import { fieldChanges } from './changes';
import { type DictionaryError, slugField, titleField } from './dictionary-input';
import { getAdminTag } from './list-tags';
import { uniqueSlug } from './unique-slug';

export const tagInput = z.strictObject({
  id: idSchema().optional(),
  slug: slugField,
  titleUa: titleField,
  titleRu: titleField,
  /** Its goods by code, in the order shown (home sections, tag pages); absent leaves them as they are. */
  goodCodes: z.array(z.string().trim().min(1).max(40)).max(5000).optional(),
});
export type TagInput = z.input<typeof tagInput>;

export type SaveTagResult =
  | { ok: true; id: number }
  | DictionaryError
  | { ok: false; error: 'tag_slug_fixed' }
  | { ok: false; error: 'goods_not_found'; codes: string[] };

/** The tags whose pages have fixed addresses (`/hits`, `/novelty`, `/discounts`): their slugs stay. */
const fixed = new Map<number, string>(Object.entries(tagIds).map(([slug, id]) => [id, slug]));

/**
 * Creates or edits a tag and, when given, its goods in order, audited. A new tag takes
 * the next free id; the three tags with fixed pages keep their slugs. The tables' triggers drop
 * the caches (`*` for the tag, `tag:` / `tag-list:` for its goods; ADR 0080). Content editors and admins.
 */
export async function saveTag(ctx: Ctx, actor: StaffView, input: TagInput): Promise<SaveTagResult> {
  requireArea(actor, 'catalog');
  const parsed = tagInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', issues: parsed.error.issues };
  const { id, goodCodes, ...v } = parsed.data;
  return ctx.db.transaction(async (db): Promise<SaveTagResult> => {
    const tx = { ...ctx, db };
    const before = id === undefined ? null : await getAdminTag(tx, actor, id);
    if (id !== undefined && !before) return { ok: false, error: 'not_found' };
    const fixedSlug = id === undefined ? undefined : fixed.get(id);
    if (fixedSlug && v.slug && v.slug !== fixedSlug) return { ok: false, error: 'tag_slug_fixed' };
    const slug = fixedSlug ? { ok: true as const, slug: fixedSlug } : await uniqueSlug(tx, tags, id, v.slug, v.titleUa);
    if (!slug.ok) return slug;
    let members: { id: number; extId: string }[] | undefined;
    if (goodCodes) {
      const codes = [...new Set(goodCodes)];
      const found = codes.length
        ? await db.select({ id: goods.id, extId: goods.extId }).from(goods).where(inArray(goods.extId, codes))
        : [];
      const byCode = new Map(found.map((g) => [g.extId, g]));
      const missing = codes.filter((c) => !byCode.has(c));
      if (missing.length) return { ok: false, error: 'goods_not_found', codes: missing.slice(0, 20) };
      members = codes.map((c) => byCode.get(c) as { id: number; extId: string });
    }
    const fields = { titleUa: v.titleUa, titleRu: v.titleRu, slug: slug.slug };
    const was = before ? { ...before, goods: before.goods.map((g) => g.extId) } : {};
    const changes = fieldChanges(was, { ...fields, ...(members ? { goods: members.map((g) => g.extId) } : {}) });
    if (!changes) return { ok: true, id: id as number };
    let savedId: number;
    if (!before) {
      const [next] = await db.select({ id: sql<number>`coalesce(max(${tags.id}), 0) + 1` }).from(tags);
      savedId = Number(next?.id ?? 1);
      await db.insert(tags).values({ id: savedId, ...fields });
    } else {
      savedId = before.id;
      if (fieldChanges(before, fields)) await db.update(tags).set(fields).where(eq(tags.id, savedId));
    }
    if (members) {
      const keep = new Set(members.map((g) => g.id));
      const gone = (before?.goods ?? []).filter((g) => !keep.has(g.id)).map((g) => g.id);
      if (gone.length)
        await db.delete(goodTags).where(sql`${goodTags.tagId} = ${savedId} and ${inArray(goodTags.goodId, gone)}`);
      if (members.length)
        await db
          .insert(goodTags)
          .values(members.map((g, position) => ({ tagId: savedId, goodId: g.id, position })))
          .onConflictDoUpdate({ target: [goodTags.tagId, goodTags.goodId], set: { position: sql`excluded.position` } });
    }
    await recordAudit(
      tx,
      { kind: 'staff', staff: actor },
      {
        action: before ? 'tag.update' : 'tag.create',
        entity: 'tag',
        entityId: savedId,
        before: before ? changes.before : null,
        after: changes.after,
      },
    );
    return { ok: true, id: savedId };
  });
}
