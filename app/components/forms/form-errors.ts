import { type FormEvent, useState } from 'react';

export type FormErrors = Record<string, string>;

/**
 * The errors of the last answer minus those of fields edited since (SPEC §5: an error is cleared
 * on input). Pass the same object while the answer is the same; a new answer shows all again.
 */
export function useFieldErrors(errors: FormErrors): {
  visible: FormErrors;
  onInput: (event: FormEvent<HTMLFormElement>) => void;
} {
  const [edited, setEdited] = useState<{ of: FormErrors; names: string[] }>({ of: errors, names: [] });
  const names = edited.of === errors ? edited.names : [];
  const visible = Object.fromEntries(Object.entries(errors).filter(([name]) => !names.includes(name)));
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as { name?: unknown }).name;
    if (typeof name === 'string' && errors[name] && !names.includes(name))
      setEdited({ of: errors, names: [...names, name] });
  };
  return { visible, onInput };
}

export const noErrors: FormErrors = {};

/** What a small form's action answers when it does not redirect (app/routes/forms.server.ts). */
export type FormResult =
  | { done: true; message: string }
  | { done?: undefined; errors: FormErrors; values: Record<string, string> };

/** The errors and echoed values of an answer (none for a success or no answer yet). */
export function failureOf(result: FormResult | undefined): { errors: FormErrors; values: Record<string, string> } {
  return result && !result.done ? result : { errors: noErrors, values: {} };
}
