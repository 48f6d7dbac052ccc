import { eq, isNotNull } from 'drizzle-orm';
import type { Ctx } from '#core/shared';
import { slugify } from '#db/demo/translit';
import { attributeOptions, attributes } from '#db/schema';
import type { CmlProperty } from './commerceml';

export type PropertyMaps = {
  /** A property's attribute by its Ид; number properties keep numbers, the rest options. */
  attributes: Map<string, { id: number; kind: 'number' | 'option'; values: ReadonlyMap<string, string> }>;
  /** An option by its exchange id: a directory value's Ид, or `<property Ид>:<slug>` for a string value. */
  options: Map<string, number>;
};

const slugOrHash = (text: string) =>
  slugify(text, 60) || `v${[...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)}`;

/**
 * 1C's properties (Свойства) → characteristics (issue 21): each by its Ид, with its directory values as
 * options. Titles follow 1C; a property that was a number stays one. Existing maps are loaded first.
 */
export async function upsertProperties(ctx: Ctx, properties: readonly CmlProperty[]): Promise<PropertyMaps> {
  const maps: PropertyMaps = { attributes: new Map(), options: new Map() };
  const byId = new Map(properties.map((p) => [p.id, p]));
  for (const a of await ctx.db
    .select({ id: attributes.id, exchangeId: attributes.exchangeId, kind: attributes.kind })
    .from(attributes)
    .where(isNotNull(attributes.exchangeId)))
    if (a.exchangeId)
      maps.attributes.set(a.exchangeId, {
        id: a.id,
        kind: a.kind,
        values: byId.get(a.exchangeId)?.values ?? new Map(),
      });
  for (const o of await ctx.db
    .select({ id: attributeOptions.id, exchangeId: attributeOptions.exchangeId })
    .from(attributeOptions)
    .where(isNotNull(attributeOptions.exchangeId)))
    if (o.exchangeId) maps.options.set(o.exchangeId, o.id);
  const codes = new Set((await ctx.db.select({ code: attributes.code }).from(attributes)).map((a) => a.code));
  for (const p of properties) {
    const title = p.name.slice(0, 255);
    let attribute = maps.attributes.get(p.id);
    if (!attribute) {
      let code = `1c-${slugOrHash(p.name)}`;
      for (let n = 2; codes.has(code); n++) code = `1c-${slugOrHash(p.name)}-${n}`;
      codes.add(code);
      const kind = p.type === 'number' ? 'number' : 'option';
      const [row] = await ctx.db
        .insert(attributes)
        .values({ exchangeId: p.id, code, kind, titleUa: title, titleRu: title, isFacet: p.type !== 'string' })
        .returning({ id: attributes.id });
      if (!row) throw new Error('attribute not created');
      attribute = { id: row.id, kind, values: p.values };
      maps.attributes.set(p.id, attribute);
    } else {
      await ctx.db.update(attributes).set({ titleUa: title }).where(eq(attributes.id, attribute.id));
    }
    const missing = [...p.values].filter(([valueId]) => !maps.options.has(valueId));
    if (missing.length) await addOptions(ctx, maps, attribute.id, missing);
  }
  return maps;
}

/** Adds options to an attribute, each under its exchange id; a slug the attribute has gets a suffix. */
export async function addOptions(
  ctx: Ctx,
  maps: PropertyMaps,
  attributeId: number,
  values: readonly (readonly [exchangeId: string, text: string])[],
): Promise<void> {
  const slugs = new Set(
    (
      await ctx.db
        .select({ slug: attributeOptions.slug })
        .from(attributeOptions)
        .where(eq(attributeOptions.attributeId, attributeId))
    ).map((o) => o.slug),
  );
  for (const [exchangeId, text] of values) {
    const base = slugOrHash(text);
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    const value = text.slice(0, 255) || exchangeId;
    const [row] = await ctx.db
      .insert(attributeOptions)
      .values({ attributeId, exchangeId, slug, valueUa: value, valueRu: value })
      .returning({ id: attributeOptions.id });
    if (row) maps.options.set(exchangeId, row.id);
  }
}

/** The exchange id of a string property's value. */
export const stringOptionId = (propertyId: string, text: string) => `${propertyId}:${slugOrHash(text.toLowerCase())}`;
