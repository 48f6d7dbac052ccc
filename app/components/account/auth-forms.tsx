import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { Field, PhoneField } from '../forms/fields';
import { noErrors, useFieldErrors } from '../forms/form-errors';
import { type AuthFormsProps, type AuthView, errorsOf, Hidden } from './auth-parts';
import { RegisterForm } from './register-form';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/accounts';

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
