import type { ComponentProps, ReactNode } from 'react';
import { Form, useRouteLoaderData } from 'react-router';

type LayoutData = { csrf: string };

/** The session's CSRF token as the hidden field every back-office post carries (ADR 0090). */
export function CsrfField() {
  const layout = useRouteLoaderData('admin-layout') as LayoutData | undefined;
  return <input type="hidden" name="_csrf" value={layout?.csrf ?? ''} />;
}

/** A back-office form: React Router's `<Form>` (a plain post without JS) with the CSRF field. */
export function AdminForm({ children, ...props }: ComponentProps<typeof Form>) {
  return (
    <Form {...props}>
      <CsrfField />
      {children}
    </Form>
  );
}

/** A dangerous action's button: with JS it asks again first; without JS the post goes as is. */
export function ConfirmButton({ question, className, ...props }: ComponentProps<'button'> & { question: string }) {
  return (
    <button
      type="submit"
      className={className ?? 'admin-button admin-button-danger'}
      {...props}
      onClick={(event) => {
        if (!window.confirm(question)) event.preventDefault();
      }}
    />
  );
}

/** What an action answers: ok with a message, or a message and field errors. */
export type ActionData = { ok: boolean; message?: string; errors?: Record<string, string> } | undefined;

/** The visible result of a save (DESIGN.md: "Forms save with a visible result"). */
export function ActionResult({ data }: { data: ActionData }) {
  if (!data?.message && !data?.errors) return null;
  const fieldErrors = Object.entries(data.errors ?? {}).filter(([key]) => key !== 'form');
  return (
    <div
      className={`admin-result ${data.ok ? 'admin-result-ok' : 'admin-result-error'}`}
      role={data.ok ? 'status' : 'alert'}
    >
      {data.message ?? data.errors?.form}
      {fieldErrors.length ? (
        <ul>
          {fieldErrors.map(([key, text]) => (
            <li key={key}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A labelled field with its error below (the error is tied to the input by `aria-describedby`). */
export function Field({
  label,
  name,
  error,
  children,
  hint,
}: {
  label: string;
  name: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`admin-field${error ? ' admin-field-invalid' : ''}`}>
      <label htmlFor={`f-${name}`}>{label}</label>
      {children}
      {hint ? <small className="admin-hint">{hint}</small> : null}
      {error ? (
        <small className="admin-error" id={`f-${name}-error`}>
          {error}
        </small>
      ) : null}
    </div>
  );
}
