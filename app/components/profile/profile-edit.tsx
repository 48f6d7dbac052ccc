import type { ReactNode } from 'react';
import { Form, useNavigate, useNavigation } from 'react-router';
import type { Addition } from '#core/accounts';
import type { MessageKey } from '../../i18n/messages/ua';
import { useI18n } from '../../i18n/use-i18n';
import { errorsOf } from '../account/auth-parts';
import { Field, PhoneField } from '../forms/fields';
import { Dialog } from '../ui/dialog';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/accounts';

export const editKinds = ['contacts', 'birthday', 'address', 'fishing', 'subscriptions', 'password'] as const;
export type EditKind = (typeof editKinds)[number];

const titles: Record<EditKind, MessageKey> = {
  contacts: 'accounts.editContacts',
  birthday: 'accounts.birthday',
  address: 'accounts.address',
  fishing: 'accounts.fishing',
  subscriptions: 'accounts.subscriptions',
  password: 'accounts.changePassword',
};

type Props = {
  kind: string | null;
  addition: Addition;
  fishingTypes: { id: string; title: string }[];
  result: Record<string, unknown> | undefined;
};

/** The profile's edit dialogs (SPEC §2), opened by `?edit=<kind>` so they also open without JavaScript. */
export function ProfileEdit({ kind, addition: a, fishingTypes, result }: Props) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const busy = useNavigation().state === 'submitting';
  const current = editKinds.find((k) => k === kind);
  if (!current || (current === 'birthday' && a.birthday)) return null;
  const mine = result?.intent === current ? result : undefined;
  const errors = errorsOf(mine);
  const values = (mine?.values as Record<string, string | undefined> | undefined) ?? {};
  const value = (field: string, fallback: string | number | null | undefined) =>
    values[field] ?? (fallback ?? '').toString();
  const id = (field: string) => `edit-${current}-${field}`;
  const input = (
    field: string,
    label: string,
    fallback: string | number | null | undefined,
    extra: Record<string, unknown> = {},
  ) => (
    <Field id={id(field)} label={label} error={errors[field]}>
      <input name={field} maxLength={100} defaultValue={value(field, fallback)} {...extra} />
    </Field>
  );
  const fields: Record<EditKind, ReactNode> = {
    contacts: (
      <>
        {input('last_name', t('accounts.lastName'), a.last_name, { autoComplete: 'family-name' })}
        {input('first_name', t('accounts.firstName'), a.first_name, { autoComplete: 'given-name' })}
        {input('father_name', `${t('accounts.fatherName')} ${t('accounts.optional')}`, a.patronymic)}
        {input('email', `${t('accounts.email')} ${t('accounts.optional')}`, a.email, {
          type: 'email',
          autoComplete: 'email',
        })}
        <PhoneField
          id={id('additional_phone')}
          name="additional_phone"
          label={`${t('accounts.additionalPhone')} ${t('accounts.optional')}`}
          error={errors.additional_phone}
          defaultValue={value('additional_phone', a.additional_phone)}
        />
        <p className="muted">{t('accounts.mainPhoneNote')}</p>
      </>
    ),
    birthday: (
      <>
        <div className="field-row">
          {input('day', t('accounts.day'), '', { inputMode: 'numeric', maxLength: 2, autoComplete: 'bday-day' })}
          {input('month', t('accounts.month'), '', { inputMode: 'numeric', maxLength: 2, autoComplete: 'bday-month' })}
          {input('year', t('accounts.year'), '', { inputMode: 'numeric', maxLength: 4, autoComplete: 'bday-year' })}
        </div>
        <p className="muted">{t('accounts.birthdayNote')}</p>
      </>
    ),
    address: (
      <>
        {input('city', t('accounts.city'), a.city, { autoComplete: 'address-level2' })}
        {input('address', `${t('accounts.street')} ${t('accounts.optional')}`, a.address, {
          maxLength: 200,
          autoComplete: 'street-address',
        })}
      </>
    ),
    fishing: (
      <fieldset className="choice-list">
        <legend>{t('accounts.fishing')}</legend>
        {fishingTypes.map((f) => (
          <label key={f.id}>
            <input
              type="radio"
              name="fishing_type"
              value={f.id}
              defaultChecked={value('fishing_type', a.fishing_type) === f.id}
            />{' '}
            {f.title}
          </label>
        ))}
        {errors.fishing_type ? (
          <p className="field-error" role="alert">
            {errors.fishing_type}
          </p>
        ) : null}
      </fieldset>
    ),
    subscriptions: (
      <fieldset className="choice-list">
        <legend>{t('accounts.subscriptions')}</legend>
        <label>
          <input type="checkbox" name="sms" value="1" defaultChecked={a.subscriptions.sms === 1} />{' '}
          {t('accounts.subSms')}
        </label>
        <label>
          <input type="checkbox" name="email" value="1" defaultChecked={a.subscriptions.email === 1} />{' '}
          {t('accounts.subEmail')}
        </label>
      </fieldset>
    ),
    password: (
      <>
        <Field id={id('current_password')} label={t('accounts.currentPassword')} error={errors.current_password}>
          <input name="current_password" type="password" autoComplete="current-password" maxLength={100} />
        </Field>
        <Field id={id('new_password')} label={t('accounts.newPassword')} error={errors.new_password}>
          <input name="new_password" type="password" autoComplete="new-password" maxLength={100} />
        </Field>
        <Field
          id={id('new_password_confirm')}
          label={t('accounts.confirmPassword')}
          error={errors.new_password_confirm}
        >
          <input name="new_password_confirm" type="password" autoComplete="new-password" maxLength={100} />
        </Field>
      </>
    ),
  };
  return (
    <Dialog
      open
      serverOpen
      title={t(titles[current])}
      onClose={() => navigate('?', { replace: true, preventScrollReset: true })}
    >
      <Form method="post" noValidate className="auth-form" key={current}>
        <input type="hidden" name="intent" value={current} />
        {fields[current]}
        {errors.form ? <p className="field-error">{errors.form}</p> : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('accounts.sending') : t('accounts.save')}
        </button>
      </Form>
    </Dialog>
  );
}
