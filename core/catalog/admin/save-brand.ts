import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { sanitizeRichText } from '#core/content';
import { type Ctx, idSchema } from '#core/shared';
import { recordAudit, requireArea, type StaffView } from '#core/staff';
import { brands } from '#db/schema';
import { fieldChanges } from './changes';
import { addressField, type DictionaryError, slugField } from './dictionary-input';
import { uniqueSlug } from './unique-slug';

export const brandInput = z.strictObject({
  id: idSchema().optional(),
  slug: slugField,
  /** Brand names are not translated (one title). */
  title: z.string().trim().min(1).max(200),
  country: z
    .string()
    .trim()
    .max(100)
    .transform((v) => v || null)
    .nullable()
    .default(null),
  logo: addressField,
  descriptionUa: z.string().max(20_000).default(''),
  descriptionRu: z.string().max(20_000).default(''),
  isOwn: z.boolean().default(false),
  isPopular: z.boolean().default(false),
});
export type BrandInput = z.input<typeof brandInput>;

/**
 * Creates or edits a brand, audited; descriptions are sanitised shop HTML. The table's
 * triggers drop every cache and rebuild the search index (ADR 0064, 0080). Content editors and admins.
 */
export async function saveBrand(
  ctx: Ctx,
  actor: StaffView,
  input: BrandInput,
): Promise<{ ok: true; id: number } | DictionaryError> {
  requireArea(actor, 'catalog');
  const parsed = brandInput.safeParse(input);
  if (!parsed.success) return { ok: false, error: 'invalid', issues: parsed.error.issues };
  const { id, ...v } = parsed.data;
  return ctx.db.transaction(async (db): Promise<{ ok: true; id: number } | DictionaryError> => {
    const tx = { ...ctx, db };
    const [before] = id === undefined ? [] : await db.select().from(brands).where(eq(brands.id, id)).for('update');
    if (id !== undefined && !before) return { ok: false, error: 'not_found' };
    const slug = await uniqueSlug(tx, brands, id, v.slug, v.title);
    if (!slug.ok) return slug;
    const fields = {
      ...v,
      slug: slug.slug,
      descriptionUa: sanitizeRichText(v.descriptionUa),
      descriptionRu: sanitizeRichText(v.descriptionRu),
    };
    let savedId: number;
    if (!before) {
      const [row] = await db.insert(brands).values(fields).returning({ id: brands.id });
      if (!row) throw new Error('brand not inserted');
      savedId = row.id;
    } else {
      savedId = before.id;
      if (fieldChanges(before, fields)) await db.update(brands).set(fields).where(eq(brands.id, savedId));
    }
    const changes = fieldChanges(before ?? {}, fields);
    if (changes)
      await recordAudit(
        tx,
        { kind: 'staff', staff: actor },
        {
          action: before ? 'brand.update' : 'brand.create',
          entity: 'brand',
          entityId: savedId,
          before: before ? changes.before : null,
          after: changes.after,
        },
      );
    return { ok: true, id: savedId };
  });
}
