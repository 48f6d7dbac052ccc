import { type RefObject, useEffect, useState } from 'react';
import { formatMoney } from '../../i18n/translate';
import { useI18n } from '../../i18n/use-i18n';

type Props = {
  /** The checkout form: the bar watches its inline order panel (`.co-place`). */
  form: RefObject<HTMLFormElement | null>;
  /** The server's total to pay, or null while there is none. */
  total: number | null;
  disabled: boolean;
  isPlacing: boolean;
  hasReasons: boolean;
};

/**
 * Phones (SPEC §2 Mobile: "Order button and bottom bar appear when the inline order panel scrolls
 * out of view"; DESIGN "on a phone the summary collapses to a bar at the bottom"): while the
 * summary's own order button is off the screen, a bar fixed at the bottom shows the total and an
 * order button of the same form (intent `place`, so it submits exactly what the inline one does).
 * Desktop CSS never shows it; without JavaScript it never appears and the inline button works.
 * The page keeps room under its content for it (checkout.css), so it hides nothing. Its button
 * says the verb only ("Оформити"): one "Оформити замовлення" button on the page, as before.
 */
export function OrderBar({ form, total, disabled, isPlacing, hasReasons }: Props) {
  const { t, locale } = useI18n();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const panel = form.current?.querySelector('.co-place');
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry) setShown(!entry.isIntersecting);
    });
    observer.observe(panel);
    return () => observer.disconnect();
  }, [form]);
  return (
    <section className="co-order-bar" hidden={!shown} aria-label={t('checkout.orderBar')} data-testid="order-bar">
      {shown ? (
        <>
          <p className="co-order-bar-total">
            <span>{t('checkout.toPay')}</span> <strong>{total === null ? '—' : formatMoney(total, locale)}</strong>
          </p>
          <div className="co-order-bar-action">
            <button
              type="submit"
              name="intent"
              value="place"
              className="button co-order-bar-button"
              disabled={disabled}
            >
              {isPlacing ? t('checkout.sending') : t('checkout.orderBarPlace')}
            </button>
            {hasReasons ? (
              <a href="#co-reasons" className="co-order-bar-why">
                {t('checkout.orderBarWhy')}
              </a>
            ) : null}
          </div>
        </>
      ) : null}
    </section>
  );
}
