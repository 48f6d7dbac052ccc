import { useFetcher } from 'react-router';
import { useI18n } from '../i18n/use-i18n';

/**
 * One-click purchase (SPEC §1, ADR 0050): a phone only, for one good (product page) or the whole
 * cart (no `goodId`). A plain POST without JavaScript; with it a fetcher, then the confirmation.
 */
export function QuickOrder({
  goodId,
  posted,
}: {
  goodId?: number;
  /** Errors of a plain (no-JS) post, re-rendered by the quick-order page. */
  posted?: Record<string, string>;
}) {
  const { t, href } = useI18n();
  const fetcher = useFetcher<{ errors: Record<string, string> }>();
  const errors = fetcher.data?.errors ?? posted;
  const error = errors?.phone ?? errors?.form;
  const id = goodId ? `quick-phone-${goodId}` : 'quick-phone-cart';
  return (
    <details className="quick-order" open={posted ? true : undefined}>
      <summary>{t('checkout.quickTitle')}</summary>
      <fetcher.Form method="post" action={href('/checkout/quick')} className="quick-order-form">
        <p>{t('checkout.quickHint')}</p>
        {goodId ? <input type="hidden" name="id" value={goodId} /> : null}
        <label htmlFor={id}>{t('checkout.quickPhone')}</label>
        <div className="co-search">
          <input
            id={id}
            name="phone"
            type="tel"
            required
            maxLength={25}
            pattern="[0-9+() \-]{10,19}"
            placeholder="+38(0XX)XXX-XX-XX"
            autoComplete="tel"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <button type="submit" name="intent" value="quick" className="button" disabled={fetcher.state !== 'idle'}>
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
