import { asc, eq } from 'drizzle-orm';
import { type Ctx, memo } from '#core/shared';
import { attributeOptions, attributes } from '#db/schema';

export type FacetAttribute = {
  id: number;
  code: string;
  kind: 'number' | 'option';
  title: { ua: string; ru: string };
  unit: { ua: string | null; ru: string | null };
  position: number;
  options: { id: number; slug: string; value: { ua: string; ru: string }; position: number }[];
};

/** Every facet attribute with its options, by code (small, slow-changing: memoised 60 s). */
export function getFacetAttributes(ctx: Ctx): Promise<Map<string, FacetAttribute>> {
  return memo(ctx.db, 'catalog:facet-attributes', async () => {
    const [rows, options] = await Promise.all([
      ctx.db
        .select()
        .from(attributes)
        .where(eq(attributes.isFacet, true))
        .orderBy(asc(attributes.position), asc(attributes.id)),
      ctx.db.select().from(attributeOptions).orderBy(asc(attributeOptions.position), asc(attributeOptions.id)),
    ]);
    const byCode = new Map<string, FacetAttribute>();
    const byId = new Map<number, FacetAttribute>();
    for (const a of rows) {
      const attribute: FacetAttribute = {
        id: a.id,
        code: a.code,
        kind: a.kind,
        title: { ua: a.titleUa, ru: a.titleRu },
        unit: { ua: a.unitUa, ru: a.unitRu },
        position: a.position,
        options: [],
      };
      byCode.set(a.code, attribute);
      byId.set(a.id, attribute);
    }
    for (const o of options)
      byId.get(o.attributeId)?.options.push({
        id: o.id,
        slug: o.slug,
        value: { ua: o.valueUa, ru: o.valueRu },
        position: o.position,
      });
    return byCode;
  });
}
