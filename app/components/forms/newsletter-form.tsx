import { useEffect, useRef, useState } from 'react';
import { Form, useFetcher, useLocation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
import { useToasts } from '../ui/toasts';
import { useHydrated } from '../ui/use-hydrated';
import { type FormResult, failureOf } from './form-errors';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

/**
 * Newsletter sign-up (SPEC §2 footer, §5, §7 subscribe): one e-mail field (max 100), its error
 * under it and cleared on input, Enter submits. With JavaScript the server's message shows in a
 * tooltip and the field empties; without it the post returns to the page with a notice.
 */
export function NewsletterForm() {
  const { href } = useI18n();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const toasts = useToasts();
  const fetcher = useFetcher<FormResult>({ key: 'newsletter' });
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== 'idle' || !answer) return;
    if (answer.done) {
      toasts.show({ text: answer.message });
      if (input.current) input.current.value = '';
      setError(undefined);
    } else setError(answer.errors.email ?? answer.errors.form);
  }, [fetcher.state, fetcher.data, toasts]);

  return (
    <fetcher.Form method="post" action={href(paths.subscribe)} noValidate className="newsletter-form" id="newsletter">
      <input type="hidden" name="next" value={pathname + search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <EmailRow
        id="newsletter-email"
        error={error}
        inputRef={input}
        busy={fetcher.state !== 'idle'}
        onInput={() => setError(undefined)}
      />
    </fetcher.Form>
  );
}

/** The /subscribe page's form (a plain post re-rendered with its error, SPEC §5). */
export function NewsletterPageForm({ result, next }: { result: FormResult | undefined; next: string }) {
  const { href } = useI18n();
  const { errors, values } = failureOf(result);
  const [edited, setEdited] = useState(false);
  return (
    <Form method="post" action={href(paths.subscribe)} noValidate className="newsletter-form newsletter-page">
      <input type="hidden" name="next" value={next} />
      <EmailRow
        id="subscribe-email"
        error={edited ? undefined : (errors.email ?? errors.form)}
        defaultValue={values.email}
        onInput={() => setEdited(true)}
      />
    </Form>
  );
}

function EmailRow({
  id,
  error,
  busy,
  defaultValue,
  inputRef,
  onInput,
}: {
  id: string;
  error: string | undefined;
  busy?: boolean;
  defaultValue?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  onInput: () => void;
}) {
  const { t } = useI18n();
  return (
    <>
      <label htmlFor={id} className="newsletter-label">
        {t('forms.newsletterEmail')}
      </label>
      <div className="newsletter-row">
        <input
          ref={inputRef}
          id={id}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={100}
          required
          placeholder="name@mail.ua"
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onInput={onInput}
        />
        <button type="submit" className="button" disabled={busy}>
          {t('forms.newsletterSend')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
