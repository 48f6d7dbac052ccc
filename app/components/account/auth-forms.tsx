import { type ComponentType, cloneElement, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { noErrors, useFieldErrors } from '../forms/form-errors';
import { PhoneInput } from '../forms/phone-input';
import { useHydrated } from '../ui/use-hydrated';
import { RegisterForm } from './register-form';

export type AuthView = 'login' | 'register' | 'recovery';
type FormLike = ComponentType<{
  method: 'post';
  action?: string;
  noValidate?: boolean;
  className?: string;
  /** Clears a field's messages once it is edited (SPEC §5, issue 18 item 11). */
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

/** Login, registration and the two recovery steps (SPEC §4), shared by the dialog and /profile. */
export function AuthForms(props: AuthFormsProps) {
  const { t, href } = useI18n();
  const { view, onView, result } = props;
  const switchTo = (target: AuthView, label: string, phone?: string) => (
    <a
      className="auth-switch"
      href={`${href('/profile')}?view=${target}${props.next ? `&next=${encodeURIComponent(props.next)}` : ''}`}
      onClick={
        onView
          ? (event) => {
              event.preventDefault();
              onView(target, phone);
            }
          : undefined
      }
    >
      {label}
    </a>
  );
  if (view === 'register')
    return (
      <RegisterForm
        {...props}
        switchToLogin={(phone) => switchTo('login', t('accounts.phoneTakenLogin'), phone)}
        loginLink={switchTo('login', t('accounts.toLogin'))}
      />
    );
  // Step 2 of recovery: the SMS was sent; a failed sign-in with its password stays on this step.
  const sent =
    view === 'recovery' && ((result?.intent === 'recover' && result.sent === true) || result?.intent === 'login');
  if (view === 'recovery' && !sent) return <RecoveryForm {...props} switchTo={switchTo} />;
  return <LoginForm {...props} sent={sent} switchTo={switchTo} />;
}

type SwitchTo = (target: AuthView, label: string, phone?: string) => ReactNode;

/** Recovery step 1: the phone the SMS password goes to. */
function RecoveryForm(props: AuthFormsProps & { switchTo: SwitchTo }) {
  const { t, href } = useI18n();
  const { result } = props;
  const errors = useFieldErrors(result?.intent === 'recover' ? errorsOf(result) : noErrors);
  return (
    <props.Form method="post" action={href('/profile')} noValidate className="auth-form" onInput={errors.onInput}>
      <p className="auth-hint">{t('accounts.recoveryHint')}</p>
      <Hidden intent="recover" next={props.next} js={props.js} />
      <PhoneField
        id={`${props.idPrefix}-recovery-phone`}
        error={errors.visible.phone}
        defaultValue={(result?.phone as string) ?? props.phone}
      />
      <button type="submit" className="button" disabled={props.busy}>
        {props.busy ? t('accounts.sending') : t('accounts.recoverySend')}
      </button>
      {props.switchTo('login', t('accounts.toLogin'))}
    </props.Form>
  );
}

/** Sign-in with a password, or (recovery step 2, `sent`) with the SMS password for the number given. */
function LoginForm(props: AuthFormsProps & { sent: boolean; switchTo: SwitchTo }) {
  const { t, href } = useI18n();
  const { result, sent, switchTo } = props;
  const errors = useFieldErrors(result?.intent === 'login' ? errorsOf(result) : noErrors);
  const shown = errors.visible;
  const phone = sent
    ? String(result?.phone ?? '')
    : ((result?.intent === 'login' ? (result.phone as string) : undefined) ?? props.phone);
  return (
    <props.Form method="post" action={href('/profile')} noValidate className="auth-form" onInput={errors.onInput}>
      <Hidden intent="login" next={props.next} js={props.js} />
      {sent ? (
        <>
          <p className="auth-sent" role="status">
            {t('accounts.recoverySent', { phone: phone ?? '' })}
          </p>
          <input type="hidden" name="phone" value={phone} />
          {switchTo('recovery', t('accounts.changeNumber'))}
        </>
      ) : (
        <PhoneField id={`${props.idPrefix}-login-phone`} error={shown.phone} defaultValue={phone} />
      )}
      <Field
        id={`${props.idPrefix}-login-password`}
        label={sent ? t('accounts.smsPassword') : t('profile.password')}
        error={shown.password}
      >
        <input name="password" type="password" autoComplete="current-password" maxLength={100} />
      </Field>
      {shown.form ? <p className="field-error">{shown.form}</p> : null}
      <button type="submit" className="button" disabled={props.busy}>
        {t('profile.login')}
      </button>
      {sent ? null : switchTo('recovery', t('accounts.forgot'))}
      {sent ? null : switchTo('register', t('accounts.toRegister'))}
    </props.Form>
  );
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
