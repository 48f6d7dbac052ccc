import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { Field, PhoneField } from '../forms/fields';
import { useFieldErrors } from '../forms/form-errors';
import { useHydrated } from '../ui/use-hydrated';
import { type AuthFormsProps, errorsOf, Hidden } from './auth-parts';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/accounts';

/** SPEC §5: name parts keep only Cyrillic letters, hyphen, apostrophes and spaces, filtered as typed. */
export function filterName(value: string): string {
  return value.replace(/[^\p{Script=Cyrillic}'’ʼ\- ]/gu, '');
}

/** SPEC §5: the registered-phone check runs this long after typing stops. */
export const phoneCheckDelayMs = 500;

/**
 * The registered-phone check (SPEC §5). Its message belongs to the server answer shown when it
 * came back: a newer answer replaces it, as typing again does.
 */
function usePhoneCheck(answer: unknown) {
  const [found, setTaken] = useState<{ phone: string; of: unknown } | null>(null);
  const answerRef = useRef(answer);
  answerRef.current = answer;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onValue = (masked: string, completed: boolean) => {
    clearTimeout(timer.current);
    setTaken(null);
    if (!completed) return;
    timer.current = setTimeout(async () => {
      try {
        const response = await fetch('/site/users/auth/phone/', {
          method: 'POST',
          body: new URLSearchParams({ phone: masked }),
          credentials: 'same-origin',
        });
        const body = (await response.json()) as { data?: { registred?: number } };
        if (body.data?.registred === 1) setTaken({ phone: masked, of: answerRef.current });
      } catch {
        // SPEC §8: request failures are only logged; the server checks again on submit.
      }
    }, phoneCheckDelayMs);
  };
  return { taken: found && found.of === answer ? found.phone : null, onValue };
}

export function RegisterForm(
  props: AuthFormsProps & { switchToLogin: (phone?: string) => ReactNode; loginLink: ReactNode },
) {
  const { t, href } = useI18n();
  const result = props.result?.intent === 'register' ? props.result : undefined;
  const fieldErrors = useFieldErrors(errorsOf(result));
  const errors = fieldErrors.visible;
  const values = (result?.values as Record<string, string | undefined> | undefined) ?? {};
  const [terms, setTerms] = useState(false);
  const hydrated = useHydrated();
  const check = usePhoneCheck(props.result);
  const id = (field: string) => `${props.idPrefix}-reg-${field}`;
  const name = (field: 'last_name' | 'first_name' | 'father_name', label: string) => (
    <Field id={id(field)} label={label} error={errors[field]}>
      <input
        name={field}
        maxLength={100}
        defaultValue={values[field]}
        autoComplete={field === 'last_name' ? 'family-name' : field === 'first_name' ? 'given-name' : 'additional-name'}
        onInput={(event) => {
          const input = event.currentTarget;
          const clean = filterName(input.value);
          if (clean !== input.value) input.value = clean;
        }}
      />
    </Field>
  );
  const phoneTaken = check.taken ? (
    <>
      <p className="field-error" role="alert">
        {t('accounts.phoneTaken')} · {props.switchToLogin(check.taken)}
      </p>
      <p className="auth-hint">{t('accounts.phoneReclaim')}</p>
    </>
  ) : null;
  // Step 2 (ADR 0116): the code texted to the phone. The fields stay in the form, hidden,
  // so the second post carries them; the password too while the page's scripts keep what was typed.
  const [editing, setEditing] = useState<unknown>(null);
  const codeSent = typeof result?.codeSent === 'string' && editing !== result ? result.codeSent : null;
  const demoCode = typeof result?.demoCode === 'string' ? result.demoCode : null;
  const passwordField = (
    <Field id={id('password')} label={t('profile.password')} error={errors.password}>
      <input name="password" type="password" autoComplete="new-password" maxLength={100} />
    </Field>
  );
  return (
    <props.Form method="post" action={href('/profile')} noValidate className="auth-form" onInput={fieldErrors.onInput}>
      <Hidden intent="register" next={props.next} js={props.js} />
      {codeSent ? (
        <>
          <p className="auth-sent" role="status">
            {t('accounts.codeSent', { phone: codeSent })}
          </p>
          {demoCode ? (
            <p className="auth-demo" role="note" data-demo-code={demoCode}>
              {t('accounts.demoCode', { code: demoCode })}
            </p>
          ) : null}
          <div className="auth-code">
            <Field id={id('code')} label={t('accounts.code')} error={errors.code}>
              <input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="[0-9 ]*"
                maxLength={20}
                // biome-ignore lint/a11y/noAutofocus: the step exists to type the code
                autoFocus
              />
            </Field>
          </div>
          {/* Without scripts the typed password is gone after the page came back: asked again. */}
          {hydrated ? null : passwordField}
          <input type="hidden" name="terms" value="on" />
          {errors.form ? <p className="field-error">{errors.form}</p> : null}
          <button type="submit" className="button" disabled={props.busy}>
            {props.busy ? t('accounts.sending') : t('accounts.codeButton')}
          </button>
          <div className="auth-steps">
            <button type="submit" name="resend" value="1" className="auth-link" disabled={props.busy}>
              {t('accounts.codeResend')}
            </button>
            {hydrated ? (
              <button type="button" className="auth-link" onClick={() => setEditing(result)}>
                {t('accounts.codeChange')}
              </button>
            ) : null}
          </div>
        </>
      ) : null}
      <div hidden={Boolean(codeSent)}>
        {name('last_name', t('accounts.lastName'))}
        {name('first_name', t('accounts.firstName'))}
        {name('father_name', `${t('accounts.fatherName')} ${t('accounts.optional')}`)}
        <PhoneField
          id={id('phone')}
          error={errors.phone}
          defaultValue={values.phone}
          onValue={check.onValue}
          hint={phoneTaken}
        />
        {result?.taken && errors.phone && !check.taken ? props.switchToLogin(values.phone) : null}
        <Field id={id('email')} label={`${t('accounts.email')} ${t('accounts.optional')}`} error={errors.email}>
          <input name="email" type="email" autoComplete="email" maxLength={100} defaultValue={values.email} />
        </Field>
        {codeSent && !hydrated ? null : passwordField}
        {codeSent ? null : (
          <>
            <label className="auth-terms">
              <input
                type="checkbox"
                name="terms"
                checked={hydrated ? terms : undefined}
                onChange={(e) => setTerms(e.currentTarget.checked)}
              />
              <span>
                {t('accounts.terms')}{' '}
                <a href={href('/pages/confidentiality')} target="_blank" rel="noreferrer">
                  {t('accounts.termsLink')}
                </a>
              </span>
            </label>
            {errors.terms ? <p className="field-error">{errors.terms}</p> : null}
            {errors.form ? <p className="field-error">{errors.form}</p> : null}
            <button type="submit" className="button" disabled={hydrated && (!terms || props.busy)}>
              {props.busy ? t('accounts.sending') : t('accounts.registerButton')}
            </button>
          </>
        )}
      </div>
      {props.loginLink}
    </props.Form>
  );
}
