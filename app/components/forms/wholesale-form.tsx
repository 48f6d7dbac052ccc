import { Form, useNavigation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { paths } from '../links';
import { Field, FormSubmit, PhoneField } from './fields';
import { type FormResult, failureOf, useFieldErrors } from './form-errors';

/**
 * The wholesale page's enquiry (SPEC §1 wholesale enquiries; fields of ADR 0014): name, phone and
 * message required, e-mail and company optional. A plain post to the page's own action: it works
 * without JavaScript and, once sent, the page shows the confirmation instead.
 */
export function WholesaleForm({ result, sent }: { result: FormResult | undefined; sent: boolean }) {
  const { t, href } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const { errors, values } = failureOf(result);
  const { visible, onInput } = useFieldErrors(errors);
  if (sent)
    return (
      <section className="enquiry-card form-done" id="enquiry" role="status">
        <h2>{t('forms.wholesaleDoneTitle')}</h2>
        <p className="form-done-message">{t('forms.wholesaleDone')}</p>
      </section>
    );
  return (
    <section className="enquiry-card" id="enquiry" aria-labelledby="enquiry-title">
      <h2 id="enquiry-title">{t('forms.wholesaleTitle')}</h2>
      <p className="muted">{t('forms.wholesaleHint')}</p>
      <Form
        method="post"
        action={`${href(paths.page('wholesale'))}#enquiry`}
        noValidate
        preventScrollReset
        className="auth-form small-form enquiry-form"
        onInput={onInput}
      >
        <div className="enquiry-grid">
          <Field id="enquiry-name" label={t('forms.wholesaleName')} error={visible.name}>
            <input name="name" autoComplete="name" maxLength={100} required defaultValue={values.name} />
          </Field>
          <PhoneField
            id="enquiry-phone"
            label={t('forms.wholesalePhone')}
            error={visible.phone}
            defaultValue={values.phone}
          />
          <Field id="enquiry-email" label={t('forms.wholesaleEmail')} error={visible.email}>
            <input name="email" type="email" autoComplete="email" maxLength={100} defaultValue={values.email} />
          </Field>
          <Field id="enquiry-company" label={t('forms.wholesaleCompany')} error={visible.company}>
            <input name="company" autoComplete="organization" maxLength={100} defaultValue={values.company} />
          </Field>
        </div>
        <Field id="enquiry-message" label={t('forms.wholesaleMessage')} error={visible.message}>
          <textarea name="message" rows={5} maxLength={1000} required defaultValue={values.message} />
        </Field>
        <FormSubmit error={visible.form} busy={busy} label={t('forms.wholesaleSend')} />
      </Form>
    </section>
  );
}
