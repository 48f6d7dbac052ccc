import type { ComponentType, FormEvent, ReactNode } from 'react';
import { noErrors } from '../forms/form-errors';
import { useHydrated } from '../ui/use-hydrated';

// What the sign-in, recovery and registration forms share (auth-forms.tsx shows one of them,
// register-form.tsx is the registration one): their props, their hidden fields, their errors.

export type AuthView = 'login' | 'register' | 'recovery';
type FormLike = ComponentType<{
  method: 'post';
  action?: string;
  noValidate?: boolean;
  className?: string;
  /** Clears a field's messages once it is edited (SPEC §5). */
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}>;

export type AuthFormsProps = {
  view: AuthView;
  /** Switches views in place (dialog); without it the switches are links (page without JS). */
  onView?: (view: AuthView, phone?: string) => void;
  Form: FormLike;
  result: Record<string, unknown> | undefined;
  busy: boolean;
  /** Where to come back after signing in (a local path). */
  next: string;
  js: boolean;
  phone?: string;
  idPrefix: string;
};

/** The field errors of an answer: the same object while the answer is the same (see useFieldErrors). */
export function errorsOf(result: Record<string, unknown> | undefined): Record<string, string> {
  return (result?.errors as Record<string, string> | undefined) ?? noErrors;
}

export function Hidden({ intent, next, js }: { intent: string; next: string; js: boolean }) {
  // Once our scripts run, a sign-in that merges a guest cart may open the cart dialog where the
  // shopper is instead of sending them to the cart page (SPEC §4, ADR 0084).
  const hydrated = useHydrated();
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="next" value={next} />
      {js ? <input type="hidden" name="js" value="1" /> : null}
      {hydrated ? <input type="hidden" name="scripts" value="1" /> : null}
    </>
  );
}
