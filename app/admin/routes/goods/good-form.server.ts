import type { z } from 'zod';
import type { GoodFormOptions, GoodInput, SaveGoodResult } from '#core/catalog/admin';
import { parseId } from '#core/shared';
import { inputToKop } from './money';

/** Texts of the good form's field problems (the back office speaks Ukrainian). */
const fieldTexts: Record<string, string> = {
  extId: 'Код: латинські літери, цифри, «.», «-», «/», до 40 символів.',
  slug: 'Адреса: латинські малі літери, цифри й дефіси.',
  titleUa: 'Вкажіть назву українською (до 300 символів).',
  titleRu: 'Вкажіть назву російською (до 300 символів).',
  variantUa: 'Варіант — до 120 символів.',
  variantRu: 'Варіант — до 120 символів.',
  descriptionUa: 'Опис задовгий.',
  descriptionRu: 'Опис задовгий.',
  metaTitleUa: 'Meta title — до 300 символів.',
  metaTitleRu: 'Meta title — до 300 символів.',
  metaDescriptionUa: 'Meta description — до 1000 символів.',
  metaDescriptionRu: 'Meta description — до 1000 символів.',
  price: 'Ціна: сума в гривнях більше нуля, до двох знаків після коми (наприклад 1299,50).',
  oldPrice: 'Стара ціна: порожньо або сума, більша за ціну.',
  sellStatus: 'Оберіть статус продажу.',
  categoryId: 'Оберіть категорію.',
  brandId: 'Оберіть бренд або «без бренду».',
  attributes: 'Перевірте характеристики.',
  stock: 'Залишок — ціле число від 0.',
  parcel: 'Вага в грамах і розміри в міліметрах — цілі числа від 1 або порожньо.',
};

/** What a refused save says, by its code (field it belongs to, text). */
const refusals: Record<string, [string, string]> = {
  good_not_found: ['form', 'Такого товару немає.'],
  ext_id_taken: ['extId', 'Такий код уже має інший товар.'],
  slug_invalid: ['slug', 'Адреса: латинські малі літери, цифри й дефіси; не назва службової сторінки (search, blog…).'],
  category_not_found: ['categoryId', 'Такої категорії немає.'],
  brand_not_found: ['brandId', 'Такого бренду немає.'],
  attribute_invalid: ['attributes', 'Значення характеристики не відповідає її типу.'],
  tag_not_found: ['tags', 'Такого тегу немає.'],
  store_not_found: ['stock', 'Такого магазину немає.'],
};

export type FormErrors = Record<string, string>;

/** The field errors of zod issues, by the first path segment (`stock.0.quantity` → `stock`). */
export function issueErrors(issues: readonly z.core.$ZodIssue[], texts: Record<string, string>): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= texts[key] ?? 'Перевірте поле.';
  }
  return errors;
}

/** A refused good save as field errors. */
export function saveGoodErrors(result: Exclude<SaveGoodResult, { ok: true }>): FormErrors {
  if (result.error === 'invalid') return issueErrors(result.issues, fieldTexts);
  const [field, text] = refusals[result.error] ?? ['form', 'Не вдалося зберегти.'];
  return { [field]: text };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const nullable = (value: string) => (value.trim() === '' ? null : value);
const positiveId = (value: string) => parseId(value) ?? Number.NaN;
/** "2,4" or "2.4" → 2.4; anything else NaN. */
const decimal = (value: string) =>
  /^-?\d+(?:[.,]\d+)?$/.test(value.trim()) ? Number(value.trim().replace(',', '.')) : Number.NaN;

/**
 * The good form's fields as the save's input (`id` for an edit): money typed in гривні to
 * kopiyky, characteristics (`attr.<id>`: an option id or a number; the extra row `attrNew` +
 * `attrNewValue` by the option's text), tags (`tag`, after `tagsShown`) and stock per store
 * (`stock.<storeId>`). Problems the form itself can tell come back as field errors.
 */
export function goodInputFromForm(
  form: FormData,
  options: Pick<GoodFormOptions, 'attributes'>,
  id?: number,
): { ok: true; input: GoodInput } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const price = inputToKop(text(form, 'price'));
  const oldPrice = inputToKop(text(form, 'oldPrice'));
  if (price === undefined || price === null) errors.price = fieldTexts.price as string;
  if (oldPrice === undefined) errors.oldPrice = fieldTexts.oldPrice as string;
  const kinds = new Map(options.attributes.map((a) => [a.id, a]));
  const attributes: NonNullable<GoodInput['attributes']> = [];
  const addAttribute = (attributeId: number, raw: string, field: string) => {
    const attribute = kinds.get(attributeId);
    const value = raw.trim();
    if (!attribute || value === '') return;
    if (attributes.some((a) => a.attributeId === attributeId)) return;
    if (attribute.kind === 'option') {
      const byId = attribute.options.find((o) => String(o.id) === value);
      const byText = attribute.options.find((o) => o.value.toLowerCase() === value.toLowerCase());
      const option = field === 'attrNew' ? (byText ?? byId) : byId;
      if (option) attributes.push({ attributeId, optionId: option.id });
      else
        errors[field] = `«${attribute.title}»: оберіть одне зі значень (${attribute.options
          .map((o) => o.value)
          .slice(0, 8)
          .join(', ')}).`;
    } else {
      const number = decimal(value);
      if (Number.isFinite(number)) attributes.push({ attributeId, valueNum: number });
      else errors[field] = `«${attribute.title}»: число, наприклад 2,4.`;
    }
  };
  for (const [key, value] of form) {
    const match = /^attr\.(\d+)$/.exec(key);
    if (match && typeof value === 'string') addAttribute(Number(match[1]), value, 'attributes');
  }
  const extra = positiveId(text(form, 'attrNew'));
  if (Number.isFinite(extra)) addAttribute(extra, text(form, 'attrNewValue'), 'attrNew');
  const stock: NonNullable<GoodInput['stock']> = [];
  for (const [key, value] of form) {
    const match = /^stock\.(\d+)$/.exec(key);
    if (!match || typeof value !== 'string') continue;
    const quantity = value.trim() === '' ? 0 : /^\d{1,7}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
    if (Number.isNaN(quantity)) errors.stock = fieldTexts.stock as string;
    else stock.push({ storeId: Number(match[1]), quantity });
  }
  // Parcel size: whole grams and millimetres, empty = unknown.
  const size = (name: string) => {
    const raw = text(form, name).trim();
    if (raw === '') return null;
    if (/^[1-9]\d{0,6}$/.test(raw)) return Number(raw);
    errors[name] = fieldTexts.parcel as string;
    return null;
  };
  const parcel = form.get('parcelShown')
    ? { weightG: size('weightG'), lengthMm: size('lengthMm'), widthMm: size('widthMm'), heightMm: size('heightMm') }
    : undefined;
  if (Object.keys(errors).length) return { ok: false, errors };
  const brand = text(form, 'brandId');
  return {
    ok: true,
    input: {
      id,
      extId: text(form, 'extId'),
      slug: text(form, 'slug'),
      titleUa: text(form, 'titleUa'),
      titleRu: text(form, 'titleRu'),
      variantUa: nullable(text(form, 'variantUa')),
      variantRu: nullable(text(form, 'variantRu')),
      descriptionUa: text(form, 'descriptionUa'),
      descriptionRu: text(form, 'descriptionRu'),
      metaTitleUa: nullable(text(form, 'metaTitleUa')),
      metaTitleRu: nullable(text(form, 'metaTitleRu')),
      metaDescriptionUa: nullable(text(form, 'metaDescriptionUa')),
      metaDescriptionRu: nullable(text(form, 'metaDescriptionRu')),
      price: price as number,
      oldPrice: oldPrice ?? null,
      sellStatus: text(form, 'sellStatus') as GoodInput['sellStatus'],
      isActive: form.get('isActive') === 'on',
      categoryId: positiveId(text(form, 'categoryId')),
      brandId: brand === '' ? null : positiveId(brand),
      attributes: form.get('attrsShown') ? attributes : undefined,
      tagIds: form.get('tagsShown') ? form.getAll('tag').map((v) => positiveId(String(v))) : undefined,
      stock: form.get('stockShown') ? stock : undefined,
      parcel,
    },
  };
}
