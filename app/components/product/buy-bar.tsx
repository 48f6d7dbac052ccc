import { type RefObject, useEffect, useState } from 'react';
import type { GoodDetails } from '#core/catalog';
import { useI18n } from '../../i18n/use-i18n';
import { BuyButton, WaitlistButton } from './good-actions';
import { GoodPrice } from './good-price';

/**
 * Phones (SPEC §2 Mobile): once the inline price + Buy panel has scrolled up out of view, a bar
 * with the price and Buy sits fixed above the bottom menu; it goes when the panel is back. Desktop
 * CSS never shows it; without JavaScript it never appears (the panel is on the page).
 */
export function BuyBar({
  good,
  panel,
}: {
  good: Pick<GoodDetails, 'id' | 'price' | 'oldPrice' | 'discountPercent' | 'isAvailable'>;
  panel: RefObject<HTMLElement | null>;
}) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = panel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      // Only once it has gone above the screen: not while the shopper has yet to reach it.
      if (entry) setShown(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [panel]);
  return (
    <section className="buy-bar" hidden={!shown} aria-label={t('maps.buyBar')}>
      {shown ? (
        <>
          <GoodPrice good={{ ...good, oldPrice: null }} />
          {good.isAvailable ? <BuyButton goodId={good.id} /> : <WaitlistButton goodId={good.id} />}
        </>
      ) : null}
    </section>
  );
}
