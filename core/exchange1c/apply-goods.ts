import { sql } from 'drizzle-orm';
import { rowsOf } from '#core/imports';
import type { Ctx } from '#core/shared';
import { type AuditActor, type AuditEntry, recordAudits } from '#core/staff';
import { slugify } from '#db/translit';
import type { GoodPlan } from './plan-goods';

/**
 * Writes a batch's new and changed goods (inside the batch's transaction): new ones hidden at
 * price 0 until offers.xml prices them, changed ones field by field, 1C's characteristics
 * replaced (the shop's own characteristics stay), each audited under the exchange's actor.
 * Returns each good's id by 1C's Ид. `alsoAudit` adds entries (from the ids) to the same audit
 * insert: one statement, with its triggers, fewer per batch (ADR 0125).
 */
export async function applyGoods(
  ctx: Ctx,
  plans: readonly GoodPlan[],
  actor: AuditActor,
  alsoAudit: (ids: ReadonlyMap<string, number>) => Promise<readonly AuditEntry[]> = async () => [],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const created = plans.filter((p) => p.outcome === 'new');
  const changed = plans.filter((p) => p.outcome === 'changed' && p.current);
  if (created.length) {
    const payload = created.map((p) => ({
      exchange_id: p.value.exchangeId,
      ext_id: p.extId,
      title: p.value.title.slice(0, 255),
      description: p.value.description.slice(0, 20_000),
      slug: slugify(p.value.title) || 'good',
      category_id: p.value.categoryId,
      brand_id: p.value.brandId,
      weight_g: p.value.weightG ?? null,
    }));
    const result = await ctx.db.execute(sql`
      insert into goods (exchange_id, ext_id, title_ua, title_ru, description_ua, description_ru, slug, category_id, brand_id,
                         price, is_active, weight_g)
      select exchange_id, ext_id, title, title, description, description, slug, category_id, brand_id, 0, false, weight_g
      from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as r(exchange_id text, ext_id text, title text,
        description text, slug text, category_id int, brand_id int, weight_g int)
      returning id, exchange_id as "exchangeId"`);
    for (const g of rowsOf<{ id: number; exchangeId: string }>(result)) ids.set(g.exchangeId, g.id);
  }
  if (changed.length) {
    const payload = changed.map((p) => ({
      id: p.current?.id,
      exchange_id: p.value.exchangeId,
      title: p.value.title.slice(0, 255),
      description: p.value.description.slice(0, 20_000),
      category_id: p.value.categoryId,
      brand_id: p.value.brandId,
      is_active: p.isActive,
      weight_g: p.value.weightG ?? null,
    }));
    // Only rows that differ are written: the goods triggers (search, facet counts) fire per written row.
    await ctx.db.execute(sql`
      update goods g set exchange_id = r.exchange_id, title_ua = r.title, description_ua = r.description,
        category_id = r.category_id, brand_id = r.brand_id, is_active = r.is_active,
        weight_g = coalesce(r.weight_g, g.weight_g)
      from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as r(id int, exchange_id text, title text,
        description text, category_id int, brand_id int, is_active boolean, weight_g int)
      where g.id = r.id
        and (g.exchange_id, g.title_ua, g.description_ua, g.category_id, g.brand_id, g.is_active, g.weight_g)
        is distinct from (r.exchange_id, r.title, r.description, r.category_id, r.brand_id, r.is_active,
                          coalesce(r.weight_g, g.weight_g))`);
    for (const p of changed) if (p.current) ids.set(p.value.exchangeId, p.current.id);
  }
  const withAttributes = [...created, ...changed].filter(
    (p) => p.value.attributes && (p.outcome === 'new' || 'characteristics' in p.after),
  );
  if (withAttributes.length) {
    // New goods have no characteristics yet: only changed ones lose 1C's old ones.
    const goodIds = withAttributes.filter((p) => p.outcome !== 'new').map((p) => ids.get(p.value.exchangeId) ?? 0);
    if (goodIds.length)
      await ctx.db.execute(sql`
      delete from good_attributes ga using attributes a
      where a.id = ga.attribute_id and a.exchange_id is not null
        and ga.good_id = any(array(select jsonb_array_elements_text(${JSON.stringify(goodIds)}::jsonb)::int))`);
    const rows = withAttributes.flatMap((p) =>
      (p.value.attributes ?? []).map((pair) => {
        const [attribute, value] = pair.split(':');
        const isOption = value?.startsWith('o');
        return {
          good_id: ids.get(p.value.exchangeId),
          attribute_id: Number(attribute),
          option_id: isOption ? Number(value?.slice(1)) : null,
          value_num: isOption ? null : Number(value?.slice(1)),
        };
      }),
    );
    if (rows.length)
      await ctx.db.execute(sql`
        insert into good_attributes (good_id, attribute_id, option_id, value_num)
        select good_id, attribute_id, option_id, value_num
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(good_id int, attribute_id int, option_id int, value_num float8)
        on conflict do nothing`);
  }
  await recordAudits(ctx, actor, [...goodAudits(created, changed, ids), ...(await alsoAudit(ids))]);
  return ids;
}

type AuditedPlan = {
  key: string;
  current?: { id: number } | null;
  before?: Record<string, unknown> | null;
  after: Record<string, unknown>;
};

/** The audit entries of a batch's written goods (plain goods and variants alike). */
export function goodAudits(
  created: readonly AuditedPlan[],
  changed: readonly AuditedPlan[],
  ids: ReadonlyMap<string, number>,
): AuditEntry[] {
  return [
    ...created.map((p) => ({
      action: 'good.create',
      entity: 'good',
      entityId: ids.get(p.key) ?? p.key,
      after: p.after,
    })),
    ...changed.map((p) => ({
      action: 'good.update',
      entity: 'good',
      entityId: p.current?.id ?? p.key,
      before: p.before,
      after: p.after,
    })),
  ];
}
