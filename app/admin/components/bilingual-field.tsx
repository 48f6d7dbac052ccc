import type { ReactNode } from 'react';
import { Field } from './admin-form';
import { RichText } from './rich-text';

/**
 * One text the shop shows in both languages (SPEC §2): the Ukrainian field, then the Russian one,
 * named `{name}Ua` / `{name}Ru` and labelled "… (укр.)" / "… (рос.)" — the columns per language
 * of the content tables. The hint sits under the Ukrainian field only.
 */
export function BilingualField({
  name,
  label,
  labelTail = '',
  control = 'input',
  saved,
  value,
  errors,
  required = false,
  maxLength,
  rows,
  hint,
}: {
  name: string;
  label: string;
  /** After the language: "Опис (укр.), HTML". */
  labelTail?: string;
  control?: 'input' | 'textarea' | 'rich';
  /** The stored Ukrainian and Russian texts (null/undefined: empty). */
  saved: readonly [string | null | undefined, string | null | undefined];
  /** The value a field shows: what was posted when the save was refused, else the stored one. */
  value: (field: string, fallback: string) => string;
  errors: Record<string, string | undefined>;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  hint?: ReactNode;
}) {
  return (
    <>
      {(['Ua', 'Ru'] as const).map((lang, i) => {
        const field = `${name}${lang}`;
        const fieldLabel = `${label} (${lang === 'Ua' ? 'укр.' : 'рос.'})${labelTail}`;
        const shown = value(field, saved[i] ?? '');
        return (
          <Field
            key={lang}
            label={fieldLabel}
            name={field}
            error={errors[field]}
            hint={lang === 'Ua' ? hint : undefined}
          >
            {control === 'rich' ? (
              <RichText id={`f-${field}`} name={field} label={fieldLabel} required={required} defaultValue={shown} />
            ) : control === 'textarea' ? (
              <textarea
                id={`f-${field}`}
                name={field}
                rows={rows}
                maxLength={maxLength}
                required={required}
                defaultValue={shown}
              />
            ) : (
              <input id={`f-${field}`} name={field} required={required} maxLength={maxLength} defaultValue={shown} />
            )}
          </Field>
        );
      })}
    </>
  );
}
