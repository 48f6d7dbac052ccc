import type { ReactNode } from 'react';
import { Field } from '../../components/admin-form';

/** What a dictionary form was answered: errors and the posted fields (shown again), or a result. */
export type DictionaryResult =
  | { ok: boolean; message?: string; errors?: Record<string, string>; posted?: Record<string, string[]> }
  | undefined;

/** The value a field shows: what was posted when the save was refused, else the saved one. */
export function useFieldValues(result: DictionaryResult) {
  const posted = result?.ok === false ? result.posted : undefined;
  const errors = result?.errors ?? {};
  return {
    errors,
    value: (name: string, saved: string | number | null | undefined) =>
      posted ? (posted[name]?.[0] ?? '') : saved === null || saved === undefined ? '' : String(saved),
    checked: (name: string, saved: boolean) => (posted ? posted[name]?.[0] === 'on' : saved),
    values: (name: string, saved: readonly (string | number)[]) => posted?.[name] ?? saved.map(String),
  };
}

type Values = ReturnType<typeof useFieldValues>;

/** A labelled text input of a dictionary form. */
export function TextField({
  f,
  name,
  label,
  saved,
  hint,
  required = false,
  max = 200,
}: {
  f: Values;
  name: string;
  label: string;
  saved: string | number | null | undefined;
  hint?: ReactNode;
  required?: boolean;
  max?: number;
}) {
  return (
    <Field label={label} name={name} error={f.errors[name]} hint={hint}>
      <input id={`f-${name}`} name={name} defaultValue={f.value(name, saved)} required={required} maxLength={max} />
    </Field>
  );
}

/** A labelled textarea (shop HTML). */
export function TextArea({ f, name, label, saved }: { f: Values; name: string; label: string; saved: string }) {
  return (
    <Field label={label} name={name} error={f.errors[name]}>
      <textarea id={`f-${name}`} name={name} defaultValue={f.value(name, saved)} maxLength={20_000} />
    </Field>
  );
}

/** A checkbox of a dictionary form. */
export function CheckField({ f, name, label, saved }: { f: Values; name: string; label: string; saved: boolean }) {
  return (
    <div className="admin-field admin-check">
      <label>
        <input type="checkbox" name={name} defaultChecked={f.checked(name, saved)} /> {label}
      </label>
    </div>
  );
}

/** Categories to tick, in the tree's order (fish types, directions). */
export function CategoryChecks({
  f,
  categories,
  saved,
}: {
  f: Values;
  categories: { id: number; title: string; depth: number }[];
  saved: number[];
}) {
  const ticked = new Set(f.values('categoryIds', saved));
  return (
    <fieldset className="admin-field">
      <legend>Категорії (у порядку дерева)</legend>
      {f.errors.categoryIds ? <small className="admin-error">{f.errors.categoryIds}</small> : null}
      <div className="catalog-checks-scroll">
        {categories.map((c) => (
          <label key={c.id} style={{ paddingLeft: c.depth * 16 }}>
            <input type="checkbox" name="categoryIds" value={c.id} defaultChecked={ticked.has(String(c.id))} />
            {c.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
