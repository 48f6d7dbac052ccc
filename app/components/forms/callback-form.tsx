import type { ComponentType, FormEvent, ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
import { Field, FormSubmit, PhoneField } from './fields';
import { type FormResult, failureOf, useFieldErrors } from './form-errors';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/screens';

export type FormLike = ComponentType<{
  method: 'post';
  action?: string;
  noValidate?: boolean;
  className?: string;
  onInput?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}>;

/**
 * The callback request form (SPEC §3 Callback request, §5): phone through the mask, name (max
 * 100) and comment (max 1000), all required; the server's messages show under their fields and
 * go as soon as the field is edited. Shared by the dialog (fetcher, `js`) and the /callback page.
 */
export function CallbackForm({
  Form,
  result,
  busy,
  js,
  idPrefix,
}: {
  Form: FormLike;
  result: FormResult | undefined;
  busy: boolean;
  js: boolean;
  idPrefix: string;
}) {
  const { t, href } = useI18n();
  const { errors, values } = failureOf(result);
  const { visible, onInput } = useFieldErrors(errors);
  return (
    <Form method="post" action={href(paths.callback)} noValidate className="auth-form small-form" onInput={onInput}>
      <p className="auth-hint">{t('forms.callbackHint')}</p>
      {js ? <input type="hidden" name="js" value="1" /> : null}
      <PhoneField id={`${idPrefix}-phone`} error={visible.phone} defaultValue={values.phone} />
      <Field id={`${idPrefix}-name`} label={t('forms.callbackName')} error={visible.username}>
        <input name="username" autoComplete="name" maxLength={100} required defaultValue={values.username} />
      </Field>
      <Field id={`${idPrefix}-comment`} label={t('forms.callbackComment')} error={visible.comment}>
        <textarea
          name="comment"
          rows={4}
          maxLength={1000}
          required
          placeholder={t('forms.callbackCommentHint')}
          defaultValue={values.comment}
        />
      </Field>
      <FormSubmit error={visible.form} busy={busy} label={t('forms.callbackSend')} />
    </Form>
  );
}

/** SPEC §4 "Callback: form, then confirmation"; §8 "a manager will contact you", §9 hours. */
export function CallbackDone({ message }: { message: string }) {
  const { t } = useI18n();
  return (
    <div className="form-done" role="status">
      <p className="form-done-message">{message}</p>
      <p className="muted">{t('forms.callbackDoneHours')}</p>
    </div>
  );
}
