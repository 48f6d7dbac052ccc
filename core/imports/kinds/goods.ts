import { sql } from 'drizzle-orm';
import { applyPromotionPrices, setCataloguePairSql } from '#core/pricing';
import { recordAudits } from '#core/staff';
import { slugify } from '#db/translit';
import type { Cell, ColumnDef, RowIssue } from '../types';
import { extIdShape, parseBool, parseMoney } from '../values';
import { type ParcelFields, parcelColumnOf, parcelColumns, parcelWrite, parseParcel } from './goods-parcel';
import { difference, type ImportKindHandler, pages, rowsOf, textArray } from './kind';

/** A goods row: undefined = the file leaves it as it is (no column, or an empty required cell); null = cleared. */
export type GoodRow = {
  extId: string;
  titleUa?: string;
  titleRu?: string;
  categoryId?: number;
  brandId?: number | null;
  price?: number;
  oldPrice?: number | null;
  sellStatus?: string;
  isActive?: boolean;
} & ParcelFields;
export type GoodState = {
  id: number;
  titleUa: string;
  titleRu: string;
  categoryId: number;
  brandId: number | null;
  /** The catalogue pair (the regular one while a promotion runs, ADR 0081). */
  price: number;
  oldPrice: number | null;
  sellStatus: string;
  isActive: boolean;
} & ParcelFields;

export const goodsColumns = [
  { name: 'ext_id', type: 'text', required: true, aliases: ['код', 'артикул', 'code'] },
  { name: 'title_ua', type: 'text', aliases: ['назва', 'назва_ua', 'title'] },
  { name: 'title_ru', type: 'text', aliases: ['назва_ru'] },
  { name: 'category_id', type: 'int', aliases: ['category', 'категорія'] },
  { name: 'brand', type: 'ref', aliases: ['brand_id', 'бренд', 'виробник'] },
  { name: 'price', type: 'money', aliases: ['ціна'] },
  { name: 'old_price', type: 'money', aliases: ['стара_ціна'] },
  { name: 'sell_status', type: 'text', aliases: ['статус'] },
  { name: 'active', type: 'bool', aliases: ['is_active', 'активний'] },
  ...parcelColumns,
] as const satisfies readonly ColumnDef[];

const maxTitle = 255;
const columnOf: Record<keyof Omit<GoodRow, 'extId'>, string> = {
  titleUa: 'title_ua',
  titleRu: 'title_ru',
  categoryId: 'category_id',
  brandId: 'brand',
  price: 'price',
  oldPrice: 'old_price',
  sellStatus: 'sell_status',
  isActive: 'active',
  ...parcelColumnOf,
};

/** A good's fields by column, as the report and the audit log show them. */
const cells = (g: Partial<GoodState> & Omit<GoodRow, 'extId'>): Record<string, Cell> => {
  const out: Record<string, Cell> = {};
  for (const [field, column] of Object.entries(columnOf)) {
    const value = g[field as keyof typeof columnOf];
    if (value !== undefined) out[column] = value;
  }
  return out;
};

/** Wrong price pairs: an old price must be above the price (the discount badge, SPEC §2). */
function pricePairIssue(line: number, price: number, oldPrice: number | null): RowIssue[] {
  return oldPrice != null && oldPrice <= price
    ? [{ line, code: 'old_price_not_above', column: 'old_price', value: String(oldPrice) }]
    : [];
}

export const goodsKind: ImportKindHandler<GoodRow, GoodState> = {
  columns: goodsColumns,
  needs: ['categories', 'brands'],
  tables: ['goods'],
  parse(row, dict) {
    const v = row.values;
    const issues: RowIssue[] = [];
    const issue = (code: RowIssue['code'], column: string) =>
      issues.push({ line: row.line, code, column, value: v[column] });
    const extId = v.ext_id ?? '';
    if (!extId) issue('required', 'ext_id');
    else if (!extIdShape.test(extId)) issue('bad_ext_id', 'ext_id');
    const out: GoodRow = { extId };
    for (const [field, column] of [
      ['titleUa', 'title_ua'],
      ['titleRu', 'title_ru'],
    ] as const) {
      const text = v[column];
      if (!text) continue;
      if (text.length > maxTitle) issue('too_long', column);
      else out[field] = text;
    }
    if (v.category_id) {
      const id = /^\d{1,9}$/.test(v.category_id) ? Number(v.category_id) : Number.NaN;
      if (dict.categories.has(id)) out.categoryId = id;
      else issue('unknown_category', 'category_id');
    }
    if (v.brand !== undefined) {
      if (!v.brand) out.brandId = null;
      else {
        const id = dict.brands.get(v.brand.toLowerCase());
        if (id === undefined) issue('unknown_brand', 'brand');
        else out.brandId = id;
      }
    }
    if (v.price) {
      const kop = parseMoney(v.price);
      if (kop === null) issue('bad_price', 'price');
      else out.price = kop;
    }
    if (v.old_price !== undefined) {
      const kop = v.old_price ? parseMoney(v.old_price) : null;
      if (v.old_price && kop === null) issue('bad_price', 'old_price');
      else out.oldPrice = kop;
    }
    if (v.sell_status) {
      if (/^\d{1,2}$/.test(v.sell_status)) out.sellStatus = v.sell_status;
      else issue('bad_sell_status', 'sell_status');
    }
    if (v.active) {
      const active = parseBool(v.active);
      if (active === null) issue('bad_active', 'active');
      else out.isActive = active;
    }
    parseParcel(v, out, issue);
    return issues.length ? { ok: false, issues } : { ok: true, value: out };
  },
  key: (row) => row.extId,
  async load(ctx, rows, forUpdate) {
    const result = await ctx.db.execute(sql`
      select id, ext_id as "extId", title_ua as "titleUa", title_ru as "titleRu", category_id as "categoryId",
             brand_id as "brandId", coalesce(regular_price, price) as price,
             case when regular_price is null then old_price else regular_old_price end as "oldPrice",
             sell_status as "sellStatus", is_active as "isActive", weight_g as "weightG", length_mm as "lengthMm",
             width_mm as "widthMm", height_mm as "heightMm"
      from goods where ext_id = any(${textArray(rows.map((r) => r.extId))})
      ${forUpdate ? sql`for update` : sql``}`);
    return new Map(rowsOf<GoodState & { extId: string }>(result).map((g) => [g.extId, g]));
  },
  plan(line, row, current) {
    const { extId: _extId, ...fields } = row;
    if (!current) {
      const missing = (['titleUa', 'titleRu', 'categoryId', 'price'] as const)
        .filter((field) => row[field] === undefined)
        .map((field): RowIssue => ({ line, code: 'required', column: columnOf[field] }));
      const issues = [...missing, ...pricePairIssue(line, row.price ?? 0, row.oldPrice ?? null)];
      if (issues.length) return issues;
      return { line, key: row.extId, value: row, current, outcome: 'new', before: null, after: cells(fields) };
    }
    const diff = difference(cells(current), cells(fields));
    if (!diff) return { line, key: row.extId, value: row, current, outcome: 'unchanged', before: null, after: {} };
    if ('price' in diff.after || 'old_price' in diff.after) {
      const issues = pricePairIssue(
        line,
        row.price ?? current.price,
        row.oldPrice !== undefined ? row.oldPrice : current.oldPrice,
      );
      if (issues.length) return issues;
    }
    return { line, key: row.extId, value: row, current, outcome: 'changed', ...diff };
  },
  async apply(ctx, rows, actor) {
    const created = rows.filter((r) => r.outcome === 'new');
    const changed = rows.filter((r) => r.outcome === 'changed' && r.current);
    const ids = new Map<string, number>();
    if (created.length) {
      const payload = created.map(({ value: r }) => ({
        ext_id: r.extId,
        title_ua: r.titleUa,
        title_ru: r.titleRu,
        slug: slugify(r.titleUa ?? r.extId),
        category_id: r.categoryId,
        brand_id: r.brandId ?? null,
        price: r.price,
        old_price: r.oldPrice ?? null,
        sell_status: r.sellStatus ?? '4',
        is_active: r.isActive ?? true,
        ...parcelWrite(r, undefined),
      }));
      const result = await ctx.db.execute(sql`
        insert into goods (ext_id, title_ua, title_ru, slug, category_id, brand_id, price, old_price, sell_status, is_active,
          weight_g, length_mm, width_mm, height_mm)
        select ext_id, title_ua, title_ru, slug, category_id, brand_id, price, old_price, sell_status, is_active,
          weight_g, length_mm, width_mm, height_mm
        from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as r(ext_id text, title_ua text, title_ru text, slug text,
          category_id int, brand_id int, price int, old_price int, sell_status text, is_active boolean,
          weight_g int, length_mm int, width_mm int, height_mm int)
        returning id, ext_id as "extId"`);
      for (const g of rowsOf<{ id: number; extId: string }>(result)) ids.set(g.extId, g.id);
    }
    if (changed.length) {
      // One write per changed good: its fields and its catalogue pair in the same statement (a good
      // whose price did not change gets its own pair back, which writes nothing new), then the
      // promotion prices of the repriced ones (ADR 0101: twice the index work before).
      const payload = changed.map(({ value: r, current: c }) => ({
        id: c?.id,
        title_ua: r.titleUa ?? c?.titleUa,
        title_ru: r.titleRu ?? c?.titleRu,
        category_id: r.categoryId ?? c?.categoryId,
        brand_id: r.brandId !== undefined ? r.brandId : (c?.brandId ?? null),
        sell_status: r.sellStatus ?? c?.sellStatus,
        is_active: r.isActive ?? c?.isActive,
        ...parcelWrite(r, c),
        price: r.price ?? c?.price ?? 0,
        old_price: r.oldPrice !== undefined ? r.oldPrice : (c?.oldPrice ?? null),
      }));
      await ctx.db.execute(sql`
        update goods g set title_ua = r.title_ua, title_ru = r.title_ru, category_id = r.category_id,
          brand_id = r.brand_id, sell_status = r.sell_status, is_active = r.is_active, weight_g = r.weight_g,
          length_mm = r.length_mm, width_mm = r.width_mm, height_mm = r.height_mm, ${setCataloguePairSql}
        from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as r(id int, title_ua text, title_ru text,
          category_id int, brand_id int, sell_status text, is_active boolean,
          weight_g int, length_mm int, width_mm int, height_mm int, price int, old_price int)
        where g.id = r.id`);
      const repriced = changed.filter((r) => 'price' in r.after || 'old_price' in r.after);
      if (repriced.length)
        await applyPromotionPrices(
          ctx,
          repriced.map((r) => r.current?.id ?? 0),
        );
    }
    await recordAudits(ctx, actor, [
      ...created.map((r) => ({
        action: 'good.create',
        entity: 'good',
        entityId: ids.get(r.key) ?? r.key,
        after: r.after,
      })),
      ...changed.map((r) => ({
        action: 'good.update',
        entity: 'good',
        entityId: r.current?.id ?? r.key,
        before: r.before,
        after: r.after,
      })),
    ]);
  },
  async *exportRows(ctx) {
    const rows = pages(async (after, size) =>
      rowsOf<GoodState & { extId: string; brand: string | null }>(
        await ctx.db.execute(sql`
          select g.id, g.ext_id as "extId", g.title_ua as "titleUa", g.title_ru as "titleRu", g.category_id as "categoryId",
                 b.slug as brand, coalesce(g.regular_price, g.price) as price,
                 case when g.regular_price is null then g.old_price else g.regular_old_price end as "oldPrice",
                 g.sell_status as "sellStatus", g.is_active as "isActive", g.weight_g as "weightG",
                 g.length_mm as "lengthMm", g.width_mm as "widthMm", g.height_mm as "heightMm"
          from goods g left join brands b on b.id = g.brand_id
          where g.id > ${after} order by g.id limit ${size}`),
      ),
    );
    for await (const g of rows) {
      yield {
        ext_id: g.extId,
        title_ua: g.titleUa,
        title_ru: g.titleRu,
        category_id: g.categoryId,
        brand: g.brand,
        price: g.price,
        old_price: g.oldPrice,
        sell_status: g.sellStatus,
        active: g.isActive,
        ...parcelWrite(g, undefined),
      };
    }
  },
};
