import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { syncReservedOut } from '#core/stock';
import {
  attributeOptions,
  attributes,
  brands,
  categories,
  goodAttributes,
  goodTags,
  storeStock,
  stores,
  tags,
} from '#db/schema';
import type { GoodValues } from './good-input';
import type { GoodSnapshot } from './good-snapshot';

type RefError = 'category_not_found' | 'brand_not_found' | 'attribute_invalid' | 'tag_not_found' | 'store_not_found';

/** Whether everything the good points at exists: its category, brand, characteristics (typed right), tags and stores. */
export async function checkGoodRefs(ctx: Ctx, v: GoodValues): Promise<RefError | null> {
  const [category] = await ctx.db.select({ id: categories.id }).from(categories).where(eq(categories.id, v.categoryId));
  if (!category) return 'category_not_found';
  if (v.brandId !== null) {
    const [brand] = await ctx.db.select({ id: brands.id }).from(brands).where(eq(brands.id, v.brandId));
    if (!brand) return 'brand_not_found';
  }
  if (v.attributes?.length) {
    const ids = v.attributes.map((a) => a.attributeId);
    const kinds = new Map(
      (
        await ctx.db
          .select({ id: attributes.id, kind: attributes.kind })
          .from(attributes)
          .where(inArray(attributes.id, ids))
      ).map((a) => [a.id, a.kind]),
    );
    const optionIds = v.attributes.flatMap((a) => ('optionId' in a ? [a.optionId] : []));
    const options = new Map(
      optionIds.length
        ? (
            await ctx.db
              .select({ id: attributeOptions.id, attributeId: attributeOptions.attributeId })
              .from(attributeOptions)
              .where(inArray(attributeOptions.id, optionIds))
          ).map((o) => [o.id, o.attributeId])
        : [],
    );
    for (const a of v.attributes) {
      const kind = kinds.get(a.attributeId);
      if ('optionId' in a ? kind !== 'option' || options.get(a.optionId) !== a.attributeId : kind !== 'number')
        return 'attribute_invalid';
    }
  }
  if (v.tagIds?.length) {
    const found = await ctx.db.select({ id: tags.id }).from(tags).where(inArray(tags.id, v.tagIds));
    if (found.length !== new Set(v.tagIds).size) return 'tag_not_found';
  }
  if (v.stock?.length) {
    const ids = v.stock.map((s) => s.storeId);
    const found = await ctx.db.select({ id: stores.id }).from(stores).where(inArray(stores.id, ids));
    if (found.length !== ids.length) return 'store_not_found';
  }
  return null;
}

/**
 * Writes the good's characteristics, tags and stock where they differ from `before` (a statement
 * only for what changed, so the facet counts, the cache feed and the search stamp see real
 * changes only). Returns whether the stock changed.
 */
export async function writeGoodLinks(ctx: Ctx, goodId: number, v: GoodValues, before: GoodSnapshot | null) {
  if (v.attributes) {
    const keep = v.attributes.map((a) => a.attributeId);
    await ctx.db
      .delete(goodAttributes)
      .where(
        and(eq(goodAttributes.goodId, goodId), keep.length ? notInArray(goodAttributes.attributeId, keep) : undefined),
      );
    const changed = v.attributes.filter((a) => {
      const was = before?.attributes[String(a.attributeId)];
      return 'optionId' in a ? was !== `o${a.optionId}` : was !== a.valueNum;
    });
    if (changed.length)
      await ctx.db
        .insert(goodAttributes)
        .values(
          changed.map((a) => ({
            goodId,
            attributeId: a.attributeId,
            optionId: 'optionId' in a ? a.optionId : null,
            valueNum: 'valueNum' in a ? a.valueNum : null,
          })),
        )
        .onConflictDoUpdate({
          target: [goodAttributes.goodId, goodAttributes.attributeId],
          set: { optionId: sql`excluded.option_id`, valueNum: sql`excluded.value_num` },
        });
  }
  if (v.tagIds) {
    const had = new Set(before?.tagIds ?? []);
    const want = new Set(v.tagIds);
    const gone = [...had].filter((id) => !want.has(id));
    const added = [...want].filter((id) => !had.has(id));
    if (gone.length)
      await ctx.db.delete(goodTags).where(and(eq(goodTags.goodId, goodId), inArray(goodTags.tagId, gone)));
    if (added.length)
      await ctx.db
        .insert(goodTags)
        .values(added.map((tagId) => ({ tagId, goodId })))
        .onConflictDoNothing();
  }
  let stockChanged = false;
  if (v.stock) {
    const was = before?.stock ?? {};
    const changed = v.stock.filter((s) => (was[String(s.storeId)] ?? 0) !== s.quantity);
    const emptied = changed.filter((s) => s.quantity === 0).map((s) => s.storeId);
    const held = changed.filter((s) => s.quantity > 0);
    if (emptied.length) {
      // A row that open orders hold keeps its `reserved` (ADR 0120): its quantity goes to 0 instead.
      const where = and(eq(storeStock.goodId, goodId), inArray(storeStock.storeId, emptied));
      await ctx.db.delete(storeStock).where(and(where, eq(storeStock.reserved, 0)));
      await ctx.db.update(storeStock).set({ quantity: 0 }).where(where);
    }
    if (held.length)
      await ctx.db
        .insert(storeStock)
        .values(held.map((s) => ({ goodId, storeId: s.storeId, quantity: s.quantity })))
        .onConflictDoUpdate({
          target: [storeStock.goodId, storeStock.storeId],
          set: { quantity: sql`excluded.quantity` },
        });
    stockChanged = changed.length > 0;
    // Fewer pieces than orders hold, or more again: the shoppers' "available" follows (ADR 0120).
    if (stockChanged) await syncReservedOut(ctx, [goodId]);
  }
  return { stockChanged };
}
