import { inArray, isNotNull, sql } from 'drizzle-orm';
import { type Ctx, yieldToEventLoop } from '#core/shared';
import { attributeOptions, attributes } from '#db/schema';
import { slugify } from '#db/translit';
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
 * Properties written per transaction: 1,908 properties upserted one statement
 * at a time in one transaction held PGlite's only connection for seconds while shoppers waited.
 */
export const propertySlice = 200;

/**
 * 1C's properties (Свойства) → characteristics: each by its Ид, with its directory values as
 * options. Titles follow 1C; a property that was a number stays one. Existing maps are loaded first.
 * Written `propertySlice` properties a transaction, a few statements each, the event loop let
 * through between two; a run stopped halfway is finished by the next (by Ид).
 */
export async function upsertProperties(
  ctx: Ctx,
  properties: readonly CmlProperty[],
  rest: () => Promise<void> = yieldToEventLoop,
): Promise<PropertyMaps> {
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
  // The last declaration of an Ид wins (as one at a time did).
  const unique = [...byId.values()];
  for (let start = 0; start < unique.length; start += propertySlice) {
    const slice = unique.slice(start, start + propertySlice);
    await ctx.db.transaction((tx) => upsertSlice({ ...ctx, db: tx }, maps, codes, slice));
    await rest();
  }
  return maps;
}

/** One slice: new attributes in one insert, changed titles in one update, missing options in one insert. */
async function upsertSlice(ctx: Ctx, maps: PropertyMaps, codes: Set<string>, slice: readonly CmlProperty[]) {
  const fresh = slice.filter((p) => !maps.attributes.has(p.id));
  if (fresh.length) {
    const rows = fresh.map((p) => {
      let code = `1c-${slugOrHash(p.name)}`;
      for (let n = 2; codes.has(code); n++) code = `1c-${slugOrHash(p.name)}-${n}`;
      codes.add(code);
      const title = p.name.slice(0, 255);
      const kind = p.type === 'number' ? ('number' as const) : ('option' as const);
      return { exchangeId: p.id, code, kind, titleUa: title, titleRu: title, isFacet: p.type !== 'string' };
    });
    const made = await ctx.db
      .insert(attributes)
      .values(rows)
      .returning({ id: attributes.id, exchangeId: attributes.exchangeId, kind: attributes.kind });
    const values = new Map(fresh.map((p) => [p.id, p.values]));
    for (const row of made)
      if (row.exchangeId)
        maps.attributes.set(row.exchangeId, {
          id: row.id,
          kind: row.kind,
          values: values.get(row.exchangeId) ?? new Map(),
        });
    if (made.length !== fresh.length) throw new Error('attribute not created');
  }
  const known = slice.filter((p) => !fresh.includes(p));
  if (known.length) {
    const titles = known.map((p) => ({ id: maps.attributes.get(p.id)?.id ?? 0, title: p.name.slice(0, 255) }));
    await ctx.db.execute(sql`
      update attributes a set title_ua = r.title
      from jsonb_to_recordset(${JSON.stringify(titles)}::jsonb) as r(id int, title text)
      where a.id = r.id and a.title_ua is distinct from r.title`);
  }
  // A value Ид two properties share is the first one's option (as one at a time did).
  const taken = new Set<string>();
  const missing = slice.flatMap((p) => {
    const attributeId = maps.attributes.get(p.id)?.id ?? 0;
    return [...p.values]
      .filter(([valueId]) => !maps.options.has(valueId) && !taken.has(valueId) && taken.add(valueId))
      .map(([exchangeId, text]) => ({ attributeId, exchangeId, text }));
  });
  await insertOptions(ctx, maps, missing);
}

/** Adds options to an attribute, each under its exchange id; a slug the attribute has gets a suffix. */
export function addOptions(
  ctx: Ctx,
  maps: PropertyMaps,
  attributeId: number,
  values: readonly (readonly [exchangeId: string, text: string])[],
): Promise<void> {
  return insertOptions(
    ctx,
    maps,
    values.map(([exchangeId, text]) => ({ attributeId, exchangeId, text })),
  );
}

/**
 * The options a batch of goods' string values need (`<property Ид>:<slug>`), made in one insert
 * before the goods are read (one select and one insert per new value were most
 * of a batch's time on PGlite). What `attributesOf` would add one by one.
 */
export async function addStringOptions(
  ctx: Ctx,
  maps: PropertyMaps,
  goods: readonly { properties: readonly { id: string; value: string }[] }[],
): Promise<void> {
  const wanted = new Map<string, { attributeId: number; exchangeId: string; text: string }>();
  for (const good of goods)
    for (const { id, value } of good.properties) {
      const attribute = maps.attributes.get(id);
      if (!attribute || attribute.kind === 'number' || maps.options.has(value) || attribute.values.has(value)) continue;
      const key = stringOptionId(id, value);
      if (!maps.options.has(key)) wanted.set(key, { attributeId: attribute.id, exchangeId: key, text: value });
    }
  await insertOptions(ctx, maps, [...wanted.values()]);
}

/** Options of one or more attributes in one insert; slugs unique per attribute (a suffix when taken). */
async function insertOptions(
  ctx: Ctx,
  maps: PropertyMaps,
  options: readonly { attributeId: number; exchangeId: string; text: string }[],
): Promise<void> {
  if (!options.length) return;
  const ids = [...new Set(options.map((o) => o.attributeId))];
  const slugs = new Set(
    (
      await ctx.db
        .select({ attributeId: attributeOptions.attributeId, slug: attributeOptions.slug })
        .from(attributeOptions)
        .where(inArray(attributeOptions.attributeId, ids))
    ).map((o) => `${o.attributeId}:${o.slug}`),
  );
  const rows = options.map(({ attributeId, exchangeId, text }) => {
    const base = slugOrHash(text);
    let slug = base;
    for (let n = 2; slugs.has(`${attributeId}:${slug}`); n++) slug = `${base}-${n}`;
    slugs.add(`${attributeId}:${slug}`);
    const value = text.slice(0, 255) || exchangeId;
    return { attributeId, exchangeId, slug, valueUa: value, valueRu: value };
  });
  for (const row of await ctx.db
    .insert(attributeOptions)
    .values(rows)
    .returning({ id: attributeOptions.id, exchangeId: attributeOptions.exchangeId }))
    if (row.exchangeId) maps.options.set(row.exchangeId, row.id);
}

/** The exchange id of a string property's value. */
export const stringOptionId = (propertyId: string, text: string) => `${propertyId}:${slugOrHash(text.toLowerCase())}`;
