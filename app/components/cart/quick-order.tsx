import { useFetcher } from 'react-router';
import { formatMoney } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';
import { phonePattern } from '../forms/form-patterns';

/**
 * One-click purchase (SPEC §1, ADR 0050): a phone only, for one good (product page) or the whole
 * cart (no `goodId`). A plain POST without JavaScript; with it a fetcher, then the confirmation.
 * Below the minimum order the form says so and cannot be sent (SPEC §5, §8, ADR 0078).
 */
export function QuickOrder({
  goodId,
  posted,
  missing = 0,
}: {
  goodId?: number;
  /** Errors of a plain (no-JS) post, re-rendered by the quick-order page. */
  posted?: Record<string, string>;
  /** Kopiyky still missing to the 500 UAH minimum order; above 0 the form is disabled. */
  missing?: number;
}) {
  const { t, href, locale } = useI18n();
  const fetcher = useFetcher<{ errors: Record<string, string> }>();
  const errors = fetcher.data?.errors ?? posted;
  const error = errors?.phone ?? errors?.form;
  const id = goodId ? `quick-phone-${goodId}` : 'quick-phone-cart';
  return (
    <details className="quick-order" open={posted ? true : undefined}>
      <summary>{t('checkout.quickTitle')}</summary>
      <fetcher.Form method="post" action={href('/checkout/quick')} className="quick-order-form">
        <p>{t('checkout.quickHint')}</p>
        {missing > 0 ? (
          <p className="field-error" id={`${id}-min`}>
            {t('cart.minOrder')} {t('cart.addMore', { amount: formatMoney(missing, locale) })}
          </p>
        ) : null}
        {goodId ? <input type="hidden" name="id" value={goodId} /> : null}
        <label htmlFor={id}>{t('checkout.quickPhone')}</label>
        <div className="co-search">
          <input
            id={id}
            name="phone"
            type="tel"
            required
            maxLength={25}
            pattern={phonePattern}
            placeholder="+38(0XX)XXX-XX-XX"
            autoComplete="tel"
            disabled={missing > 0}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : missing > 0 ? `${id}-min` : undefined}
          />
          <button
            type="submit"
            name="intent"
            value="quick"
            className="button"
            disabled={missing > 0 || fetcher.state !== 'idle'}
          >
            {t('checkout.quickSend')}
          </button>
        </div>
        {error ? (
          <p className="field-error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </fetcher.Form>
    </details>
  );
}
