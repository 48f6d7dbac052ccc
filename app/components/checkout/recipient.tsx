import { useI18n } from '../../i18n/use-i18n';
import type { CheckoutView } from '../../routes/checkout/view.server';
import { phonePattern } from '../forms/form-patterns';
import { TextField } from './field';

/**
 * Another person receives the order (SPEC §3 other_recipient); a courier needs the full name (§5).
 * The checkbox reveals the fields by CSS (:has), so it works without JavaScript too.
 */
export function Recipient({ view }: { view: CheckoutView }) {
  const { t } = useI18n();
  const s = view.state;
  const e = view.errors;
  return (
    <fieldset className="co-recipient">
      <legend>{t('checkout.recipient')}</legend>
      <label className="co-check">
        <input type="checkbox" name="other_recipient" value="1" defaultChecked={s.other_recipient === '1'} />{' '}
        {t('checkout.otherRecipient')}
      </label>
      <div className="co-grid co-recipient-fields">
        <TextField
          name="recipient_last_name"
          label={t('checkout.recipientLastName')}
          value={s.recipient_last_name}
          error={e.recipient_last_name}
        />
        <TextField
          name="recipient_first_name"
          label={t('checkout.recipientFirstName')}
          value={s.recipient_first_name}
          error={e.recipient_first_name}
        />
        <TextField
          name="recipient_second_name"
          label={t('checkout.recipientSecondName')}
          value={s.recipient_second_name}
          error={e.recipient_second_name}
        />
        <TextField
          name="recipient_phone"
          type="tel"
          label={t('checkout.recipientPhone')}
          value={s.recipient_phone}
          error={e.recipient_phone}
          pattern={phonePattern}
          placeholder="+38(0XX)XXX-XX-XX"
          maxLength={25}
        />
      </div>
    </fieldset>
  );
}
