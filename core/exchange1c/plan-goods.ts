import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Cell, difference, extIdShape, type RowIssue, rowsOf, textArray } from '#core/imports';
import type { Ctx } from '#core/shared';
import type { CmlGood } from './commerceml';

/** A good as the exchange sets it: what import.xml says, resolved to the shop's ids. */
export type ExchangeGood = {
  exchangeId: string;
  /** 1C's Артикул as a code (`codeOfArticle`), '' when none fits: a new good's code when free. */
  article: string;
  title: string;
  description: string;
  categoryId: number;
  brandId: number | null;
  deleted: boolean;
  /** Characteristics from 1C, `<attribute id>:o<option id>` or `:n<number>`, sorted; undefined when 1C sent none. */
  attributes?: string[];
  /** Pictures from the upload (paths in it). */
  pictures: string[];
  /** «Вес» in grams; undefined when 1C sent none (the shop's value stays). */
  weightG?: number;
};

export type GoodNow = {
  id: number;
  extId: string;
  exchangeId: string | null;
  titleUa: string;
  descriptionUa: string;
  categoryId: number;
  brandId: number | null;
  isActive: boolean;
  price: number;
  attributes: string[];
  weightG: number | null;
  /** Some good of its 1C variant group (`<Ид>#<characteristic>`) is on sale: the good is not sold alone. */
  hasVariants: boolean;
};

export type GoodPlan = {
  line: number;
  key: string;
  value: ExchangeGood;
  current: GoodNow | undefined;
  outcome: 'new' | 'changed' | 'unchanged';
  before: Record<string, Cell> | null;
  after: Record<string, Cell>;
  /** The good is linked to 1C now (found by its code, not yet by its Ид). */
  links: boolean;
  extId: string;
  isActive: boolean;
};

const maxTitle = 255;

/**
 * 1C's Артикул as a code people type and the price spreadsheets carry (ADR 0118):
 * trimmed, each run of spaces or of characters a code cannot hold made one `-` («NF 3000 FD» →
 * `NF-3000-FD`); '' when what is left is no code (empty, longer than 64).
 */
export function codeOfArticle(article: string): string {
  const code = article
    .trim()
    .replace(/[^\p{L}\p{N}\-_./]+/gu, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
  return extIdShape.test(code) ? code : '';
}

/**
 * Short codes for a good whose Артикул and Ид make none (an Ид over 64 characters, or with `#`):
 * `1C-` and the Ид's first 8 letters and digits (a guid's first block), longer on a clash.
 */
export function derivedCodes(exchangeId: string): string[] {
  const plain = exchangeId.replace(/[^\p{L}\p{N}]/gu, '') || createHash('sha1').update(exchangeId).digest('hex');
  return [...new Set([8, 12, 16, 24, 32].map((n) => `1C-${plain.slice(0, n)}`))];
}

/**
 * A new good's code: its Артикул as a code, else 1C's Ид when it is one (a guid: stable, fits the
 * price spreadsheets), else a derived short code — never the 73-character `good#characteristic` Ид.
 */
function newCode(value: ExchangeGood, taken: (code: string) => boolean): string {
  const own = extIdShape.test(value.exchangeId) ? [value.exchangeId] : [];
  const candidates = [value.article, ...own, ...derivedCodes(value.exchangeId)].filter((c) => c && !taken(c));
  return candidates[0] ?? `1C-${createHash('sha1').update(value.exchangeId).digest('hex').slice(0, 16)}`;
}

/** The good's own issues (no Ид, no name) before anything is looked up. */
export function goodIssues(good: CmlGood): RowIssue[] {
  const issues: RowIssue[] = [];
  if (!good.id) issues.push({ line: good.line, code: 'required', column: 'Ид' });
  else if (good.id.length > 100) issues.push({ line: good.line, code: 'too_long', column: 'Ид', value: good.id });
  if (!good.name) issues.push({ line: good.line, code: 'required', column: 'Наименование', value: good.id });
  return issues;
}

/**
 * The batch's goods as they are now: by 1C's Ид, or — a good the shop had before the exchange — by
 * its code equal to the Артикул while it is linked to nothing (the first exchange links them).
 * Also which Артикулы are taken, so a new good does not take another's code.
 */
export async function loadGoods(ctx: Ctx, rows: readonly ExchangeGood[], forUpdate: boolean) {
  const ids = rows.map((r) => r.exchangeId);
  const codes = rows.flatMap((r) => [r.article, ...derivedCodes(r.exchangeId)]).filter((a) => a);
  const result = await ctx.db.execute(sql`
    select g.id, g.ext_id as "extId", g.exchange_id as "exchangeId", g.title_ua as "titleUa",
           g.description_ua as "descriptionUa", g.category_id as "categoryId", g.brand_id as "brandId",
           g.is_active as "isActive", coalesce(g.regular_price, g.price) as price,
           coalesce((select array_agg(ga.attribute_id || ':' || case when ga.option_id is not null then 'o' || ga.option_id
                                                                       else 'n' || ga.value_num::text end)
                     from good_attributes ga join attributes a on a.id = ga.attribute_id
                     where ga.good_id = g.id and a.exchange_id is not null), '{}') as attributes,
           g.weight_g as "weightG",
           exists (select 1 from good_groups gg join goods v on v.group_id = gg.id
                   where gg.exchange_id = g.exchange_id and v.is_active) as "hasVariants"
    from goods g
    where g.exchange_id = any(${textArray(ids)}) or g.ext_id = any(${textArray([...codes, ...ids])})
    ${forUpdate ? sql`for update of g` : sql``}`);
  const byExchange = new Map<string, GoodNow>();
  const byCode = new Map<string, GoodNow>();
  for (const g of rowsOf<GoodNow>(result)) {
    g.attributes = [...g.attributes].sort();
    if (g.exchangeId) byExchange.set(g.exchangeId, g);
    byCode.set(g.extId, g);
  }
  return { byExchange, byCode };
}

const cells = (g: {
  title: string;
  description: string;
  categoryId: number;
  brandId: number | null;
  isActive: boolean;
  attributes?: string[];
  weightG?: number | null;
}): Record<string, Cell> => ({
  title_ua: g.title,
  description_ua: g.description,
  category_id: g.categoryId,
  brand: g.brandId,
  active: g.isActive,
  ...(g.attributes ? { characteristics: g.attributes.join(',') } : {}),
  ...(g.weightG !== undefined ? { weight_g: g.weightG } : {}),
});

/**
 * What the exchange does to one good. 1C is the master of its goods' name, description, group,
 * maker, characteristics, weight and whether they are sold (Статус «Удален» hides); a good stays
 * hidden until offers.xml gives it a price (price 0 = never priced), and while its variants are on sale. `codesTaken` collects the codes
 * new goods of this run take.
 */
export function planGood(
  line: number,
  value: ExchangeGood,
  found: Awaited<ReturnType<typeof loadGoods>>,
  codesTaken: Set<string>,
): GoodPlan {
  const linked = found.byExchange.get(value.exchangeId);
  const byCode = value.article ? found.byCode.get(value.article) : undefined;
  const current = linked ?? (byCode && !byCode.exchangeId ? byCode : undefined);
  const description = value.description.slice(0, 20_000);
  const title = value.title.slice(0, maxTitle);
  if (!current) {
    const extId = newCode(value, (code) => found.byCode.has(code) || codesTaken.has(code));
    codesTaken.add(extId);
    const after = cells({ ...value, title, description, isActive: false });
    return {
      line,
      key: value.exchangeId,
      value,
      current,
      outcome: 'new',
      before: null,
      after,
      links: true,
      extId,
      isActive: false,
    };
  }
  const isActive = value.deleted || current.hasVariants ? false : current.price > 0 ? true : current.isActive;
  const before = cells({
    title: current.titleUa,
    description: current.descriptionUa,
    categoryId: current.categoryId,
    brandId: current.brandId,
    isActive: current.isActive,
    attributes: current.attributes,
    weightG: current.weightG,
  });
  const diff = difference(before, cells({ ...value, title, description, isActive }));
  const links = !current.exchangeId;
  const base = { line, key: value.exchangeId, value, current, links, extId: current.extId, isActive };
  if (!diff && !links) return { ...base, outcome: 'unchanged', before: null, after: {} };
  return {
    ...base,
    outcome: 'changed',
    before: diff?.before ?? {},
    after: { ...(diff?.after ?? {}), ...(links ? { exchange_id: value.exchangeId } : {}) },
  };
}
