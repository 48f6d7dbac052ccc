import type { AttributeRow, Dictionaries, GoodRow } from './catalog-load';
import type { SearchDoc } from './types';

/** A good as the text matcher sees it: titles, code, brand, category path and characteristics in both languages. */
export function toSearchDoc(dict: Dictionaries, good: GoodRow, rows: AttributeRow[]): SearchDoc {
  const path: SearchDoc['categories'] = [];
  const seen = new Set<number>();
  for (let id: number | null = good.categoryId; id !== null && !seen.has(id); ) {
    seen.add(id);
    const category = dict.categories.get(id);
    if (!category) break;
    path.push(category.title);
    id = category.parentId;
  }
  const characteristics: SearchDoc['characteristics'] = [];
  for (const row of rows) {
    if (row.optionId !== null) {
      const option = dict.options.get(row.optionId);
      if (option) characteristics.push(option.value);
    } else if (row.valueNum !== null) {
      const unit = dict.attributes.get(row.attributeId)?.unit ?? { ua: null, ru: null };
      const value = formatNumber(row.valueNum);
      characteristics.push({ ua: withUnit(value, unit.ua), ru: withUnit(value, unit.ru) });
    }
  }
  return {
    id: good.id,
    code: good.extId,
    title: { ua: good.titleUa, ru: good.titleRu },
    brand: good.brandId === null ? null : (dict.brands.get(good.brandId)?.title ?? null),
    categories: path,
    characteristics,
    description: { ua: plainText(good.descriptionUa), ru: plainText(good.descriptionRu) },
    available: good.sellStatus === '4',
    popularity: good.popularity,
  };
}

/** As the product page writes it (at most three decimals), with a decimal comma as shoppers type it. */
function formatNumber(value: number): string {
  return String(Math.round(value * 1000) / 1000).replace('.', ',');
}

function withUnit(value: string, unit: string | null): string {
  return unit ? `${value} ${unit}` : value;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Descriptions may be rich text: tags out, common entities decoded. */
function plainText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return entities[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
