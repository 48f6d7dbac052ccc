import { child, childrenOf, pathText, textOf, type XNode } from './xml-units';

/** A 1C group (Классификатор/Группы), flattened: its parent's Ид, depth-first order. */
export type CmlGroup = { id: string; name: string; parentId: string | null; line: number };
export type CmlPropertyType = 'directory' | 'string' | 'number';
/** A property (Свойство) and its directory values (Справочник: ИдЗначения → Значение). */
export type CmlProperty = {
  id: string;
  name: string;
  type: CmlPropertyType;
  values: Map<string, string>;
  line: number;
};
/** A named thing of the exchange: a warehouse (Склад) or a price type (ТипЦены). */
export type CmlNamed = { id: string; name: string };

export type CmlGood = {
  line: number;
  id: string;
  article: string;
  name: string;
  description: string;
  groupIds: string[];
  maker: { id: string; name: string } | null;
  pictures: string[];
  properties: { id: string; value: string }[];
  requisites: Map<string, string>;
  /** ХарактеристикиТовара of a 2.03 / 2.04 `Товар` whose Ид is `good#characteristic` (a variant). */
  characteristics: { name: string; value: string }[];
  deleted: boolean;
};

export type CmlOffer = {
  line: number;
  /** `good` or `good#characteristic`. */
  id: string;
  name: string;
  /** Price per unit by price type Ид, as written (a decimal with a dot). */
  prices: Map<string, string>;
  /** Quantity by warehouse Ид, as written; null when the offer carries no warehouse stock. */
  stock: Map<string, string> | null;
  /**
   * The chain's total without a warehouse: the offer's `Количество`, or 3.1's
   * `Остатки/Остаток/Количество` without `Склад`; null when none.
   */
  total: string | null;
  /** 3.1's `ЗначенияСвойств` of a characteristic offer (property Ид, value or value Ид). */
  propertyValues: { id: string; value: string }[];
  /** The characteristic's values (ХарактеристикиТовара): `Колір: червоний`. */
  characteristics: { name: string; value: string }[];
  /** Картинка of a characteristic offer (2.08+): the variant's own pictures, from the same upload. */
  pictures: string[];
  deleted: boolean;
};

const isTrue = (text: string | undefined) => text?.trim().toLowerCase() === 'true';
const isDeleted = (node: XNode) =>
  node.attrs.Статус === 'Удален' || textOf(node, 'Статус') === 'Удален' || isTrue(textOf(node, 'ПометкаУдаления'));

/** The classifier's tree of groups, parents before children. */
export function groupsOf(node: XNode): CmlGroup[] {
  const out: CmlGroup[] = [];
  const walk = (groups: XNode, parentId: string | null) => {
    for (const group of childrenOf(groups, 'Группа')) {
      const id = textOf(group, 'Ид');
      if (!id) continue;
      out.push({ id, name: textOf(group, 'Наименование') || id, parentId, line: group.line });
      const inner = child(group, 'Группы');
      if (inner) walk(inner, id);
    }
  };
  walk(node, null);
  return out;
}

export function propertiesOf(node: XNode): CmlProperty[] {
  const out: CmlProperty[] = [];
  for (const p of [...childrenOf(node, 'Свойство'), ...childrenOf(node, 'СвойствоНоменклатуры')]) {
    const id = textOf(p, 'Ид');
    if (!id) continue;
    const kind = textOf(p, 'ТипЗначений');
    const values = new Map<string, string>();
    for (const v of childrenOf(child(p, 'ВариантыЗначений'), 'Справочник')) {
      const valueId = textOf(v, 'ИдЗначения');
      if (valueId) values.set(valueId, textOf(v, 'Значение'));
    }
    const type: CmlPropertyType =
      kind === 'Справочник' || values.size ? 'directory' : kind === 'Число' ? 'number' : 'string';
    out.push({ id, name: textOf(p, 'Наименование') || id, type, values, line: p.line });
  }
  return out;
}

/** Склады/Склад or ТипыЦен/ТипЦены: Ид and Наименование. */
export function namedOf(node: XNode, item: string): CmlNamed[] {
  return childrenOf(node, item)
    .map((n) => ({ id: textOf(n, 'Ид'), name: textOf(n, 'Наименование') }))
    .filter((n) => n.id);
}

export function goodOf(node: XNode): CmlGood {
  const makerNode = child(node, 'Изготовитель');
  const makerName = textOf(makerNode, 'Наименование');
  const requisites = new Map<string, string>();
  for (const r of childrenOf(child(node, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита'))
    requisites.set(textOf(r, 'Наименование'), textOf(r, 'Значение'));
  return {
    line: node.line,
    id: textOf(node, 'Ид'),
    article: textOf(node, 'Артикул'),
    name: textOf(node, 'Наименование'),
    description: textOf(node, 'Описание'),
    groupIds: childrenOf(child(node, 'Группы'), 'Ид')
      .map((n) => n.text.trim())
      .filter(Boolean),
    maker: makerName ? { id: textOf(makerNode, 'Ид'), name: makerName } : null,
    pictures: childrenOf(node, 'Картинка')
      .map((n) => n.text.trim())
      .filter(Boolean),
    properties: childrenOf(child(node, 'ЗначенияСвойств'), 'ЗначенияСвойства')
      .map((v) => ({ id: textOf(v, 'Ид'), value: textOf(v, 'Значение') }))
      .filter((v) => v.id && v.value),
    requisites,
    characteristics: characteristicsOf(node),
    deleted: isDeleted(node),
  };
}

const characteristicsOf = (node: XNode) =>
  childrenOf(child(node, 'ХарактеристикиТовара'), 'ХарактеристикаТовара')
    .map((c) => ({ name: textOf(c, 'Наименование'), value: textOf(c, 'Значение') }))
    .filter((c) => c.value);

export function offerOf(node: XNode): CmlOffer {
  const prices = new Map<string, string>();
  for (const p of childrenOf(child(node, 'Цены'), 'Цена')) {
    const type = textOf(p, 'ИдТипаЦены');
    const value = textOf(p, 'ЦенаЗаЕдиницу');
    if (type && value) prices.set(type, value);
  }
  let stock: Map<string, string> | null = null;
  // CommerceML 2.05–2.08: <Склад ИдСклада="…" КоличествоНаСкладе="…"/>; 2.09+: Остатки/Остаток/Склад.
  for (const s of childrenOf(node, 'Склад')) {
    const id = s.attrs.ИдСклада;
    if (!id) continue;
    stock ??= new Map();
    stock.set(id, s.attrs.КоличествоНаСкладе ?? '0');
  }
  let total: string | null = textOf(node, 'Количество') || null;
  for (const rest of childrenOf(child(node, 'Остатки'), 'Остаток')) {
    const store = child(rest, 'Склад');
    const id = textOf(store, 'Ид');
    if (!id) {
      // 3.1 without warehouses: the chain's total.
      const quantity = textOf(rest, 'Количество');
      if (quantity) total = quantity;
      continue;
    }
    stock ??= new Map();
    stock.set(id, textOf(store, 'Количество') || '0');
  }
  return {
    line: node.line,
    id: textOf(node, 'Ид'),
    name: textOf(node, 'Наименование'),
    prices,
    stock,
    total,
    propertyValues: childrenOf(child(node, 'ЗначенияСвойств'), 'ЗначенияСвойства')
      .map((v) => ({ id: textOf(v, 'Ид'), value: textOf(v, 'Значение') }))
      .filter((v) => v.id && v.value),
    pictures: childrenOf(node, 'Картинка')
      .map((n) => n.text.trim())
      .filter(Boolean),
    characteristics: characteristicsOf(node),
    deleted: isDeleted(node),
  };
}

/** Whether a Каталог / ПакетПредложений says it lists only changes (attribute or element). */
export const onlyChangesOf = (node: XNode) =>
  isTrue(node.attrs.СодержитТолькоИзменения) || (node.name === 'СодержитТолькоИзменения' && isTrue(node.text));

/** 1C writes quantities as decimals ("5.000", "-2"): whole units, never below zero. */
export function quantityOf(raw: string): number | null {
  const n = Number(raw.replace(',', '.').replace(/\s/g, ''));
  if (!Number.isFinite(n)) return null;
  return Math.min(1_000_000, Math.max(0, Math.floor(n)));
}

/**
 * «Вес» of ЗначенияРеквизитов (kilograms, "0.35" or "0,35") as whole grams: undefined when 1C
 * sent none or 0 (1C's "not filled"), null when it is no weight (a report line, the good imports).
 */
export function weightOf(requisites: ReadonlyMap<string, string>): number | null | undefined {
  const raw = (requisites.get('Вес') ?? requisites.get('Вага'))?.replace(/\s/g, '');
  if (!raw) return undefined;
  const kg = /^\d+([.,]\d+)?$/.test(raw) ? Number(raw.replace(',', '.')) : Number.NaN;
  if (kg === 0) return undefined;
  const grams = Math.round(kg * 1000);
  return Number.isFinite(kg) && grams >= 1 && grams <= 10_000_000 ? grams : null;
}

/**
 * A characteristic's label (`Довжина: 2.7 м, Колір: червоний`) and its values (`2.7 м, червоний`):
 * of an offer, or of a 2.03 / 2.04 `Товар` whose Ид is `good#characteristic`.
 */
export function variantLabelOf(offer: Pick<CmlOffer, 'id' | 'name' | 'characteristics'>): {
  label: string;
  values: string;
} {
  if (!offer.characteristics.length) {
    // No ХарактеристикиТовара (2.07 names the size only in the offer's name, 3.1 leaves them empty):
    // the name's last parenthesis, else the name, else the characteristic's Ид.
    const inName = /\(([^()]+)\)\s*$/.exec(offer.name)?.[1]?.trim();
    const values = inName || offer.name || offer.id.slice(offer.id.indexOf('#') + 1);
    return { label: values, values };
  }
  return {
    label: offer.characteristics.map((c) => (c.name ? `${c.name}: ${c.value}` : c.value)).join(', '),
    values: offer.characteristics.map((c) => c.value).join(', '),
  };
}

/**
 * The name of the good a 2.03 / 2.04 characteristic `Товар` belongs to: its name
 * without the characteristic's part — 1C's sample names both «Стол обеденный», UT 10.3 setups
 * also write «Стол обеденный (Белый)».
 */
export function parentNameOf(good: Pick<CmlGood, 'name' | 'characteristics'>): string {
  const values = good.characteristics.map((c) => c.value.trim().toLowerCase());
  const match = /^(.*\S)\s*\(([^()]+)\)\s*$/.exec(good.name);
  if (!match?.[1] || !values.length) return good.name;
  const inName = (match[2] ?? '').split(',').map((v) => v.trim().toLowerCase());
  return inName.every((v) => values.includes(v)) ? match[1] : good.name;
}

export { pathText };
