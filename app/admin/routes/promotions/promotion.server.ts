import { data, redirect } from 'react-router';
import { z } from 'zod';
import { findGoodsByCodes, findPromotionGoods, type PromotionInput, savePromotion } from '#core/content';
import { type Ctx, parseId } from '#core/shared';
import type { StaffView } from '#core/staff';
import { issueErrors, optional, parseInteger, parseMoney } from '../../lib/forms.server';
import { fromKyivInput } from '../../lib/kyiv-time';

const labels: Record<string, string> = {
  titleUa: 'Назва (укр.)',
  titleRu: 'Назва (рос.)',
  slug: 'Адреса',
  placeUa: 'Де діє (укр.)',
  placeRu: 'Де діє (рос.)',
  startsAt: 'Початок',
  endsAt: 'Кінець',
  discountPercent: 'Знижка',
  banner: 'Банер',
  goods: 'Товари',
  descriptionUa: 'Опис (укр.)',
  descriptionRu: 'Опис (рос.)',
};

const saveErrors = {
  promotion_not_found: 'Такої акції немає.',
  good_not_found: 'Одного з товарів немає в каталозі.',
  category_not_found: 'Однієї з категорій немає.',
  too_many_goods: 'Забагато товарів в одній акції (понад 10 000).',
} as const;

/** The form's text fields (for the page to show them again after a refused save or a search). */
export type PromotionFormValues = Record<string, string>;

/**
 * The promotion form as core's input: its fields, the goods kept (each with an optional fixed
 * price), the goods added by the picker or by codes, the categories chosen. Errors as field texts.
 */
async function readPromotionForm(ctx: Ctx, staff: StaffView, form: FormData, id: number | undefined) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const errors: Record<string, string> = {};
  const removed = new Set(form.getAll('remove').map(String));
  const goods = new Map<number, number | null>();
  for (const raw of form.getAll('good')) {
    const goodId = parseId(raw);
    if (goodId === null || removed.has(String(goodId))) continue;
    const price = parseMoney(text(`price.${goodId}`));
    if (Number.isNaN(price)) errors[`price.${goodId}`] = 'Ціна: число в гривнях, напр. 1299,00.';
    goods.set(goodId, Number.isNaN(price) ? null : price);
  }
  for (const raw of form.getAll('add')) {
    const goodId = parseId(raw);
    if (goodId !== null && !goods.has(goodId)) goods.set(goodId, null);
  }
  const codes = text('codes')
    .split(/[\s,;]+/)
    .filter(Boolean);
  if (codes.length) {
    const found = await findGoodsByCodes(ctx, staff, codes);
    const missing = codes.filter((code) => !found.has(code));
    if (missing.length) errors.codes = `Немає товарів з кодами: ${missing.slice(0, 10).join(', ')}.`;
    for (const goodId of found.values()) if (!goods.has(goodId)) goods.set(goodId, null);
  }
  const startsAt = fromKyivInput(text('startsAt'));
  const endsAt = fromKyivInput(text('endsAt'));
  if (!startsAt) errors.startsAt = 'Вкажіть дату й час початку.';
  if (!endsAt) errors.endsAt = 'Вкажіть дату й час кінця.';
  const percent = parseInteger(text('discountPercent'));
  if (Number.isNaN(percent)) errors.discountPercent = 'Знижка: ціле число від 1 до 99.';
  const input: PromotionInput = {
    ...(id === undefined ? {} : { id }),
    slug: text('slug').trim(),
    titleUa: text('titleUa'),
    titleRu: text('titleRu'),
    descriptionUa: text('descriptionUa'),
    descriptionRu: text('descriptionRu'),
    placeUa: text('placeUa'),
    placeRu: text('placeRu'),
    banner: optional(text('banner')),
    startsAt: startsAt ?? new Date(0),
    endsAt: endsAt ?? new Date(0),
    discountPercent: Number.isNaN(percent) ? null : percent,
    goods: [...goods].map(([goodId, price]) => ({ goodId, price })),
    categoryIds: form
      .getAll('categoryIds')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0),
  };
  return { input, errors };
}

const intents = z.enum(['save', 'find', 'end', 'delete']);

/** What the promotion page's form posts do; `end` and `delete` are handled by the route itself. */
export async function promotionFormAction(
  ctx: Ctx,
  staff: StaffView,
  form: FormData,
  id: number | undefined,
): Promise<unknown> {
  const intent = intents.safeParse(form.get('intent'));
  if (!intent.success) return data({ ok: false, message: 'Невідома дія.' }, { status: 400 });
  const values: PromotionFormValues = {};
  for (const [key, value] of form) if (typeof value === 'string' && key !== '_csrf') values[key] = value;
  const kept = { values, removed: form.getAll('remove').map(String), added: form.getAll('add').map(String) };
  if (intent.data === 'find') {
    const found = await findPromotionGoods(ctx, staff, String(form.get('find') ?? ''));
    return { ok: true, found, ...kept };
  }
  const { input, errors } = await readPromotionForm(ctx, staff, form, id);
  if (Object.keys(errors).length)
    return data({ ok: false, message: 'Перевірте поля форми.', errors, ...kept }, { status: 400 });
  const saved = await savePromotion(ctx, staff, input);
  if (!saved.ok) {
    const fieldErrors =
      saved.error === 'invalid' ? issueErrors(saved.issues, labels) : { form: saveErrors[saved.error] };
    return data({ ok: false, message: 'Не збережено.', errors: fieldErrors, ...kept }, { status: 400 });
  }
  if (id === undefined) throw redirect(`/admin/promotions/${saved.id}?saved=1`);
  return { ok: true, message: `Збережено. Товарів в акції: ${saved.goodsCount}; цін змінено: ${saved.pricesChanged}.` };
}
