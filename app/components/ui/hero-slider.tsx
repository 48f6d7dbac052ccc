import { useCallback, useEffect, useRef, useState } from 'react';
import type { Banner } from '#core/content';
import { useI18n } from '../../i18n/use-i18n';
import { bannerHref } from '../links';
import { BannerImage } from '../media/pictures';
import { useHydrated } from './use-hydrated';

/** How long a slide stays before the next one (it pauses on hover, focus and by its button). */
export const heroIntervalMs = 6_000;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home hero (ADR 0085): a scroll-snap strip of banners, each with its title
 * and a call to action. Without JavaScript the dots are anchors to the slides, so every slide is
 * reachable by mouse; once hydrated they become buttons beside two arrows and a pause button, the
 * arrow keys move within it, and it advances every 6 s — not while hovered or focused, in a hidden
 * tab, after the pause button, or at all under `prefers-reduced-motion`.
 */
export function HeroSlider({ banners }: { banners: Banner[] }) {
  const { t, href } = useI18n();
  const hydrated = useHydrated();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [hidden, setHidden] = useState(false);
  const count = banners.length;
  const label = (n: number) => t('hero.slide', { n, count });

  const go = useCallback(
    (to: number) => {
      const el = track.current;
      if (!el) return;
      const target = (to + count) % count;
      el.scrollTo({ left: target * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
      setIndex(target);
    },
    [count],
  );

  useEffect(() => {
    if (reducedMotion()) setStopped(true);
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  // A swipe, a scroll or the browser focusing a slide's link moves the strip: the dots follow it.
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setIndex(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
      });
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      el.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  // One timer per shown slide: moving by hand starts the count again.
  const playing = hydrated && count > 1 && !stopped && !hovered && !focused && !hidden;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => go(index + 1), heroIntervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, index, go]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go(index + (event.key === 'ArrowLeft' ? -1 : 1));
  };

  return (
    <section
      className="hero"
      aria-roledescription="carousel"
      aria-label={t('hero.label')}
      onPointerEnter={(event) => setHovered(event.pointerType === 'mouse')}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="hero-frame">
        <div ref={track} className="hero-track" id="hero-track" aria-live={playing ? 'off' : 'polite'}>
          {banners.map((banner, i) => {
            const link = bannerHref(banner.link, href);
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a form fieldset
              <div
                key={banner.id}
                id={`hero-slide-${i + 1}`}
                className="hero-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={label(i + 1)}
                style={{ backgroundColor: banner.bgColor ?? undefined }}
              >
                <BannerImage src={banner.image} alt="" first={i === 0} />
                <div className="hero-caption">
                  <p className="hero-title" id={`hero-title-${i + 1}`}>
                    {banner.title}
                  </p>
                  {link ? (
                    <a className="button hero-cta" href={link} aria-describedby={`hero-title-${i + 1}`}>
                      {t('hero.cta')}
                    </a>
                  ) : null}
                </div>
              </div>
            );
          })}
        </div>
        {hydrated && count > 1 ? (
          <>
            <HeroArrow direction="prev" label={t('hero.prev')} onClick={() => go(index - 1)} />
            <HeroArrow direction="next" label={t('hero.next')} onClick={() => go(index + 1)} />
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="hero-controls">
          <ol className="hero-dots">
            {banners.map((banner, i) => (
              <li key={banner.id}>
                {hydrated ? (
                  <button
                    type="button"
                    className="hero-dot"
                    aria-label={label(i + 1)}
                    aria-controls="hero-track"
                    aria-current={i === index ? 'true' : undefined}
                    onClick={() => go(i)}
                  />
                ) : (
                  <a className="hero-dot" href={`#hero-slide-${i + 1}`} aria-current={i === 0 ? 'true' : undefined}>
                    <span className="visually-hidden">{label(i + 1)}</span>
                  </a>
                )}
              </li>
            ))}
          </ol>
          {hydrated ? (
            <button
              type="button"
              className="hero-pause"
              aria-label={t(stopped ? 'hero.play' : 'hero.pause')}
              onClick={() => setStopped(!stopped)}
            >
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
                <path d={stopped ? 'M4 2l10 6-10 6z' : 'M4 2h3v12H4zM9 2h3v12H9z'} fill="currentColor" />
              </svg>
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

function HeroArrow({ direction, label, onClick }: { direction: 'prev' | 'next'; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`hero-arrow hero-${direction}`}
      aria-label={label}
      aria-controls="hero-track"
      onClick={onClick}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
        <path
          d={direction === 'prev' ? 'M13 3l-7 7 7 7' : 'M7 3l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
