import { sql } from 'drizzle-orm';
import { extIdShape, rowsOf, textArray } from '#core/imports';
import type { Ctx } from '#core/shared';
import { recordAudits } from '#core/staff';
import { slugify } from '#db/translit';
import { goodAudits } from './apply-goods';
import { exchangeActor } from './exchange-job';
import { type ParentNow, type VariantPlan, variantTitle } from './plan-variants';

const json = (value: unknown) => JSON.stringify(value);
const idList = (ids: readonly number[]) => sql`array(select jsonb_array_elements_text(${json(ids)}::jsonb)::int)`;

/**
 * The parents' variant groups (good_groups.exchange_id = the parent's Ид), made when missing and
 * named as the parent; sets each parent's `groupId`.
 */
export async function ensureGroups(ctx: Ctx, parents: readonly ParentNow[]): Promise<void> {
  const due = parents.filter((p) => p.groupId === null || p.groupTitle !== p.titleUa);
  if (!due.length) return;
  const payload = due.map((p) => ({ exchange_id: p.exchangeId, title_ua: p.titleUa, title_ru: p.titleRu }));
  const rows = rowsOf<{ id: number; exchangeId: string }>(
    await ctx.db.execute(sql`
      insert into good_groups (exchange_id, title_ua, title_ru)
      select exchange_id, title_ua, title_ru
      from jsonb_to_recordset(${json(payload)}::jsonb) as r(exchange_id text, title_ua text, title_ru text)
      on conflict (exchange_id) do update set title_ua = excluded.title_ua
      returning id, exchange_id as "exchangeId"`),
  );
  const ids = new Map(rows.map((r) => [r.exchangeId, r.id]));
  for (const p of due) {
    p.groupId = ids.get(p.exchangeId) ?? p.groupId;
    p.groupTitle = p.titleUa;
  }
}

/** Codes for new variants: the parent's code and a number (`CML-002-1`, `CML-002-2`), never taken. */
async function newCodes(ctx: Ctx, plans: readonly VariantPlan[]): Promise<Map<string, string>> {
  if (!plans.length) return new Map();
  const prefixOf = (p: VariantPlan) => `${p.wanted.parent.extId.slice(0, 56)}-`;
  const prefixes = [...new Set(plans.map(prefixOf))];
  const taken = new Set(
    rowsOf<{ extId: string }>(
      await ctx.db.execute(sql`
        select g.ext_id as "extId" from goods g
        join unnest(${textArray(prefixes)}) as p(prefix) on left(g.ext_id, length(p.prefix)) = p.prefix`),
    ).map((r) => r.extId),
  );
  const out = new Map<string, string>();
  for (const plan of plans) {
    let n = 1;
    while (taken.has(`${prefixOf(plan)}${n}`)) n++;
    const code = `${prefixOf(plan)}${n}`;
    taken.add(code);
    out.set(plan.key, code);
  }
  return out;
}

/** Replaces the variants' 1C characteristics by their parents' (the shop's own stay). */
export async function copyAttributes(ctx: Ctx, pairs: readonly { variantId: number; parentId: number }[]) {
  if (!pairs.length) return;
  await ctx.db.execute(sql`
    delete from good_attributes ga using attributes a
    where a.id = ga.attribute_id and a.exchange_id is not null and ga.good_id = any(${idList(pairs.map((p) => p.variantId))})`);
  await ctx.db.execute(sql`
    insert into good_attributes (good_id, attribute_id, option_id, value_num)
    select r.variant_id, ga.attribute_id, ga.option_id, ga.value_num
    from jsonb_to_recordset(${json(pairs.map((p) => ({ variant_id: p.variantId, parent_id: p.parentId })))}::jsonb)
           as r(variant_id int, parent_id int)
    join good_attributes ga on ga.good_id = r.parent_id
    join attributes a on a.id = ga.attribute_id and a.exchange_id is not null
    on conflict do nothing`);
}

/**
 * Writes a batch's new and changed variants: new ones as goods of the parent's group,
 * with its texts, category, maker, pictures, weight and 1C characteristics, hidden at price 0 until
 * priced; changed ones as planned. Each audited under the exchange.
 */
export async function applyVariants(ctx: Ctx, plans: readonly VariantPlan[]): Promise<void> {
  const created = plans.filter((p) => p.outcome === 'new');
  const changed = plans.filter((p) => p.outcome === 'changed' && p.current);
  const ids = new Map<string, number>();
  if (created.length) {
    const codes = await newCodes(ctx, created);
    const payload = created.map((p) => {
      const parent = p.wanted.parent;
      const title = variantTitle(p.wanted, parent.titleUa);
      return {
        exchange_id: p.key,
        ext_id: codes.get(p.key),
        title_ua: title,
        title_ru: variantTitle(p.wanted, parent.titleRu),
        description_ua: parent.descriptionUa,
        description_ru: parent.descriptionRu,
        slug: slugify(title) || 'good',
        category_id: parent.categoryId,
        brand_id: parent.brandId,
        group_id: parent.groupId,
        variant: p.after.variant_ua,
        images: parent.images,
        weight_g: parent.weightG,
      };
    });
    const rows = rowsOf<{ id: number; exchangeId: string }>(
      await ctx.db.execute(sql`
        insert into goods (exchange_id, ext_id, title_ua, title_ru, description_ua, description_ru, slug, category_id,
                           brand_id, group_id, variant_ua, variant_ru, images, weight_g, price, is_active)
        select exchange_id, ext_id, title_ua, title_ru, description_ua, description_ru, slug, category_id,
               brand_id, group_id, variant, variant, images, weight_g, 0, false
        from jsonb_to_recordset(${json(payload)}::jsonb) as r(exchange_id text, ext_id text, title_ua text,
          title_ru text, description_ua text, description_ru text, slug text, category_id int, brand_id int,
          group_id int, variant text, images jsonb, weight_g int)
        returning id, exchange_id as "exchangeId"`),
    );
    for (const r of rows) ids.set(r.exchangeId, r.id);
    await copyAttributes(
      ctx,
      created.map((p) => ({ variantId: ids.get(p.key) ?? 0, parentId: p.wanted.parent.id })),
    );
  }
  if (changed.length) {
    // A good an earlier exchange made of a 2.03 / 2.04 characteristic Товар kept its 73-character Ид
    // as its code, which no price spreadsheet takes: it gets a variant's code.
    const recoded = await newCodes(
      ctx,
      changed.filter((p) => !extIdShape.test(p.current?.extId ?? '')),
    );
    const payload = changed.map((p) => {
      const parent = p.wanted.parent;
      return {
        id: p.current?.id,
        ext_id: recoded.get(p.key) ?? null,
        title: variantTitle(p.wanted, parent.titleUa),
        description: parent.descriptionUa,
        category_id: parent.categoryId,
        brand_id: parent.brandId,
        group_id: parent.groupId,
        variant: p.wanted.label.slice(0, 120),
        is_active: 'active' in p.after ? p.after.active : p.current?.isActive,
        weight_g: parent.weightG ?? p.current?.weightG ?? null,
      };
    });
    await ctx.db.execute(sql`
      update goods g set title_ua = r.title, description_ua = r.description, category_id = r.category_id,
        brand_id = r.brand_id, group_id = r.group_id, variant_ua = r.variant, is_active = r.is_active,
        weight_g = r.weight_g, ext_id = coalesce(r.ext_id, g.ext_id)
      from jsonb_to_recordset(${json(payload)}::jsonb) as r(id int, ext_id text, title text, description text,
        category_id int, brand_id int, group_id int, variant text, is_active boolean, weight_g int)
      where g.id = r.id`);
  }
  await recordAudits(ctx, exchangeActor, goodAudits(created, changed, ids));
}

/**
 * Parents whose variants are on sale are not sold alone: hidden, audited. Returns their ids.
 */
export async function hideParents(ctx: Ctx, parentIds: readonly string[]): Promise<number[]> {
  if (!parentIds.length) return [];
  const hidden = rowsOf<{ id: number }>(
    await ctx.db.execute(sql`
      update goods p set is_active = false
      where p.exchange_id = any(${textArray([...new Set(parentIds)])}) and p.is_active
        and exists (select 1 from good_groups gg join goods v on v.group_id = gg.id
                    where gg.exchange_id = p.exchange_id and v.is_active)
      returning p.id`),
  ).map((r) => r.id);
  await recordAudits(
    ctx,
    exchangeActor,
    hidden.map((id) => ({
      action: 'good.hide',
      entity: 'good',
      entityId: id,
      before: { active: true },
      after: { active: false },
    })),
  );
  return hidden;
}
