import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useHydrated } from '../ui/use-hydrated';
import { nextTabScroll, tabArrows } from './tab-strip';

export type GoodTab = { id: string; label: string };

/**
 * The product page's section tabs (SPEC §2): in-page links to description, characteristics,
 * stock, reviews… On a narrow screen the strip scrolls sideways; the arrows move it 150 px per
 * click. Keyboard: Tab reaches each link (a focused link is scrolled into view), ←/→ move between
 * them, Home/End to the ends; the arrows are buttons too. Without JS the strip scrolls natively.
 */
export function GoodTabs({ tabs }: { tabs: GoodTab[] }) {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const strip = useRef<HTMLUListElement>(null);
  const [arrows, setArrows] = useState({ back: false, forward: false });
  const [current, setCurrent] = useState<string | null>(null);

  const measure = useCallback(() => {
    const el = strip.current;
    if (el) setArrows(tabArrows(el.scrollLeft, el.scrollWidth - el.clientWidth));
  }, []);
  useEffect(() => {
    measure();
    const el = strip.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  const move = (direction: -1 | 1) => {
    const el = strip.current;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo({
      left: nextTabScroll(el.scrollLeft, el.scrollWidth - el.clientWidth, direction),
      behavior: reduce ? 'auto' : 'smooth',
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(strip.current?.querySelectorAll('a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    const target =
      event.key === 'ArrowRight'
        ? links[Math.min(links.length - 1, index + 1)]
        : event.key === 'ArrowLeft'
          ? links[Math.max(0, index - 1)]
          : event.key === 'Home'
            ? links[0]
            : event.key === 'End'
              ? links.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  return (
    <nav className="good-tabs" aria-label={t('product.sections')}>
      {hydrated ? (
        <button
          type="button"
          className="good-tabs-arrow is-back"
          aria-label={t('product.sectionsBack')}
          disabled={!arrows.back}
          hidden={!arrows.back && !arrows.forward}
          onClick={() => move(-1)}
        >
          ‹
        </button>
      ) : null}
      <ul ref={strip} onScroll={measure} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a
              href={`#${tab.id}`}
              aria-current={current === tab.id ? 'location' : undefined}
              onClick={() => setCurrent(tab.id)}
              onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
      {hydrated ? (
        <button
          type="button"
          className="good-tabs-arrow is-forward"
          aria-label={t('product.sectionsForward')}
          disabled={!arrows.forward}
          hidden={!arrows.back && !arrows.forward}
          onClick={() => move(1)}
        >
          ›
        </button>
      ) : null}
    </nav>
  );
}
