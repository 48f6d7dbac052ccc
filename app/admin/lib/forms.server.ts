import { data } from 'react-router';
import type { z } from 'zod';
import { parseId } from '#core/shared';

/**
 * Form plumbing of the promotions and content screens (ADR 0095): form strings to core inputs, core
 * error values and zod issues to Ukrainian field messages.
 */

/** "1 234,56" / "1234.5" грн → kopiyky; null when empty; NaN when not money. */
export function parseMoney(value: string | undefined): number | null {
  const text = (value ?? '').replace(/\s|грн/g, '').replace(',', '.');
  if (!text) return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const [whole, cents = ''] = text.split('.');
  return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
}

/** A form's optional text: trimmed, "" → null. */
export const optional = (value: string | undefined) => {
  const text = value?.trim() ?? '';
  return text ? text : null;
};

/** A whole number from a form field; null when empty; NaN when not one. */
export function parseInteger(value: string | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!text) return null;
  return /^-?\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
}

/** A number with a fraction (map coordinates); NaN when not one. */
export function parseDecimal(value: string | undefined): number {
  const text = (value ?? '').trim().replace(',', '.');
  return /^-?\d{1,3}(\.\d{1,12})?$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * A link the shop would not follow: what is accepted, and the look-alikes that
 * are not (`/\\evil.example` and `//evil.example` open another site).
 */
export const linkRefusal =
  'Посилання: шлях магазину з одним «/» на початку (/discounts) або адреса https://…; «//…», «/\\…», http:// та javascript: не приймаються.';

const issueTexts: Record<string, string> = {
  period_invalid: 'Кінець має бути пізніше за початок.',
  link_invalid: linkRefusal,
  picture_invalid: 'Зображення: завантажте файл або вкажіть адресу /images/… чи https://…',
  slug_invalid: 'Лише малі латинські літери, цифри й дефіси (spinning-season).',
  colour_invalid: 'Колір у вигляді #0a5c8a.',
  time_invalid: 'Час у вигляді 09:00.',
  hours_invalid: 'Кінець робочого дня має бути пізніше за початок.',
  phone_invalid: 'Телефон: цифри, пробіли, дужки, дефіси, можна з +.',
  category_blog_only: 'Рубрика буває лише в статей блогу.',
  duplicate_good: 'Товар указано двічі.',
  required: "Обов'язкове поле.",
};

/** zod issues of a core input as one Ukrainian message per field (the first issue of each). */
export function issueErrors(issues: z.core.$ZodIssue[], labels: Record<string, string> = {}): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    if (errors[key]) continue;
    const label = labels[key];
    const known = issueTexts[issue.message];
    errors[key] =
      known ??
      (issue.code === 'too_small'
        ? `${label ?? 'Поле'}: заповніть.`
        : issue.code === 'too_big'
          ? `${label ?? 'Поле'}: задовге значення.`
          : `${label ?? 'Поле'}: перевірте значення.`);
  }
  return errors;
}

/** What a content record's audit actions read as in its history (`banner.create` → "створив(ла)"). */
const recordVerbs: Record<string, string> = {
  create: 'створив(ла)',
  update: 'змінив(ла)',
  end: 'завершив(ла)',
  delete: 'видалив(ла)',
};

/** Audit rows as the record page's history: who changed what (the fields an edit touched), when. */
export function historyEntries(
  rows: { at: Date; actorName: string; action: string; after: unknown }[],
  labels: Record<string, string>,
  verbs: Record<string, string> = recordVerbs,
): { at: Date; who: string; what: string }[] {
  return rows.map((row) => {
    const verb = verbs[row.action.split('.')[1] ?? ''] ?? row.action;
    const fields =
      row.action.endsWith('.update') && row.after && typeof row.after === 'object'
        ? Object.keys(row.after)
            .map((key) => labels[key] ?? key)
            .join(', ')
        : '';
    return { at: row.at, who: row.actorName, what: fields ? `${verb}: ${fields}` : verb };
  });
}

/** A record's `:id`: `new`, or its number; anything else is a 404. */
export function recordId(raw: string | undefined): number | undefined {
  if (raw === 'new') return undefined;
  const id = parseId(raw);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/** A form's string fields by name ("" for a missing one). */
export function formText(form: FormData) {
  return (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
}

/** The form's text fields, shown again after a refused save (the page without JS is rendered anew). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && key !== '_csrf') values[key] = value;
  return values;
}

/**
 * A refused save as its form shows it (400): the refusal's message ("Перевірте поля форми." when
 * none is given), zod issues or the refusal's own field errors, and the posted values again.
 */
export function refusedSave<R extends { ok: false; error: string; issues?: z.core.$ZodIssue[] }>(
  saved: R,
  values: Record<string, string>,
  messages: Partial<Record<R['error'], string>>,
  fieldErrors: Partial<Record<R['error'], Record<string, string>>> = {},
) {
  const error = saved.error as R['error'];
  return data(
    {
      ok: false,
      message: messages[error] ?? 'Перевірте поля форми.',
      errors: saved.error === 'invalid' && saved.issues ? issueErrors(saved.issues) : (fieldErrors[error] ?? {}),
      values,
    },
    { status: 400 },
  );
}
