import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { chatBots } from './nav-links';
// Texts this module renders that the language layout does not bring: they come with it (ADR 0128).
import '../../i18n/messages/pages/chrome-later';

const ring = 2 * Math.PI * 20;

/**
 * Scroll-to-top with a progress ring, and a contact button expanding to the chat bots (SPEC §2).
 * Loaded by FloatingTrigger once the page first scrolls far enough to show them (ADR 0122).
 */
export function FloatingButtons({ showAfterPx }: { showAfterPx: number }) {
  const { t } = useI18n();
  const [progress, setProgress] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const max = document.documentElement.scrollHeight - window.innerHeight;
      setProgress(window.scrollY > showAfterPx && max > 0 ? Math.min(1, window.scrollY / max) : null);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    measure();
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [showAfterPx]);
  if (progress === null) return null;
  return (
    <div className="floating-buttons">
      {open ? (
        <ul className="floating-bots">
          <li>
            <a href={chatBots.viber} className="bot-viber">
              {t('chrome.viber')}
            </a>
          </li>
          <li>
            <a href={chatBots.telegram} className="bot-telegram" target="_blank" rel="noopener noreferrer">
              {t('chrome.telegram')}
            </a>
          </li>
        </ul>
      ) : null}
      <button type="button" className="floating-contact" aria-expanded={open} onClick={() => setOpen(!open)}>
        <svg
          width="24"
          height="24"
          viewBox="0 0 24 24"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 5h16v11H9l-5 4z" />
        </svg>
        <span className="visually-hidden">{t('chrome.contact')}</span>
      </button>
      <button
        type="button"
        className="floating-top"
        aria-label={t('chrome.toTop')}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      >
        <svg width="48" height="48" viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="20" className="ring-track" />
          <circle
            cx="24"
            cy="24"
            r="20"
            className="ring-progress"
            strokeDasharray={ring}
            strokeDashoffset={ring * (1 - progress)}
            data-progress={progress.toFixed(2)}
          />
          <path d="M17 27l7-7 7 7" className="ring-arrow" />
        </svg>
      </button>
    </div>
  );
}
