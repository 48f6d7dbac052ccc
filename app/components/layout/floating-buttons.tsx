import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useI18n } from '../../i18n/use-i18n';
import { chatBots } from './nav-links';

/** The buttons appear once the page has scrolled this far (SPEC §2 Mobile "after scrolling"). */
const showAfterPx = 400;
/** A navigation shorter than this shows no loading bar (no flash on fast pages). */
export const loadingDelayMs = 300;
const ring = 2 * Math.PI * 20;

/** Scroll-to-top with a progress ring, and a contact button expanding to the chat bots (SPEC §2). */
export function FloatingButtons() {
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
  }, []);
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

/**
 * A thin bar at the top while a navigation takes longer than 300 ms (SPEC §2 loading overlay).
 * Decoration only (`aria-hidden`): it sits outside every landmark, and the page it leads to is what
 * a screen reader announces.
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), loadingDelayMs);
    return () => clearTimeout(timer);
  }, [busy]);
  return shown ? <div className="navigation-progress" aria-hidden="true" /> : null;
}
