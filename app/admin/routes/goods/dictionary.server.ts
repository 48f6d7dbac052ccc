import { data, redirect } from 'react-router';
import { z } from 'zod';
import { type CatalogEntity, type DictionaryError, listAdminCategories } from '#core/catalog/admin';
import { idSchema, parseId } from '#core/shared';
import { linkRefusal } from '../../lib/forms.server';
import { type AdminSession, adminAction, adminLoader } from '../../lib/guard.server';
import { type FormErrors, issueErrors } from './good-form.server';
import { recordHistory } from './history.server';

/** A dictionary screen's record: none (the list), `new`, or an id; anything else is a 404. */
export function recordParam(raw: string | undefined): null | 'new' | number {
  if (raw === undefined) return null;
  const parsed = z.union([z.literal('new'), idSchema()]).safeParse(raw);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

/** A form's text field ('' when absent). */
export const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
export const checkbox = (form: FormData, name: string) => form.get(name) === 'on';
/** An integer field: '' → undefined (the default), digits → the number, else NaN (refused by the schema). */
export const integer = (form: FormData, name: string) => {
  const value = field(form, name).trim();
  return value === '' ? undefined : /^-?\d{1,7}$/.test(value) ? Number(value) : Number.NaN;
};
/** Checked ids of a multiple field, in the order the form lists them. */
export const ids = (form: FormData, name: string) => form.getAll(name).map((v) => parseId(v) ?? Number.NaN);

const common: Record<string, string> = {
  titleUa: 'Вкажіть назву українською (до 200 символів).',
  titleRu: 'Вкажіть назву російською (до 200 символів).',
  title: 'Вкажіть назву (до 200 символів).',
  slug: 'Адреса: латинські малі літери, цифри й дефіси.',
  position: 'Порядок — ціле число.',
  icon: 'Адреса зображення: /images/… або https://…',
  banner: 'Адреса зображення: /images/… або https://…',
  bannerLink: linkRefusal,
  imageMobile: 'Адреса зображення: /images/… або https://…',
  image: 'Адреса зображення: /images/… або https://…',
  logo: 'Адреса зображення: /images/… або https://…',
  country: 'Країна — до 100 символів.',
  descriptionUa: 'Опис задовгий.',
  descriptionRu: 'Опис задовгий.',
  categoryIds: 'Перевірте категорії.',
  goodCodes: 'Коди товарів — по одному в рядку, до 5000.',
};

const refusals: Record<string, [string, string]> = {
  not_found: ['form', 'Такого запису немає.'],
  slug_invalid: ['slug', 'Адреса: латинські малі літери, цифри й дефіси; не назва службової сторінки.'],
  slug_taken: ['slug', 'Таку адресу вже має інший запис.'],
  category_not_found: ['form', 'Такої категорії немає.'],
  parent_loop: ['parentId', 'Категорія не може лежати у власній підкатегорії.'],
  tag_slug_fixed: ['slug', 'Адреса цього тегу закріплена за сторінкою сайту.'],
};

/** A refused dictionary save as field errors. */
export function dictionaryErrors(result: DictionaryError | { ok: false; error: string; codes?: string[] }): FormErrors {
  if (result.error === 'invalid' && 'issues' in result) return issueErrors(result.issues, common);
  if (result.error === 'goods_not_found' && 'codes' in result)
    return { goodCodes: `Немає товарів з кодами: ${(result.codes ?? []).join(', ')}.` };
  const [key, text] = refusals[result.error] ?? ['form', 'Не вдалося зберегти.'];
  return { [key]: text };
}

/** A form's text fields, every value of each (a refused form shows them again, without JS too). */
export function postedFields(form: FormData): Record<string, string[]> {
  const posted: Record<string, string[]> = {};
  for (const [key, value] of form) {
    if (typeof value !== 'string' || key === '_csrf') continue;
    posted[key] = [...(posted[key] ?? []), value];
  }
  return posted;
}

/** The refused answer of a dictionary form: its errors and what was posted, shown again. */
export function refused(errors: FormErrors, form: FormData, status = 400) {
  return data({ ok: false as const, message: 'Не збережено.', errors, posted: postedFields(form) }, { status });
}

type DictionaryArgs = Parameters<typeof adminAction>[0] & { params: { id?: string }; request: Request };

/** How a dictionary screen's loader reads its kind: the list, one record, and what both views need. */
export type DictionaryKind<Row, Rec, Extra extends object> = {
  entity: CatalogEntity;
  list: (session: AdminSession) => Promise<Row[]>;
  get: (session: AdminSession, id: number) => Promise<Rec | null | undefined>;
  /** Loaded for the list and the form alike (the category tree to tick). */
  extra?: (session: AdminSession) => Promise<Extra>;
};

/**
 * The loader of `/admin/goods/{kind}[/{id|new}]` (ADR 0093): without an id the list; with one the
 * record (404 when there is none) and its history; `?saved` after a create's redirect.
 */
export function dictionaryLoader<Row, Rec, Extra extends object = Record<never, never>>(
  args: DictionaryArgs,
  kind: DictionaryKind<Row, Rec, Extra>,
) {
  const id = recordParam(args.params.id);
  return adminLoader(args, 'catalog', async (session) => {
    const extra = kind.extra ? await kind.extra(session) : ({} as Extra);
    if (id === null) return { ...extra, id, list: await kind.list(session), record: null, history: [], saved: false };
    const record = id === 'new' ? null : await kind.get(session, id);
    if (id !== 'new' && !record) throw data(null, { status: 404 });
    const history = typeof id === 'number' ? await recordHistory(session, kind.entity, id) : [];
    const saved = new URL(args.request.url).searchParams.has('saved');
    return { ...extra, id, list: [] as Row[], record: record ?? null, history, saved };
  });
}

type SaveResult = { ok: true; id: number } | DictionaryError | { ok: false; error: string; codes?: string[] };

/**
 * The action of a dictionary record's form: 405 on the list; the kind's save with the record's id
 * (undefined for `new`); refused → field errors and the posted values again (404 when the record is
 * gone); a create redirects to its record, an edit stays.
 */
export function dictionaryAction(
  args: DictionaryArgs,
  path: string,
  save: (session: AdminSession, id: number | undefined, form: FormData) => Promise<SaveResult>,
) {
  const id = recordParam(args.params.id);
  if (id === null) throw data(null, { status: 405 });
  return adminAction(args, 'catalog', async (session, form) => {
    const result = await save(session, id === 'new' ? undefined : id, form);
    if (!result.ok) return refused(dictionaryErrors(result), form, result.error === 'not_found' ? 404 : 400);
    if (id === 'new') throw redirect(`${path}/${result.id}?saved`);
    return { ok: true, message: 'Збережено.' };
  });
}

/** The categories to tick on a fish type's or a direction's form, in the tree's order. */
export async function categoryChoices({ ctx, staff }: AdminSession) {
  const categories = (await listAdminCategories(ctx, staff)).map((c) => ({
    id: c.id,
    title: c.titleUa,
    depth: c.depth,
  }));
  return { categories };
}
