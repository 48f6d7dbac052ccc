import { sql } from 'drizzle-orm';
import { type Cell, difference, rowsOf, textArray } from '#core/imports';
import type { Ctx } from '#core/shared';

/** A good of import.xml that has (or gets) variants: what its variants copy. */
export type ParentNow = {
  id: number;
  exchangeId: string;
  extId: string;
  titleUa: string;
  titleRu: string;
  descriptionUa: string;
  descriptionRu: string;
  categoryId: number;
  brandId: number | null;
  images: string[];
  weightG: number | null;
  /** Its variant group (good_groups.exchange_id = its Ид), when it has one. */
  groupId: number | null;
  groupTitle: string | null;
};

/** A variant good (`<parent Ид>#<characteristic Ид>`) as it is now. */
export type VariantNow = {
  id: number;
  exchangeId: string;
  extId: string;
  titleUa: string;
  descriptionUa: string;
  categoryId: number;
  brandId: number | null;
  groupId: number | null;
  variantUa: string | null;
  isActive: boolean;
  price: number;
  weightG: number | null;
};

/** What a variant should be: its parent's texts, group and weight, its own label and title suffix. */
export type VariantWanted = {
  line: number;
  exchangeId: string;
  parent: ParentNow;
  label: string;
  /** ` (2.7 м, червоний)`: what follows the parent's name in the variant's name. */
  suffix: string;
  /** true: hidden (the offer or the parent is deleted); false: on sale once priced; undefined: as it is. */
  hidden?: boolean;
};

export type VariantPlan = {
  line: number;
  key: string;
  wanted: VariantWanted;
  current: VariantNow | undefined;
  outcome: 'new' | 'changed' | 'unchanged';
  before: Record<string, Cell> | null;
  after: Record<string, Cell>;
};

const variantColumns = sql`v.id, v.exchange_id as "exchangeId", v.ext_id as "extId", v.title_ua as "titleUa",
  v.description_ua as "descriptionUa", v.category_id as "categoryId", v.brand_id as "brandId", v.group_id as "groupId",
  v.variant_ua as "variantUa", v.is_active as "isActive", coalesce(v.regular_price, v.price) as price,
  v.weight_g as "weightG"`;

/** The parents by 1C's Ид, with their variant group when they have one. */
export async function loadParents(ctx: Ctx, exchangeIds: readonly string[]): Promise<Map<string, ParentNow>> {
  if (!exchangeIds.length) return new Map();
  const rows = rowsOf<ParentNow>(
    await ctx.db.execute(sql`
      select g.id, g.exchange_id as "exchangeId", g.ext_id as "extId", g.title_ua as "titleUa", g.title_ru as "titleRu",
             g.description_ua as "descriptionUa", g.description_ru as "descriptionRu", g.category_id as "categoryId",
             g.brand_id as "brandId", g.images, g.weight_g as "weightG", gg.id as "groupId", gg.title_ua as "groupTitle"
      from goods g left join good_groups gg on gg.exchange_id = g.exchange_id
      where g.exchange_id = any(${textArray([...new Set(exchangeIds)])})`),
  );
  return new Map(rows.map((p) => [p.exchangeId, p]));
}

/** Variants by their own Ид, locked for the batch. */
export async function loadVariants(ctx: Ctx, exchangeIds: readonly string[]): Promise<Map<string, VariantNow>> {
  if (!exchangeIds.length) return new Map();
  const rows = rowsOf<VariantNow>(
    await ctx.db.execute(sql`
      select ${variantColumns} from goods v where v.exchange_id = any(${textArray(exchangeIds)}) for update of v`),
  );
  return new Map(rows.map((v) => [v.exchangeId, v]));
}

/** Every variant of the parents' groups, locked: a parent changed in import.xml, its variants follow. */
export async function loadVariantsOf(ctx: Ctx, parentIds: readonly string[]): Promise<VariantNow[]> {
  if (!parentIds.length) return [];
  return rowsOf<VariantNow>(
    await ctx.db.execute(sql`
      select ${variantColumns} from goods v join good_groups gg on gg.id = v.group_id
      where gg.exchange_id = any(${textArray(parentIds)}) and position('#' in v.exchange_id) > 0
      order by v.id for update of v`),
  );
}

const maxTitle = 255;

/** A variant's columns as the exchange sets them (audit names, as the goods import's). */
function cells(v: {
  title: string;
  description: string;
  categoryId: number;
  brandId: number | null;
  variant: string | null;
  isActive: boolean;
  weightG: number | null;
}): Record<string, Cell> {
  return {
    title_ua: v.title,
    description_ua: v.description,
    category_id: v.categoryId,
    brand: v.brandId,
    variant_ua: v.variant,
    active: v.isActive,
    weight_g: v.weightG,
  };
}

export const variantTitle = (wanted: VariantWanted, parentTitle: string) =>
  `${parentTitle.slice(0, maxTitle - wanted.suffix.length)}${wanted.suffix}`.slice(0, maxTitle);

/**
 * What the exchange does to one variant: 1C is master of its name (the parent's and the
 * characteristic's), description, category, maker, label and weight (the parent's, else its own);
 * a new variant waits hidden at price 0 for its price; a priced one is on sale unless deleted.
 */
export function planVariant(wanted: VariantWanted, current: VariantNow | undefined): VariantPlan {
  const { parent } = wanted;
  const base = {
    title: variantTitle(wanted, parent.titleUa),
    description: parent.descriptionUa.slice(0, 20_000),
    categoryId: parent.categoryId,
    brandId: parent.brandId,
    variant: wanted.label.slice(0, 120),
  };
  const key = wanted.exchangeId;
  if (!current) {
    const after = cells({ ...base, isActive: false, weightG: parent.weightG });
    return { line: wanted.line, key, wanted, current, outcome: 'new', before: null, after };
  }
  const isActive =
    wanted.hidden === true ? false : wanted.hidden === false && current.price > 0 ? true : current.isActive;
  const before = cells({
    title: current.titleUa,
    description: current.descriptionUa,
    categoryId: current.categoryId,
    brandId: current.brandId,
    variant: current.variantUa,
    isActive: current.isActive,
    weightG: current.weightG,
  });
  const after = cells({ ...base, isActive, weightG: parent.weightG ?? current.weightG });
  const diff = difference(before, after);
  const grouped = current.groupId === parent.groupId;
  if (!diff && grouped)
    return { line: wanted.line, key, wanted, current, outcome: 'unchanged', before: null, after: {} };
  return {
    line: wanted.line,
    key,
    wanted,
    current,
    outcome: 'changed',
    before: { ...(diff?.before ?? {}), ...(grouped ? {} : { group: current.groupId }) },
    after: { ...(diff?.after ?? {}), ...(grouped ? {} : { group: parent.groupId }) },
  };
}
