import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { imageVariantUrl } from '#core/images';
import { useI18n } from '../../i18n/use-i18n';
import { GoodImage } from '../media/good-image';
import { Dialog } from '../ui/dialog';

/** The main picture fills the page on phones and about half of the 1280 px column on desktop. */
const mainSizes = '(max-width: 1023px) 100vw, 640px';

/** A horizontal move longer than this (px) is a swipe, not a tap. */
const swipeDistance = 40;

/**
 * The product gallery (DESIGN "Product page"): the main image, thumbnails that switch it (click or
 * keyboard), swipe on touch (pointer events), zoom in a dialog. Without JavaScript the main image
 * and the thumbnails are links to the full pictures.
 */
export function GoodGallery({ images, title }: { images: string[]; title: string }) {
  const { t } = useI18n();
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const total = images.length;
  const current = images[index] ?? images[0];
  // A good 1C or the back office sent without pictures yet: say so, in a box that holds the layout.
  if (!current)
    return (
      <div className="gallery gallery-empty">
        <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
          <path
            d="M4 7h3l2-2.5h6L17 7h3a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
          <circle cx="12" cy="12.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        <span>{t('product.noPhoto')}</span>
      </div>
    );

  const go = (to: number) => setIndex(((to % total) + total) % total);
  const onKeyDown = (event: KeyboardEvent) => {
    if (total < 2) return;
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else return;
    event.preventDefault();
  };
  const swipe = {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || total < 2) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) < swipeDistance || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
      swiped.current = true;
      go(dx < 0 ? index + 1 : index - 1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
  const label = total > 1 ? t('product.photo', { n: index + 1, total }) : title;

  return (
    // Arrow keys switch pictures while focus is anywhere in the gallery (a thumbnail, the zoom link).
    <section className="gallery" aria-label={t('product.gallery')} onKeyDown={onKeyDown}>
      <div className="gallery-main" {...swipe}>
        <a
          href={imageVariantUrl(current, 1200)}
          className="gallery-zoom"
          aria-label={`${t('product.zoom')}: ${label}`}
          onClick={(event) => {
            event.preventDefault();
            if (swiped.current) swiped.current = false;
            else setZoomed(true);
          }}
          draggable={false}
        >
          <GoodImage
            src={current}
            alt={title}
            sizes={mainSizes}
            width={600}
            height={600}
            eager
            fallbackWidth={1200}
            fetchPriority="high"
            draggable={false}
            data-index={index}
          />
        </a>
        {total > 1 ? (
          <>
            <button
              type="button"
              className="gallery-arrow gallery-prev"
              aria-label={t('product.prev')}
              onClick={() => go(index - 1)}
            >
              ‹
            </button>
            <button
              type="button"
              className="gallery-arrow gallery-next"
              aria-label={t('product.next')}
              onClick={() => go(index + 1)}
            >
              ›
            </button>
            <p className="gallery-counter" aria-live="polite">
              {index + 1} / {total}
            </p>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <ul className="gallery-thumbs">
          {images.map((src, i) => (
            <li key={src}>
              <a
                href={imageVariantUrl(src, 1200)}
                aria-label={t('product.photo', { n: i + 1, total })}
                aria-current={i === index ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  setIndex(i);
                }}
              >
                <GoodImage src={src} alt="" sizes="72px" width={72} height={72} widths={[160]} fallbackWidth={160} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <Dialog open={zoomed} onClose={() => setZoomed(false)} title={title} className="gallery-dialog">
        {zoomed ? (
          <div className="gallery-large" {...swipe}>
            <GoodImage
              src={current}
              alt={label}
              sizes="(max-width: 983px) 100vw, 960px"
              width={1200}
              height={1200}
              eager
              fallbackWidth={1200}
              widths={[800, 1200]}
              draggable={false}
            />
            {total > 1 ? (
              <div className="gallery-large-nav">
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={t('product.prev')}
                  onClick={() => go(index - 1)}
                >
                  ‹ <span className="gallery-nav-text">{t('product.prev')}</span>
                </button>
                <span>
                  {index + 1} / {total}
                </span>
                <button
                  type="button"
                  className="button button-secondary"
                  aria-label={t('product.next')}
                  onClick={() => go(index + 1)}
                >
                  <span className="gallery-nav-text">{t('product.next')}</span> ›
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
