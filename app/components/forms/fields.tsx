import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { PhoneInput } from './phone-input';

/** A labelled field with its error under it, tied by aria-describedby. */
export function Field({
  id,
  label,
  error,
  children,
  hint,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactElement<Record<string, unknown>>;
  hint?: ReactNode;
}) {
  const input = cloneElement(children, {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  });
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {input}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {hint}
    </div>
  );
}

/** A form's own error (not tied to a field) above its submit button, and the button: "sending…" while busy. */
export function FormSubmit({ error, busy, label }: { error?: string; busy: boolean; label: string }) {
  const { t } = useI18n();
  return (
    <>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {busy ? t('forms.sending') : label}
      </button>
    </>
  );
}

export function PhoneField({
  id,
  error,
  defaultValue,
  onValue,
  hint,
  name = 'phone',
  label,
}: {
  id: string;
  error?: string;
  defaultValue?: string;
  onValue?: (masked: string, completed: boolean) => void;
  hint?: ReactNode;
  name?: string;
  label?: string;
}) {
  const { t } = useI18n();
  return (
    <Field id={id} label={label ?? t('profile.phone')} error={error} hint={hint}>
      <PhoneInput name={name} defaultValue={defaultValue} onValue={onValue} />
    </Field>
  );
}
